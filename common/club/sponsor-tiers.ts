// Kept apart from the zod schemas so that the landing page can use it without loading zod.
export const sponsorTiers = ['platinum', 'gold', 'silver', 'bronze'] as const;
export type SponsorTier = (typeof sponsorTiers)[number];
