// The tables of the site, the data model at a glance (time tracking's are in clockify-schema.ts,
// what every instance shares in shared-state-schema.ts). Column names follow the API's field names
// (isActive as is_active); integers stand for the 0/1 flags the API answers with, so that it
// answers as its clients expect.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Role } from '../../../common/auth/access';
import { roles } from '../../../common/auth/access';
import { DEFAULT_RULES_DOCUMENT_TITLE, type SocialLink } from '../../../common/club/club-config';
import { DEFAULT_CLUB_NAME, DEFAULT_MEETING, type Weekday } from '../../../common/club/club-facts';
import { type SponsorTier, sponsorTiers } from '../../../common/club/sponsor-tiers';
import { type MemberResourceType, memberResourceTypes } from '../../../common/members/members';
import type { NewsDraft } from '../../../common/news/news-publishing';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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
    /** One of the club's subteams (club settings), or null. */
    subteam: text('subteam'),
    /** The member's account that keeps this card, once an admin has linked or confirmed it. */
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    /** A member who claims the card (its email is their sign-in address), until an admin confirms. */
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The year the member graduated: the card shows on /alumni, not with the current team. */
    graduationYear: integer('graduation_year'),
    /** The year the card's member asks to be listed as graduating, until an admin sets it. */
    graduationRequested: integer('graduation_requested'),
    /** What an alumnus adds: where they went after the club. */
    alumniNote: text('alumni_note'),
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
  /** Each stat: a typed value, 'automatic', or null for the fallback (common/club/club-facts.ts). */
  activeMembers: text('active_members'),
  foundingYear: text('founding_year'),
  buildHours: text('build_hours'),
  signupFormUrl: text('signup_form_url'),
  sponsorBrochureUrl: text('sponsor_brochure_url'),
  /** An https page where anyone can give to the club; null shows no donation link. */
  donationUrl: text('donation_url'),
  /** The club's subteams, in the order the club lists them (Frame, Suspension, …). */
  subteams: jsonb('subteams').$type<string[]>().notNull().default([]),
  /** 1 groups the landing page's team section by subteam. */
  groupTeamBySubteam: integer('group_team_by_subteam').notNull().default(0),
  contactEmail: text('contact_email'),
  /** The club's social accounts, in display order: [{ label, url }]. */
  socialLinks: jsonb('social_links').$type<SocialLink[]>().notNull().default([]),
  meetingDay: text('meeting_day').$type<Weekday>().notNull().default(DEFAULT_MEETING.day),
  /** HH:MM, 24-hour clock. */
  meetingStartTime: text('meeting_start_time').notNull().default(DEFAULT_MEETING.startTime),
  meetingEndTime: text('meeting_end_time').notNull().default(DEFAULT_MEETING.endTime),
  meetingPlace: text('meeting_place').notNull().default(DEFAULT_MEETING.place),
  /** The IANA zone the club's events are kept in (America/Denver); null for the server's zone. */
  timeZone: text('time_zone'),
  /** The weekly meeting as a calendar's series: its id for life (a feed's UID). */
  meetingSeriesId: uuid('meeting_series_id').notNull().defaultRandom(),
  /** Grows with each change of the meeting or of one occurrence (a feed's SEQUENCE). */
  meetingSequence: integer('meeting_sequence').notNull().default(0),
  /** The series runs from this moment's week: set anew when the meeting's day or times change. */
  meetingSince: timestamp('meeting_since', { withTimezone: true }).notNull().defaultNow(),
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
    /** What the sponsor gave the club (money, parts, machining hours…). */
    contribution: text('contribution'),
    /** The last season (by its competition year) of a past sponsor; null while a current one. */
    lastSeason: integer('last_season'),
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
    /** The article's address, /news/<slug>: made from the title once, then kept (common/news/news.ts). */
    slug: text('slug').notNull().unique(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    /** An ISO date (YYYY-MM-DD): it is shown as text, and ISO text sorts newest first. */
    date: text('date').notNull(),
    imageUrl: text('image_url'),
    author: text('author'),
    isPublished: integer('is_published').notNull().default(1),
    /** When a scheduled draft goes public on its own (scheduled-news.ts); null for any other. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** A published article's unpublished changes: its public fields as the draft has them. */
    draft: jsonb('draft').$type<NewsDraft>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('news_published_date_idx').on(table.isPublished, table.date),
    index('news_publish_at_idx').on(table.publishAt),
  ],
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
    /**
     * The whole record as this change left it (as it was, for a deletion), for the records admins
     * edit: the version their History restores. Null for other changes and for older entries.
     */
    version: jsonb('version'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
  },
  (table) => [
    // Newest first, the id breaking ties: a page far back in the log is a walk along this index.
    index('audit_log_at_id_idx').on(table.at, table.id),
    index('audit_log_entity_idx').on(table.entity, table.entityId),
    // Who has made changes (the log's filter), and the entries of an account being deleted.
    index('audit_log_actor_idx').on(table.actorId),
  ],
);
