// The public reads of the club's sponsors (decision 56): GET /api/sponsors lists the current ones
// (the home page and /sponsors), GET /api/sponsors/past those of seasons gone by, and
// GET /api/sponsorship-packages what a new sponsor may choose. Served from the public cache.
import { asc, eq } from 'drizzle-orm';
import type { PastSponsor } from '../../../common/club/content';
import { sponsorshipPackages } from '../../db/schema/people-schema';
import { sponsors } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import { sponsorOrder } from '../content/service';

type ContentDeps = Pick<Deps, 'db' | 'publicCache'>;
type SponsorRow = typeof sponsors.$inferSelect;

/** The club's chosen order of its packages. */
export const sponsorshipPackageOrder = [
  asc(sponsorshipPackages.sortOrder),
  asc(sponsorshipPackages.minAmount),
];

/**
 * The sponsors shown on the site, read together (one edit changes both lists) and kept as one
 * cached object, so that each list stays the same object until a sponsor is edited.
 */
function readShownSponsors({ db, publicCache }: ContentDeps) {
  return publicCache.get('sponsors', async () => {
    const shown = await db
      .select()
      .from(sponsors)
      .where(eq(sponsors.isActive, 1))
      .orderBy(...sponsorOrder);
    const past = shown.filter((sponsor): sponsor is SponsorRow & PastSponsor =>
      Number.isInteger(sponsor.lastSeason),
    );
    return {
      current: shown.filter((sponsor) => sponsor.lastSeason === null),
      // The latest season first; platinum first within a season, as the list was read.
      past: past.toSorted((a, b) => b.lastSeason - a.lastSeason),
    };
  });
}

/** The sponsors of this season (no last season yet), platinum first. */
export async function listCurrentSponsors(deps: ContentDeps) {
  return (await readShownSponsors(deps)).current;
}

/** The sponsors of seasons gone by, the latest season first. */
export async function listPastSponsors(deps: ContentDeps) {
  return (await readShownSponsors(deps)).past;
}

/** Every package, in the club's order. */
export function listSponsorshipPackages({ db, publicCache }: ContentDeps) {
  return publicCache.get('sponsorship-packages', () =>
    db
      .select()
      .from(sponsorshipPackages)
      .orderBy(...sponsorshipPackageOrder),
  );
}
