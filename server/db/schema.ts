// Every table of the site, the data model at a glance. Column names follow the spec's entities
// (section 3); integers stand for the spec's 0/1 flags so that the API answers as it describes.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
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
import type { Role } from '../../common/access';
import { roles } from '../../common/access';
import { DEFAULT_RULES_DOCUMENT_TITLE, type SocialLink } from '../../common/club-config';
import { DEFAULT_CLUB_NAME, DEFAULT_MEETING, type Weekday } from '../../common/club-facts';
import { type MemberResourceType, memberResourceTypes } from '../../common/members';
import { type SponsorTier, sponsorTiers } from '../../common/sponsor-tiers';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

const oneOf = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    /** pending (default), member, designer, admin */
    role: text('role').$type<Role>().notNull().default('pending'),
    isActive: integer('is_active').notNull().default(0),
    /** The member's personal Clockify key, encrypted with SECRETS_KEY (AES-256-GCM). */
    clockifyApiKey: text('clockify_api_key'),
    /** The identity provider's subject, bound at first sign-in. */
    oidcSubject: text('oidc_subject').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('users_role_check', sql`${table.role} in (${oneOf(roles)})`)],
);

/** Server-side sessions (server/http/session-store.ts): sid is a keyed hash of the cookie's token. */
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

export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    major: text('major').notNull(),
    year: text('year').notNull(),
    bio: text('bio').notNull(),
    imageUrl: text('image_url'),
    email: text('email'),
    linkedIn: text('linked_in'),
    isActive: integer('is_active').notNull().default(1),
    /** Display order on the landing page; ties fall back to the name. */
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('team_members_active_order_idx').on(table.isActive, table.sortOrder)],
);

/** A single row (id 1): the club's settings, which admins change in the editor's Club settings tab. */
export const clubConfig = pgTable('club_config', {
  id: integer('id').primaryKey().default(1),
  clubName: text('club_name').notNull().default(DEFAULT_CLUB_NAME),
  /** Null shows the built-in tagline. */
  tagline: text('tagline'),
  logoUrl: text('logo_url'),
  heroImageUrl: text('hero_image_url'),
  /** Each stat: a typed value, 'automatic', or null for the spec's fallback. */
  activeMembers: text('active_members'),
  foundingYear: text('founding_year'),
  buildHours: text('build_hours'),
  signupFormUrl: text('signup_form_url'),
  sponsorBrochureUrl: text('sponsor_brochure_url'),
  contactEmail: text('contact_email'),
  /** The club's social accounts, in display order: [{ label, url }]. */
  socialLinks: jsonb('social_links').$type<SocialLink[]>().notNull().default([]),
  meetingDay: text('meeting_day').$type<Weekday>().notNull().default(DEFAULT_MEETING.day),
  /** HH:MM, 24-hour clock. */
  meetingStartTime: text('meeting_start_time').notNull().default(DEFAULT_MEETING.startTime),
  meetingEndTime: text('meeting_end_time').notNull().default(DEFAULT_MEETING.endTime),
  meetingPlace: text('meeting_place').notNull().default(DEFAULT_MEETING.place),
  /** The competition rules PDF the members' rules card offers, and its details. */
  rulesDocumentUrl: text('rules_document_url'),
  rulesDocumentTitle: text('rules_document_title').notNull().default(DEFAULT_RULES_DOCUMENT_TITLE),
  rulesDocumentRevision: text('rules_document_revision'),
  /** YYYY-MM-DD */
  rulesDocumentDate: text('rules_document_date'),
  updatedAt: updatedAt(),
});

export const competitions = pgTable(
  'competitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventName: text('event_name').notNull(),
    location: text('location').notNull(),
    date: text('date').notNull(),
    overallPlace: integer('overall_place'),
    designPlace: integer('design_place'),
    salesPlace: integer('sales_place'),
    endurancePlace: integer('endurance_place'),
    year: integer('year').notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (table) => [index('competitions_year_idx').on(table.year)],
);

export const vehicles = pgTable('vehicles', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  year: integer('year').notNull(),
  description: text('description').notNull(),
  engine: text('engine').notNull(),
  weight: text('weight').notNull(),
  suspension: text('suspension').notNull(),
  topSpeed: text('top_speed').notNull(),
  imageUrl: text('image_url'),
  isLatest: integer('is_latest').notNull().default(0),
  createdAt: createdAt(),
});

export const sponsors = pgTable(
  'sponsors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** platinum, gold, silver or bronze */
    tier: text('tier').$type<SponsorTier>().notNull(),
    logoUrl: text('logo_url'),
    websiteUrl: text('website_url'),
    description: text('description'),
    isActive: integer('is_active').notNull().default(1),
    /** The order within the sponsor's tier, set by the editor's Move buttons. */
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('sponsors_active_tier_idx').on(table.isActive, table.tier),
    check('sponsors_tier_check', sql`${table.tier} in (${oneOf(sponsorTiers)})`),
  ],
);

export const newsArticles = pgTable(
  'news_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    /** An ISO date (YYYY-MM-DD): the spec shows it as text, and ISO text sorts newest first. */
    date: text('date').notNull(),
    imageUrl: text('image_url'),
    author: text('author'),
    isPublished: integer('is_published').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [index('news_published_date_idx').on(table.isPublished, table.date)],
);

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    majorYear: text('major_year'),
    interestLevel: text('interest_level').notNull(),
    message: text('message').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    isProcessed: integer('is_processed').notNull().default(0),
  },
  (table) => [index('contact_submissions_submitted_idx').on(table.submittedAt)],
);

/** Links of the members area: the Tools & Resources grid and the Additional Resources list. */
export const memberResources = pgTable(
  'member_resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    url: text('url').notNull(),
    /** channel, tool, document or link */
    type: text('type').$type<MemberResourceType>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('member_resources_order_idx').on(table.sortOrder),
    check('member_resources_type_check', sql`${table.type} in (${oneOf(memberResourceTypes)})`),
  ],
);

/** Texts of the pages that admins edit in place, by a stable key such as `home.hero.title`. */
export const pageTexts = pgTable('page_texts', {
  key: text('key').primaryKey(),
  text: text('text').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, {
    onDelete: 'set null',
  }),
  updatedAt: updatedAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_entity_idx').on(table.entity, table.entityId),
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
    createdAt: createdAt(),
  },
  (table) => [index('axel_usage_user_created_idx').on(table.userId, table.createdAt)],
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
  createdAt: createdAt(),
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
