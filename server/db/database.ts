// The site's database as the code sees it, whichever engine holds it: every table, the typed
// Drizzle handle, and what opening a database answers (client.ts opens one).
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Notifications } from './notifications';
import * as axelSchema from './schema/axel-schema';
import * as clockifySchema from './schema/clockify-schema';
import * as eventsSchema from './schema/events-schema';
import * as mailSchema from './schema/mail-schema';
import * as peopleSchema from './schema/people-schema';
import * as rulesSchema from './schema/rules-schema';
import * as sharedStateSchema from './schema/shared-state-schema';
import * as siteSchema from './schema/site-schema';

/** Every table, for Drizzle's typed queries. */
export const schema = {
  ...siteSchema,
  ...sharedStateSchema,
  ...clockifySchema,
  ...axelSchema,
  ...mailSchema,
  ...rulesSchema,
  ...eventsSchema,
  ...peopleSchema,
};

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle extends Notifications {
  db: Database;
  kind: 'embedded' | 'postgres';
  /** Answers when the database takes queries; throws otherwise. */
  ping(): Promise<void>;
  /** Flushes and closes; the handle is unusable afterwards. */
  close(): Promise<void>;
}

export interface DatabaseLocation {
  /** `postgres://…`, `memory://`, or undefined for the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
}
