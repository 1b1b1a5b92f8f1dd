// Shapes of the public content the API answers (decision 5). Each response schema picks its fields,
// so a column added to a table never reaches the browser by accident.
import { z } from 'zod';
import { sponsorTiers } from './sponsor-tiers';

export const publicTeamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  major: z.string().nullable(),
  bio: z.string().nullable(),
  imageUrl: z.string().nullable(),
  subteam: z.string().nullable(),
});
export type PublicTeamMember = z.infer<typeof publicTeamMemberSchema>;

export const competitionSchema = z.object({
  id: z.string(),
  eventName: z.string(),
  location: z.string(),
  date: z.string(),
  overallPlace: z.number().int().nullable(),
  designPlace: z.number().int().nullable(),
  salesPlace: z.number().int().nullable(),
  endurancePlace: z.number().int().nullable(),
  year: z.number().int(),
  notes: z.string().nullable(),
});
export type Competition = z.infer<typeof competitionSchema>;

export const vehicleSchema = z.object({
  id: z.string(),
  name: z.string(),
  year: z.number().int(),
  description: z.string(),
  engine: z.string(),
  weight: z.string(),
  suspension: z.string(),
  topSpeed: z.string(),
  imageUrl: z.string().nullable(),
  isLatest: z.number().int(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const sponsorSchema = z.object({
  id: z.string(),
  name: z.string(),
  tier: z.enum(sponsorTiers),
  logoUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  description: z.string().nullable(),
  /** What they gave: money, parts, machining hours. */
  contribution: z.string().nullable(),
});
export type Sponsor = z.infer<typeof sponsorSchema>;

/** GET /api/sponsors/past: the sponsors of seasons gone by, with the last season of each. */
export const pastSponsorSchema = sponsorSchema.extend({ lastSeason: z.number().int() });
export type PastSponsor = z.infer<typeof pastSponsorSchema>;

export const newsArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  /** An ISO date, YYYY-MM-DD. */
  date: z.string(),
  imageUrl: z.string().nullable(),
  author: z.string().nullable(),
  isPublished: z.number().int(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('reachable'),
});
