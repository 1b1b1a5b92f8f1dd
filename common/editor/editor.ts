// The website editor's content (decision 16): for each kind of entry, the rule of every field an
// admin may change, the body that creates one, and the whole entry as admins see it.
import { z } from 'zod';
import { competitionSchema, sponsorSchema, vehicleSchema } from '../club/content';
import { sponsorTiers } from '../club/sponsor-tiers';
import { memberResourceSchema, memberResourceTypes } from '../members/members';
import { hasUndescribedImage, UNDESCRIBED_IMAGE_MESSAGE } from '../news/markdown-images';
import { checklistLines, rulePriorities } from '../rules/rules-catalogue';
import {
  flag,
  isoDate,
  optionalEmail,
  optionalPlace,
  optionalText,
  optionalUrl,
  requiredLink,
  requiredText,
  yearOf,
} from './editor-fields';

export const teamMemberFields = {
  name: requiredText('Name', 100),
  role: requiredText('Role', 100),
  major: requiredText('Major', 100),
  year: requiredText('Year', 50),
  bio: requiredText('Bio', 1000),
  email: optionalEmail('Email'),
  linkedIn: optionalUrl('LinkedIn', 'web'),
  imageUrl: optionalUrl('Image URL', 'image'),
  /** One of the club's subteams; the server checks it against the club's list. */
  subteam: optionalText('Subteam', 40),
  graduationYear: graduationYear(),
  alumniNote: optionalText('Where they went', 200),
  isActive: flag('Active'),
};

/**
 * The year a member graduated, or null while on the team: at most next year, for a senior who
 * leaves the team before commencement.
 */
export function graduationYear() {
  const message = 'Graduation year must be a year no later than next year';
  return z
    .number({ error: message })
    .int(message)
    .min(1900, message)
    .refine((year) => year <= new Date().getUTCFullYear() + 1, message)
    .nullable();
}

export const competitionFields = {
  eventName: requiredText('Event name', 200),
  location: requiredText('Location', 200),
  date: isoDate('Date'),
  year: yearOf('Year'),
  overallPlace: optionalPlace('Overall place'),
  designPlace: optionalPlace('Design place'),
  salesPlace: optionalPlace('Sales place'),
  endurancePlace: optionalPlace('Endurance place'),
  notes: optionalText('Notes', 2000),
};

export const vehicleFields = {
  name: requiredText('Name', 100),
  year: yearOf('Year'),
  description: requiredText('Description', 2000),
  engine: requiredText('Engine', 200),
  weight: requiredText('Weight', 100),
  suspension: requiredText('Suspension', 200),
  topSpeed: requiredText('Top speed', 100),
  imageUrl: optionalUrl('Image URL', 'image'),
  isLatest: flag('Latest'),
};

export const sponsorFields = {
  name: requiredText('Name', 200),
  tier: z.enum(sponsorTiers, { error: 'Tier must be platinum, gold, silver or bronze' }),
  logoUrl: optionalUrl('Logo URL', 'image'),
  websiteUrl: optionalUrl('Website', 'web'),
  description: optionalText('Description', 1000),
  /** What they gave: money, parts, machining hours. */
  contribution: optionalText('What they gave', 300),
  /** The competition year of a past sponsor's last season; null while they sponsor the club. */
  lastSeason: yearOf('Last season')
    .nullish()
    .transform((year) => year ?? null),
  isActive: flag('Active'),
};

export const newsArticleFields = {
  title: requiredText('Title', 200),
  excerpt: requiredText('Excerpt', 500),
  content: requiredText('Content', 20_000).refine(
    (markdown) => !hasUndescribedImage(markdown),
    UNDESCRIBED_IMAGE_MESSAGE,
  ),
  date: isoDate('Date'),
  author: optionalText('Author', 100),
  imageUrl: optionalUrl('Image URL', 'image'),
  isPublished: flag('Published'),
};

/** The members area's links: https only, as members open them from anywhere. */
export const memberResourceFields = {
  title: requiredText('Title', 100),
  description: requiredText('Description', 300),
  url: requiredLink('URL', { allowHttp: false }),
  type: z.enum(memberResourceTypes, {
    error: 'Type must be team channel, tool, document or link',
  }),
};

/** The rules catalogue's tabs: the address of each is made from its first label, and kept. */
export const ruleTabFields = {
  label: requiredText('Label', 60),
  description: requiredText('Description', 300),
};

const MAX_CHECKLIST_LINES = 30;
const MAX_REQUIREMENT_LENGTH = 400;

/** A card of the rules catalogue; its address is made from its first title, and kept. */
export const ruleCardFields = {
  title: requiredText('Title', 120),
  tab: z
    .string({ error: 'Tab is required' })
    .trim()
    .min(1, 'Tab is required')
    .max(100, 'Tab must be one of the catalogue’s tabs'),
  priority: z.enum(rulePriorities, { error: 'Priority must be critical, high or medium' }),
  checklist: requiredText('Checklist', MAX_CHECKLIST_LINES * (MAX_REQUIREMENT_LENGTH + 1))
    .transform((text) => checklistLines(text).join('\n'))
    .refine((text) => text !== '', 'Checklist is required')
    .refine(
      (text) => checklistLines(text).length <= MAX_CHECKLIST_LINES,
      `Checklist must have at most ${MAX_CHECKLIST_LINES} lines`,
    )
    .refine(
      (text) => checklistLines(text).every((line) => line.length <= MAX_REQUIREMENT_LENGTH),
      `Each line of the checklist must be at most ${MAX_REQUIREMENT_LENGTH} characters`,
    ),
};

