// Calendar mail (decision 54). A day before an event starts, each member going with a place gets a
// reminder: every instance looks each minute, and a reminder is kept (member, event, start time)
// in the transaction that writes its mail, so it goes once whichever instance finds it first, and
// again only if the event moves. An answer given within the day is reminded at once. When an
// event that has not ended moves or is cancelled, those going are told; an admin's edits in the
// next minutes make one notice, written anew until it goes. Members who asked on /profile are
// reminded of each weekly meeting the same way (meeting-reminders.ts). A member can turn all off.
import { and, eq, gt, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { eventAnswers, eventReminders, events } from '../../db/schema/events-schema';
import { mailOutbox } from '../../db/schema/mail-schema';
import { users } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import { repeatEvery } from '../../process/repeat-every';
import { readClubSettings } from '../content/club-settings';
import type { MailContent } from '../mail/mail-layout';
import {
  activeMemberEmails,
  type MailConfig,
  type MailContext,
  mailContext,
  mailParts,
  writeMail,
} from '../mail/outbox';
import { listAnswers } from './event-answers';
import type { EventRow } from './event-list';
import { eventChangedMail, eventReminderMail } from './event-mail';
import { dueMeetingReminders } from './meeting-reminders';
import { readMeetingSeries } from './meeting-series';

const HOUR_MS = 60 * 60 * 1000;
/** How long before an event starts its reminder goes. */
export const REMINDER_LEAD_MS = 24 * HOUR_MS;
const ROUND_MS = 60 * 1000;
/** A change's notice waits this long, so that an admin's edits of one field at a time make one. */
export const CHANGE_NOTICE_DELAY_MS = 10 * 60 * 1000;

type ReminderDeps = Pick<Deps, 'db' | 'config'>;

/** Writes the reminders due at `now` (for one event only, when named); answers how many. */
export async function writeDueReminders(
  { db, config }: ReminderDeps,
  now = new Date(),
  eventId?: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(events)
      .where(
        and(
          eq(events.cancelled, false),
          gt(events.startsAt, now),
          lte(events.startsAt, new Date(now.getTime() + REMINDER_LEAD_MS)),
          eventId ? eq(events.id, eventId) : undefined,
        ),
      );
    // Read once a round, and only when someone is reminded.
    let context: Promise<MailContext> | undefined;
    const contextOnce = () => {
      context ??= mailContext(tx, config);
      return context;
    };
    let written = 0;
    for (const event of due) {
      const emails = await newlyReminded(tx, event);
      if (emails.length === 0) continue;
      const { timeZone } = await readClubSettings(tx);
      const content = eventReminderMail(event, timeZone, (await contextOnce()).link);
      written += await mailEach(tx, config, await contextOnce(), emails, content, event.id);
    }
    if (!eventId) written += await writeMeetingReminders(tx, config, now, contextOnce);
    return written;
  });
}

/** One reminder to each address (but those who turned reminders off); answers how many. */
async function mailEach(
  tx: Database,
  config: MailConfig,
  context: MailContext,
  emails: string[],
  content: MailContent,
  eventId?: string,
) {
  let written = 0;
  for (const to of emails) {
    const mail = { kind: 'event-reminders' as const, to, content, eventId };
    if (await writeMail(tx, config, context, mail)) written += 1;
  }
  return written;
}

/** The weekly meeting's reminders due at `now`, to the members who asked; answers how many. */
async function writeMeetingReminders(
  tx: Database,
  config: MailConfig,
  now: Date,
  contextOnce: () => Promise<MailContext>,
) {
  const series = await readMeetingSeries(tx, now);
  const due = series && (await dueMeetingReminders(tx, series, now, REMINDER_LEAD_MS));
  if (!series || !due) return 0;
  const { occurrence } = due;
  const meeting = {
    ...occurrence,
    startsAt: new Date(occurrence.startsAt),
    endsAt: new Date(occurrence.endsAt),
  };
  const context = await contextOnce();
  const content = eventReminderMail(meeting, series.timeZone, context.link, 'weekly-meeting');
  return mailEach(tx, config, context, due.emails, content);
}

/** The addresses of the members going with a place who have no reminder yet for this start. */
async function newlyReminded(tx: Database, event: EventRow): Promise<string[]> {
  const placed = (await listAnswers(tx, event.id))
    .filter((answer) => answer.answer === 'going' && !answer.waiting)
    .map((answer) => ({ eventId: event.id, userId: answer.userId, startsAt: event.startsAt }));
  if (placed.length === 0) return [];
  const kept = await tx
    .insert(eventReminders)
    .values(placed)
    .onConflictDoNothing()
    .returning({ userId: eventReminders.userId });
  return activeMemberEmails(
    tx,
    kept.map((row) => row.userId),
  );
}

/** This instance's round of reminders; answers the function that stops it. */
export function startEventReminders(deps: ReminderDeps, log: FastifyBaseLogger) {
  return repeatEvery(ROUND_MS, () => writeDueReminders(deps), {
    log,
    failure: 'event reminders could not be written',
  });
}

const movedOrCancelled = (before: EventRow, after: EventRow) =>
  before.startsAt.getTime() !== after.startsAt.getTime() ||
  before.endsAt.getTime() !== after.endsAt.getTime() ||
  before.allDay !== after.allDay ||
  before.place !== after.place ||
  before.cancelled !== after.cancelled;

/** Tells those going that an event which has not ended moved or was cancelled, in its transaction. */
export async function tellGoingOfChange(
  tx: Database,
  { before, after }: { before: EventRow; after: EventRow },
  config: MailConfig,
  now = new Date(),
): Promise<void> {
  if (before.endsAt <= now || !movedOrCancelled(before, after)) return;
  const going = await tx
    .select({ email: users.email })
    .from(eventAnswers)
    .innerJoin(users, eq(users.id, eventAnswers.userId))
    .where(
      and(
        eq(eventAnswers.eventId, after.id),
        eq(eventAnswers.answer, 'going'),
        eq(users.isActive, 1),
      ),
    );
  if (going.length === 0) return;
  const context = await mailContext(tx, config);
  const { timeZone } = await readClubSettings(tx);
  const content = eventChangedMail(after, timeZone, context.link);
  const notBefore = new Date(now.getTime() + CHANGE_NOTICE_DELAY_MS);
  const waitingNotices = await tx
    .select({ id: mailOutbox.id, recipient: mailOutbox.recipient })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, 'event-reminders'),
        eq(mailOutbox.eventId, after.id),
        eq(mailOutbox.attempts, 0),
        gt(mailOutbox.nextAttemptAt, now),
      ),
    )
    .for('update');
  const waitingFor = new Map(waitingNotices.map((mail) => [mail.recipient, mail.id]));
  for (const { email } of going) {
    const to = email.toLowerCase();
    const waiting = waitingFor.get(to);
    if (!waiting) {
      await writeMail(tx, config, context, {
        kind: 'event-reminders',
        to,
        content,
        eventId: after.id,
        notBefore,
      });
      continue;
    }
    const parts = mailParts(config, context, 'event-reminders', to, content);
    await tx
      .update(mailOutbox)
      .set({
        subject: content.subject,
        html: parts.html,
        textBody: parts.text,
        nextAttemptAt: notBefore,
      })
      .where(eq(mailOutbox.id, waiting));
  }
}
