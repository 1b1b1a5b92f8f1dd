import { afterAll, describe, expect, it } from 'vitest';
import { EVENTS_PATH } from '../../../common/events/events';
import { MEETING_SLUG, MEETING_TITLE } from '../../../common/events/meeting-series';
import { makeClientBuild } from '../../test/client-build';
import { signInAs } from '../../test/signed-in-users';
import { useTestSite } from '../../test/use-test-site';

const clientBuild = makeClientBuild();
const site = useTestSite({ app: { clientDir: clientBuild.dir } });
afterAll(clientBuild.remove);

const nextYear = new Date().getUTCFullYear() + 1;
const testDay = {
  title: 'Spring test day',
  kind: 'test-day',
  startsAt: `${nextYear}-03-14T09:00:00-06:00`,
  endsAt: `${nextYear}-03-14T15:00:00-06:00`,
  place: 'Rocky Ridge proving ground',
};
const teamDinner = {
  title: 'Team dinner',
  kind: 'social',
  startsAt: `${nextYear}-03-20T18:00:00-06:00`,
  endsAt: `${nextYear}-03-20T20:00:00-06:00`,
  audience: 'members',
};

async function createEvents() {
  const admin = await signInAs(site.t, 'admin');
  await admin.send('PUT', '/api/club-config', { timeZone: 'America/Denver' });
  const created = await admin.send('POST', EVENTS_PATH, testDay);
  expect(created.statusCode).toBe(201);
  expect((await admin.send('POST', EVENTS_PATH, teamDinner)).statusCode).toBe(201);
  return { admin, id: created.json().id as number };
}

const get = (url: string) => site.t.app.inject({ method: 'GET', url });

const pageData = (html: string) =>
  JSON.parse(
    html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/)?.[1] ?? '{}',
  );
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? '{}'),
  );

describe('the public pages of the calendar', () => {
  it('list the public events on /events and the landing page, the members’ own nowhere', async () => {
    await createEvents();

    for (const url of ['/events', '/']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      const titles = pageData(page.body)[EVENTS_PATH].map(
        (event: { title: string }) => event.title,
      );
      // The weekly meeting's next occurrence comes first: it is within the week.
      expect(titles, url).toEqual([MEETING_TITLE, 'Spring test day']);
      expect(page.body, url).not.toContain('Team dinner');
    }
    expect((await get('/events')).body).toContain('<title>Events · ');
    expect((await get(`/events/${MEETING_SLUG}`)).body).toContain('<title>Weekly meeting · ');
  });

  it('give each public event its page, with schema.org Event data, and no page to the others', async () => {
    const { admin, id } = await createEvents();
    await admin.send('PUT', `${EVENTS_PATH}/${id}`, { cancelled: true });

    const page = await get('/events/spring-test-day');

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Spring test day · ');
    expect(page.body).toContain('href="http://localhost:3000/events/spring-test-day"');
    const event = structuredData(page.body).find((data) => data['@type'] === 'Event');
    expect(event).toMatchObject({
      name: 'Spring test day',
      startDate: `${nextYear}-03-14T09:00:00-06:00`,
      endDate: `${nextYear}-03-14T15:00:00-06:00`,
      eventStatus: 'https://schema.org/EventCancelled',
      location: { '@type': 'Place', name: 'Rocky Ridge proving ground' },
    });
    for (const missing of ['/events/team-dinner', '/events/no-such-event', '/events/Bad_Slug']) {
      expect((await get(missing)).statusCode, missing).toBe(404);
    }
  });

  it('give a member the page of a members-only event, for the browser to render; a visitor 404', async () => {
    await createEvents();
    const member = await signInAs(site.t, 'member');

    const forMember = await member.send('GET', '/events/team-dinner');
    expect(forMember.statusCode).toBe(200);
    expect(forMember.body).not.toContain('Page Not Found');
    // The browser reads the event with the member's session: no shared page holds it.
    expect(forMember.body).not.toContain('Team dinner');
    expect(forMember.headers['cache-control']).toBe('private, no-cache');

    const forVisitor = await get('/events/team-dinner');
    expect(forVisitor.statusCode).toBe(404);
    expect(forVisitor.body).toContain('Page Not Found');
    expect((await member.send('GET', '/events/no-such-event')).statusCode).toBe(404);
    const withOldCookie = await site.t.app.inject({
      method: 'GET',
      url: '/events/team-dinner',
      headers: { cookie: 'sid=not-a-session' },
    });
    expect(withOldCookie.statusCode).toBe(404);
  });

  it('show an edit at once, and list the public events in the sitemap', async () => {
    const { admin, id } = await createEvents();
    expect((await get('/events')).body).toContain('Spring test day');

    await admin.send('PUT', `${EVENTS_PATH}/${id}`, { title: 'Suspension test day' });

    expect((await get('/events')).body).toContain('Suspension test day');
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('/events</loc>');
    expect(sitemap).toContain('/events/spring-test-day</loc>');
    expect(sitemap).not.toContain('team-dinner');
  });
});
