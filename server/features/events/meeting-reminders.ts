// Reminders of the weekly meeting (decision 54): off until a member asks on /profile, then a day
// before each occurrence that is not cancelled, once per member and occurrence whichever instance
// finds it due. They are event reminders too: a member who turns those off gets none.
import { eq } from 'drizzle-orm';
import type { MeetingReminders } from '../../../common/events/meeting-series';
import type { Database } from '../../db/database';
import { meetingReminderMembers, meetingReminders } from '../../db/schema/events-schema';
import { users } from '../../db/schema/site-schema';
import type { CurrentUser } from '../../http/access-guard';
import { activeMemberEmails } from '../mail/outbox';
import type { MeetingSeries } from './meeting-series';
import { nextOccurrence } from './meeting-series';

export async function readMeetingReminders(
  db: Database,
  member: CurrentUser,
): Promise<MeetingReminders> {
  const [row] = await db
    .select({ userId: meetingReminderMembers.userId })
    .from(meetingReminderMembers)
    .where(eq(meetingReminderMembers.userId, member.id));
  return { remind: row !== undefined };
}

export async function setMeetingReminders(
  db: Database,
  member: CurrentUser,
  { remind }: MeetingReminders,
): Promise<MeetingReminders> {
  if (remind) {
    await db.insert(meetingReminderMembers).values({ userId: member.id }).onConflictDoNothing();
  } else {
    await db.delete(meetingReminderMembers).where(eq(meetingReminderMembers.userId, member.id));
  }
  return { remind };
}

/**
 * The next occurrence if its reminder is due at `now` (it starts within `leadMs` and is not
 * cancelled), with the addresses of the active members who asked and have no reminder of it yet.
 */
export async function dueMeetingReminders(
  tx: Database,
  series: MeetingSeries,
  now: Date,
  leadMs: number,
) {
  const next = nextOccurrence(series, now);
  const startsAt = next ? Date.parse(next.startsAt) : Number.NaN;
  if (
    !next?.date ||
    next.cancelled ||
    startsAt <= now.getTime() ||
    startsAt > now.getTime() + leadMs
  ) {
    return undefined;
  }
  const asked = await tx
    .select({ userId: meetingReminderMembers.userId })
    .from(meetingReminderMembers)
    .innerJoin(users, eq(users.id, meetingReminderMembers.userId))
    .where(eq(users.isActive, 1));
  if (asked.length === 0) return undefined;
  const { date } = next;
  const kept = await tx
    .insert(meetingReminders)
    .values(asked.map(({ userId }) => ({ userId, date })))
    .onConflictDoNothing()
    .returning({ userId: meetingReminders.userId });
  const emails = await activeMemberEmails(
    tx,
    kept.map((row) => row.userId),
  );
  return emails.length > 0 ? { occurrence: next, emails } : undefined;
}
