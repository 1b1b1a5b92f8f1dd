// Test support: the time entries of the local Clockify server and the change each edit announces
// to the webhooks (docs/clockify.md, Time entries and Webhooks). The API routes and the test's own
// edits, as a member would make them in Clockify's app, go through the same functions.
import {
  type ClockifyEntryRecord,
  ClockifyHttpError,
  type ClockifyWorkspaceRecord,
  newClockifyId,
} from './clockify-server-shapes';
import type { WebhookEvent } from './clockify-server-webhooks';

export interface EntryFields {
  description: string;
  projectId: string | null;
  start: Date;
  end: Date | null;
}

const newestFirst = (a: ClockifyEntryRecord, b: ClockifyEntryRecord) =>
  b.start.getTime() - a.start.getTime();

export function createTimeEntries(
  workspace: ClockifyWorkspaceRecord,
  announce: (event: WebhookEvent, entry: ClockifyEntryRecord) => void,
) {
  const ofUser = (userId: string) =>
    workspace.entries.filter((entry) => entry.userId === userId).sort(newestFirst);

  const checkProject = (projectId: string | null) => {
    if (projectId && !workspace.projects.some((project) => project.id === projectId))
      throw new ClockifyHttpError(400, "Project doesn't belong to Workspace", 501);
  };

  /** Stops the user's running timer at `end`; undefined when none runs. */
  const stopRunning = (userId: string, end: Date) => {
    const running = ofUser(userId).find((entry) => entry.end === null);
    if (!running) return undefined;
    running.end = end;
    announce('TIMER_STOPPED', running);
    return running;
  };

  return {
    /** The user's entries, newest first. */
    ofUser,
    /** Every running entry of the workspace, newest first. */
    running: () => workspace.entries.filter((entry) => entry.end === null).sort(newestFirst),
    find: (entryId: string) => workspace.entries.find((entry) => entry.id === entryId),

    /**
     * A new entry of the user: a timer when it has no end. As the API's POST does, a timer that
     * `stopsRunning` first stops the user's running one at its start (one timer per user).
     */
    add(userId: string, fields: EntryFields, { stopsRunning = false } = {}) {
      checkProject(fields.projectId);
      if (stopsRunning && fields.end === null) stopRunning(userId, fields.start);
      const entry: ClockifyEntryRecord = {
        id: newClockifyId(),
        userId,
        workspaceId: workspace.id,
        ...fields,
      };
      workspace.entries.push(entry);
      announce(entry.end ? 'NEW_TIME_ENTRY' : 'NEW_TIMER_STARTED', entry);
      return entry;
    },

    stopRunning,

    /** Changes the fields given, keeps the others. */
    update(entry: ClockifyEntryRecord, change: Partial<EntryFields>) {
      if (change.projectId !== undefined) checkProject(change.projectId);
      entry.description = change.description ?? entry.description;
      entry.projectId = change.projectId === undefined ? entry.projectId : change.projectId;
      entry.start = change.start ?? entry.start;
      entry.end = change.end === undefined ? entry.end : change.end;
      announce('TIME_ENTRY_UPDATED', entry);
      return entry;
    },

    remove(entry: ClockifyEntryRecord) {
      workspace.entries.splice(workspace.entries.indexOf(entry), 1);
      announce('TIME_ENTRY_DELETED', entry);
    },
  };
}

export type TestTimeEntries = ReturnType<typeof createTimeEntries>;
