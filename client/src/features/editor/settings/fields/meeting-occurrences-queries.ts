// The weekly meeting's next occurrences, read with GET /api/events over the club's next weeks, and
// the change of one (PUT /api/events/{id}/occurrences/{date}), after which every list of events
// under /api/events is read again.
import { type ClubEvent, EVENTS_PATH, eventSchema } from '@common/events/events';
import { meetingOccurrencePath, type occurrenceChangeSchema } from '@common/events/meeting-series';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useClubConfig } from '@/features/club/use-club-config';
import { apiJson } from '@/lib/api-json';
import {
  type MeetingOccurrence,
  upcomingOccurrences,
  upcomingRange,
} from './meeting-occurrences-times';

const eventListSchema = z.array(eventSchema);

/** What a change sends: cancelled with a note, moved, or back as the series has it. */
export type OccurrenceChangeBody = z.input<typeof occurrenceChangeSchema>;

/**
 * The next occurrences, with the club's zone and meeting they are read in. Waits for the club's
 * settings: a day and a clock mean nothing without the zone, and the browser's is not the club's.
 */
export function useMeetingOccurrences() {
  const config = useClubConfig();
  const timeZone = config.data?.timeZone;
  const meeting = config.data?.meeting;
  const range = timeZone ? upcomingRange(new Date(), timeZone) : undefined;
  const occurrences = useQuery({
    // The occurrences follow the meeting's settings: a new day, time or zone reads them again.
    queryKey: [EVENTS_PATH, { ...range, timeZone, meeting }],
    queryFn: () =>
      apiJson(eventListSchema, 'GET', `${EVENTS_PATH}?${new URLSearchParams(range).toString()}`),
    enabled: range !== undefined,
    select: (events) => upcomingOccurrences(events, Date.now()),
  });
  const failed = config.isError ? config : occurrences.isError ? occurrences : undefined;
  return {
    occurrences: timeZone && meeting ? occurrences.data : undefined,
    timeZone,
    meeting,
    error: failed?.error ?? null,
    retry: () => {
      void (config.isError ? config.refetch() : occurrences.refetch());
    },
  };
}

/** Changes one occurrence; the list shows the server's answer at once, then is read again. */
export function useOccurrenceChange(occurrence: MeetingOccurrence) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OccurrenceChangeBody) =>
      apiJson(eventSchema, 'PUT', meetingOccurrencePath(occurrence.id, occurrence.date), change),
    onSuccess: async (changed) => {
      queryClient.setQueriesData<ClubEvent[]>({ queryKey: [EVENTS_PATH] }, (events) =>
        Array.isArray(events)
          ? events.map((event) =>
              event.id === changed.id && event.date === changed.date ? changed : event,
            )
          : events,
      );
      await queryClient.invalidateQueries({ queryKey: [EVENTS_PATH] });
    },
  });
}
