// The role matrix: every /api route declares one access level, enforced by one guard, so every
// route the app registers, for every kind of visitor, answers as its level says (common/auth/access.ts).
// A route missing from `expected`, or declaring another level than the table, fails the first test:
// adding a route means deciding here who may use it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessLevel, canAccess, type Role } from '../../common/auth/access';
import { makeUser } from '../test/factories';
import { sessionCookie } from '../test/sessions';
import { makeTestApp, type TestApp } from '../test/test-app';

const expected: Record<string, AccessLevel> = {
  'GET /api/health': 'public',
  'GET /api/team-members': 'public',
  'GET /api/alumni': 'public',
  'GET /api/alumni/count': 'public',
  'GET /api/club-config': 'public',
  // The club's settings (features/content/club-settings.ts).
  'PUT /api/club-config': 'admin',
  'GET /api/admin/club-config': 'admin',
  'GET /api/admin/site-checklist': 'admin',
  'GET /api/sponsors': 'public',
  'GET /api/news': 'public',
  'GET /api/competitions': 'public',
  'GET /api/vehicles': 'public',
  'GET /api/rules': 'public',
  'POST /api/contact': 'public',
  'GET /api/auth/google': 'public',
  'GET /api/auth/callback': 'public',
  'GET /api/auth/user': 'signedIn',
  'POST /api/auth/logout': 'public',
  // Only with DEV_LOGIN=1, which this app has so that the matrix covers every route there can be.
  'GET /api/auth/dev-users': 'public',
  'POST /api/auth/dev-login': 'public',
  'GET /api/members/resources': 'activeMember',
  'GET /api/members/rules-document': 'activeMember',
  'POST /api/uploads/images': 'admin',
  'POST /api/uploads/documents': 'admin',
  // Time tracking (features/time-tracking): each member with their own Clockify key.
  'GET /api/clockify/user-status': 'activeMember',
  'PUT /api/clockify/update-api-key': 'activeMember',
  'DELETE /api/clockify/remove-api-key': 'activeMember',
  'GET /api/clockify/projects': 'activeMember',
  'GET /api/clockify/time-entries': 'activeMember',
  'POST /api/clockify/time-entries/start': 'activeMember',
  'PUT /api/clockify/time-entries/:id/stop': 'activeMember',
  'GET /api/clockify/sync-status': 'activeMember',
  'POST /api/clockify/refresh': 'activeMember',
  'GET /api/clockify/time-entries/export': 'activeMember',
  // Clockify's deliveries carry no session: their signature is their proof (decision 29).
  'POST /api/clockify/webhook': 'public',
  // The team's hours from the workspace admin's report, and the workspace's Clockify budget.
  'GET /api/clockify/team-hours': 'admin',
  'GET /api/clockify/team-hours/export': 'admin',
  'GET /api/clockify/usage': 'admin',
  'GET /api/page-texts': 'public',
  'PUT /api/page-texts/:key': 'admin',
  'DELETE /api/page-texts/:key': 'admin',
  'GET /api/admin/users': 'admin',
  'PATCH /api/admin/users/:userId/role': 'admin',
  'POST /api/admin/users/:userId/decline': 'admin',
  'POST /api/admin/users/bulk': 'admin',
  'GET /api/admin/contact-submissions': 'admin',
  'PATCH /api/admin/contact-submissions/:id': 'admin',
  'GET /api/admin/contact-submissions.csv': 'admin',
  'GET /api/admin/audit-log': 'admin',
  'GET /api/admin/audit-log.csv': 'admin',
  // The website editor (features/editor): every kind of entry, for admins only.
  'GET /api/admin/content/team-members': 'admin',
  'POST /api/team-members': 'admin',
  'PUT /api/team-members/:id': 'admin',
  'DELETE /api/team-members/:id': 'admin',
  'POST /api/team-members/:id/move': 'admin',
  'PUT /api/team-members/order': 'admin',
  'POST /api/sponsors/:id/move': 'admin',
  'PUT /api/sponsors/order': 'admin',
  'GET /api/admin/content/competitions': 'admin',
  'POST /api/competitions': 'admin',
  'PUT /api/competitions/:id': 'admin',
  'DELETE /api/competitions/:id': 'admin',
  'GET /api/admin/content/vehicles': 'admin',
  'POST /api/vehicles': 'admin',
  'PUT /api/vehicles/:id': 'admin',
  'DELETE /api/vehicles/:id': 'admin',
  'GET /api/admin/content/sponsors': 'admin',
  'POST /api/sponsors': 'admin',
  'PUT /api/sponsors/:id': 'admin',
  'DELETE /api/sponsors/:id': 'admin',
  // What /sponsors shows: past sponsors and the packages, which admins edit as the editor's entries.
  'GET /api/sponsors/past': 'public',
  'GET /api/sponsorship-packages': 'public',
  'GET /api/admin/content/sponsorship-packages': 'admin',
  'POST /api/sponsorship-packages': 'admin',
  'PUT /api/sponsorship-packages/:id': 'admin',
  'DELETE /api/sponsorship-packages/:id': 'admin',
  'POST /api/sponsorship-packages/:id/move': 'admin',
  'PUT /api/sponsorship-packages/order': 'admin',
  'GET /api/admin/content/news': 'admin',
  'POST /api/news': 'admin',
  'PUT /api/news/:id': 'admin',
  'PUT /api/news/:id/schedule': 'admin',
  'DELETE /api/news/:id/schedule': 'admin',
  'PUT /api/news/:id/draft': 'admin',
  'DELETE /api/news/:id/draft': 'admin',
  'POST /api/news/:id/draft/publish': 'admin',
  'GET /api/news/:id/preview': 'admin',
  'DELETE /api/news/:id': 'admin',
  'GET /api/admin/content/member-resources': 'admin',
  'POST /api/members/resources': 'admin',
  'PUT /api/members/resources/:id': 'admin',
  'DELETE /api/members/resources/:id': 'admin',
  'POST /api/members/resources/:id/move': 'admin',
  'PUT /api/members/resources/order': 'admin',
  // The rules catalogue of /rules.
  'GET /api/admin/content/rule-tabs': 'admin',
  'POST /api/rules/tabs': 'admin',
  'PUT /api/rules/tabs/:id': 'admin',
  'DELETE /api/rules/tabs/:id': 'admin',
  'POST /api/rules/tabs/:id/move': 'admin',
  'PUT /api/rules/tabs/order': 'admin',
  'GET /api/admin/content/rule-cards': 'admin',
  'POST /api/rules/cards': 'admin',
  'PUT /api/rules/cards/:id': 'admin',
  'DELETE /api/rules/cards/:id': 'admin',
  'POST /api/rules/cards/:id/move': 'admin',
  'PUT /api/rules/cards/order': 'admin',
  'GET /api/admin/content/rule-deadlines': 'admin',
  'POST /api/rules/deadlines': 'admin',
  'PUT /api/rules/deadlines/:id': 'admin',
  'DELETE /api/rules/deadlines/:id': 'admin',
  'POST /api/rules/deadlines/:id/move': 'admin',
  'PUT /api/rules/deadlines/order': 'admin',
  'GET /api/events': 'public',
  'GET /api/admin/content/events': 'admin',
  'POST /api/events': 'admin',
  'PUT /api/events/:id': 'admin',
  'DELETE /api/events/:id': 'admin',
  // Answers to events: each active member's own; every answer for admins.
  'GET /api/events/:id/rsvp': 'activeMember',
  'PUT /api/events/:id/rsvp': 'activeMember',
  'GET /api/events/:id/rsvps': 'admin',
  'GET /api/events/:id/rsvps.csv': 'admin',
  'PUT /api/events/:id/occurrences/:date': 'admin',
  'GET /api/profile/meeting-reminders': 'activeMember',
  'PUT /api/profile/meeting-reminders': 'activeMember',
  // A member's own team card, and the admins' link between a card and an account.
  'GET /api/profile/team-card': 'activeMember',
  'PUT /api/profile/team-card': 'activeMember',
  'POST /api/profile/team-card/claim': 'activeMember',
  'POST /api/profile/team-card/graduation': 'activeMember',
  'POST /api/profile/team-card/photo': 'activeMember',
  'PUT /api/team-members/:id/account': 'admin',
  'GET /api/admin/team-card-accounts': 'admin',
  // Axel, the AI design assistant: it costs the club money, so designers and admins only.
  'POST /api/axel/ask': 'designer',
  'GET /api/admin/axel-usage': 'admin',
  'GET /api/admin/rulebook-reading': 'admin',
  // A designer's saved conversations with Axel, theirs alone, and the feedback admins read.
  'GET /api/axel/conversations': 'designer',
  'GET /api/axel/conversations/:id': 'designer',
  'PATCH /api/axel/conversations/:id': 'designer',
  'DELETE /api/axel/conversations/:id': 'designer',
  'PUT /api/axel/conversations/:id/turns/:turnId/feedback': 'designer',
  'GET /api/admin/axel-feedback': 'admin',
  // History and trash of the records admins edit.
  'GET /api/admin/history/:kind/:id': 'admin',
  'POST /api/admin/history/:kind/:id/restore': 'admin',
  'GET /api/admin/trash': 'admin',
  'POST /api/admin/trash/:kind/:id/restore': 'admin',
  'DELETE /api/admin/trash/:kind/:id': 'admin',
  // Mail (features/mail): invitations and the outbox for admins, each person's own settings, and
  // the links a mail carries, which work without a session.
  'POST /api/admin/invitations': 'admin',
  'GET /api/admin/invitations': 'admin',
  'POST /api/admin/invitations/:id/resend': 'admin',
  'DELETE /api/admin/invitations/:id': 'admin',
  'GET /api/invitations/:token': 'public',
  'GET /api/admin/outbox': 'admin',
  'GET /api/admin/outbox/:id': 'admin',
  'POST /api/admin/outbox/:id/resend': 'admin',
  'GET /api/profile/mail-settings': 'signedIn',
  'PUT /api/profile/mail-settings': 'signedIn',
  // Each member's personal calendar feed: its address, and a new one (features/events).
  'GET /api/profile/calendar-feed': 'activeMember',
  'POST /api/profile/calendar-feed': 'activeMember',
  'GET /api/mail/unsubscribe': 'public',
  'POST /api/mail/unsubscribe': 'public',
  // The members' directory: each member's own entry, the list, one shared detail, the admins' copy.
  'GET /api/profile/directory': 'activeMember',
  'PUT /api/profile/directory': 'activeMember',
  'GET /api/members/directory': 'activeMember',
  'GET /api/members/directory/:memberId/:contact': 'activeMember',
  'GET /api/admin/members-directory.csv': 'admin',
};

