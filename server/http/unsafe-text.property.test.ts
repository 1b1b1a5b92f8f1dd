// Text that cannot be stored, in every field of every route (decision 28). For each route that
// validates what it is sent, a valid request from the table below; then each string of its body,
// query and path in turn gets a NUL or an unpaired surrogate put in somewhere. The answer is 400
// naming that field, never a 500, and the database holds what it held before. Finally the valid
// request itself passes, so the refusals were the rule's and not some other mistake. A route that
// validates its input and is missing from the table fails the first test.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../common/auth/access';
import { unsubscribeToken } from '../features/mail/unsubscribe-token';
import { startTestClockify, type TestClockify } from '../test/clockify/clockify-server';
import { databaseDigest } from '../test/database/database-digest';
import { makeUser } from '../test/factories';
import {
  type OpenAICompatibleServer,
  startOpenAICompatibleServer,
} from '../test/model/openai-compatible-server';
import { type RouteRequest, routeRequester } from '../test/route-requests';
import { makeTestApp, type TestApp } from '../test/test-app';

type Part = 'params' | 'query' | 'body';

/** Tries of each field: which character goes in, and where, is fast-check's choice. */
const RUNS_PER_FIELD = 3;

let clockify: TestClockify;
let model: OpenAICompatibleServer;
let t: TestApp;
let send: ReturnType<typeof routeRequester>;
beforeAll(async () => {
  clockify = await startTestClockify();
  model = await startOpenAICompatibleServer({ apiKey: 'club-test-key' });
  t = await makeTestApp({
    environment: {
      DEV_LOGIN: '1',
      CLOCKIFY_API_URL: clockify.apiUrl,
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: model.url,
      AI_API_KEY: 'club-test-key',
      AI_MODEL: 'gpt-4o-mini',
    },
  });
  send = routeRequester(t);
}, 60_000);
afterAll(async () => {
  await t.close();
  await clockify.close();
  await model.close();
});

const userOf = async (role: Role) => (await makeUser(t.db, { role, isActive: 1 })).id;

/** A member who keeps a team card, for the routes of one's own card. */
async function memberWithCard() {
  const member = await userOf('member');
  const admin = await userOf('admin');
  const card = await createdEntry('/api/team-members', admin);
  await send('PUT /api/team-members/:id/account', {
    userId: admin,
    params: { id: card },
    body: { userId: member },
  });
  return member;
}

/** An event a year ahead, for the routes about one. */
async function eventId() {
  const created = await send('POST /api/events', {
    userId: await userOf('admin'),
    body: {
      title: `Test day ${++keys}`,
      kind: 'test-day',
      startsAt: `${new Date().getUTCFullYear() + 1}-04-10T09:00:00-06:00`,
      endsAt: `${new Date().getUTCFullYear() + 1}-04-10T15:00:00-06:00`,
    },
  });
  return created.json().id as string;
}

/** The weekly meeting's series and one of its days a year ahead, for the route about one. */
async function meetingOccurrence() {
  await send('PUT /api/club-config', {
    userId: await userOf('admin'),
    body: { meeting: { day: 'Friday', startTime: '16:00', endTime: '18:00', place: 'the shop' } },
  });
  const year = new Date().getUTCFullYear() + 1;
  const listed = await send('GET /api/events', {
    userId: null,
    query: { from: `${year}-04-01`, to: `${year}-04-07` },
  });
  const [meeting] = listed.json() as { id: string; date: string }[];
  if (!meeting) throw new Error('the weekly meeting is not listed');
  return { id: meeting.id, date: meeting.date };
}

let keys = 0;
/** A member whose Clockify account is connected, and their key. */
async function connectedMember() {
  const apiKey = `key-${++keys}`;
  clockify.addMember({ apiKey, name: 'Jamie Ortiz', email: 'jamie.ortiz@example.org' });
  const userId = await userOf('member');
  const connected = await send('PUT /api/clockify/update-api-key', { userId, body: { apiKey } });
  expect(connected.statusCode).toBe(200);
  return { userId, apiKey };
}

/** A designer's conversation with Axel, of one question and its answer. */
async function savedConversation() {
  const userId = await userOf('designer');
  const asked = await send('POST /api/axel/ask', {
    userId,
    body: { prompt: 'Where do the kill switches go?' },
  });
  expect(asked.statusCode).toBe(200);
  const { conversationId, turnId } = asked.json();
  return { userId, conversationId: String(conversationId), turnId: Number(turnId) };
}

/** A new entry of the editor's kind at `apiPath`; answers its id. */
async function createdEntry(apiPath: string, userId: string) {
  const created = await send(`POST ${apiPath}`, { userId, body: newEntries[apiPath]?.body });
  expect(created.statusCode).toBe(201);
  return String(created.json().id);
}

