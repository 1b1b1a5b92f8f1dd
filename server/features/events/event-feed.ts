// The club's events as an iCalendar feed (RFC 5545) that a phone's calendar subscribes to
// (decision 54). Each event keeps one UID for life (its id at the site's host) and a SEQUENCE that
// grows with each change, so that a subscribed calendar updates it in place; a cancelled one stays,
// marked CANCELLED, so that calendars take it away rather than keep the last copy they read. Times
// are written in UTC, which every calendar shows in its reader's zone; an all-day event is its days
// in the club's zone. The public feed, an event's file and each member's personal feed are written
// here alike; the personal feed adds the member's own answers.
import ical, { ICalAttendeeStatus, ICalEventStatus } from 'ical-generator';
import type { OwnEventAnswer } from '../../../common/events/event-answers';
import { localDateAndTime } from '../../../common/time/time-zones';
import type { EventRow } from './event-list';
import { addMeetingSeries, vtimezone } from './meeting-feed';
import type { MeetingSeries } from './meeting-series';

/** How often a subscribed calendar should read the feed again. */
const REFRESH_SECONDS = 3600;

/** The member whose feed it is, and their answers by event id. */
export interface FeedAttendee {
  email: string;
  name: string;
  answers: ReadonlyMap<string, OwnEventAnswer>;
}

export interface EventFeedContent {
  publicUrl: URL;
  clubName: string;
  timeZone: string;
  rows: readonly EventRow[];
  attendee?: FeedAttendee;
  /** The weekly meeting's series, in the feeds and in its own file. */
  meeting?: MeetingSeries;
}

/** The day an all-day event's moment falls on in the club's zone, as a date whose UTC day it is. */
function clubDay(moment: Date, timeZone: string): Date {
  return new Date(`${localDateAndTime(moment, timeZone).date}T00:00:00Z`);
}

/** An answer as iCalendar's PARTSTAT: a Going that waits for a place is not yet a yes. */
function participation({ answer, waiting }: OwnEventAnswer): ICalAttendeeStatus {
  if (answer === 'not-going') return ICalAttendeeStatus.DECLINED;
  if (answer === 'maybe' || waiting) return ICalAttendeeStatus.TENTATIVE;
  return ICalAttendeeStatus.ACCEPTED;
}

export function eventFeed({
  publicUrl,
  clubName,
  timeZone,
  rows,
  attendee,
  meeting,
}: EventFeedContent): string {
  const calendar = ical({
    name: `${clubName} events`,
    prodId: { company: publicUrl.hostname, product: 'club-website', language: 'EN' },
    ttl: REFRESH_SECONDS,
    // Zone definitions for the events written in a zone (the weekly meeting); no zone of the
    // calendar's own, so the others keep their UTC times.
    timezone: { name: null, generator: vtimezone },
  });
  // Named for calendars that ask which zone the club is in; the times themselves carry UTC, since
  // setting the calendar's zone here would write them as floating local times.
  calendar.x([{ key: 'X-WR-TIMEZONE', value: timeZone }]);
  for (const row of rows) {
    const answer = attendee?.answers.get(row.id);
    calendar.createEvent({
      id: `event-${row.id}@${publicUrl.hostname}`,
      sequence: row.sequence,
      stamp: row.updatedAt,
      ...(row.allDay
        ? {
            allDay: true,
            start: clubDay(row.startsAt, timeZone),
            // The day after the last, as iCalendar counts an all-day event's end.
            end: new Date(
              clubDay(new Date(row.endsAt.getTime() - 1), timeZone).getTime() + 86_400_000,
            ),
          }
        : { start: row.startsAt, end: row.endsAt }),
      summary: row.title,
      location: row.place,
      description: row.description,
      status: row.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      ...(attendee &&
        answer && {
          attendees: [
            { email: attendee.email, name: attendee.name, status: participation(answer) },
          ],
        }),
    });
  }
  if (meeting) addMeetingSeries(calendar, meeting, publicUrl.hostname);
  return calendar.toString();
}
