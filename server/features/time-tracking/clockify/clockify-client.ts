// The calls the site makes to the Clockify REST API v1 (docs/clockify.md): with each member's own
// key for their entries, with the workspace admin's key for the team. How a call is made (the
// budget, the deadline, the pauses after a failure) is in clockify-requests.ts.
import { z } from 'zod';
import type { ClockifyExtras } from '../../../db/schema/clockify-schema';
import {
  clockifyUserSchema,
  type DetailedEntryDto,
  detailedReportSchema,
  entrySchema,
  projectSchema,
  summaryReportSchema,
  webhookListSchema,
  webhookSchema,
  workspaceSchema,
} from './clockify-answers';
import {
  type ClockifyCaller,
  type ClockifyClientOptions,
  createClockifyRequests,
} from './clockify-requests';

/** How the site names its webhooks in Clockify, so that those of a former URL are found. */
export const WEBHOOK_NAME_PREFIX = 'Club site:';

const REPORT_PAGE_SIZE = 1000;

/** What the site sets of an entry; Clockify keeps no `end` while it runs. */
export interface EntryFields {
  description: string;
  projectId: string | null;
  start: Date;
  end: Date | null;
  /** What Clockify has that the site keeps only to send back (a PUT replaces the whole entry). */
  extras?: ClockifyExtras | null;
}

const entryBody = ({ description, projectId, start, end, extras }: EntryFields) => ({
  ...extras,
  description,
  ...(projectId && { projectId }),
  start: clockifyTime(start),
  ...(end && { end: clockifyTime(end) }),
});

/** v1 timestamps: yyyy-MM-ddThh:mm:ssZ in UTC. */
export const clockifyTime = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

export function createClockifyClient(options: ClockifyClientOptions) {
  const { request, parsed, allPages, newDeadline, pausedFailure } = createClockifyRequests(options);

  return {
    newDeadline,
    pausedFailure,

    /** The key's owner; also how a key is checked. */
    getUser: (caller: ClockifyCaller) => parsed(clockifyUserSchema, request(caller, '/user')),

    listWorkspaces: (caller: ClockifyCaller) =>
      parsed(z.array(workspaceSchema), request(caller, '/workspaces')),

    listProjects: (caller: ClockifyCaller, workspaceId: string) =>
      allPages(caller, `/workspaces/${workspaceId}/projects`, projectSchema, { archived: 'false' }),

    /** The user's entries begun in a range, newest first, with their projects (hydrated). */
    listTimeEntries: (
      caller: ClockifyCaller,
      workspaceId: string,
      userId: string,
      range: { from: Date; to?: Date },
    ) =>
      allPages(caller, `/workspaces/${workspaceId}/user/${userId}/time-entries`, entrySchema, {
        hydrated: 'true',
        start: clockifyTime(range.from),
        ...(range.to && { end: clockifyTime(range.to) }),
      }),

    /** A new entry: running without `end`, finished with it (one call either way). */
    createTimeEntry: (caller: ClockifyCaller, workspaceId: string, entry: EntryFields) =>
      parsed(
        entrySchema,
        request(caller, `/workspaces/${workspaceId}/time-entries`, {
          method: 'POST',
          body: entryBody(entry),
        }),
      ),

    /**
     * Replaces an entry's start, end, description and project (PUT replaces the whole entry, and
     * stops exactly this one where PATCH would stop whatever runs). 400: Clockify no longer has it.
     */
    updateTimeEntry: (
      caller: ClockifyCaller,
      workspaceId: string,
      entryId: string,
      entry: EntryFields,
    ) =>
      parsed(
        entrySchema,
        request(caller, `/workspaces/${workspaceId}/time-entries/${encodeURIComponent(entryId)}`, {
          method: 'PUT',
          body: entryBody(entry),
          missing: 'entryGone',
        }),
      ),

    /** Every running timer of the workspace (a workspace admin's key). */
    listRunningTimers: (caller: ClockifyCaller, workspaceId: string) =>
      allPages(
        caller,
        `/workspaces/${workspaceId}/time-entries/status/in-progress`,
        entrySchema.extend({ userId: z.string() }),
        {},
        1000,
      ),

    /** Every finished entry of the workspace in a range (a workspace admin's key), newest first. */
    detailedReport: async (
      caller: ClockifyCaller,
      workspaceId: string,
      range: { from: Date; to: Date },
    ) => {
      const entries: DetailedEntryDto[] = [];
      for (let page = 1; ; page++) {
        const answer = request(caller, `/workspaces/${workspaceId}/reports/detailed`, {
          method: 'POST',
          reports: true,
          body: {
            dateRangeStart: reportTime(range.from),
            dateRangeEnd: reportTime(range.to),
            detailedFilter: { page, pageSize: REPORT_PAGE_SIZE },
            exportType: 'JSON',
          },
        });
        const { timeEntries } = await parsed(detailedReportSchema, answer);
        entries.push(...timeEntries);
        if (timeEntries.length < REPORT_PAGE_SIZE) return entries;
      }
    },

    listWebhooks: (caller: ClockifyCaller, workspaceId: string) =>
      parsed(webhookListSchema, request(caller, `/workspaces/${workspaceId}/webhooks`)),

    /** A webhook for one event of the whole workspace, delivered to `url`. */
    createWebhook: (caller: ClockifyCaller, workspaceId: string, url: string, event: string) =>
      parsed(
        webhookSchema,
        request(caller, `/workspaces/${workspaceId}/webhooks`, {
          method: 'POST',
          body: {
            name: `${WEBHOOK_NAME_PREFIX} ${event}`,
            url,
            webhookEvent: event,
            triggerSource: [workspaceId],
            triggerSourceType: 'WORKSPACE_ID',
          },
        }),
      ),

    deleteWebhook: (caller: ClockifyCaller, workspaceId: string, webhookId: string) =>
      request(caller, `/workspaces/${workspaceId}/webhooks/${encodeURIComponent(webhookId)}`, {
        method: 'DELETE',
      }),

    /** Hours of the workspace in a date range, grouped by user, then by project. */
    summaryReportByUserAndProject: (
      caller: ClockifyCaller,
      workspaceId: string,
      range: { from: Date; to: Date },
    ) =>
      parsed(
        summaryReportSchema,
        request(caller, `/workspaces/${workspaceId}/reports/summary`, {
          method: 'POST',
          reports: true,
          body: {
            dateRangeStart: reportTime(range.from),
            dateRangeEnd: reportTime(range.to),
            summaryFilter: { groups: ['USER', 'PROJECT'] },
            exportType: 'JSON',
          },
        }),
      ),
  };
}

/** Reports timestamps: `…ss.SSSZ` (docs/clockify.md, Times and durations). */
const reportTime = (date: Date) => date.toISOString();

export type ClockifyClient = ReturnType<typeof createClockifyClient>;
