import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRASH_DAYS, trashItemPath } from '../../../common/editor/history';
import {
  ANSWER_MESSAGE,
  ANSWERS_CLOSED_MESSAGE,
  CANCELLED_EVENT_MESSAGE,
  eventAnswerPath,
  eventAnswersPath,
} from '../../../common/events/event-answers';
import { capacityBelowGoingMessage, EVENTS_PATH } from '../../../common/events/events';
import { trashedEventAnswers } from '../../db/schema/events-schema';
import { users } from '../../db/schema/site-schema';
import { signInAs } from '../../test/signed-in-users';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite({ signedIn: ['admin', 'member'] });

const nextYear = new Date().getUTCFullYear() + 1;

async function addEvent(fields: Record<string, unknown> = {}): Promise<string> {
  const created = await site.admin.send('POST', EVENTS_PATH, {
    title: 'Frame build day',
    kind: 'build-day',
    startsAt: `${nextYear}-03-13T09:00:00-07:00`,
    endsAt: `${nextYear}-03-13T16:00:00-07:00`,
    ...fields,
  });
  expect(created.statusCode).toBe(201);
  return created.json().id;
}

const answer = (member: { send: typeof site.member.send }, id: string, value: string) =>
  member.send('PUT', eventAnswerPath(id), { answer: value });

const answersOf = async (id: string) => {
  const response = await site.admin.send('GET', eventAnswersPath(id));
  expect(response.statusCode).toBe(200);
  return response.json() as { name: string; answer: string; waiting: boolean }[];
};

