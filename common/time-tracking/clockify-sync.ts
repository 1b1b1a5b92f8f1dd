// How the site keeps members' time in step with Clockify within the workspace's hourly budget
// (decision 29): the dashboard's freshness and Refresh, the members' CSV export, and what admins
// see of the budget. One schema for the route and the client.
import { z } from 'zod';

/** GET /api/clockify/sync-status and the answer of POST /api/clockify/refresh. */
export const clockifySyncStatusSchema = z.object({
  /** When the member's record last matched Clockify (ISO); null: not read yet. */
  updatedAt: z.string().nullable(),
  /** Clockify's webhooks bring changes as they happen. */
  live: z.boolean(),
  /** The member's starts and stops not yet in Clockify. */
  waitingCount: z.number().int().nonnegative(),
  /** Why the waiting ones cannot be sent now (the key refused, Clockify down); absent when they can. */
  problem: z.string().optional(),
});
export type ClockifySyncStatus = z.infer<typeof clockifySyncStatusSchema>;

export const refreshMessages = {
  tooSoon: (minutes: number) =>
    `You refreshed a moment ago. You can refresh again in ${minutesText(minutes)}.`,
  budgetUsed: (minutes: number) =>
    `The team has used this hour's Clockify requests. You can refresh again in ${minutesText(minutes)}; your starts and stops still count.`,
} as const;

const minutesText = (minutes: number) =>
  minutes < 1.5 ? '1 minute' : `${Math.round(minutes)} minutes`;

/** A year and a day: what a free workspace's reports cover, and a bound on the calls one export makes. */
export const EXPORT_MAX_DAYS = 366;

/** GET /api/clockify/time-entries/export: a range of whole days in the member's time zone. */
export const timeEntriesExportQuerySchema = z
  .object({
    from: z.iso.date({ error: 'Choose the first day' }),
    to: z.iso.date({ error: 'Choose the last day' }),
    /** IANA time zone the days and times are written in; UTC when absent or unknown. */
    timeZone: z.string().max(64).optional(),
  })
  .refine(({ from, to }) => from <= to, {
    message: 'The last day must not be before the first',
    path: ['to'],
  })
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) < EXPORT_MAX_DAYS * 86_400_000, {
    message: `Choose at most ${EXPORT_MAX_DAYS} days`,
    path: ['to'],
  });
export type TimeEntriesExportQuery = z.infer<typeof timeEntriesExportQuerySchema>;

export const TIME_ENTRIES_CSV_HEADER = [
  'Date',
  'Start',
  'End',
  'Duration',
  'Project',
  'Description',
] as const;
export const TEAM_HOURS_CSV_HEADER = ['Member', 'Project', 'Hours'] as const;

/** GET /api/clockify/usage (admins): the workspace's budget, webhooks and members' freshness. */
export const clockifyUsageSchema = z.object({
  hourlyLimit: z.number().int().positive(),
  /** Calls made in the last hour by all instances, by share. */
  usedLastHour: z.object({
    member: z.number().int().nonnegative(),
    background: z.number().int().nonnegative(),
  }),
  webhooks: z.object({
    /** active: registered and receiving; off: this site cannot receive them (why in `reason`). */
    state: z.enum(['active', 'off', 'failed']),
    reason: z.string().optional(),
    lastDeliveryAt: z.string().nullable(),
  }),
  members: z.array(
    z.object({
      name: z.string(),
      refreshedAt: z.string().nullable(),
      waitingCount: z.number().int().nonnegative(),
    }),
  ),
});
export type ClockifyUsage = z.infer<typeof clockifyUsageSchema>;
