// Test support: a local Clockify-compatible server (node:http) following docs/clockify.md: the
// paths, status codes, `{ message, code }` error bodies, hydrated entry shapes, pagination and one
// running timer per user of the real API v1, its Reports API and its webhooks. It counts every call
// it receives.
//
//   const clockify = await startTestClockify({ port?, now? })   now: the clock of callLog and of
//                                             a POST without start (default Date.now)
//   clockify.apiUrl, clockify.reportsUrl      base URLs for CLOCKIFY_API_URL / CLOCKIFY_REPORTS_URL
//   clockify.workspaceId                      the one workspace every member belongs to
//   clockify.addMember({ apiKey, name, email, admin? }) -> { id } a user and their key
//   clockify.addProject({ name, color?, duration? }) -> project  a project of the workspace
//   clockify.entriesOf(apiKey)                the user's entries, newest first
//   clockify.calls() / resetCalls()           every request received, as "METHOD /path?query"
//   clockify.callLog()                        the same as { at: now(), line }
//   clockify.setFailure('unauthorized' | 'forbidden' | 'rateLimited' | 'serverError' | 'hang' | null)
//                                             'hang': accepts the request and never answers it
//   clockify.setDelay(ms)                     a slow Clockify: answers each request after ms
//   clockify.close()                          after the deliveries under way
//
// Routes (clockify-server-routes.ts): GET /user, GET /workspaces, GET …/projects;
// GET and PATCH (stop) …/user/{uid}/time-entries, another member's for an admin only;
// POST …/time-entries (a timer first stops the user's running one); PUT …/time-entries/{id};
// GET …/time-entries/status/in-progress (admins); POST {reportsUrl}/…/reports/summary (admins)
// and …/reports/detailed (clockify-server-reports.ts); GET, POST, DELETE …/webhooks (admins).
//
// Webhooks (clockify-server-webhooks.ts): at most 3 in the workspace, as on the free plan; the 4th
// gets 403 'Webhook limit reached for this workspace' (Clockify does not document the message).
// Each change to an entry, by the API or by these edits "in Clockify's own app", is POSTed to the
// webhooks of its event, with `Clockify-Signature` (the webhook's authToken) and
// `Clockify-Webhook-Event-Type`. Deliveries go one after another in the order of the changes, after
// the API's answer; a receiver silent for 5 s counts as unreachable. They are not in callLog:
//   clockify.addTimeEntry(apiKey, { description, start, end?, projectId? }) -> entry
//                                             NEW_TIMER_STARTED without end, else NEW_TIME_ENTRY;
//                                             it stops no running timer (the API's POST does)
//   clockify.stopTimerOf(apiKey, end) -> entry TIMER_STOPPED
//   clockify.updateEntry(entryId, { description?, projectId?, start?, end? }) -> entry
//                                             TIME_ENTRY_UPDATED (only the fields given change)
//   clockify.deleteEntry(entryId)             TIME_ENTRY_DELETED
//   clockify.webhooks()                       the registered webhooks
//   clockify.deliveries()                     { event, url, status } sent so far (status 0: unreachable)
//   clockify.flushWebhooks()                  resolves when every delivery begun so far is done
//
// Run it alone for manual use and browser tests (CLOCKIFY_TEST_PORT picks the port, else any):
//   node --import tsx server/test/clockify/clockify-server.ts
// It prints its API URL and is seeded with the key `test-clockify-key` (Jamie Ortiz) and 3 projects.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createTimeEntries, type EntryFields } from './clockify-server-entries';
import { send } from './clockify-server-http';
import { createClockifyRoutes } from './clockify-server-routes';
import {
  type ClockifyEntryRecord,
  ClockifyHttpError,
  type ClockifyProjectRecord,
  type ClockifyWorkspaceRecord,
  newClockifyId,
} from './clockify-server-shapes';
import {
  type ClockifyWebhookRecord,
  createWebhooks,
  type WebhookDelivery,
} from './clockify-server-webhooks';

export type ClockifyFailureMode =
  | 'unauthorized'
  | 'forbidden'
  | 'rateLimited'
  | 'serverError'
  | 'hang';

export interface TestClockify {
  apiUrl: string;
  reportsUrl: string;
  workspaceId: string;
  addMember(member: { apiKey: string; name: string; email: string; admin?: boolean }): {
    id: string;
  };
  addProject(project: {
    name: string;
    color?: string;
    duration?: string | null;
  }): ClockifyProjectRecord;
  addTimeEntry(
    apiKey: string,
    entry: { description: string; start: Date; end?: Date | null; projectId?: string | null },
  ): ClockifyEntryRecord;
  stopTimerOf(apiKey: string, end: Date): ClockifyEntryRecord;
  updateEntry(entryId: string, change: Partial<EntryFields>): ClockifyEntryRecord;
  deleteEntry(entryId: string): void;
  entriesOf(apiKey: string): ClockifyEntryRecord[];
  calls(): readonly string[];
  callLog(): readonly { at: number; line: string }[];
  resetCalls(): void;
  webhooks(): ClockifyWebhookRecord[];
  deliveries(): WebhookDelivery[];
  flushWebhooks(): Promise<void>;
  setFailure(mode: ClockifyFailureMode | null): void;
  setDelay(ms: number): void;
  close(): Promise<void>;
}

