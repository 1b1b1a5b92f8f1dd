// The events, keyed by their API path, so that the server's page data fills them on the events
// pages and the home page. The page as sent holds the public events alone; a signed-in member's
// browser asks again, and the members' own events join them.
import { canAccess } from '@common/auth/access';
import { type ClubEvent, EVENTS_PATH } from '@common/events/events';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/features/auth/use-auth';

const EVENTS_KEY = [EVENTS_PATH];

export function useEvents() {
  const events = useQuery<ClubEvent[]>({ queryKey: EVENTS_KEY });
  const { user } = useAuth();
  const member = user !== null && canAccess(user, 'activeMember');
  const queryClient = useQueryClient();
  useEffect(() => {
    if (member) void queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
  }, [member, queryClient]);
  return events;
}
