// The club's settings (issue: club settings): who the club is, how to join, meet and reach it, its
// figures and the members' rules document. Written once here for the server's PUT /api/club-config
// and the editor's Club settings tab, so that a rule and its message exist once.
import { z } from 'zod';
import {
  isoDate,
  type LinkRules,
  optionalEmail,
  optionalLink,
  optionalText,
  requiredLink,
  requiredText,
} from '../editor/editor-fields';
import { canonicalTimeZone } from '../time/time-zones';
// The zod-free facts (defaults, fallbacks, the meeting's wording) live in club-facts.ts, so that the
// first page load needs no zod.
import { type Meeting, weekdays } from './club-facts';

export const TIME_ZONE_MESSAGE = 'Time zone must be a time zone such as America/Denver';

/** A stat the server works out itself (active member accounts; the team's Clockify hours). */
export const AUTOMATIC = 'automatic';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (label: string) =>
  z
    .string({ error: `${label} must be a time (HH:MM)` })
    .trim()
    .regex(TIME, `${label} must be a time (HH:MM, 24-hour clock)`);

/** A stat the admin types (a count such as 30 or 25+), or AUTOMATIC, or null for the fallback. */
function stat(label: string, pattern: RegExp, example: string, automatic: boolean) {
  const message = automatic
    ? `${label} must be a number such as ${example}, or automatic`
    : `${label} must be a number such as ${example}`;
  return z
    .string({ error: message })
    .trim()
    .max(20, message)
    .refine(
      (value) => value === '' || pattern.test(value) || (automatic && value === AUTOMATIC),
      message,
    )
    .nullish()
    .transform((value) => value || null);
}

export const MAX_SUBTEAMS = 20;

/** The field rules of the settings, by the name PUT /api/club-config takes. */
export function clubSettingsFields(links: LinkRules) {
  return {
    clubName: requiredText('Club name', 80),
    tagline: optionalText('Tagline', 300),
    logoUrl: optionalLink('Logo', links, true),
    heroImageUrl: optionalLink('Hero image', links, true),
    signupFormUrl: optionalLink('Signup form URL', links),
    sponsorBrochureUrl: optionalLink('Sponsor brochure', links, true),
    // Money changes hands there, so never plain http, even on a club's own machine.
    donationUrl: optionalLink('Donation link', { allowHttp: false }),
    subteams: z
      .array(requiredText('Subteam', 40), { error: 'Subteams must be a list of names' })
      .max(MAX_SUBTEAMS, `At most ${MAX_SUBTEAMS} subteams`)
      .refine(
        (names) => new Set(names.map((name) => name.toLowerCase())).size === names.length,
        'Each subteam must be named once',
      ),
    groupTeamBySubteam: z.boolean({ error: 'Group the team by subteam must be true or false' }),
    contactEmail: optionalEmail('Contact email'),
    socialLinks: z
      .array(
        z.object({
          label: requiredText('Label', 40),
          url: requiredLink('Link', links),
        }),
        { error: 'Social accounts must be a list of labels and links' },
      )
      .max(12, 'At most 12 social accounts'),
    meeting: z
      .object(
        {
          day: z.enum(weekdays, { error: 'Day must be a day of the week' }),
          startTime: time('Start time'),
          endTime: time('End time'),
          place: requiredText('Place', 200),
        },
        { error: 'Meeting must give a day, a start and end time, and a place' },
      )
      .refine((meeting) => meeting.endTime > meeting.startTime, {
        message: 'End time must be after the start time',
        path: ['endTime'],
      }),
    timeZone: z
      .string({ error: TIME_ZONE_MESSAGE })
      .trim()
      .max(64, TIME_ZONE_MESSAGE)
      .transform((name, context) => {
        const zone = canonicalTimeZone(name);
        if (zone) return zone;
        context.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGE });
        return z.NEVER;
      }),
    activeMembers: stat('Active members', /^\d{1,5}\+?$/, '30 or 25+', true),
    foundingYear: z
      .string({ error: 'Founding year must be a year such as 2024' })
      .trim()
      .refine(
        (value) => value === '' || (/^\d{4}$/.test(value) && +value >= 1900 && +value <= 2100),
        'Founding year must be a year such as 2024',
      )
      .nullish()
      .transform((value) => value || null),
    buildHours: stat('Build hours', /^\d{1,3}(,?\d{3})*\+?$/, '1,800 or 100+', true),
    rulesDocumentUrl: optionalLink('Rules document', links, true),
    rulesDocumentTitle: requiredText('Rules document title', 120),
    rulesDocumentRevision: optionalText('Revision', 20),
    rulesDocumentDate: isoDate('Rules document date')
      .nullish()
      .transform((value) => value || null),
  };
}

