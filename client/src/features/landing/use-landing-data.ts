// Reads of the landing page, keyed by their API paths, so that the server's page data fills them.
import type {
  Competition,
  NewsArticle,
  PublicTeamMember,
  Sponsor,
  Vehicle,
} from '@common/club/content';
import { useQuery } from '@tanstack/react-query';
import { useAlumniCount } from '@/features/alumni/use-alumni';
import { useClubConfig } from '@/features/club/use-club-config';
import { useEvents } from '@/features/events/use-events';

export const useTeamMembers = () =>
  useQuery<PublicTeamMember[]>({ queryKey: ['/api/team-members'] });
export const useSponsors = () => useQuery<Sponsor[]>({ queryKey: ['/api/sponsors'] });
export const useNews = () => useQuery<NewsArticle[]>({ queryKey: ['/api/news'] });
export const useVehicles = () => useQuery<Vehicle[]>({ queryKey: ['/api/vehicles'] });
export const useCompetitions = () => useQuery<Competition[]>({ queryKey: ['/api/competitions'] });

/** Whether every read that shapes the landing page's height has answered, with data or an error. */
export function useLandingDataSettled(): boolean {
  const reads = [
    useClubConfig(),
    useVehicles(),
    useCompetitions(),
    useTeamMembers(),
    // The team section links to the alumni and counts them once there are any.
    useAlumniCount(),
    useSponsors(),
    useNews(),
    // The coming events show under the news once read.
    useEvents(),
  ];
  return reads.every((read) => !read.isPending);
}
