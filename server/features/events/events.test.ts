import { describe, expect, it } from 'vitest';
import { EVENTS_PATH } from '../../../common/events/events';
import { MEETING_TITLE } from '../../../common/events/meeting-series';
import { auditLog } from '../../db/schema/site-schema';
import { makeUser } from '../../test/factories';
import { sessionCookie } from '../../test/sessions';
import { signInAs } from '../../test/signed-in-users';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite();

const buildDay = {
  title: 'Frame build day',
  kind: 'build-day',
  startsAt: '2027-03-13T09:00:00-07:00',
  endsAt: '2027-03-13T16:00:00-07:00',
  place: 'the team garage',
};

async function asAdminInDenver() {
  const admin = await signInAs(site.t, 'admin');
  await admin.send('PUT', '/api/club-config', { timeZone: 'America/Denver' });
  return admin;
}

const eventsAs = async (cookie?: string, query = '') => {
  const response = await site.t.app.inject({
    method: 'GET',
    url: `${EVENTS_PATH}${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { title: string; startsAt: string; sequence?: number }[];
};

describe('an event', () => {
  it('is created by an admin and listed to visitors in the club’s time zone', async () => {
    const { send } = await asAdminInDenver();

    const created = await send('POST', EVENTS_PATH, {
      ...buildDay,
      startsAt: '2027-03-13T16:00:00Z',
      endsAt: '2027-03-13T23:00:00Z',
    });

    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ slug: 'frame-build-day', sequence: 0 });
    const listed = (await eventsAs(undefined, '?from=2027-03-01&to=2027-03-31')).find(
      (event) => event.title === 'Frame build day',
    );
    expect(listed).toEqual({
      id: created.json().id,
      slug: 'frame-build-day',
      title: 'Frame build day',
      kind: 'build-day',
      startsAt: '2027-03-13T09:00:00-07:00',
      endsAt: '2027-03-13T16:00:00-07:00',
      allDay: false,
      place: 'the team garage',
      description: null,
      audience: 'public',
      capacity: null,
      cancelled: false,
      competitionId: null,
    });
  });

  it('for members is listed to active members, designers and admins alone', async () => {
    const { send, cookie: adminCookie } = await asAdminInDenver();
    await send('POST', EVENTS_PATH, { ...buildDay, title: 'Team dinner', audience: 'members' });
    await send('POST', EVENTS_PATH, buildDay);
    const pending = await makeUser(site.t.db, { role: 'pending', isActive: 0 });
    const member = await signInAs(site.t, 'member');
    const designer = await signInAs(site.t, 'designer');
    const range = '?from=2027-03-13&to=2027-03-13';
    const titles = async (cookie?: string) =>
      (await eventsAs(cookie, range)).map((event) => event.title).sort();

    expect(await titles()).toEqual(['Frame build day']);
    expect(await titles(await sessionCookie(site.t, pending.id))).toEqual(['Frame build day']);
    for (const cookie of [member.cookie, designer.cookie, adminCookie]) {
      expect(await titles(cookie)).toEqual(['Frame build day', 'Team dinner']);
    }
  });

  it('lists what is coming, soonest first, then the past year, latest first', async () => {
    const { send } = await asAdminInDenver();
    const inDays = (days: number, hours = 2) => ({
      startsAt: new Date(Date.now() + days * 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + days * 86_400_000 + hours * 3600_000).toISOString(),
    });
    for (const [title, days] of [
      ['Next month', 30],
      ['Last week', -7],
      ['Tomorrow', 1],
      ['Two years ago', -730],
      ['Last month', -30],
    ] as const) {
      await send('POST', EVENTS_PATH, { ...buildDay, title, ...inDays(days) });
    }

    // The weekly meeting's next occurrence is among them too (meeting-series.test.ts).
    const titles = (await eventsAs()).map((event) => event.title);
    expect(titles.filter((title) => title !== MEETING_TITLE)).toEqual([
      'Tomorrow',
      'Next month',
      'Last week',
      'Last month',
    ]);
  });

  it('grows its sequence with each change, and keeps its address when renamed', async () => {
    const { send } = await asAdminInDenver();
    const { id } = (await send('POST', EVENTS_PATH, buildDay)).json();

    await send('PUT', `${EVENTS_PATH}/${id}`, { title: 'Suspension build day' });
    const moved = await send('PUT', `${EVENTS_PATH}/${id}`, {
      startsAt: '2027-03-13T10:00:00-07:00',
    });
    const cancelled = await send('PUT', `${EVENTS_PATH}/${id}`, { cancelled: true });

    expect(moved.json()).toMatchObject({ slug: 'frame-build-day', sequence: 2 });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ cancelled: true, sequence: 3 });
  });

  it('leaves the list for the trash when deleted', async () => {
    const { send } = await asAdminInDenver();
    const { id } = (await send('POST', EVENTS_PATH, buildDay)).json();

    expect((await send('DELETE', `${EVENTS_PATH}/${id}`)).statusCode).toBe(204);

    expect(await eventsAs(undefined, '?from=2027-03-13&to=2027-03-13')).toEqual([]);
    const trash = (await send('GET', '/api/admin/trash')).json();
    expect(JSON.stringify(trash)).toContain('Frame build day');
  });
});

describe('bad input to the calendar', () => {
  it('is refused with 400 and a message, and changes nothing', async () => {
    const { send } = await asAdminInDenver();
    const { id } = (await send('POST', EVENTS_PATH, buildDay)).json();
    const auditRows = async () => (await site.t.db.select().from(auditLog)).length;
    const rowsBefore = await auditRows();

    const refusals: [string, string, unknown, RegExp][] = [
      ['POST', EVENTS_PATH, { ...buildDay, endsAt: buildDay.startsAt }, /End must be after/],
      ['POST', EVENTS_PATH, { ...buildDay, kind: 'party' }, /Kind must be one of/],
      ['POST', EVENTS_PATH, { ...buildDay, audience: 'friends' }, /Audience must be/],
      ['POST', EVENTS_PATH, { ...buildDay, startsAt: '2027-03-13T09:00' }, /with its offset/],
      ['POST', EVENTS_PATH, { ...buildDay, capacity: 0 }, /Capacity must be/],
      [
        'POST',
        EVENTS_PATH,
        { ...buildDay, competitionId: '00000000-0000-4000-8000-000000000000' },
        /Competition must be one of/,
      ],
      ['PUT', `${EVENTS_PATH}/${id}`, { endsAt: '2027-03-13T08:00:00-07:00' }, /End must be after/],
      ['PUT', `${EVENTS_PATH}/${id}`, { allDay: 'yes' }, /All day must be true or false/],
      ['PUT', '/api/club-config', { timeZone: 'Mountain Time' }, /Time zone must be/],
    ];
    for (const [method, url, body, message] of refusals) {
      const response = await send(method as 'POST', url, body);
      expect(response.statusCode, `${method} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().message).toMatch(message);
    }

    expect(await auditRows()).toBe(rowsBefore);
    expect(await eventsAs(undefined, '?from=2027-03-13&to=2027-03-13')).toMatchObject([
      { title: 'Frame build day', endsAt: '2027-03-13T16:00:00-07:00' },
    ]);
  });

  it('asks for a range with both ends, in order, of at most 400 days', async () => {
    for (const [query, message] of [
      ['?from=2027-03-01', /from and to go together/],
      ['?from=2027-03-02&to=2027-03-01', /to must not be before from/],
      ['?from=2027-01-01&to=2029-01-01', /at most 400 days/],
      ['?from=yesterday&to=2027-03-01', /from must be a date/],
    ] as const) {
      const response = await site.t.app.inject({ method: 'GET', url: `${EVENTS_PATH}${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });
});
