// The tables of time tracking on Clockify (decision 29): the workspace's call budget, the members'
// accounts, projects and entries, and what the instances share of the background work. The rest of
// the data model is in site-schema.ts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './site-schema';

/** Orders the changes made through the site to members' time entries. */
export const clockifyChangeSeq = pgSequence('clockify_change_seq');

/** An entry's fields in Clockify that the site keeps only to send them back unchanged. */
export interface ClockifyExtras {
  tagIds?: string[] | null;
  taskId?: string | null;
  billable?: boolean | null;
}

/** Which share of Clockify's hourly budget a call spends (decision 29). */
export type ClockifyLane = 'member' | 'background';

/**
 * Every call the site made to Clockify in the last hour, by every instance: the workspace's budget
 * (CLOCKIFY_HOURLY_LIMIT) is counted here, in a rolling hour.
 */
export const clockifyCalls = pgTable(
  'clockify_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull(),
    lane: text('lane').$type<ClockifyLane>().notNull(),
  },
  (table) => [index('clockify_calls_made_at_idx').on(table.madeAt)],
);

/** A member's Clockify account as the site knows it, and how fresh their record is. */
export const clockifyMembers = pgTable('clockify_members', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  clockifyUserId: text('clockify_user_id').notNull(),
  workspaceId: text('workspace_id').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  /** When a refresh last read the member's entries from Clockify. Null: never read. */
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
  /** The member's last Refresh press, for its per-member limit. */
  refreshAskedAt: timestamp('refresh_asked_at', { withTimezone: true }),
  /**
   * Clockify refused the key (no longer valid, no access to the workspace): nothing is read or
   * sent with it until the member saves a key again. The message the member reads.
   */
  keyProblem: text('key_problem'),
});

/** The projects of a workspace, as Clockify listed them last. */
export const clockifyProjects = pgTable(
  'clockify_projects',
  {
    workspaceId: text('workspace_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    /** ISO-8601, or null when Clockify has none. */
    duration: text('duration'),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.id] })],
);

/**
 * What the background work of every instance shares, by name: when the team or a workspace's
 * projects were last read, the webhooks registered (decision 29).
 */
export const clockifySyncState = pgTable('clockify_sync_state', {
  key: text('key').primaryKey(),
  at: timestamp('at', { withTimezone: true }),
  value: jsonb('value'),
});

/**
 * Members' time entries of the last 30 days (the dashboard reads them), and the starts and stops
 * made through the site that Clockify does not have yet. An entry waits while `version` is ahead
 * of `syncedVersion`; waiting entries are sent oldest `changeSeq` first.
 */
export const clockifyEntries = pgTable(
  'clockify_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null until Clockify has created it. */
    clockifyId: text('clockify_id').unique(),
    description: text('description').notNull(),
    projectId: text('project_id'),
    projectName: text('project_name'),
    projectColor: text('project_color'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    /** Null while the timer runs. */
    endAt: timestamp('end_at', { withTimezone: true }),
    /** One more for each change made through the site. */
    version: integer('version').notNull().default(0),
    /** The version Clockify has. */
    syncedVersion: integer('synced_version').notNull().default(0),
    /** The order of changes across the site, from `clockify_change_seq`: oldest is sent first. */
    changeSeq: bigint('change_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('clockify_change_seq')`),
    /** While one instance sends it, no other does. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** A create was sent and no answer came back: Clockify is asked before it is sent again. */
    createUncertain: boolean('create_uncertain').notNull().default(false),
    /** After a failed send, not before. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    /** Why the last send failed, for the member. */
    lastError: text('last_error'),
    /** Sends that failed in a row; the wait before the next one grows with them. */
    failedSends: integer('failed_sends').notNull().default(0),
    /**
     * What Clockify has of the entry that the site does not show (tags, task, billable), sent back
     * with every change so that a whole-entry PUT keeps them.
     */
    clockifyExtras: jsonb('clockify_extras').$type<ClockifyExtras>(),
    /** A local change or a sync; a refresh begun before it leaves the entry alone. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('clockify_entries_user_start_idx').on(table.userId, table.startAt),
    index('clockify_entries_waiting_idx')
      .on(table.changeSeq)
      .where(sql`${table.version} <> ${table.syncedVersion}`),
  ],
);

/**
 * The digests of the webhook deliveries the site accepted in the last day: a delivery seen again
 * (a replay of a captured request) is ignored.
 */
export const clockifyWebhookDeliveries = pgTable(
  'clockify_webhook_deliveries',
  {
    digest: text('digest').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('clockify_webhook_deliveries_received_at_idx').on(table.receivedAt)],
);
