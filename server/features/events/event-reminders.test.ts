import { describe, expect, it } from 'vitest';
import { trashItemPath } from '../../../common/editor/history';
import { eventAnswerPath } from '../../../common/events/event-answers';
import { EVENTS_PATH } from '../../../common/events/events';
import {
  MEETING_REMINDERS_PATH,
  meetingOccurrencePath,
} from '../../../common/events/meeting-series';
import { mailOutbox } from '../../db/schema/mail-schema';
import { useMailSite } from '../mail/mail-test-site';
import { CHANGE_NOTICE_DELAY_MS, writeDueReminders } from './event-reminders';

const site = useMailSite();
const HOUR_MS = 60 * 60 * 1000;

/** An event starting `hours` from now, lasting two hours; answers its id. */
async function addEvent(
  admin: Awaited<ReturnType<typeof site.signInAdmin>>,
  hours: number,
  fields: Record<string, unknown> = {},
) {
  await admin.send('PUT', '/api/club-config', { timeZone: 'America/Denver' });
  const start = Date.now() + hours * HOUR_MS;
  const created = await admin.send('POST', EVENTS_PATH, {
    title: 'Suspension test day',
    kind: 'test-day',
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 2 * HOUR_MS).toISOString(),
    place: 'North lot',
    ...fields,
  });
  expect(created.statusCode).toBe(201);
  return created.json().id as string;
}

const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS);
const remind = (now: Date) => writeDueReminders(site.t.app.deps, now);
const to = (email: string) => (mail: { envelopeTo: string[] }) => mail.envelopeTo.includes(email);

