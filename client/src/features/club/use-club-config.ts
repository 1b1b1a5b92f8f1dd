// The club's own settings (GET /api/club-config): its name, tagline, links, meeting and figures.
// The server writes them into every page (lib/page-data.ts), so the name shows from the first paint.
import type { ClubConfig } from '@common/club/club-config';
import {
  CLUB_CONFIG_PATH,
  DEFAULT_CLUB_NAME,
  DEFAULT_MEETING,
  DEFAULT_TAGLINE,
  type Meeting,
  STAT_FALLBACKS,
} from '@common/club/club-facts';
import { useQuery } from '@tanstack/react-query';

export const CLUB_CONFIG_KEY = [CLUB_CONFIG_PATH] as const;

export function useClubConfig() {
  return useQuery<ClubConfig>({ queryKey: CLUB_CONFIG_KEY });
}

/** The club's name; the built-in one while the settings load or when they cannot be read. */
export function useClubName(): string {
  return useClubConfig().data?.clubName ?? DEFAULT_CLUB_NAME;
}

/** The club's tagline (the hero's introduction), likewise. */
export function useClubTagline(): string {
  return useClubConfig().data?.tagline ?? DEFAULT_TAGLINE;
}

/** The weekly meeting, likewise. */
export function useClubMeeting(): Meeting {
  return useClubConfig().data?.meeting ?? DEFAULT_MEETING;
}

/** The zone the club's calendar is kept in; the reader's own while the settings load. */
export function useClubTimeZone(): string {
  return useClubConfig().data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export type ClubStat = keyof typeof STAT_FALLBACKS;

/** A figure of the club as visitors read it: the club's own, else its fallback (STAT_FALLBACKS). */
export function clubStat(config: ClubConfig | undefined, stat: ClubStat): string {
  return config?.[stat] || STAT_FALLBACKS[stat];
}
