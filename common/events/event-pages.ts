// The public pages of the club's calendar: /events (what is coming, then the past by year) and one
// page per event at /events/<slug>. The page data of both is the public events as GET /api/events
// answers a visitor: what is coming (soonest first), then the past year (latest first).
import type { ClubEvent } from './events';

export const EVENTS_PAGE_PATH = '/events';

export const eventPagePath = (slug: string) => `${EVENTS_PAGE_PATH}/${slug}`;

/** One event as a calendar file, for "Add to calendar". */
export const eventCalendarFilePath = (slug: string) => `${eventPagePath(slug)}.ics`;

export function slugOfEventPath(path: string): string | undefined {
  return /^\/events\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(path)?.[1];
}

/** /events, and any address under it (an event's page, or one that names none). */
export const isEventAddress = (route: string) =>
  route === EVENTS_PAGE_PATH || route.startsWith(`${EVENTS_PAGE_PATH}/`);

/** Whether an address under /events names no event a visitor may see. */
export function isMissingEventPage(route: string, events: readonly { slug: string }[]): boolean {
  if (!route.startsWith(`${EVENTS_PAGE_PATH}/`)) return false;
  const slug = slugOfEventPath(route);
  return !slug || !events.some((event) => event.slug === slug);
}

/** An event is coming until it has ended. */
export const hasEnded = (event: Pick<ClubEvent, 'endsAt'>, now: Date) =>
  new Date(event.endsAt).getTime() <= now.getTime();

/** What is coming, soonest first, and what has ended, latest first. */
export function comingAndPast<Event extends Pick<ClubEvent, 'startsAt' | 'endsAt'>>(
  events: readonly Event[],
  now: Date,
): { coming: Event[]; past: Event[] } {
  const byStart = (a: Event, b: Event) => Date.parse(a.startsAt) - Date.parse(b.startsAt);
  const coming = events.filter((event) => !hasEnded(event, now)).sort(byStart);
  const past = events.filter((event) => hasEnded(event, now)).sort((a, b) => byStart(b, a));
  return { coming, past };
}