const failures: Record<Exclude<ClockifyFailureMode, 'hang'>, ClockifyHttpError> = {
  unauthorized: new ClockifyHttpError(401, 'Api key does not exist', 4003),
  forbidden: new ClockifyHttpError(403, 'Access Denied', 501),
  rateLimited: new ClockifyHttpError(429, 'Too many requests', 429),
  serverError: new ClockifyHttpError(500, 'Internal server error', 500),
};

export async function startTestClockify(
  options: { port?: number; now?: () => number } = {},
): Promise<TestClockify> {
  const now = options.now ?? Date.now;
  const workspace: ClockifyWorkspaceRecord = {
    id: newClockifyId(),
    users: new Map(),
    projects: [],
    entries: [],
  };
  const webhooks = createWebhooks(workspace);
  const entries = createTimeEntries(workspace, webhooks.announce);
  const answer = createClockifyRoutes({ workspace, entries, webhooks, now });
  const received: { at: number; line: string }[] = [];
  let failure: ClockifyFailureMode | null = null;
  let delayMs = 0;

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    received.push({ at: now(), line: `${request.method} ${url.pathname}${url.search}` });
    if (failure === 'hang') return;
    const respond = () => {
      const mode = failure;
      const answered =
        mode && mode !== 'hang' ? Promise.reject(failures[mode]) : answer(request, url);
      return answered.then(
        ({ status, body }) => send(response, status, body),
        (error: unknown) => {
          if (!(error instanceof ClockifyHttpError)) throw error;
          send(response, error.status, { message: error.message, code: error.code });
        },
      );
    };
    if (delayMs === 0) respond();
    // A caller that gave up meanwhile hears nothing, as from the real one.
    else setTimeout(() => request.socket.destroyed || respond(), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const findUser = (apiKey: string) => {
    const user = workspace.users.get(apiKey);
    if (!user) throw new Error(`no member with the key ${apiKey}`);
    return user;
  };
  const findEntry = (entryId: string) => {
    const entry = entries.find(entryId);
    if (!entry) throw new Error(`no time entry ${entryId}`);
    return entry;
  };

  return {
    apiUrl: `${origin}/api/v1`,
    reportsUrl: `${origin}/reports/v1`,
    workspaceId: workspace.id,
    addMember({ apiKey, name, email, admin = false }) {
      const user = { id: newClockifyId(), name, email, admin };
      workspace.users.set(apiKey, user);
      return { id: user.id };
    },
    addProject({ name, color = '#03a9f4', duration = 'PT0S' }) {
      const project = { id: newClockifyId(), name, color, duration, archived: false };
      workspace.projects.push(project);
      return project;
    },
    addTimeEntry: (apiKey, { description, start, end = null, projectId = null }) =>
      entries.add(findUser(apiKey).id, { description, projectId, start, end }),
    stopTimerOf(apiKey, end) {
      const stopped = entries.stopRunning(findUser(apiKey).id, end);
      if (!stopped) throw new Error(`no timer runs for the key ${apiKey}`);
      return stopped;
    },
    updateEntry: (entryId, change) => entries.update(findEntry(entryId), change),
    deleteEntry: (entryId) => entries.remove(findEntry(entryId)),
    entriesOf: (apiKey) => entries.ofUser(findUser(apiKey).id),
    calls: () => received.map((call) => call.line),
    callLog: () => received.map((call) => ({ ...call })),
    resetCalls: () => {
      received.length = 0;
    },
    webhooks: webhooks.list,
    deliveries: webhooks.deliveries,
    flushWebhooks: webhooks.flush,
    setFailure: (mode) => {
      failure = mode;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await webhooks.flush();
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const clockify = await startTestClockify({ port: Number(process.env.CLOCKIFY_TEST_PORT ?? 0) });
  clockify.addMember({
    apiKey: 'test-clockify-key',
    name: 'Jamie Ortiz',
    email: 'jamie.ortiz@example.org',
  });
  clockify.addProject({ name: 'Chassis', color: '#f97316', duration: 'PT12H30M' });
  clockify.addProject({ name: 'Suspension', color: '#0ea5e9', duration: 'PT4H' });
  clockify.addProject({ name: 'Powertrain', color: '#22c55e', duration: null });
  console.log(`Clockify test server: CLOCKIFY_API_URL=${clockify.apiUrl}`);
  console.log(`Workspace ${clockify.workspaceId}; member key: test-clockify-key`);
}