/** The quick reference's deadlines on /rules. */
export const ruleDeadlineFields = {
  name: requiredText('Name', 120),
  date: requiredText('Date', 60),
};

/** POST /api/team-members: the new member form's fields; a new member is active and listed last. */
export const newTeamMemberSchema = z.object({
  name: teamMemberFields.name,
  role: teamMemberFields.role,
  major: teamMemberFields.major,
  year: teamMemberFields.year,
  bio: teamMemberFields.bio,
  email: teamMemberFields.email,
  linkedIn: teamMemberFields.linkedIn,
  imageUrl: teamMemberFields.imageUrl,
  subteam: teamMemberFields.subteam,
  // A card may start as an alumnus's: the club lists those who graduated before the site.
  graduationYear: teamMemberFields.graduationYear.optional(),
  alumniNote: teamMemberFields.alumniNote,
});

export const newCompetitionSchema = z.object(competitionFields);

export const newVehicleSchema = z.object({
  ...vehicleFields,
  isLatest: vehicleFields.isLatest.default(0),
});

export const newSponsorSchema = z.object({
  ...sponsorFields,
  isActive: sponsorFields.isActive.default(1),
});

export const newRuleTabSchema = z.object(ruleTabFields);
export const newRuleCardSchema = z.object(ruleCardFields);
export const newRuleDeadlineSchema = z.object(ruleDeadlineFields);

// A news article's create body says how it goes public, so it lives in news-publishing.ts.

/** POST /api/members/resources: a new link is listed last. */
export const newMemberResourceSchema = z.object(memberResourceFields);

/** A team member as admins see it: the public fields, the contact links, and the status. */
export const adminTeamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  major: z.string(),
  year: z.string(),
  bio: z.string(),
  email: z.string().nullable(),
  linkedIn: z.string().nullable(),
  imageUrl: z.string().nullable(),
  subteam: z.string().nullable(),
  graduationYear: z.number().int().nullable(),
  alumniNote: z.string().nullable(),
  /** The account that keeps the card, and a member's claim waiting for an admin. */
  userId: z.string().nullable(),
  claimedBy: z.string().nullable(),
  /** The year the card's member asks to be listed as graduating. */
  graduationRequested: z.number().int().nullable(),
  isActive: z.number().int(),
  sortOrder: z.number().int(),
});

export const adminSponsorSchema = sponsorSchema.extend({
  lastSeason: z.number().int().nullable(),
  isActive: z.number().int(),
  sortOrder: z.number().int(),
});

export const adminMemberResourceSchema = memberResourceSchema.extend({
  id: z.string(),
  sortOrder: z.number().int(),
});

const listedEntry = { id: z.string(), sortOrder: z.number().int() };

/** A tab as admins see it: with its address, which the editor shows. */
export const adminRuleTabSchema = z.object({
  ...listedEntry,
  slug: z.string(),
  label: z.string(),
  description: z.string(),
});

export const adminRuleCardSchema = z.object({
  ...listedEntry,
  slug: z.string(),
  tab: z.string(),
  title: z.string(),
  priority: z.enum(rulePriorities),
  checklist: z.string(),
});

export const adminRuleDeadlineSchema = z.object({
  ...listedEntry,
  name: z.string(),
  date: z.string(),
});

// Competitions and vehicles already answer every field publicly; news is in news-publishing.ts.
export const adminCompetitionSchema = competitionSchema;
export const adminVehicleSchema = vehicleSchema;

/** POST /api/{team-members|sponsors|members/resources}/{id}/move: one place up or down the order on the landing page. */
export const moveDirections = ['up', 'down'] as const;
export type MoveDirection = (typeof moveDirections)[number];
export const moveEntrySchema = z.object({
  direction: z.enum(moveDirections, { error: 'Direction must be up or down' }),
});

/** PUT {apiPath}/order: every entry's id, in the new order (a drag and drop, saved as one change). */
export const entryOrderSchema = z.object({
  ids: z
    .array(z.uuid('Each id must be an entry id'), { error: 'ids must list the entries in order' })
    .min(1, 'ids must list the entries in order')
    .max(1000, 'At most 1000 entries')
    .refine((ids) => new Set(ids).size === ids.length, 'Each entry may be listed once'),
});

export const LIST_CHANGED_MESSAGE =
  'The list has changed since it was loaded. Please reload the page and try again.';

/** Names each kind of entry; its admins' list is /api/admin/content/{path}. */
export const editorEntityPaths = [
  'team-members',
  'competitions',
  'vehicles',
  'sponsors',
  'news',
  'member-resources',
  'rule-tabs',
  'rule-cards',
  'rule-deadlines',
  'events',
  'sponsorship-packages',
] as const;
export type EditorEntityPath = (typeof editorEntityPaths)[number];

/** The list of every entry, drafts and inactive ones included, that only admins read. */
export const adminContentPath = (path: EditorEntityPath) => `/api/admin/content/${path}`;