describe('event reminders', () => {
  it('reminds each member going a day before the start, once, however many rounds look', async () => {
    const admin = await site.signInAdmin();
    const member = await site.signInUser();
    const id = await addEvent(admin, 30);
    expect((await member.send('PUT', eventAnswerPath(id), { answer: 'going' })).statusCode).toBe(
      200,
    );

    expect(await remind(new Date())).toBe(0);
    // Two instances' rounds at once: one reminder.
    const rounds = await Promise.all([remind(inHours(7)), remind(inHours(7))]);
    expect(rounds[0] + rounds[1]).toBe(1);
    expect(await remind(inHours(8))).toBe(0);

    const mails = (await site.deliver(inHours(7))).filter(to(member.user.email));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Reminder: Suspension test day');
    expect(mail?.text).toContain('Where: North lot');
    expect(mail?.text).toMatch(/When: .*M[SD]T/);
    expect(mail?.headers['list-unsubscribe']).toBeDefined();
    await site.expectLinksAnswer(mail as NonNullable<typeof mail>);

    // Moved two hours later, the event is due a reminder of its new time.
    await admin.send('PUT', `${EVENTS_PATH}/${id}`, { endsAt: inHours(34).toISOString() });
    await admin.send('PUT', `${EVENTS_PATH}/${id}`, { startsAt: inHours(32).toISOString() });
    expect(await remind(inHours(9))).toBe(1);
  });

  it('reminds nobody twice of an event deleted and brought back, and still those not yet reminded', async () => {
    const admin = await site.signInAdmin();
    const reminded = await site.signInUser();
    const later = await site.signInUser();
    const id = await addEvent(admin, 30);
    await reminded.send('PUT', eventAnswerPath(id), { answer: 'going' });
    expect(await remind(inHours(7))).toBe(1);
    await later.send('PUT', eventAnswerPath(id), { answer: 'maybe' });

    expect((await admin.send('DELETE', `${EVENTS_PATH}/${id}`)).statusCode).toBe(204);
    const restored = await admin.send('POST', `${trashItemPath('events', id)}/restore`);
    expect(restored.statusCode).toBe(204);

    expect(await remind(inHours(8))).toBe(0);
    await later.send('PUT', eventAnswerPath(id), { answer: 'going' });
    expect(await remind(inHours(8))).toBe(1);
  });

  it('reminds at once an answer given within the day, and never those waiting or after the start', async () => {
    const admin = await site.signInAdmin();
    const first = await site.signInUser();
    const second = await site.signInUser();
    const id = await addEvent(admin, 2, { capacity: 1 });

    await first.send('PUT', eventAnswerPath(id), { answer: 'going' });
    const waiting = await second.send('PUT', eventAnswerPath(id), { answer: 'going' });
    expect(waiting.json()).toEqual({ answer: 'going', waiting: true });
    const mails = await site.deliver();
    expect(mails.filter(to(first.user.email))).toHaveLength(1);
    expect(mails.filter(to(second.user.email))).toHaveLength(0);

    // The first gives up the place: the second moves up and is reminded at the next round.
    await first.send('PUT', eventAnswerPath(id), { answer: 'not-going' });
    expect(await remind(new Date())).toBe(1);
    // Once the event has started, nobody is reminded.
    await second.send('PUT', eventAnswerPath(id), { answer: 'maybe' });
    await second.send('PUT', eventAnswerPath(id), { answer: 'going' });
    expect(await remind(inHours(3))).toBe(0);
  });

  it('tells those going once when an event moves, a few edits making one notice', async () => {
    const admin = await site.signInAdmin();
    const member = await site.signInUser();
    const maybe = await site.signInUser();
    const id = await addEvent(admin, 72);
    await member.send('PUT', eventAnswerPath(id), { answer: 'going' });
    await maybe.send('PUT', eventAnswerPath(id), { answer: 'maybe' });

    // A change of the description alone is no news to those going.
    await admin.send('PUT', `${EVENTS_PATH}/${id}`, { description: 'Bring gloves.' });
    expect(await site.t.db.select().from(mailOutbox)).toEqual([]);

    const start = inHours(96);
    await admin.send('PUT', `${EVENTS_PATH}/${id}`, {
      endsAt: new Date(start.getTime() + 3 * HOUR_MS).toISOString(),
    });
    await admin.send('PUT', `${EVENTS_PATH}/${id}`, { startsAt: start.toISOString() });
    await admin.send('PUT', `${EVENTS_PATH}/${id}`, { place: 'Test track' });

    expect(await site.deliver()).toEqual([]);
    const mails = await site.deliver(new Date(Date.now() + CHANGE_NOTICE_DELAY_MS + 60_000));
    expect(mails.map((mail) => mail.envelopeTo)).toEqual([[member.user.email]]);
    expect(mails[0]?.subject).toBe('Changed: Suspension test day');
    expect(mails[0]?.text).toContain('Where: Test track');
  });

  it('tells those going that an event is cancelled, and reminds nobody of it', async () => {
    const admin = await site.signInAdmin();
    const member = await site.signInUser();
    const id = await addEvent(admin, 30);
    await member.send('PUT', eventAnswerPath(id), { answer: 'going' });

    await admin.send('PUT', `${EVENTS_PATH}/${id}`, { cancelled: true });
    expect(await remind(inHours(7))).toBe(0);
    const mails = await site.deliver(new Date(Date.now() + CHANGE_NOTICE_DELAY_MS + 60_000));
    expect(mails.map((mail) => mail.subject)).toEqual(['Cancelled: Suspension test day']);
  });

  it('sends nothing to a member who turned event reminders off', async () => {
    const admin = await site.signInAdmin();
    const member = await site.signInUser();
    const off = await member.send('PUT', '/api/profile/mail-settings', {
      'approval-requests': true,
      'contact-messages': true,
      'clockify-notices': true,
      'event-reminders': false,
    });
    expect(off.statusCode).toBe(200);
    const id = await addEvent(admin, 2);
    await member.send('PUT', eventAnswerPath(id), { answer: 'going' });
    await admin.send('PUT', `${EVENTS_PATH}/${id}`, { place: 'Shop' });

    expect(await site.t.db.select().from(mailOutbox)).toEqual([]);
  });

  it('reminds the members who asked of each weekly meeting, once, and of none cancelled', async () => {
    const admin = await site.signInAdmin();
    const asked = await site.signInUser();
    const other = await site.signInUser();
    await admin.send('PUT', '/api/club-config', {
      timeZone: 'America/Denver',
      meeting: { day: 'Friday', startTime: '16:00', endTime: '18:00', place: 'the shop' },
    });
    expect((await asked.send('GET', MEETING_REMINDERS_PATH)).json()).toEqual({ remind: false });
    const on = await asked.send('PUT', MEETING_REMINDERS_PATH, { remind: true });
    expect(on.json()).toEqual({ remind: true });

    // Thursday evening, the day before the meeting of Friday, March 5, 2027.
    const thursday = new Date('2027-03-04T18:00:00-07:00');
    expect(await remind(new Date('2027-03-03T18:00:00-07:00'))).toBe(0);
    expect(await remind(thursday)).toBe(1);
    expect(await remind(thursday)).toBe(0);
    const mails = await site.deliver(thursday);
    expect(mails.map((mail) => [mail.envelopeTo, mail.subject])).toEqual([
      [[asked.user.email], 'Reminder: Weekly meeting'],
    ]);
    expect(mails[0]?.text).toContain('Where: the shop');
    expect(mails.filter(to(other.user.email))).toEqual([]);

    const [meeting] = (
      await admin.send('GET', `${EVENTS_PATH}?from=2027-03-12&to=2027-03-12`)
    ).json() as { id: string }[];
    await admin.send('PUT', meetingOccurrencePath(String(meeting?.id), '2027-03-12'), {
      cancelled: true,
    });
    expect(await remind(new Date('2027-03-11T18:00:00-07:00'))).toBe(0);

    await asked.send('PUT', MEETING_REMINDERS_PATH, { remind: false });
    expect(await remind(new Date('2027-03-18T18:00:00-07:00'))).toBe(0);
  });
});
