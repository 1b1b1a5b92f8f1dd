// The weekly meeting as a series of events (decision 54): the club settings' day, times and place
// every week from `meetingSince`, in the club's zone, so that it stays at 4 PM across a change to
// summer time; the occurrences an admin cancelled or moved are kept apart. Nothing of it is an
// event row: the settings stay the one place where the meeting is written.
import { eq, gte, sql } from 'drizzle-orm';
import type { Meeting } from '../../../common/club/club-facts';
import type { ClubEvent } from '../../../common/events/events';
import {
  addDays,
  MEETING_SLUG,
  MEETING_TITLE,
  MOST_DAYS_MOVED,
  MOVED_TOO_FAR_MESSAGE,
  meetingDates,
  NO_MEETING_THAT_DAY_MESSAGE,
  NOT_A_SERIES_MESSAGE,
  type OccurrenceChange,
  weekdayOf,
} from '../../../common/events/meeting-series';
import {
  daysInZone,
  isoInZone,
  localDateAndTime,
  zonedMoment,
} from '../../../common/time/time-zones';
import type { Database } from '../../db/database';
import { meetingOccurrences } from '../../db/schema/events-schema';
import { clubConfig } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { Actor } from '../audit/actor';
import { recordChange } from '../audit/record-change';
import { readClubSettings } from '../content/club-settings';

type Occurrence = typeof meetingOccurrences.$inferSelect;

export interface MeetingSeries {
  id: string;
  sequence: number;
  meeting: Meeting;
  timeZone: string;
  /** The first day the series meets on. */
  firstDate: string;
  /** The occurrences that differ, by their day. */
  changed: Map<string, Occurrence>;
  /** The last change of the settings or of an occurrence: a feed's DTSTAMP. */
  changedAt: Date;
}

/** Occurrences kept from this many days back: what a feed shows of the past. */
const KEPT_DAYS = 400;

/**
 * The series as the club settings have it; none before the settings are first written (a
 * database the seed has not filled), since the series' id is kept with them.
 */
export async function readMeetingSeries(
  db: Pick<Database, 'select'>,
  now = new Date(),
): Promise<MeetingSeries | undefined> {
  const [row] = await db
    .select({
      id: clubConfig.meetingSeriesId,
      sequence: clubConfig.meetingSequence,
      since: clubConfig.meetingSince,
      updatedAt: clubConfig.updatedAt,
    })
    .from(clubConfig)
    .where(eq(clubConfig.id, 1));
  if (!row) return undefined;
  const { meeting, timeZone } = await readClubSettings(db);
  const since = localDateAndTime(row.since, timeZone).date;
  const oldest = addDays(localDateAndTime(now, timeZone).date, -KEPT_DAYS);
  const changed = await db
    .select()
    .from(meetingOccurrences)
    .where(gte(meetingOccurrences.date, oldest));
  return {
    id: row.id,
    sequence: row.sequence,
    meeting,
    timeZone,
    firstDate: meetingDates(meeting.day, since, addDays(since, 6))[0] ?? since,
    changed: new Map(changed.map((occurrence) => [occurrence.date, occurrence])),
    changedAt: new Date(
      Math.max(row.updatedAt.getTime(), ...changed.map((one) => one.updatedAt.getTime())),
    ),
  };
}

/** One occurrence as GET /api/events answers it: the series' id and the occurrence's day. */
export function occurrenceOn(series: MeetingSeries, date: string): ClubEvent {
  const { meeting, timeZone } = series;
  const changed = series.changed.get(date);
  const startsAt = changed?.startsAt ?? zonedMoment(date, meeting.startTime, timeZone);
  const endsAt = changed?.endsAt ?? zonedMoment(date, meeting.endTime, timeZone);
  return {
    id: series.id,
    slug: MEETING_SLUG,
    title: MEETING_TITLE,
    kind: 'meeting',
    startsAt: isoInZone(startsAt, timeZone),
    endsAt: isoInZone(endsAt, timeZone),
    allDay: false,
    place: meeting.place,
    description: changed?.note ?? null,
    audience: 'public',
    capacity: null,
    cancelled: changed?.cancelled ?? false,
    competitionId: null,
    date,
  };
}

/**
 * The occurrences that take place on the days from `from` to `to` (club days, both included), as an
 * event is listed: a moved one on the day it moved to. In the order they start.
 */
