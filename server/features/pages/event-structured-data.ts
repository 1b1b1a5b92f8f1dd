// An event's page as search engines read it: schema.org's Event, with its dates and their offsets,
// where it happens, and whether it still does. An all-day event gives its days alone.
import type { ClubConfig } from '../../../common/club/club-config';
import type { ClubEvent } from '../../../common/events/events';

const SCHEDULED = 'https://schema.org/EventScheduled';
const CANCELLED = 'https://schema.org/EventCancelled';

/** An all-day event ends at the midnight after its last day: that last day is the end date. */
function lastDay(endsAt: string): string {
  const midnightAfter = new Date(`${endsAt.slice(0, 10)}T00:00:00Z`);
  return new Date(midnightAfter.getTime() - 86_400_000).toISOString().slice(0, 10);
}

export function eventData(
  event: ClubEvent,
  {
    clubConfig,
    publicUrl,
    canonical,
  }: { clubConfig: ClubConfig; publicUrl: URL; canonical: string },
) {
  const club = {
    '@type': 'SportsOrganization',
    name: clubConfig.clubName,
    url: new URL('/', publicUrl).href,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: event.allDay ? event.startsAt.slice(0, 10) : event.startsAt,
    endDate: event.allDay ? lastDay(event.endsAt) : event.endsAt,
    eventStatus: event.cancelled ? CANCELLED : SCHEDULED,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.place ?? clubConfig.clubName },
    description: event.description ?? undefined,
    organizer: club,
    url: canonical,
  };
}

/** What search results and link previews say of an event: its day, and where. */
export function eventSummary(event: ClubEvent, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeZone: event.allDay ? 'UTC' : timeZone,
  }).format(
    event.allDay ? new Date(`${event.startsAt.slice(0, 10)}T00:00:00Z`) : new Date(event.startsAt),
  );
  const cancelled = event.cancelled ? 'Cancelled: ' : '';
  return `${cancelled}${event.title}, ${day}${event.place ? `, ${event.place}` : ''}.`;
}
