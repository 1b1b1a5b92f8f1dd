// The club's events as GET /api/events answers them (decision 54): the members' own only to active
// members (designers and admins too), times written in the club's time zone with their offset.
// Without a range, what is coming (soonest first) and then the past year (latest first); a range
// gives the events on its days in the order they start. No answer holds more than a cap.
import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { canAccess } from '../../../common/auth/access';
import type { ClubEvent, EventRange } from '../../../common/events/events';
import { daysInZone, isoInZone } from '../../../common/time/time-zones';
import type { Database } from '../../db/database';
import { events } from '../../db/schema/events-schema';
import type { Deps } from '../../deps';
import type { CurrentUser } from '../../http/access-guard';
import { readCachedClubSettings } from '../content/club-settings';
import { nextOccurrence, occurrencesBetween, readMeetingSeries } from './meeting-series';

/** The most events one answer holds: years of a club's calendar. */
const MAX_LISTED = 500;
const YEAR_MS = 366 * 86_400_000;

export type EventRow = typeof events.$inferSelect;

export function toClubEvent(row: EventRow, timeZone: string): ClubEvent {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    kind: row.kind,
    startsAt: isoInZone(row.startsAt, timeZone),
    endsAt: isoInZone(row.endsAt, timeZone),
    allDay: row.allDay,
    place: row.place,
    description: row.description,
    audience: row.audience,
    capacity: row.capacity,
    cancelled: row.cancelled,
    competitionId: row.competitionId,
  };
}

export async function listEvents(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  viewer: CurrentUser | null,
  range: EventRange,
): Promise<ClubEvent[]> {
  const wholeList = !range.from && !range.to;
  if (wholeList && !canAccess(viewer, 'activeMember')) return listPublicEvents(deps);
  const { timeZone } = await readCachedClubSettings(deps);
  const rows = await readEvents(deps.db, {
    membersToo: canAccess(viewer, 'activeMember'),
    range,
    timeZone,
  });
  return withMeetings(
    deps.db,
    rows.map((row) => toClubEvent(row, timeZone)),
    range,
  );
}

/**
 * The weekly meeting among the events: each occurrence in a range, in the order they start;
 * without one, only the next occurrence, so that fifty-two meetings do not fill what is coming.
 */
async function withMeetings(
  db: Database,
  listed: ClubEvent[],
  range: EventRange,
  now = new Date(),
): Promise<ClubEvent[]> {
  const series = await readMeetingSeries(db, now);
  if (!series) return listed;
  const byStart = (a: ClubEvent, b: ClubEvent) => Date.parse(a.startsAt) - Date.parse(b.startsAt);
  if (range.from && range.to) {
    return [...listed, ...occurrencesBetween(series, range.from, range.to)]
      .sort(byStart)
      .slice(0, MAX_LISTED);
  }
  const next = nextOccurrence(series, now);
  if (!next) return listed;
  const coming = listed.filter((event) => Date.parse(event.endsAt) >= now.getTime());
  const past = listed.slice(coming.length);
  return [...[...coming, next].sort(byStart), ...past].slice(0, MAX_LISTED);
}

/**
 * The public events as a visitor's GET /api/events answers them, and the public pages show them:
 * served from memory until an event changes, or for a minute, as the ended ones move to the past.
 */
export function listPublicEvents(deps: Pick<Deps, 'db' | 'publicCache'>): Promise<ClubEvent[]> {
  return deps.publicCache.get('events', async () => {
    const { timeZone } = await readCachedClubSettings(deps);
    const rows = await readEvents(deps.db, { membersToo: false, range: {}, timeZone });
    return withMeetings(
      deps.db,
      rows.map((row) => toClubEvent(row, timeZone)),
      {},
    );
  });
}

/** The event at this address, if the viewer may see it. */
export async function readEventBySlug(
  db: Database,
  slug: string,
  viewer: CurrentUser | null,
): Promise<EventRow | undefined> {
  const seen = canAccess(viewer, 'activeMember') ? undefined : eq(events.audience, 'public');
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.slug, slug), seen));
  return row;
}

/** The events an answer or a feed holds, in its order, at most MAX_LISTED. */
export async function readEvents(
  db: Database,
  { membersToo, range, timeZone }: { membersToo: boolean; range: EventRange; timeZone: string },
  now = new Date(),
): Promise<EventRow[]> {
  const seen = membersToo ? undefined : eq(events.audience, 'public');
  const read = (where: SQL | undefined, ...order: SQL[]) =>
    db
      .select()
      .from(events)
      .where(and(seen, where))
      .orderBy(...order, asc(events.id))
      .limit(MAX_LISTED);

  if (range.from && range.to) {
    const { start, end } = daysInZone(range.from, range.to, timeZone);
    const on = and(gte(events.endsAt, start), lt(events.startsAt, end));
    return read(on, asc(events.startsAt));
  }
  const coming = await read(gte(events.endsAt, now), asc(events.startsAt));
  const past = await read(
    and(lt(events.endsAt, now), gte(events.endsAt, new Date(now.getTime() - YEAR_MS))),
    desc(events.startsAt),
  );
  return [...coming, ...past].slice(0, MAX_LISTED);
}
