// A typed client of the Clockify REST API v1 (../shared/reference/clockify-api.md), called with
// each member's own key. Every call has a time limit; after a 429 every call fails at once for a
// minute, because Clockify's limit (30 an hour on a new free workspace) is per workspace and more
// calls only make it worse.
import { z } from 'zod';
import { ClockifyError, type ClockifyFailure, failureOfStatus } from './clockify-error';

export const DEFAULT_TIMEOUT_MS = 10_000;
const RATE_LIMIT_BACKOFF_MS = 60_000;
const PAGE_SIZE = 200;

const clockifyUserSchema = z.object({
  id: z.string(),
  name: z
    .string()
    .nullable()
    .transform((name) => name ?? ''),
  email: z.string(),
  activeWorkspace: z.string().nullish(),
});

const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  duration: z
    .string()
    .nullish()
    .transform((duration) => duration ?? null),
});

const entrySchema = z.object({
  id: z.string(),
  description: z
    .string()
    .nullish()
    .transform((text) => text ?? ''),
  projectId: z.string().nullish(),
  /** Only in hydrated answers. */
  project: z.object({ name: z.string(), color: z.string() }).nullish(),
  timeInterval: z.object({
    start: z.string(),
    end: z
      .string()
      .nullish()
      .transform((end) => end ?? null),
    duration: z
      .string()
      .nullish()
      .transform((duration) => duration ?? null),
  }),
});
export type ClockifyEntryDto = z.infer<typeof entrySchema>;

const workspaceSchema = z.object({ id: z.string(), name: z.string() });

/** A summary report group: `_id` or `id` (clockify-api.md section 9), durations in seconds. */
const reportGroupSchema = z.object({
  _id: z.string().nullish(),
  id: z.string().nullish(),
  name: z.string().nullish(),
  duration: z.number().nullish(),
  color: z.string().nullish(),
});
const summaryReportSchema = z.object({
  // Empty, or `[null]`, when there are no entries.
  totals: z
    .array(z.object({ totalTime: z.number().nullish() }).nullable())
    .nullish()
    .transform((totals) => totals ?? []),
  groupOne: z
    .array(
      reportGroupSchema.extend({
        children: z
          .array(reportGroupSchema)
          .nullish()
          .transform((children) => children ?? []),
      }),
    )
    .nullish()
    .transform((groups) => groups ?? []),
});
export type SummaryReportDto = z.infer<typeof summaryReportSchema>;

/** v1 timestamps: yyyy-MM-ddThh:mm:ssZ in UTC. */
export const clockifyTime = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

export interface ClockifyClientOptions {
  apiUrl: string;
  reportsUrl: string;
  timeoutMs: number;
  /** Milliseconds since the epoch; tests move it on. */
  now: () => number;
}

interface Call {
  method?: 'GET' | 'POST' | 'PATCH';
  /** The Reports API lives on a host of its own. */
  reports?: boolean;
  query?: Record<string, string>;
  body?: unknown;
  /** What a 404 or 400 means for this call. */
  missing?: ClockifyFailure;
}

