// Test support: a local Clockify-compatible server (node:http) following
// ../shared/reference/clockify-api.md: the paths, status codes, `{ message, code }` error bodies,
// hydrated entry shapes, pagination and one running timer per user of the real API v1.
//
//   const clockify = await startTestClockify();
//   clockify.apiUrl, clockify.reportsUrl      base URLs for CLOCKIFY_API_URL / CLOCKIFY_REPORTS_URL
//   clockify.workspaceId                      the one workspace every member belongs to
//   clockify.addMember({ apiKey, name, email, admin? }) -> { id } a user and their key
//   clockify.addProject({ name, color?, duration? }) -> project  a project of the workspace
//   clockify.addTimeEntry(apiKey, { description, start, end?, projectId? }) -> entry
//   clockify.entriesOf(apiKey)                the user's entries, newest first
//   POST {reportsUrl}/workspaces/{wid}/reports/summary         see clockify-server-reports.ts
//   clockify.calls() / resetCalls()           every request received, as "METHOD /path?query"
//   clockify.setFailure('unauthorized' | 'forbidden' | 'rateLimited' | 'serverError' | 'hang' | null)
//                                             'hang': accepts the request and never answers it
//   clockify.setDelay(ms)                     a slow Clockify: answers each request after ms
//   clockify.close()
//
// Run it alone for manual use and browser tests (CLOCKIFY_TEST_PORT picks the port, else any):
//   node --import tsx server/test/clockify-server.ts
// It prints its API URL and is seeded with the key `test-clockify-key` (Jamie Ortiz) and 3 projects.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { booleanParameter, page, readJson, send } from './clockify-server-http';
import { summaryReport } from './clockify-server-reports';
import {
  type ClockifyEntryRecord,
  ClockifyHttpError,
  type ClockifyProjectRecord,
  type ClockifyUserRecord,
  toEntryDto,
  toProjectDto,
  toUserDto,
  toWorkspaceDto,
} from './clockify-server-shapes';

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
  entriesOf(apiKey: string): ClockifyEntryRecord[];
  calls(): readonly string[];
  resetCalls(): void;
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

/** A Clockify id: 24 hexadecimal digits. */
const newId = () => randomBytes(12).toString('hex');

