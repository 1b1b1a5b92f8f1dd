// The parts the time-tracking services share for the app's life: one Clockify client (with its
// pauses after a failure) that spends the workspace's shared budget, and the team's hours.
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { createCallBudget } from './clockify/call-budget';
import { createClockifyClient } from './clockify/clockify-client';
import { DEFAULT_TIMEOUT_MS } from './clockify/clockify-requests';
import { createTeamHours } from './team-hours';

export interface TimeTrackingOptions {
  /**
   * One member request's time limit, shared by all its Clockify calls; 10 s unless a test needs a
   * hang to end sooner.
   */
  timeoutMs?: number;
  /** The clock of the budget, the record and the pauses after a failure; tests move it on. */
  now?: () => number;
  /** Sending and refreshing in the background on timers; tests and the bench run rounds themselves. */
  background?: boolean;
  /** Where Clockify delivers webhooks, when the tests' receiver is not at PUBLIC_URL. */
  webhookUrl?: string;
}

export function createTimeTracking(
  config: Config['clockify'],
  db: Database,
  { timeoutMs = DEFAULT_TIMEOUT_MS, now = Date.now, webhookUrl }: TimeTrackingOptions = {},
) {
  const budget = createCallBudget({ db, hourlyLimit: config.hourlyLimit, now });
  const client = createClockifyClient({
    apiUrl: config.apiUrl,
    reportsUrl: config.reportsUrl,
    timeoutMs,
    now,
    budget,
  });
  const { adminApiKey, workspaceId } = config;
  return {
    client,
    budget,
    now,
    /** The first wait before a change Clockify did not answer is sent again; unset: a minute. */
    retryAfterOutageMs: config.retryAfterOutageMs,
    /** The team's workspace; unset: each member's active workspace. */
    workspaceId,
    /** A workspace admin's key (CLOCKIFY_ADMIN_API_KEY), for the team's report and refreshes. */
    adminApiKey: workspaceId ? adminApiKey : undefined,
    /** Where Clockify can deliver webhooks; undefined when the site cannot receive them. */
    webhookUrl: webhookUrl ?? config.webhookUrl,
    /** The team's hours; undefined without CLOCKIFY_ADMIN_API_KEY. */
    teamHours:
      adminApiKey && workspaceId
        ? createTeamHours({ client, apiKey: adminApiKey, workspaceId, now })
        : undefined,
  };
}

export type TimeTracking = ReturnType<typeof createTimeTracking>;
