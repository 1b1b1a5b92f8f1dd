// What the calendar's mail says: the reminder a day before an event a member is going to, and the
// notice that it moved or was cancelled. Times are written in the club's zone, as its pages write
// them, with the zone named, since a mail is read anywhere.

import { eventPagePath } from '../../../common/events/event-pages';
import { formatEventWhen } from '../../../common/events/event-times';
import type { MailContent } from '../mail/mail-layout';
import type { SiteLink } from '../mail/mails';
import type { EventRow } from './event-list';

type MailedEvent = Pick<
  EventRow,
  'slug' | 'title' | 'startsAt' | 'endsAt' | 'allDay' | 'place' | 'cancelled'
>;

function whenAndWhere(event: MailedEvent, timeZone: string): string[] {
  const times = {
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    allDay: event.allDay,
  };
  const when = `When: ${formatEventWhen(times, timeZone, { long: true })}`;
  return event.place ? [when, `Where: ${event.place}`] : [when];
}

/** Why a member is reminded: they said they are going, or asked for each weekly meeting. */
export type ReminderReason = 'going' | 'weekly-meeting';

const reminderParagraphs: Record<ReminderReason, string[]> = {
  going: [
    'You said you are going. See you there!',
    'If you cannot come after all, change your answer on the event’s page, so that someone waiting can have your place.',
  ],
  'weekly-meeting': [
    'See you at the weekly meeting!',
    'You asked on your profile to be reminded of each weekly meeting; you can stop there too.',
  ],
};

export function eventReminderMail(
  event: MailedEvent,
  timeZone: string,
  link: SiteLink,
  reason: ReminderReason = 'going',
): MailContent {
  return {
    subject: `Reminder: ${event.title}`,
    heading: event.title,
    paragraphs: reminderParagraphs[reason],
    list: whenAndWhere(event, timeZone),
    action: { label: 'See the event', url: link(eventPagePath(event.slug)) },
  };
}

export function eventChangedMail(
  event: MailedEvent,
  timeZone: string,
  link: SiteLink,
): MailContent {
  if (event.cancelled) {
    return {
      subject: `Cancelled: ${event.title}`,
      heading: `${event.title} is cancelled`,
      paragraphs: ['You said you are going; the event will not take place.'],
      list: whenAndWhere(event, timeZone),
      action: { label: 'See the event', url: link(eventPagePath(event.slug)) },
    };
  }
  return {
    subject: `Changed: ${event.title}`,
    heading: `${event.title} has changed`,
    paragraphs: [
      'You said you are going. The event has changed; here is when and where it is now.',
      'If you cannot come now, change your answer on the event’s page.',
    ],
    list: whenAndWhere(event, timeZone),
    action: { label: 'See the event', url: link(eventPagePath(event.slug)) },
  };
}
