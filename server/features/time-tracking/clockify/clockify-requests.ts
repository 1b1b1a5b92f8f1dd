// How the site asks Clockify (docs/clockify.md, Rate limits): each call takes its place in the
// workspace's budget first, carries the caller's key and deadline (decision 19), and fails at once
// for a while after Clockify failed instead of waiting again: a minute after a 429, because
// Clockify's limit is per workspace and more calls only make it worse; 30 s after a call it did not
// answer. The calls themselves are in clockify-client.ts.
import { z } from 'zod';
import { isSendableApiKey } from '../../../../common/time-tracking/time-tracking';
import type { ClockifyLane } from '../../../db/schema/clockify-schema';
import type { CallBudget } from './call-budget';
import { ClockifyError, type ClockifyFailure, failureOfStatus } from './clockify-error';

export const DEFAULT_TIMEOUT_MS = 10_000;
/**
 * How long every call to a host fails at once after that host failed this way: after its limit
 * (429), and after a call it did not answer (unreachable, or silent until the deadline), so that
 * members are not kept waiting again. An error it answers at once (a 5xx) pauses nothing.
 */
const PAUSE_AFTER: Partial<Record<ClockifyFailure, number>> = {
  rateLimited: 60_000,
  notResponding: 30_000,
  timedOut: 30_000,
};
const PAGE_SIZE = 200;

export interface ClockifyClientOptions {
  apiUrl: string;
  reportsUrl: string;
  /** One member request's limit, shared by all the calls it makes. */
  timeoutMs: number;
  /** Milliseconds since the epoch; tests move it on. */
  now: () => number;
  /** The workspace's calls an hour, shared by every instance: no call is made without a place. */
  budget: CallBudget;
}

/**
 * Who asks Clockify, and until when. The deadline is passed along explicitly rather than kept in
 * AsyncLocalStorage: a handful of services make the calls, and a reader sees which budget a call
 * spends.
 */
export interface ClockifyCaller {
  apiKey: string;
  /** Ends every call of one member request together (`client.newDeadline()` as it begins). */
  deadline: AbortSignal;
  /** The share of the hourly budget its calls spend. */
  lane: ClockifyLane;
}

export interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The Reports API lives on a host of its own. */
  reports?: boolean;
  query?: Record<string, string>;
  body?: unknown;
  /** What a 404 or 400 means for this call. */
  missing?: ClockifyFailure;
}

export function createClockifyRequests({
  apiUrl,
  reportsUrl,
  timeoutMs,
  now,
  budget,
}: ClockifyClientOptions) {
  /** By host: a failing Reports API does not stop the members' timers. */
  const pauses = new Map<string, { until: number; failure: ClockifyFailure }>();

  function pause(base: string, failure: ClockifyFailure) {
    const pauseMs = PAUSE_AFTER[failure];
    if (pauseMs === undefined) return;
    const until = now() + pauseMs;
    if ((pauses.get(base)?.until ?? 0) < until) pauses.set(base, { until, failure });
  }

  function pausedFailure(base: string) {
    const paused = pauses.get(base);
    return paused && now() < paused.until ? paused.failure : undefined;
  }

  async function request(
    { apiKey, deadline, lane }: ClockifyCaller,
    path: string,
    call: Call = {},
  ): Promise<unknown> {
    const base = call.reports ? reportsUrl : apiUrl;
    const paused = pausedFailure(base);
    if (paused) throw new ClockifyError(paused, 'not asked: Clockify failed a moment ago');
    // fetch would refuse it and name the key in its error, which reaches the log.
    if (!isSendableApiKey(apiKey)) {
      throw new ClockifyError('invalidKey', 'the key has characters a header cannot carry');
    }
    if (!(await budget.take(lane))) {
      throw new ClockifyError('overBudget', `not asked: the ${lane} share of the hour is used`);
    }
    const url = new URL(`${base.replace(/\/$/, '')}${path}`);
    for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);
    const failed = (failure: ClockifyFailure, upstream: string) =>
      new ClockifyError(failure, apiKey ? upstream.replaceAll(apiKey, '[key]') : upstream);
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
        // The request's deadline is at most timeoutMs away, so it is also each call's own limit.
        signal: deadline,
      });
      if (response.ok) {
        // A DELETE may answer with no body.
        const text = await response.text();
        return text ? JSON.parse(text) : null;
      }
      const upstream = `${response.status} ${await response.text()}`;
      // A 400 is also Clockify's answer to a field it refuses: only its "doesn't belong" means gone.
      const gone =
        response.status === 404 || (response.status === 400 && /doesn't belong/i.test(upstream));
      if (call.missing && gone) throw failed(call.missing, upstream);
      const failure = failureOfStatus(response.status);
      if (failure === 'rateLimited') pause(base, failure);
      throw failed(failure, upstream);
    } catch (error) {
      if (error instanceof ClockifyError) throw error;
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      const failure = timedOut ? 'timedOut' : 'notResponding';
      pause(base, failure);
      throw failed(failure, describe(error));
    }
  }

  async function parsed<Schema extends z.ZodType>(
    schema: Schema,
    answer: Promise<unknown>,
  ): Promise<z.output<Schema>> {
    const result = schema.safeParse(await answer);
    if (!result.success)
      throw new ClockifyError('unreadable', `unexpected answer: ${result.error}`);
    return result.data;
  }

  /** Every page of a list: Clockify gives no total, so ask until a page comes back short. */
  async function allPages<Item extends z.ZodType>(
    caller: ClockifyCaller,
    path: string,
    item: Item,
    query: Record<string, string>,
    pageSize = PAGE_SIZE,
  ): Promise<z.output<Item>[]> {
    const items: z.output<Item>[] = [];
    for (let page = 1; ; page++) {
      const answer = request(caller, path, {
        query: { ...query, page: String(page), 'page-size': String(pageSize) },
      });
      const batch = await parsed(z.array(item), answer);
      items.push(...batch);
      if (batch.length < pageSize) return items;
    }
  }

  return {
    request,
    parsed,
    allPages,
    /** One member request's deadline, to start as the request begins. */
    newDeadline: () => AbortSignal.timeout(timeoutMs),
    /** The failure every call to the API answers at once now, if Clockify failed a moment ago. */
    pausedFailure: () => pausedFailure(apiUrl),
  };
}

/** A failed fetch for the log: undici puts the reason (ECONNREFUSED, a reset) in the cause. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.name}: ${error.message}${cause}`;
}