const visitors: Record<string, { role: Role; isActive: number } | null> = {
  anonymous: null,
  pending: { role: 'pending', isActive: 0 },
  'inactive member': { role: 'member', isActive: 0 },
  member: { role: 'member', isActive: 1 },
  designer: { role: 'designer', isActive: 1 },
  admin: { role: 'admin', isActive: 1 },
};

let t: TestApp;
const userIds = new Map<string, string>();
beforeAll(async () => {
  t = await makeTestApp({ environment: { DEV_LOGIN: '1' } });
  for (const [visitor, subject] of Object.entries(visitors)) {
    if (subject) userIds.set(visitor, (await makeUser(t.db, subject)).id);
  }
});
afterAll(() => t.close());

/**
 * Routes that prove their caller otherwise than by a session, and refuse the matrix's empty request
 * with a 401 of their own: what they answer once past the access guard.
 */
const ownProof: Record<string, string> = {
  'POST /api/clockify/webhook': 'This delivery is not signed by the club’s Clockify webhooks.',
};

/** GET's level for its HEAD twin, which Fastify adds by itself. */
const levelOf = (route: string) => expected[route.replace(/^HEAD /, 'GET ')];

describe('the access matrix', () => {
  it('lists every /api route with the level it declares', () => {
    const registered = Object.fromEntries(
      [...t.app.accessLevels].filter(([route]) => !route.startsWith('HEAD ')),
    );
    expect(registered).toEqual(expected);
    for (const [route, level] of t.app.accessLevels) expect(level, route).toBe(levelOf(route));
  });

  let address = 0;
  for (const [visitor, subject] of Object.entries(visitors)) {
    it(`answers every route as its level says (${visitor})`, async () => {
      const answers: Record<string, number> = {};
      const wanted: Record<string, string> = {};
      for (const route of t.app.accessLevels.keys()) {
        const [method = '', url = ''] = route.split(' ');
        const userId = userIds.get(visitor);
        const response = await t.app.inject({
          method: method as 'GET',
          url: url.replaceAll(/:[^/]+/g, '00000000-0000-4000-8000-000000000000'),
          // A fresh session each time: the logout route ends the one it is given.
          headers: userId ? { cookie: await sessionCookie(t, userId) } : {},
          remoteAddress: `10.2.0.${++address % 250}`,
          ...(method !== 'GET' && method !== 'HEAD' && { payload: {} }),
        });
        const level = levelOf(route);
        const allowed = level !== undefined && canAccess(subject, level);
        const passedTheGuard =
          ownProof[route] !== undefined && response.json().message === ownProof[route];
        answers[route] = passedTheGuard ? 200 : response.statusCode;
        wanted[route] = allowed ? 'not 401/403' : subject ? '403' : '401';
      }
      const refusedAs = (status: number) =>
        status === 401 || status === 403 ? String(status) : 'not 401/403';
      expect(
        Object.fromEntries(Object.entries(answers).map(([route, s]) => [route, refusedAs(s)])),
      ).toEqual(wanted);
    });
  }
});
