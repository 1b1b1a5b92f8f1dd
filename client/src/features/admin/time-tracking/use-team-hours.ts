import type { TeamHours } from '@common/time-tracking/team-hours';
import { useQuery } from '@tanstack/react-query';

export const TEAM_HOURS_KEY = ['/api/clockify/team-hours'] as const;

/** The team's hours; the server renews them at most hourly, so the page need not poll. */
export const useTeamHours = () => useQuery<TeamHours>({ queryKey: TEAM_HOURS_KEY });
