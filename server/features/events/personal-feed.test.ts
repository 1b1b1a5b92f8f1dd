// Each member's personal calendar feed, through the real app: the address on /profile's API, and
// the feed a calendar app reads at it without a cookie, read back with ical.js.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventAnswerPath } from '../../../common/events/event-answers';
import { EVENTS_FEED_PATH, EVENTS_PATH } from '../../../common/events/events';
import { PERSONAL_FEED_ADDRESS_PATH } from '../../../common/events/personal-feed';
import { makeUser } from '../../test/factories';
import { sessionCookie } from '../../test/sessions';
import { type SignedInUser, signInAs } from '../../test/signed-in-users';
import { useTestSite } from '../../test/use-test-site';

const PUBLIC_URL = 'https://club.test';
const logLines: string[] = [];
const site = useTestSite({
  environment: { PUBLIC_URL },
  app: { logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } },
  signedIn: ['admin', 'member'],
});

const nextYear = new Date().getUTCFullYear() + 1;

async function addEvent(fields: Record<string, unknown>): Promise<string> {
  const created = await site.admin.send('POST', EVENTS_PATH, {
    kind: 'build-day',
    startsAt: `${nextYear}-03-13T09:00:00-07:00`,
    endsAt: `${nextYear}-03-13T16:00:00-07:00`,
    ...fields,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id;
}

async function addressOf(member: SignedInUser, method: 'GET' | 'POST' = 'GET'): Promise<string> {
  const response = await member.send(method, PERSONAL_FEED_ADDRESS_PATH);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().url;
}

/** What a calendar app gets at the address: no cookie, the site's own host. */
function fetchFeed(address: string) {
  const { host, pathname, search } = new URL(address);
  return site.t.app.inject({ method: 'GET', url: `${pathname}${search}`, headers: { host } });
}

/** A feed as a calendar reads it: its events by summary. */
function parseFeed(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, byTitle: new Map(events.map((event) => [event.summary, event])) };
}

async function readFeed(address: string) {
  const response = await fetchFeed(address);
  expect(response.statusCode, response.body).toBe(200);
  return parseFeed(response.body);
}

/** The PARTSTAT of the member's ATTENDEE line on the event, if it has one. */
function partStatOf(event: ICAL.Event | undefined, email: string) {
  // A URI's scheme is the same in any case: ical-generator writes MAILTO.
  const attendee = event?.attendees.find(
    (line) => String(line.getFirstValue()).toLowerCase() === `mailto:${email}`.toLowerCase(),
  );
  return attendee?.getParameter('partstat');
}

describe('the personal feed’s address', () => {
  it('is made on the first request, unguessable, and the same on the next', async () => {
    const first = await addressOf(site.member);
    const again = await addressOf(site.member);

    expect(first).toMatch(/^https:\/\/club\.test\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(again).toBe(first);
    expect(await addressOf(await signInAs(site.t, 'member'))).not.toBe(first);
  });

  it('is replaced by POST, after which the old address answers 404', async () => {
    const old = await addressOf(site.member);

    const replaced = await addressOf(site.member, 'POST');

    expect(replaced).not.toBe(old);
    expect(replaced).toMatch(/^https:\/\/club\.test\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await addressOf(site.member)).toBe(replaced);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(replaced)).statusCode).toBe(200);
  });

  it('is not replaced from another site’s page', async () => {
    const address = await addressOf(site.member);

    const refused = await site.t.app.inject({
      method: 'POST',
      url: PERSONAL_FEED_ADDRESS_PATH,
      headers: { cookie: site.member.cookie, origin: 'https://elsewhere.test' },
    });

    expect(refused.statusCode).toBe(403);
    expect(await addressOf(site.member)).toBe(address);
  });

  it('is refused to visitors and to accounts that are not active members', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const visitor = await site.t.app.inject({ method, url: PERSONAL_FEED_ADDRESS_PATH });
      expect(visitor.statusCode).toBe(401);
      for (const account of [
        { role: 'pending', isActive: 0 },
        { role: 'member', isActive: 0 },
      ] as const) {
        const user = await makeUser(site.t.db, account);
        const refused = await site.t.app.inject({
          method,
          url: PERSONAL_FEED_ADDRESS_PATH,
          headers: { cookie: await sessionCookie(site.t, user.id) },
        });
        expect(refused.statusCode).toBe(403);
      }
    }
  });
});