export function occurrencesBetween(series: MeetingSeries, from: string, to: string): ClubEvent[] {
  const earliest = addDays(from, -MOST_DAYS_MOVED);
  const first = earliest < series.firstDate ? series.firstDate : earliest;
  const { start, end } = daysInZone(from, to, series.timeZone);
  return meetingDates(series.meeting.day, first, addDays(to, MOST_DAYS_MOVED))
    .map((date) => occurrenceOn(series, date))
    .filter(
      ({ startsAt, endsAt }) =>
        Date.parse(endsAt) >= start.getTime() && Date.parse(startsAt) < end.getTime(),
    )
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

/** The next occurrence that has not ended (cancelled or not): what lists show of the series. */
export function nextOccurrence(series: MeetingSeries, now: Date): ClubEvent | undefined {
  const today = localDateAndTime(now, series.timeZone).date;
  return occurrencesBetween(series, today, addDays(today, 14)).find(
    (occurrence) => Date.parse(occurrence.endsAt) > now.getTime(),
  );
}

/**
 * An occurrence after a change: `{ cancelled: false }` alone gives it back as the series has it;
 * a move takes place (it is no longer cancelled); a note stays while the occurrence stays
 * cancelled, or moved, as it was.
 */
function changedOccurrence(change: OccurrenceChange, before: Occurrence | null) {
  if (change.cancelled === false && !change.startsAt) {
    return { cancelled: false, startsAt: null, endsAt: null, note: null };
  }
  const cancelled = change.cancelled ?? (change.startsAt ? false : (before?.cancelled ?? false));
  const sameState = cancelled === (before?.cancelled ?? false);
  return {
    cancelled,
    startsAt: change.startsAt ?? (cancelled ? null : (before?.startsAt ?? null)),
    endsAt: change.endsAt ?? (cancelled ? null : (before?.endsAt ?? null)),
    note: change.note ?? (sameState ? (before?.note ?? null) : null),
  };
}

/** Whether a moved meeting starts within seven days of the day it replaces, in the club's zone. */
function withinAWeek(startsAt: Date, date: string, timeZone: string): boolean {
  const day = localDateAndTime(startsAt, timeZone).date;
  return day >= addDays(date, -MOST_DAYS_MOVED) && day <= addDays(date, MOST_DAYS_MOVED);
}

/** PUT /api/events/{id}/occurrences/{date}: cancels, moves, or restores one occurrence. */
export async function changeOccurrence(
  { db, publicCache }: Pick<Deps, 'db' | 'publicCache'>,
  actor: Actor,
  seriesId: string,
  date: string,
  change: OccurrenceChange,
): Promise<ClubEvent> {
  const changed = await db.transaction(async (tx) => {
    const series = await readMeetingSeries(tx);
    if (!series || seriesId !== series.id) throw new AppError(404, NOT_A_SERIES_MESSAGE);
    if (date < series.firstDate || weekdayOf(date) !== series.meeting.day) {
      throw new AppError(400, NO_MEETING_THAT_DAY_MESSAGE);
    }
    const before = series.changed.get(date) ?? null;
    if (change.startsAt && !withinAWeek(change.startsAt, date, series.timeZone)) {
      throw new AppError(400, MOVED_TOO_FAR_MESSAGE);
    }
    const after = changedOccurrence(change, before);
    const asTheSeriesHasIt = !after.cancelled && !after.startsAt && !after.note;
    if (asTheSeriesHasIt) {
      await tx.delete(meetingOccurrences).where(eq(meetingOccurrences.date, date));
    } else {
      await tx
        .insert(meetingOccurrences)
        .values({ date, ...after, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: meetingOccurrences.date,
          set: { ...after, updatedAt: new Date() },
        });
    }
    await tx
      .update(clubConfig)
      .set({ meetingSequence: sql`${clubConfig.meetingSequence} + 1` })
      .where(eq(clubConfig.id, 1));
    await recordChange(tx, actor, {
      action: 'update',
      entity: 'meeting-occurrence',
      entityId: date,
      before,
      after: asTheSeriesHasIt ? null : { date, ...after },
    });
    const now = await readMeetingSeries(tx);
    if (!now) throw new Error('the club settings vanished while locked');
    return occurrenceOn(now, date);
  });
  publicCache.invalidate('events');
  return changed;
}