export function createClockifyClient({
  apiUrl,
  reportsUrl,
  timeoutMs,
  now,
}: ClockifyClientOptions) {
  let rateLimitedUntil = 0;

  async function request(apiKey: string, path: string, call: Call = {}): Promise<unknown> {
    if (now() < rateLimitedUntil) throw new ClockifyError('rateLimited', 'backing off after a 429');
    const base = call.reports ? reportsUrl : apiUrl;
    const url = new URL(`${base.replace(/\/$/, '')}${path}`);
    for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await fetch(url, {
        method: call.method ?? 'GET',
        headers: {
          'x-api-key': apiKey,
          accept: 'application/json',
          ...(call.body !== undefined && { 'content-type': 'application/json' }),
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.ok) return await response.json();
      const upstream = `${response.status} ${await response.text()}`;
      if (call.missing && (response.status === 404 || response.status === 400)) {
        throw new ClockifyError(call.missing, upstream);
      }
      if (response.status === 429) rateLimitedUntil = now() + RATE_LIMIT_BACKOFF_MS;
      throw new ClockifyError(failureOfStatus(response.status), upstream);
    } catch (error) {
      if (error instanceof ClockifyError) throw error;
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new ClockifyError(timedOut ? 'timedOut' : 'notResponding', String(error));
    }
  }

  async function parsed<Schema extends z.ZodType>(
    schema: Schema,
    answer: Promise<unknown>,
  ): Promise<z.output<Schema>> {
    const result = schema.safeParse(await answer);
    if (!result.success) throw new ClockifyError('refused', `unexpected answer: ${result.error}`);
    return result.data;
  }

  /** Every page of a list: Clockify gives no total, so ask until a page comes back short. */
  async function allPages<Item extends z.ZodType>(
    apiKey: string,
    path: string,
    item: Item,
    query: Record<string, string>,
  ): Promise<z.output<Item>[]> {
    const items: z.output<Item>[] = [];
    for (let page = 1; ; page++) {
      const answer = request(apiKey, path, {
        query: { ...query, page: String(page), 'page-size': String(PAGE_SIZE) },
      });
      const batch = await parsed(z.array(item), answer);
      items.push(...batch);
      if (batch.length < PAGE_SIZE) return items;
    }
  }

  return {
    /** The key's owner; also how a key is checked. */
    getUser: (apiKey: string) => parsed(clockifyUserSchema, request(apiKey, '/user')),

    listWorkspaces: (apiKey: string) =>
      parsed(z.array(workspaceSchema), request(apiKey, '/workspaces')),

    listProjects: (apiKey: string, workspaceId: string) =>
      allPages(apiKey, `/workspaces/${workspaceId}/projects`, projectSchema, { archived: 'false' }),

    /** The user's entries since a moment, newest first, with their projects (hydrated). */
    listTimeEntries: (apiKey: string, workspaceId: string, userId: string, since: Date) =>
      allPages(apiKey, `/workspaces/${workspaceId}/user/${userId}/time-entries`, entrySchema, {
        hydrated: 'true',
        start: clockifyTime(since),
      }),

    startTimeEntry: (
      apiKey: string,
      workspaceId: string,
      entry: { description: string; projectId: string | undefined; start: Date },
    ) =>
      parsed(
        entrySchema,
        request(apiKey, `/workspaces/${workspaceId}/time-entries`, {
          method: 'POST',
          body: { ...entry, start: clockifyTime(entry.start) },
        }),
      ),

    /** The user's running entry, if any (`in-progress=true` answers 0 or 1 entries). */
    runningTimeEntry: async (apiKey: string, workspaceId: string, userId: string) => {
      const answer = request(apiKey, `/workspaces/${workspaceId}/user/${userId}/time-entries`, {
        query: { 'in-progress': 'true' },
      });
      const [running] = await parsed(z.array(entrySchema), answer);
      return running;
    },

    /** Stops the user's running timer; Clockify answers 404 (some say 400) when none runs. */
    stopRunningTimer: (apiKey: string, workspaceId: string, userId: string, end: Date) =>
      parsed(
        entrySchema,
        request(apiKey, `/workspaces/${workspaceId}/user/${userId}/time-entries`, {
          method: 'PATCH',
          body: { end: clockifyTime(end) },
          missing: 'noRunningTimer',
        }),
      ),

    /** Hours of the workspace in a date range, grouped by user, then by project. */
    summaryReportByUserAndProject: (
      apiKey: string,
      workspaceId: string,
      range: { from: Date; to: Date },
    ) =>
      parsed(
        summaryReportSchema,
        request(apiKey, `/workspaces/${workspaceId}/reports/summary`, {
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

/** Reports timestamps: `…ss.SSSZ` (clockify-api.md section 10). */
const reportTime = (date: Date) => date.toISOString();

export type ClockifyClient = ReturnType<typeof createClockifyClient>;