/** Every kind of editor entry, with a valid new one; `movable` ones have a move route. */
const newEntries: Record<string, { body: Record<string, unknown>; movable?: boolean }> = {
  '/api/team-members': {
    movable: true,
    body: {
      name: 'Ada Quinn',
      role: 'Driver',
      major: 'Mechanical Engineering',
      year: 'Junior',
      bio: 'Drives the car and tunes the suspension.',
      email: 'ada.quinn@club.test',
      linkedIn: 'https://linkedin.example.org/ada',
      imageUrl: '/images/team/ada.svg',
      // An alumnus's card: where they went is text like the rest.
      graduationYear: 2024,
      alumniNote: 'Chassis engineer at a tractor maker',
    },
  },
  '/api/competitions': {
    body: {
      eventName: 'Baja SAE Arizona',
      location: 'Tucson, AZ',
      date: '2026-04-18',
      year: 2026,
      overallPlace: 12,
      notes: 'Finished the endurance race.',
    },
  },
  '/api/vehicles': {
    body: {
      name: 'Mudcat II',
      year: 2026,
      description: 'Our second car, lighter and faster.',
      engine: 'Briggs & Stratton 10 HP',
      weight: '150 kg',
      suspension: 'Double wishbone',
      topSpeed: '55 km/h',
      imageUrl: 'https://club.example.org/mudcat.jpg',
    },
  },
  '/api/sponsors': {
    movable: true,
    body: {
      name: 'Gravel Works',
      tier: 'gold',
      logoUrl: 'https://gravel.example.org/logo.png',
      websiteUrl: 'https://gravel.example.org',
      description: 'Supplies our welding gas.',
    },
  },
  '/api/news': {
    body: {
      title: 'We passed tech inspection',
      excerpt: 'The car is ready for the season.',
      content: 'After three weekends of work the car passed every check.',
      date: '2026-03-01',
      author: 'Ada Quinn',
      imageUrl: '/images/news/inspection.jpg',
    },
  },
  '/api/members/resources': {
    movable: true,
    body: {
      title: 'Team chat',
      description: 'Where the build is organised.',
      url: 'https://chat.example.org/mudcats',
      type: 'channel',
    },
  },
  '/api/rules/tabs': {
    movable: true,
    body: { label: 'Electrical', description: 'Wiring, batteries and switches.' },
  },
  '/api/rules/cards': {
    movable: true,
    body: {
      title: 'Battery Mounting',
      tab: 'safety',
      priority: 'high',
      checklist: 'The battery must be held down at two points.\nIts terminals must be covered.',
    },
  },
  '/api/rules/deadlines': {
    movable: true,
    body: { name: 'Design Report', date: 'Jan 20' },
  },
  '/api/events': {
    body: {
      title: 'Spring social',
      kind: 'social',
      startsAt: '2027-04-10T18:00:00-06:00',
      endsAt: '2027-04-10T21:00:00-06:00',
      place: 'The student union',
      description: 'Pizza, and the **new car** on show.',
      audience: 'public',
    },
  },
  '/api/sponsorship-packages': {
    movable: true,
    body: {
      name: 'Gold',
      minAmount: 1000,
      maxAmount: 4999,
      benefits: ['Logo on the car', 'Invitation to design review'],
    },
  },
};

const clubSettings = {
  clubName: 'Mudcats Racing',
  tagline: 'We design, build and race an off-road car.',
  logoUrl: 'https://club.example.org/logo.png',
  heroImageUrl: 'https://club.example.org/hero.jpg',
  signupFormUrl: 'https://forms.example.org/apply',
  sponsorBrochureUrl: 'https://club.example.org/brochure.pdf',
  donationUrl: 'https://give.example.org/mudcats',
  subteams: ['Frame', 'Suspension'],
  groupTeamBySubteam: true,
  contactEmail: 'club@example.org',
  socialLinks: [{ label: 'Instagram', url: 'https://instagram.example.org/mudcats' }],
  meeting: { day: 'Tuesday', startTime: '18:00', endTime: '20:00', place: 'Engineering workshop' },
  timeZone: 'America/Denver',
  activeMembers: '30',
  foundingYear: '2024',
  buildHours: '1,800',
  rulesDocumentUrl: 'https://club.example.org/rules.pdf',
  rulesDocumentTitle: 'Team rules',
  rulesDocumentRevision: 'Rev. C',
  rulesDocumentDate: '2026-01-15',
};

