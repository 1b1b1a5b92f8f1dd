// The parts the time-tracking services share for the app's life: one Clockify client (with its
// pauses after a failure), the members' cache and the team's hours.
import type { Config } from '../../config';
import { createClockifyClient, DEFAULT_TIMEOUT_MS } from './clockify-client';
import { createMemberCache } from './member-cache';
import { createTeamHours } from './team-hours';

export interface TimeTrackingOptions {
  /**
   * One member request's time limit, shared by all its Clockify calls; 10 s unless a test needs a
   * hang to end sooner.
   */
  timeoutMs?: number;
  /** The clock of the cache and the pauses after a failure; tests move it on. */
  now?: () => number;
}

export function createTimeTracking(
  config: Config['clockify'],
  { timeoutMs = DEFAULT_TIMEOUT_MS, now = Date.now }: TimeTrackingOptions = {},
) {
  const client = createClockifyClient({
    apiUrl: config.apiUrl,
    reportsUrl: config.reportsUrl,
    timeoutMs,
    now,
  });
  const { adminApiKey, workspaceId } = config;
  return {
    client,
    cache: createMemberCache(now),
    /** The team's workspace; unset: each member's active workspace. */
    workspaceId,
    /** The team's hours; undefined without CLOCKIFY_ADMIN_API_KEY. */
    teamHours:
      adminApiKey && workspaceId
        ? createTeamHours({ client, apiKey: adminApiKey, workspaceId, now })
        : undefined,
  };
}

export type TimeTracking = ReturnType<typeof createTimeTracking>;