/** PUT /api/club-config: any subset of the settings, at least one; unknown fields are dropped. */
export function clubSettingsUpdateSchema(links: LinkRules) {
  return z
    .object(clubSettingsFields(links))
    .partial()
    .refine((update) => Object.keys(update).length > 0, 'Send at least one setting to change');
}
export type ClubSettingsUpdate = z.output<ReturnType<typeof clubSettingsUpdateSchema>>;

const meetingSchema = z.object({
  day: z.enum(weekdays),
  startTime: z.string(),
  endTime: z.string(),
  place: z.string(),
}) satisfies z.ZodType<Meeting>;

const socialLinkSchema = z.object({ label: z.string(), url: z.string() });

/**
 * GET /api/club-config, for every visitor: stats already worked out (a typed value, the automatic
 * figure, or null for the fallback), and no member-only setting.
 */
export const clubConfigSchema = z.object({
  clubName: z.string(),
  tagline: z.string(),
  logoUrl: z.string().nullable(),
  heroImageUrl: z.string().nullable(),
  signupFormUrl: z.string().nullable(),
  sponsorBrochureUrl: z.string().nullable(),
  donationUrl: z.string().nullable(),
  subteams: z.array(z.string()),
  groupTeamBySubteam: z.boolean(),
  contactEmail: z.string().nullable(),
  socialLinks: z.array(socialLinkSchema),
  meeting: meetingSchema,
  /** The IANA zone the club's events are kept in: the one an admin set, else the server's. */
  timeZone: z.string(),
  activeMembers: z.string().nullable(),
  foundingYear: z.string().nullable(),
  buildHours: z.string().nullable(),
});
export type ClubConfig = z.infer<typeof clubConfigSchema>;
export type SocialLink = ClubConfig['socialLinks'][number];

/**
 * GET /api/admin/club-config and the answer of PUT: the settings as stored (a stat reads
 * AUTOMATIC where the admin chose it, tagline null while the default shows), with the rules
 * document's details.
 */
export const clubSettingsSchema = clubConfigSchema.extend({
  tagline: z.string().nullable(),
  rulesDocumentUrl: z.string().nullable(),
  rulesDocumentTitle: z.string(),
  rulesDocumentRevision: z.string().nullable(),
  rulesDocumentDate: z.string().nullable(),
});
export type ClubSettings = z.infer<typeof clubSettingsSchema>;

export const ADMIN_CLUB_CONFIG_PATH = '/api/admin/club-config';

/** GET /api/admin/site-checklist: what a new club still has to set ("Make this site yours"). */
export const siteChecklistItems = [
  'clubName',
  'logo',
  'signupForm',
  'contactEmail',
  'sponsorBrochure',
  'rulesDocument',
  'teamMember',
] as const;
export type SiteChecklistItem = (typeof siteChecklistItems)[number];
export const siteChecklistSchema = z.object({
  items: z.array(z.object({ item: z.enum(siteChecklistItems), done: z.boolean() })),
});
export type SiteChecklist = z.infer<typeof siteChecklistSchema>;
export const SITE_CHECKLIST_PATH = '/api/admin/site-checklist';

/** What the rules document is called until an admin names it (the 2025 rules, revision C). */
export const DEFAULT_RULES_DOCUMENT_TITLE = '2025 Competition Rules';