const contactForm = {
  firstName: 'Sam',
  lastName: 'Rivera',
  email: 'sam.rivera@example.edu',
  majorYear: 'Physics, first year',
  interestLevel: 'join',
  message: 'I would like to join the team this term.',
  website: '',
};

/** A valid request of every route that validates what it is sent, by `METHOD /path`. */
const validRequests: Record<string, () => Promise<RouteRequest[]>> = {
  'POST /api/contact': async () => [{ userId: null, body: contactForm }],
  'PUT /api/club-config': async () => [{ userId: await userOf('admin'), body: clubSettings }],
  'GET /api/auth/google': async () => [{ userId: null, query: { returnTo: '/members' } }],
  'GET /api/auth/callback': async () => [
    { userId: null, query: { state: 'a-state', error: 'access_denied' } },
  ],
  'POST /api/auth/dev-login': async () => [
    { userId: null, body: { userId: await userOf('member'), returnTo: '/members' } },
  ],
  'PUT /api/page-texts/:key': async () => [
    {
      userId: await userOf('admin'),
      params: { key: 'news.heading' },
      body: { text: 'What we did lately' },
    },
  ],
  'DELETE /api/page-texts/:key': async () => [
    { userId: await userOf('admin'), params: { key: 'news.heading' } },
  ],
  'PATCH /api/admin/users/:userId/role': async () => [
    {
      userId: await userOf('admin'),
      params: { userId: await userOf('pending') },
      body: { role: 'member', isActive: 1 },
    },
  ],
  'POST /api/admin/users/bulk': async () => [
    {
      userId: await userOf('admin'),
      query: { dryRun: '1' },
      body: {
        users: [{ email: 'new@club.test', firstName: 'Nova', lastName: 'Reyes', role: 'member' }],
      },
    },
  ],
  'PATCH /api/admin/contact-submissions/:id': async () => {
    const submission = await send('POST /api/contact', { userId: null, body: contactForm });
    const id = String(submission.json().id);
    return [{ userId: await userOf('admin'), params: { id }, body: { isProcessed: 1 } }];
  },
  'GET /api/admin/audit-log': async () => {
    const userId = await userOf('admin');
    const query = { actor: userId, entity: 'user', from: '2026-03-01', to: '2026-03-31' };
    return [{ userId, query: { ...query, timeZone: 'Europe/Berlin', page: '2' } }];
  },
  'GET /api/admin/audit-log.csv': async () => {
    const userId = await userOf('admin');
    const query = { actor: userId, entity: 'user', from: '2026-03-01', to: '2026-03-31' };
    return [{ userId, query: { ...query, timeZone: 'Europe/Berlin' } }];
  },
  'POST /api/uploads/images': async () => [
    {
      userId: await userOf('admin'),
      query: { kind: 'team' },
      file: { field: 'image', name: 'ada.png', type: 'image/png', content: await tinyPng() },
    },
  ],
  'POST /api/uploads/documents': async () => [
    {
      userId: await userOf('admin'),
      query: { kind: 'rules-document' },
      file: {
        field: 'document',
        name: 'rules.pdf',
        type: 'application/pdf',
        content: Buffer.from('%PDF-1.4\n%%EOF\n'),
      },
    },
  ],
  'PUT /api/clockify/update-api-key': async () => {
    const apiKey = `key-${++keys}`;
    clockify.addMember({ apiKey, name: 'Jamie Ortiz', email: 'jamie.ortiz@example.org' });
    return [{ userId: await userOf('member'), body: { apiKey } }];
  },
  'POST /api/clockify/time-entries/start': async () => {
    const { userId } = await connectedMember();
    const project = clockify.addProject({ name: 'Chassis' });
    // The dashboard reads the workspace's projects into the record before a start names one.
    expect((await send('GET /api/clockify/projects', { userId })).statusCode).toBe(200);
    return [{ userId, body: { description: 'Welding the frame', projectId: project.id } }];
  },
  'PUT /api/clockify/time-entries/:id/stop': async () => {
    const { userId } = await connectedMember();
    const started = await send('POST /api/clockify/time-entries/start', {
      userId,
      body: { description: 'Sanding' },
    });
    expect(started.statusCode).toBe(201);
    return [{ userId, params: { id: String(started.json().id) } }];
  },
  'GET /api/clockify/time-entries/export': async () => {
    const { userId } = await connectedMember();
    const day = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    return [{ userId, query: { from: day(7), to: day(0), timeZone: 'Europe/Berlin' } }];
  },
  'PATCH /api/axel/conversations/:id': async () => {
    const { userId, conversationId } = await savedConversation();
    return [{ userId, params: { id: conversationId }, body: { title: 'Kill switches' } }];
  },
  'PUT /api/axel/conversations/:id/turns/:turnId/feedback': async () => {
    const { userId, conversationId, turnId } = await savedConversation();
    return [
      {
        userId,
        params: { id: conversationId, turnId: String(turnId) },
        body: { rating: 'down', comment: 'It missed the second switch.' },
      },
    ];
  },
  'POST /api/admin/invitations': async () => [
    {
      userId: await userOf('admin'),
      body: {
        invitations: [{ email: `invitee-${++keys}@club.test`, role: 'member', name: 'Casey Lin' }],
      },
    },
  ],
  'GET /api/admin/outbox': async () => [{ userId: await userOf('admin'), query: { page: '1' } }],
  'GET /api/events': async () => [
    { userId: null, query: { from: '2027-04-01', to: '2027-04-30' } },
  ],
  'PUT /api/events/:id/occurrences/:date': async () => [
    {
      userId: await userOf('admin'),
      params: await meetingOccurrence(),
      body: { cancelled: true, note: 'No meeting: spring break' },
    },
  ],
  'PUT /api/profile/team-card': async () => [
    { userId: await memberWithCard(), body: { bio: 'Welds the frame.' } },
  ],
  'PUT /api/team-members/:id/account': async () => [
    {
      userId: await userOf('admin'),
      params: { id: await createdEntry('/api/team-members', await userOf('admin')) },
      body: { userId: await userOf('member') },
    },
  ],
  'PUT /api/events/:id/rsvp': async () => [
    { userId: await userOf('member'), params: { id: await eventId() }, body: { answer: 'going' } },
  ],
  'GET /api/admin/users': async () => [
    { userId: await userOf('admin'), query: { page: '1', search: 'Ada' } },
  ],
  'GET /api/admin/contact-submissions': async () => [
    { userId: await userOf('admin'), query: { page: '1' } },
  ],
  'GET /api/mail/unsubscribe': async () => [{ userId: null, query: { token: unsubscribeLink() } }],
  'POST /api/mail/unsubscribe': async () => [{ userId: null, query: { token: unsubscribeLink() } }],
  'POST /api/axel/ask': async () => [
    {
      userId: await userOf('designer'),
      body: {
        prompt: 'Where do the kill switches go?',
        history: [{ role: 'user', content: 'Hello Axel.' }],
      },
    },
  ],
  'PUT /api/profile/directory': async () => [
    {
      userId: await userOf('member'),
      body: { phone: '+1 (555) 010-0199', chat: '@ada.quinn', sharePhone: true, shareChat: true },
    },
  ],
  'GET /api/members/directory': async () => [
    { userId: await userOf('member'), query: { page: '1', search: 'Ada', subteam: 'Frame' } },
  ],
  'GET /api/members/directory/:memberId/:contact': async () => {
    const memberId = await userOf('member');
    const shared = await send('PUT /api/profile/directory', {
      userId: memberId,
      body: { phone: '555 0199', sharePhone: true },
    });
    expect(shared.statusCode).toBe(200);
    return [{ userId: await userOf('member'), params: { memberId, contact: 'phone' } }];
  },
};

