import { teamHoursSchema } from '@common/time-tracking/team-hours';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

const TEAM_HOURS_PATH = '/api/clockify/team-hours';
export const TEAM_HOURS_KEY = [TEAM_HOURS_PATH] as const;

/** The team's hours; the server renews them at most hourly, so the page need not poll. */
export const useTeamHours = () =>
  useQuery({
    queryKey: TEAM_HOURS_KEY,
    queryFn: () => apiJson(teamHoursSchema, 'GET', TEAM_HOURS_PATH),
  });
