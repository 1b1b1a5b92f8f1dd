// Test support: the routes of the local Clockify server, API v1 and Reports, as docs/clockify.md
// describes them: the key's user is the asker, a workspace admin may read and change other members'
// entries, a regular member only their own.
import type { IncomingMessage } from 'node:http';
import type { TestTimeEntries } from './clockify-server-entries';
import { booleanParameter, page, readJson } from './clockify-server-http';
import { detailedReport, summaryReport } from './clockify-server-reports';
import {
  type ClockifyEntryRecord,
  ClockifyHttpError,
  type ClockifyUserRecord,
  type ClockifyWorkspaceRecord,
  toEntryDto,
  toProjectDto,
  toUserDto,
  toWorkspaceDto,
} from './clockify-server-shapes';
import type { TestWebhooks } from './clockify-server-webhooks';

export interface ClockifyAnswer {
  status: number;
  body: unknown;
}

const accessDenied = () => new ClockifyHttpError(403, 'Access Denied', 501);
const notFound = (url: URL) =>
  new ClockifyHttpError(404, `No static resource ${url.pathname}.`, 3000);

/** A date of a body: undefined when absent or null, 400 when it is not a date. */
function dateField(body: Record<string, unknown>, name: string): Date | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
    throw new ClockifyHttpError(400, `${name}: must be a date`, 501);
  return new Date(value);
}

const textField = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? body[name] : undefined;

export function createClockifyRoutes(context: {
  workspace: ClockifyWorkspaceRecord;
  entries: TestTimeEntries;
  webhooks: TestWebhooks;
  /** The server's clock: a timer started without `start` starts now. */
  now: () => number;
}) {
  const { workspace, entries, webhooks, now } = context;

  const userOf = (request: IncomingMessage) => {
    const key = request.headers['x-api-key'];
    if (
      typeof key !== 'string' ||
      request.headers.authorization ||
      request.headers['x-addon-token']
    )
      throw new ClockifyHttpError(401, 'Multiple or none auth tokens present', 1000);
    const user = workspace.users.get(key);
    if (!user) throw new ClockifyHttpError(401, 'Api key does not exist', 4003);
    return user;
  };

  /** Whose entries a `/user/{uid}/…` path names: the asker's own, or anyone's for an admin. */
  const memberOf = (userId: string, asker: ClockifyUserRecord) => {
    if (userId !== asker.id && !asker.admin) throw accessDenied();
    const member = [...workspace.users.values()].find((user) => user.id === userId);
    if (!member) throw new ClockifyHttpError(400, "User doesn't belong to Workspace", 501);
    return member;
  };

  const dto = (entry: ClockifyEntryRecord, hydrated = false) =>
    toEntryDto(entry, workspace, { hydrated });

  async function reportsRoute(
    request: IncomingMessage,
    asker: ClockifyUserRecord,
    route: string,
    parts: string[],
  ): Promise<ClockifyAnswer | undefined> {
    if (route !== 'POST /workspaces/*/reports/*') return undefined;
    if (parts[3] === 'summary')
      return { status: 200, body: summaryReport(await readJson(request), asker, workspace) };
    if (parts[3] === 'detailed')
      return { status: 200, body: detailedReport(await readJson(request), asker, workspace) };
    return undefined;
  }

  return async function answer(request: IncomingMessage, url: URL): Promise<ClockifyAnswer> {
    const asker = userOf(request);
    const method = request.method ?? 'GET';
    const parts = url.pathname
      .replace(/^\/(api|reports)\/v1/, '')
      .split('/')
      .filter(Boolean);
    const route = `${method} /${parts.map((part, i) => (i % 2 === 1 ? '*' : part)).join('/')}`;
    if (parts[0] === 'workspaces' && parts[1] && parts[1] !== workspace.id) throw accessDenied();
    const member = parts[2] === 'user' ? memberOf(parts[3] ?? '', asker) : asker;

    if (url.pathname.startsWith('/reports/v1/')) {
      const answered = await reportsRoute(request, asker, route, parts);
      if (answered) return answered;
      throw notFound(url);
    }
    switch (route) {
      case 'GET /user':
        return { status: 200, body: toUserDto(asker, workspace.id) };
      case 'GET /workspaces':
        return { status: 200, body: [toWorkspaceDto(workspace.id)] };
      case 'GET /workspaces/*/projects': {
        const archived = booleanParameter(url, 'archived');
        const listed = workspace.projects.filter(
          (project) => archived === undefined || project.archived === archived,
        );
        return {
          status: 200,
          body: page(url, listed).map((project) => toProjectDto(project, workspace.id)),
        };
      }
      case 'GET /workspaces/*/user/*/time-entries': {
        const inProgress = booleanParameter(url, 'in-progress');
        const hydrated = booleanParameter(url, 'hydrated') ?? false;
        const since = url.searchParams.get('start');
        const listed = entries
          .ofUser(member.id)
          .filter(
            (entry) =>
              (!inProgress || entry.end === null) &&
              (!since || entry.start.getTime() >= Date.parse(since)),
          );
        return { status: 200, body: page(url, listed).map((entry) => dto(entry, hydrated)) };
      }
      // GET /workspaces/{wid}/time-entries/status/in-progress
      case 'GET /workspaces/*/time-entries/*/in-progress': {
        if (parts[3] !== 'status') throw notFound(url);
        if (!asker.admin) throw accessDenied();
        const listed = page(url, entries.running(), { defaultSize: 10, maxSize: 1000 });
        return { status: 200, body: listed.map((entry) => dto(entry)) };
      }
      case 'POST /workspaces/*/time-entries': {
        const body = await readJson(request);
        const entry = entries.add(
          asker.id,
          {
            description: textField(body, 'description') ?? '',
            projectId: textField(body, 'projectId') ?? null,
            start: dateField(body, 'start') ?? new Date(now()),
            end: dateField(body, 'end') ?? null,
          },
          { stopsRunning: true },
        );
        return { status: 201, body: dto(entry) };
      }
      case 'PATCH /workspaces/*/user/*/time-entries': {
        const end = dateField(await readJson(request), 'end');
        if (!end) throw new ClockifyHttpError(400, 'end: must not be null', 501);
        const stopped = entries.stopRunning(member.id, end);
        if (!stopped) throw new ClockifyHttpError(404, 'Time entry not found', 501);
        return { status: 200, body: dto(stopped) };
      }
      // PUT replaces the whole entry: what the body leaves out is cleared, no end means running.
      case 'PUT /workspaces/*/time-entries/*': {
        const entry = entries.find(parts[3] ?? '');
        if (!entry || (entry.userId !== asker.id && !asker.admin))
          throw new ClockifyHttpError(400, "Time entry doesn't belong to Workspace", 501);
        const body = await readJson(request);
        const start = typeof body.start === 'string' ? new Date(body.start) : undefined;
        if (!start || Number.isNaN(start.getTime()))
          throw new ClockifyHttpError(400, 'start: must not be null', 501);
        entries.update(entry, {
          description: textField(body, 'description') ?? '',
          projectId: textField(body, 'projectId') ?? null,
          start,
          end: dateField(body, 'end') ?? null,
        });
        return { status: 200, body: dto(entry) };
      }
      case 'GET /workspaces/*/webhooks':
        return { status: 200, body: webhooks.listRoute(asker) };
      case 'POST /workspaces/*/webhooks':
        return { status: 201, body: webhooks.registerRoute(await readJson(request), asker) };
      case 'DELETE /workspaces/*/webhooks/*':
        return { status: 200, body: webhooks.deleteRoute(parts[3] ?? '', asker) };
      default:
        throw notFound(url);
    }
  };
}