for (const [apiPath, { body, movable }] of Object.entries(newEntries)) {
  validRequests[`POST ${apiPath}`] = async () => [{ userId: await userOf('admin'), body }];
  // One field a time, as the editor sends it: each text field of a new entry.
  validRequests[`PUT ${apiPath}/:id`] = async () => {
    const userId = await userOf('admin');
    const id = await createdEntry(apiPath, userId);
    return Object.entries(body)
      .filter(([, value]) => typeof value === 'string')
      .map(([field, value]) => ({ userId, params: { id }, body: { [field]: value } }));
  };
  validRequests[`DELETE ${apiPath}/:id`] = async () => {
    const userId = await userOf('admin');
    return [{ userId, params: { id: await createdEntry(apiPath, userId) } }];
  };
  if (movable) {
    validRequests[`POST ${apiPath}/:id/move`] = async () => {
      const userId = await userOf('admin');
      await createdEntry(apiPath, userId);
      const id = await createdEntry(apiPath, userId);
      return [{ userId, params: { id }, body: { direction: 'up' } }];
    };
    validRequests[`PUT ${apiPath}/order`] = async () => {
      const userId = await userOf('admin');
      await createdEntry(apiPath, userId);
      const id = await createdEntry(apiPath, userId);
      // A move answers the whole list, in order: every id the new order must name.
      const moved = await send(`POST ${apiPath}/:id/move`, {
        userId,
        params: { id },
        body: { direction: 'up' },
      });
      const ids = moved.json().map((entry: { id: string }) => entry.id);
      return [{ userId, body: { ids: ids.toReversed() } }];
    };
  }
}

