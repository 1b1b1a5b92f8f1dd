// The parts the time-tracking services share for the app's life: one Clockify client (with its
// rate-limit back-off) and the members' cache.
import type { Config } from '../../config';
import { createClockifyClient, DEFAULT_TIMEOUT_MS } from './clockify-client';
import { createMemberCache } from './member-cache';

export interface TimeTrackingOptions {
  /** Each Clockify call's time limit; 10 s unless a test needs a hang to end sooner. */
  timeoutMs?: number;
  /** The clock of the cache and the back-off; tests move it on. */
  now?: () => number;
}

export function createTimeTracking(
  config: Config['clockify'],
  { timeoutMs = DEFAULT_TIMEOUT_MS, now = Date.now }: TimeTrackingOptions = {},
) {
  return {
    client: createClockifyClient({ apiUrl: config.apiUrl, timeoutMs, now }),
    cache: createMemberCache(now),
    /** The team's workspace; unset: each member's active workspace. */
    workspaceId: config.workspaceId,
  };
}

export type TimeTracking = ReturnType<typeof createTimeTracking>;
