// Axel's tables (decisions 39 and 40): the rulebook it read from the uploaded rules document, the
// embeddings it computed, the designers' saved conversations with their feedback, and what each
// answer cost.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AxelCitation } from '../../../common/axel/axel';
import { uploadedFiles } from './shared-state-schema';
import { users } from './site-schema';

/** What reading an uploaded rules PDF gave: its clauses, or why Axel cannot use it. */
export const rulebookReadings = pgTable(
  'rulebook_readings',
  {
    documentPath: text('document_path')
      .primaryKey()
      .references(() => uploadedFiles.path, { onDelete: 'cascade' }),
    /** 'read', 'no-text' (a scan without a text layer), 'no-clauses' or 'unreadable'. */
    outcome: text('outcome').notNull(),
    pages: integer('pages').notNull(),
    clauses: integer('clauses').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'rulebook_readings_outcome_check',
      sql`${table.outcome} in ('read', 'no-text', 'no-clauses', 'unreadable')`,
    ),
  ],
);

/** The numbered clauses of a read rules document, in the document's order. */
export const rulebookClauses = pgTable(
  'rulebook_clauses',
  {
    documentPath: text('document_path')
      .notNull()
      .references(() => rulebookReadings.documentPath, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** As printed: "B.3.4.2". */
    number: text('number').notNull(),
    heading: text('heading').notNull(),
    /** The page the clause starts on, counted from the PDF's first page (what #page= opens). */
    page: integer('page').notNull(),
    body: text('body').notNull(),
  },
  (table) => [primaryKey({ columns: [table.documentPath, table.position] })],
);

/** Embeddings of texts (cards, clauses), by model and the text's SHA-256, shared by instances. */
export const axelEmbeddings = pgTable(
  'axel_embeddings',
  {
    model: text('model').notNull(),
    textSha256: text('text_sha256').notNull(),
    vector: real('vector').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.model, table.textSha256] })],
);

/** A designer's conversation with Axel, titled by its first question until renamed. */
export const axelConversations = pgTable(
  'axel_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Conversations unused for 180 days are deleted. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('axel_conversations_user_idx').on(table.userId, table.lastUsedAt),
    index('axel_conversations_last_used_idx').on(table.lastUsedAt),
  ],
);

/** One question of a conversation with Axel's answer, and the designer's feedback on it. */
export const axelTurns = pgTable(
  'axel_turns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => axelConversations.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    /** Markdown as the designer read it (citations linked). */
    answer: text('answer').notNull(),
    citations: jsonb('citations').$type<AxelCitation[]>().notNull().default([]),
    /** The designer pressed Stop: the answer is what was written until then. */
    stopped: boolean('stopped').notNull().default(false),
    /** 1 (thumbs up), -1 (thumbs down) or null. */
    rating: smallint('rating'),
    comment: text('comment'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('axel_turns_conversation_idx').on(table.conversationId, table.id),
    index('axel_turns_rated_idx').on(table.ratedAt),
    check('axel_turns_rating_check', sql`${table.rating} in (-1, 1)`),
  ],
);

/** One row per answered Axel question: what it cost, for the daily budget and the admin panel. */
export const axelUsage = pgTable(
  'axel_usage',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    inputTokens: integer('input_tokens').notNull(),
    outputTokens: integer('output_tokens').notNull(),
    /** False while a question's maximum cost is reserved and its answer is not finished yet. */
    settled: boolean('settled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('axel_usage_user_created_idx').on(table.userId, table.createdAt)],
);