export async function startTestClockify(options: { port?: number } = {}): Promise<TestClockify> {
  const workspaceId = newId();
  const users = new Map<string, ClockifyUserRecord>();
  const projects: ClockifyProjectRecord[] = [];
  const entries: ClockifyEntryRecord[] = [];
  const received: string[] = [];
  let failure: ClockifyFailureMode | null = null;
  let delayMs = 0;

  const userOf = (request: IncomingMessage) => {
    const key = request.headers['x-api-key'];
    if (
      typeof key !== 'string' ||
      request.headers.authorization ||
      request.headers['x-addon-token']
    )
      throw new ClockifyHttpError(401, 'Multiple or none auth tokens present', 1000);
    const user = users.get(key);
    if (!user) throw failures.unauthorized;
    return user;
  };

  const ownEntries = (userId: string) =>
    entries
      .filter((entry) => entry.userId === userId)
      .sort((a, b) => b.start.getTime() - a.start.getTime());

  async function handle(request: IncomingMessage, url: URL) {
    if (failure && failure !== 'hang') throw failures[failure];
    const user = userOf(request);
    const method = request.method ?? 'GET';
    const reports = url.pathname.startsWith('/reports/v1/');
    const parts = url.pathname
      .replace(/^\/(api|reports)\/v1/, '')
      .split('/')
      .filter(Boolean);
    const route = `${method} /${parts.map((part, i) => (i % 2 === 1 ? '*' : part)).join('/')}`;
    if (parts[0] === 'workspaces' && parts[1] && parts[1] !== workspaceId)
      throw new ClockifyHttpError(403, 'Access Denied', 501);
    if (parts[2] === 'user' && parts[3] !== user.id)
      throw new ClockifyHttpError(403, 'Access Denied', 501);

    if (reports && route === 'POST /workspaces/*/reports/*' && parts[3] === 'summary') {
      const body = await readJson(request);
      return {
        status: 200,
        body: summaryReport(body, user, { users: users.values(), projects, entries }),
      };
    }
    if (reports) throw new ClockifyHttpError(404, `No static resource ${url.pathname}.`, 3000);
    switch (route) {
      case 'GET /user':
        return { status: 200, body: toUserDto(user, workspaceId) };
      case 'GET /workspaces':
        return { status: 200, body: [toWorkspaceDto(workspaceId)] };
      case 'GET /workspaces/*/projects': {
        const archived = booleanParameter(url, 'archived');
        const listed = projects.filter(
          (project) => archived === undefined || project.archived === archived,
        );
        return { status: 200, body: page(url, listed).map((p) => toProjectDto(p, workspaceId)) };
      }
      case 'GET /workspaces/*/user/*/time-entries': {
        const inProgress = booleanParameter(url, 'in-progress');
        const hydrated = booleanParameter(url, 'hydrated') ?? false;
        const since = url.searchParams.get('start');
        const listed = ownEntries(user.id).filter(
          (entry) =>
            (!inProgress || entry.end === null) &&
            (!since || entry.start.getTime() >= Date.parse(since)),
        );
        return {
          status: 200,
          body: page(url, listed).map((entry) => toEntryDto(entry, { hydrated, projects, user })),
        };
      }
      case 'POST /workspaces/*/time-entries': {
        const body = await readJson(request);
        const projectId = typeof body.projectId === 'string' ? body.projectId : null;
        if (projectId && !projects.some((project) => project.id === projectId))
          throw new ClockifyHttpError(400, "Project doesn't belong to Workspace", 501);
        const entry: ClockifyEntryRecord = {
          id: newId(),
          userId: user.id,
          workspaceId,
          description: typeof body.description === 'string' ? body.description : '',
          projectId,
          start: typeof body.start === 'string' ? new Date(body.start) : new Date(),
          end: typeof body.end === 'string' ? new Date(body.end) : null,
        };
        entries.push(entry);
        return { status: 201, body: toEntryDto(entry, { hydrated: false, projects, user }) };
      }
      case 'PATCH /workspaces/*/user/*/time-entries': {
        const body = await readJson(request);
        if (typeof body.end !== 'string' || Number.isNaN(Date.parse(body.end)))
          throw new ClockifyHttpError(400, 'end: must not be null', 501);
        const running = ownEntries(user.id).find((entry) => entry.end === null);
        if (!running) throw new ClockifyHttpError(404, 'Time entry not found', 501);
        running.end = new Date(body.end);
        return { status: 200, body: toEntryDto(running, { hydrated: false, projects, user }) };
      }
      default:
        throw new ClockifyHttpError(404, `No static resource ${url.pathname}.`, 3000);
    }
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    received.push(`${request.method} ${url.pathname}${url.search}`);
    if (failure === 'hang') return;
    const answer = () =>
      handle(request, url).then(
        ({ status, body }) => send(response, status, body),
        (error: unknown) => {
          if (!(error instanceof ClockifyHttpError)) throw error;
          send(response, error.status, { message: error.message, code: error.code });
        },
      );
    if (delayMs === 0) answer();
    // A caller that gave up meanwhile hears nothing, as from the real one.
    else setTimeout(() => request.socket.destroyed || answer(), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const findUser = (apiKey: string) => {
    const user = users.get(apiKey);
    if (!user) throw new Error(`no member with the key ${apiKey}`);
    return user;
  };

  return {
    apiUrl: `${origin}/api/v1`,
    reportsUrl: `${origin}/reports/v1`,
    workspaceId,
    addMember({ apiKey, name, email, admin = false }) {
      const user = { id: newId(), name, email, admin };
      users.set(apiKey, user);
      return { id: user.id };
    },
    addProject({ name, color = '#03a9f4', duration = 'PT0S' }) {
      const project = { id: newId(), name, color, duration, archived: false };
      projects.push(project);
      return project;
    },
    addTimeEntry(apiKey, { description, start, end = null, projectId = null }) {
      const entry = {
        id: newId(),
        userId: findUser(apiKey).id,
        workspaceId,
        description,
        projectId,
        start,
        end,
      };
      entries.push(entry);
      return entry;
    },
    entriesOf: (apiKey) => ownEntries(findUser(apiKey).id),
    calls: () => [...received],
    resetCalls: () => {
      received.length = 0;
    },
    setFailure: (mode) => {
      failure = mode;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
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
