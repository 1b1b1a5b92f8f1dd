// What /sponsors shows beyond its records, without zod so that the page carries no validation
// library: its addresses, the amounts as a sponsor reads them, and the past sponsors by season.

export const SPONSORS_PAGE_PATH = '/sponsors';
/** The current sponsors are GET /api/sponsors, as on the home page. */
export const PAST_SPONSORS_PATH = '/api/sponsors/past';
export const SPONSORSHIP_PACKAGES_PATH = '/api/sponsorship-packages';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** "$500–$999", "$5,000 and up", or one amount where the range is one. */
export function formatAmountRange(minAmount: number, maxAmount: number | null): string {
  if (maxAmount === null) return `${dollars.format(minAmount)} and up`;
  if (maxAmount === minAmount) return dollars.format(minAmount);
  return `${dollars.format(minAmount)}–${dollars.format(maxAmount)}`;
}

/** Past sponsors by their last season, the latest season first, each keeping the list's order. */
export function sponsorsBySeason<Sponsor extends { lastSeason: number }>(
  past: readonly Sponsor[],
): [season: number, sponsors: Sponsor[]][] {
  const seasons = new Map<number, Sponsor[]>();
  for (const sponsor of past) {
    seasons.set(sponsor.lastSeason, [...(seasons.get(sponsor.lastSeason) ?? []), sponsor]);
  }
  return [...seasons].sort(([a], [b]) => b - a);
}
