// The tables of what every instance of the site must share (decision 27): the sessions, the
// uploaded files and the rate limits' windows. The site's content is in site-schema.ts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Server-side sessions (server/http/sessions/session-store.ts): sid is a keyed hash of the cookie's token. */
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_expire_idx').on(table.expire),
    // Ending a user's sessions (deactivation) finds them by the user id inside sess.
    index('sessions_user_idx').on(sql`(${table.sess}->>'userId')`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Files admins upload (images, PDFs), kept in the database so that every instance serves them. */
export const uploadedFiles = pgTable('uploaded_files', {
  /** The public path it is served at, e.g. `/uploads/images/news-<hex>.webp`. */
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  /** Hex SHA-256 of the content: the ETag. */
  sha256: text('sha256').notNull(),
  /**
   * Served to active members (and designers) alone: every PDF that was ever the members' rules
   * document, so that replacing it does not make the earlier one public.
   */
  membersOnly: boolean('members_only').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Rate-limit windows shared by every instance: one row per limited route and client. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_resets_at_idx').on(table.resetsAt)],
);