describe('the personal feed', () => {
  it('holds the public and the members’ events, with the UIDs and SEQUENCEs of /events.ics', async () => {
    const publicId = await addEvent({ title: 'Frame build day' });
    await addEvent({ title: 'Team dinner', kind: 'social', audience: 'members' });
    await site.admin.send('PUT', `${EVENTS_PATH}/${publicId}`, { place: 'the team garage' });
    const cancelledId = await addEvent({ title: 'Test day at the quarry', kind: 'test-day' });
    await site.admin.send('PUT', `${EVENTS_PATH}/${cancelledId}`, { cancelled: true });

    const { calendar, byTitle } = await readFeed(await addressOf(site.member));
    const publicFeed = parseFeed(
      (
        await site.t.app.inject({
          method: 'GET',
          url: EVENTS_FEED_PATH,
          headers: { host: 'club.test' },
        })
      ).body,
    );

    expect([...byTitle.keys()].sort()).toEqual([
      'Frame build day',
      'Team dinner',
      'Test day at the quarry',
    ]);
    const built = byTitle.get('Frame build day');
    const inPublicFeed = publicFeed.byTitle.get('Frame build day');
    expect(built?.uid).toBe(`event-${publicId}@club.test`);
    expect(built?.uid).toBe(inPublicFeed?.uid);
    expect(built?.sequence).toBe(1);
    expect(built?.sequence).toBe(inPublicFeed?.sequence);
    expect(built?.location).toBe('the team garage');
    expect(byTitle.get('Test day at the quarry')?.component.getFirstPropertyValue('status')).toBe(
      'CANCELLED',
    );
    expect(publicFeed.byTitle.has('Team dinner')).toBe(false);
    for (const hint of ['refresh-interval', 'x-published-ttl']) {
      expect(calendar.getFirstPropertyValue(hint)?.toString()).toBe(
        publicFeed.calendar.getFirstPropertyValue(hint)?.toString(),
      );
    }
  });

  it('holds its owner’s answers as their ATTENDEE, and no one else’s', async () => {
    const member = site.member;
    const first = await signInAs(site.t, 'member');
    const oneSeat = await addEvent({ title: 'Skidpad test, one seat', capacity: 1 });
    const answers: [string, string, SignedInUser][] = [
      [await addEvent({ title: 'Frame build day', capacity: 5 }), 'going', member],
      [await addEvent({ title: 'Team dinner', audience: 'members' }), 'maybe', member],
      [await addEvent({ title: 'Outreach at the fair' }), 'not-going', member],
      [oneSeat, 'going', first],
      [oneSeat, 'going', member],
    ];
    await addEvent({ title: 'Paint booth cleanup' });
    for (const [id, answer, who] of answers) {
      const answered = await who.send('PUT', eventAnswerPath(id), { answer });
      expect(answered.statusCode, answered.body).toBe(200);
    }

    const { byTitle } = await readFeed(await addressOf(member));

    const email = member.user.email;
    expect(partStatOf(byTitle.get('Frame build day'), email)).toBe('ACCEPTED');
    expect(partStatOf(byTitle.get('Team dinner'), email)).toBe('TENTATIVE');
    expect(partStatOf(byTitle.get('Outreach at the fair'), email)).toBe('DECLINED');
    // Going, but the one place is taken: not yet a yes.
    expect(partStatOf(byTitle.get('Skidpad test, one seat'), email)).toBe('TENTATIVE');
    expect(byTitle.get('Skidpad test, one seat')?.attendees).toHaveLength(1);
    expect(byTitle.get('Paint booth cleanup')?.attendees).toHaveLength(0);
    // The member who took the place is ACCEPTED in their own feed.
    const theirs = await readFeed(await addressOf(first));
    expect(partStatOf(theirs.byTitle.get('Skidpad test, one seat'), first.user.email)).toBe(
      'ACCEPTED',
    );
  });

  it('is private to whoever holds the address, as a calendar, and needs no cookie', async () => {
    const response = await fetchFeed(await addressOf(site.member));

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
  });

  it('answers 404 once its owner’s account is switched off, and again when it is back', async () => {
    const address = await addressOf(site.member);

    const off = await site.admin.send('PATCH', `/api/admin/users/${site.member.user.id}/role`, {
      role: 'member',
      isActive: 0,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await fetchFeed(address)).statusCode).toBe(404);

    await site.admin.send('PATCH', `/api/admin/users/${site.member.user.id}/role`, {
      role: 'member',
      isActive: 1,
    });
    expect((await fetchFeed(address)).statusCode).toBe(200);
  });

  it('answers 404 to an address it never gave, saying nothing more', async () => {
    const address = new URL(await addressOf(site.member));
    const near = address.pathname.replace(/[A-Za-z0-9_-](?=\.ics$)/, (last) =>
      last === 'A' ? 'B' : 'A',
    );

    for (const pathname of [near, '/calendar/short.ics', '/calendar/.ics']) {
      const response = await site.t.app.inject({
        method: 'GET',
        url: pathname,
        headers: { host: address.host },
      });
      expect(response.statusCode, pathname).toBe(404);
      expect(response.json()).toEqual({ message: 'Calendar feed not found' });
    }
  });

  it('never writes its secret in the request log', async () => {
    logLines.length = 0;
    const address = await addressOf(site.member);
    const replaced = await addressOf(site.member, 'POST');
    await fetchFeed(address);
    await fetchFeed(replaced);
    await fetchFeed(`${replaced}?download=1`);

    const log = logLines.join('\n');
    expect(log).toContain('"url":"/calendar/…"');
    for (const secret of [address, replaced].map((url) => /([^/]+)\.ics$/.exec(url)?.[1])) {
      expect(secret).toBeTruthy();
      expect(log).not.toContain(secret);
    }
  });
});
