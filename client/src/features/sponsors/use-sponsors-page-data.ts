// The reads of /sponsors, keyed by their API paths, so that the server's page data fills them.
import type { PastSponsor } from '@common/club/content';
import { PAST_SPONSORS_PATH, SPONSORSHIP_PACKAGES_PATH } from '@common/club/sponsors-page';
import type { SponsorshipPackage } from '@common/club/sponsorship-packages';
import { useQuery } from '@tanstack/react-query';

export const usePastSponsors = () => useQuery<PastSponsor[]>({ queryKey: [PAST_SPONSORS_PATH] });

export const useSponsorshipPackages = () =>
  useQuery<SponsorshipPackage[]>({ queryKey: [SPONSORSHIP_PACKAGES_PATH] });
