// The people around the club beyond the team's cards: what members share with each other in the
// directory, and the sponsorship packages the club offers to sponsors.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, users } from './site-schema';

/** The sponsorship packages the club offers on /sponsors, amounts in whole dollars. */
export const sponsorshipPackages = pgTable(
  'sponsorship_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    minAmount: integer('min_amount').notNull(),
    /** Null for "and up". */
    maxAmount: integer('max_amount'),
    benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'sponsorship_packages_amounts_check',
      sql`${table.minAmount} >= 0 and (${table.maxAmount} is null or ${table.maxAmount} >= ${table.minAmount})`,
    ),
  ],
);

/** What a member shares with other members in the directory; every field is off until they share it. */
export const directoryContacts = pgTable('directory_contacts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone'),
  chat: text('chat'),
  shareEmail: boolean('share_email').notNull().default(false),
  sharePhone: boolean('share_phone').notNull().default(false),
  shareChat: boolean('share_chat').notNull().default(false),
  updatedAt: updatedAt(),
});