const unsubscribeLink = () =>
  unsubscribeToken(t.app.deps.config.sessionSecret, 'admin@club.test', 'contact-messages');

const tinyPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();

/** Routes whose valid requests hold no text at all (switches only): nothing there to try. */
const withoutText = new Set([
  'PUT /api/profile/mail-settings',
  'PUT /api/profile/meeting-reminders',
  'POST /api/profile/team-card/claim',
  'POST /api/profile/team-card/graduation',
]);

/** Routes that no session opens (their caller proves itself otherwise). */
const sessionless = new Set(['POST /api/clockify/webhook']);

/** Where a string is: names of fields, and indexes of lists as text ('0'), as JSON has them. */
type Path = string[];

/** Every string in a value, with its path. */
function textsOf(value: unknown, path: Path = []): { path: Path; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => textsOf(item, [...path, key]));
}

/** A copy of the value with the string at `path` replaced by `text`. */
function replacedAt(value: unknown, [name, ...rest]: Path, text: string): unknown {
  if (name === undefined) return text;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string,
    unknown
  >;
  copy[name] = replacedAt(copy[name], rest, text);
  return copy;
}

/**
 * A character that cannot be stored: NUL, or half of a surrogate pair. A URL carries only NUL, as
 * UTF-8 has no form for a lone surrogate.
 */
const unsafeCharacter = (part: Part) =>
  part === 'body'
    ? fc.oneof(
        fc.constant('\0'),
        fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
      )
    : fc.constant('\0');

/** The fields a 400 answer names. */
function fieldsRefused(response: LightMyRequestResponse): string[] {
  if (response.statusCode !== 400) return [];
  const errors: { field: string }[] = response.json().errors ?? [];
  return errors.map((error) => error.field);
}

describe('text that cannot be stored', () => {
  it('is checked on every route that validates what it is sent', async () => {
    const routes = [...t.app.accessLevels.keys()].filter((route) => !route.startsWith('HEAD '));
    expect(routes).toEqual(expect.arrayContaining(Object.keys(validRequests)));
    const unlisted: string[] = [];
    for (const route of routes.filter((route) => !(route in validRequests))) {
      const method = route.split(' ')[0];
      // An admin reaches every route; a new one each time, as the logout route ends its session.
      const probe = await send(route, {
        userId: await userOf('admin'),
        query: { probe: '\0' },
        ...(method !== 'GET' && { body: { probe: '\0' } }),
      });
      // Clockify's deliveries prove themselves by their signature, not a session: unsigned, the
      // probe is refused before anything is read.
      if (!sessionless.has(route)) expect([401, 403], route).not.toContain(probe.statusCode);
      if (fieldsRefused(probe).includes('probe') && !withoutText.has(route)) unlisted.push(route);
    }
    expect(unlisted).toEqual([]);
  });

  for (const [route, validRequestsOf] of Object.entries(validRequests)) {
    it(`is refused with 400 naming the field, and writes nothing: ${route}`, async () => {
      const requests = await validRequestsOf();
      const before = await databaseDigest(t);
      const tried = new Set<string>();
      for (const request of requests) {
        // An upload's file name is no text field: what is stored is a name made of a-z, 0-9 and -.
        const parts: Part[] = request.file ? ['params', 'query'] : ['params', 'query', 'body'];
        for (const part of parts) {
          for (const { path, text } of textsOf(request[part])) {
            const field = path.join('.');
            // A path parameter or query is the same in each of a route's requests: tried once.
            if (tried.has(`${part} ${field}`)) continue;
            tried.add(`${part} ${field}`);
            await fc.assert(
              fc.asyncProperty(unsafeCharacter(part), fc.nat(), async (character, at) => {
                const position = at % (text.length + 1);
                const unsafe = text.slice(0, position) + character + text.slice(position);
                const response = await send(route, {
                  ...request,
                  [part]: replacedAt(request[part], path, unsafe),
                });
                expect(response.statusCode, `${part} ${field}`).toBe(400);
                // The field's own rule may say it first ("Valid email is required").
                expect(fieldsRefused(response), `${part} ${field}`).toEqual([field]);
                expect(await databaseDigest(t)).toEqual(before);
              }),
              { numRuns: RUNS_PER_FIELD },
            );
          }
        }
      }
      expect(tried.size).toBeGreaterThan(0);
      for (const request of requests) {
        const response = await send(route, request);
        expect(response.statusCode, `${route}: ${response.body}`).toBeLessThan(400);
      }
    });
  }
});