describe('answering an event', () => {
  it('keeps a member’s answer, which they change, and admins see it', async () => {
    const id = await addEvent();
    expect((await site.member.send('GET', eventAnswerPath(id))).json()).toBeNull();

    expect((await answer(site.member, id, 'going')).json()).toEqual({
      answer: 'going',
      waiting: false,
    });
    expect((await answer(site.member, id, 'maybe')).json()).toEqual({
      answer: 'maybe',
      waiting: false,
    });

    expect((await site.member.send('GET', eventAnswerPath(id))).json()).toMatchObject({
      answer: 'maybe',
    });
    expect(await answersOf(id)).toEqual([
      {
        userId: site.member.user.id,
        name: `${site.member.user.firstName} ${site.member.user.lastName}`,
        answer: 'maybe',
        waiting: false,
      },
    ]);
  });

  it('lets the first members who said Going in, and moves the next up when one leaves', async () => {
    const id = await addEvent({ capacity: 2, audience: 'members' });
    const [first, second, third] = [
      site.member,
      await signInAs(site.t, 'member'),
      await signInAs(site.t, 'member'),
    ];
    await answer(first, id, 'going');
    await answer(second, id, 'going');
    expect((await answer(third, id, 'going')).json()).toEqual({ answer: 'going', waiting: true });
    // Going again keeps the place in the queue.
    expect((await answer(first, id, 'going')).json()).toEqual({ answer: 'going', waiting: false });

    await answer(second, id, 'not-going');

    expect((await third.send('GET', eventAnswerPath(id))).json()).toEqual({
      answer: 'going',
      waiting: false,
    });
    expect((await answersOf(id)).map((row) => [row.answer, row.waiting])).toEqual([
      ['going', false],
      ['going', false],
      ['not-going', false],
    ]);
  });

  it('refuses a capacity below the number of members going, and changes nothing', async () => {
    const id = await addEvent({ capacity: 3 });
    const second = await signInAs(site.t, 'member');
    await answer(site.member, id, 'going');
    await answer(second, id, 'going');

    const lowered = await site.admin.send('PUT', `${EVENTS_PATH}/${id}`, { capacity: 1 });
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().message).toBe(capacityBelowGoingMessage(2));
    const event = await site.admin.send(
      'GET',
      `${EVENTS_PATH}?from=${nextYear}-03-13&to=${nextYear}-03-13`,
    );
    expect(event.json()[0]).toMatchObject({ id, capacity: 3 });
    expect((await site.admin.send('PUT', `${EVENTS_PATH}/${id}`, { capacity: 2 })).statusCode).toBe(
      200,
    );
  });

  it('is refused with 400 and a message once the event starts, when cancelled, or not an answer', async () => {
    const started = await addEvent({
      startsAt: '2020-03-13T09:00:00-07:00',
      endsAt: `${nextYear}-03-13T16:00:00-07:00`,
    });
    const cancelled = await addEvent({ title: 'Cancelled day', cancelled: true });
    const open = await addEvent({ title: 'Open day' });

    for (const [id, value, message] of [
      [started, 'going', ANSWERS_CLOSED_MESSAGE],
      [cancelled, 'maybe', CANCELLED_EVENT_MESSAGE],
      [open, 'yes', ANSWER_MESSAGE],
    ] as const) {
      const response = await answer(site.member, id, value);
      expect(response.statusCode, value).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await answersOf(open)).toEqual([]);
    expect((await answer(site.member, 'not-a-uuid', 'going')).statusCode).toBe(400);
    expect(
      (await answer(site.member, '00000000-0000-4000-8000-000000000000', 'going')).statusCode,
    ).toBe(404);
  });

  it('is for members; the answers are for admins, as a CSV file too', async () => {
    const id = await addEvent();
    await answer(site.member, id, 'going');

    expect(
      (
        await site.t.app.inject({
          method: 'PUT',
          url: eventAnswerPath(id),
          payload: { answer: 'going' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await site.member.send('GET', eventAnswersPath(id))).statusCode).toBe(403);
    const csv = await site.admin.send('GET', `${eventAnswersPath(id)}.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="frame-build-day-answers.csv"',
    );
    expect(csv.body).toContain(
      `${site.member.user.firstName} ${site.member.user.lastName},Going,no`,
    );
  });
});

describe('the answers of an event in the trash', () => {
  it('come back with the event, each member in their place in the queue', async () => {
    const id = await addEvent({ capacity: 1 });
    const second = await signInAs(site.t, 'member');
    await answer(site.member, id, 'going');
    await answer(second, id, 'going');
    const before = await answersOf(id);

    expect((await site.admin.send('DELETE', `${EVENTS_PATH}/${id}`)).statusCode).toBe(204);
    expect(
      (await site.admin.send('POST', `${trashItemPath('events', id)}/restore`)).statusCode,
    ).toBe(204);

    expect(await answersOf(id)).toEqual(before);
    expect((await second.send('GET', eventAnswerPath(id))).json()).toEqual({
      answer: 'going',
      waiting: true,
    });
  });

  it('are dropped with an event deleted for good, with the account, and after the trash’s days', async () => {
    const [first, second, third, fourth] = [
      await addEvent(),
      await addEvent({ title: 'Suspension build day' }),
      await addEvent({ title: 'Engine build day' }),
      await addEvent({ title: 'Brakes build day' }),
    ];
    const leaving = await signInAs(site.t, 'member');
    await answer(site.member, first, 'going');
    await answer(leaving, second, 'maybe');
    await answer(site.member, third, 'going');
    const keptFor = async () =>
      (await site.t.db.select().from(trashedEventAnswers)).map((row) => row.eventId).sort();
    const trashEvent = async (id: string) =>
      expect((await site.admin.send('DELETE', `${EVENTS_PATH}/${id}`)).statusCode).toBe(204);
    await trashEvent(first);
    await trashEvent(second);
    expect(await keptFor()).toEqual([first, second].sort());

    expect((await site.admin.send('DELETE', trashItemPath('events', first))).statusCode).toBe(204);
    expect(await keptFor()).toEqual([second]);
    await site.t.db.delete(users).where(eq(users.id, leaving.user.id));
    expect(await keptFor()).toEqual([]);

    await trashEvent(third);
    await site.t.db
      .update(trashedEventAnswers)
      .set({ trashedAt: new Date(Date.now() - (TRASH_DAYS + 1) * 86_400_000) });
    await trashEvent(fourth);
    expect(await keptFor()).toEqual([]);
  });
});
