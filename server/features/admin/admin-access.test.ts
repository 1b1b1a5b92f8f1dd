// Every admin route, for every kind of visitor, with a body the route accepts: a visitor is told to
// sign in (401), every signed-in account but an active admin is refused (403) and nothing changes,
// and an admin gets the answer.
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, contactSubmissions, users } from '../../db/schema/site-schema';
import { makeContactSubmission, makeUser } from '../../test/factories';
import { type RequestOptions, requestAs } from '../../test/requests';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite();

let target: { userId: string; submissionId: string };
beforeEach(async () => {
  const pending = await makeUser(site.t.db, { email: 'waiting@club.test' });
  const submission = await makeContactSubmission(site.t.db);
  target = { userId: pending.id, submissionId: submission.id };
});

const routes: Record<string, () => RequestOptions> = {
  'GET /api/admin/users': () => ({ method: 'GET', url: '/api/admin/users' }),
  'PATCH /api/admin/users/:userId/role': () => ({
    method: 'PATCH',
    url: `/api/admin/users/${target.userId}/role`,
    payload: { role: 'member', isActive: 1 },
  }),
  'POST /api/admin/users/bulk?dryRun=1': () => ({
    method: 'POST',
    url: '/api/admin/users/bulk?dryRun=1',
    payload: { users: [{ email: 'new@club.test', role: 'member' }] },
  }),
  'POST /api/admin/users/bulk': () => ({
    method: 'POST',
    url: '/api/admin/users/bulk',
    payload: { users: [{ email: 'new@club.test', role: 'member' }] },
  }),
  'GET /api/admin/contact-submissions': () => ({
    method: 'GET',
    url: '/api/admin/contact-submissions',
  }),
  'PATCH /api/admin/contact-submissions/:id': () => ({
    method: 'PATCH',
    url: `/api/admin/contact-submissions/${target.submissionId}`,
    payload: { isProcessed: 1 },
  }),
  'GET /api/admin/contact-submissions.csv': () => ({
    method: 'GET',
    url: '/api/admin/contact-submissions.csv',
  }),
  'GET /api/admin/audit-log': () => ({ method: 'GET', url: '/api/admin/audit-log' }),
  'GET /api/admin/audit-log.csv': () => ({ method: 'GET', url: '/api/admin/audit-log.csv' }),
};

const refused: Record<
  string,
  { role: 'pending' | 'member' | 'designer' | 'admin'; isActive: number } | null
> = {
  anonymous: null,
  pending: { role: 'pending', isActive: 0 },
  'inactive member': { role: 'member', isActive: 0 },
  member: { role: 'member', isActive: 1 },
  designer: { role: 'designer', isActive: 1 },
  'inactive admin': { role: 'admin', isActive: 0 },
};

/** What the admin routes could change: the users, the inbox's flags, the audit log. */
async function snapshot() {
  return {
    users: (await site.t.db.select().from(users)).map(({ email, role, isActive }) => ({
      email,
      role,
      isActive,
    })),
    processed: (await site.t.db.select().from(contactSubmissions)).map((row) => row.isProcessed),
    audit: (await site.t.db.select().from(auditLog)).length,
  };
}

describe.each(Object.entries(routes))('%s', (_route, request) => {
  it.each(Object.entries(refused))('refuses %s and changes nothing', async (visitor, subject) => {
    const userId = subject ? (await makeUser(site.t.db, subject)).id : null;
    const before = await snapshot();

    const response = await requestAs(site.t, userId, request());

    expect(response.statusCode).toBe(subject ? 403 : 401);
    expect(response.json()).toEqual({ message: subject ? 'Forbidden' : 'Unauthorized' });
    expect(await snapshot(), visitor).toEqual(before);
  });

  it('answers an active admin', async () => {
    const admin = await makeUser(site.t.db, { role: 'admin', isActive: 1 });

    const response = await requestAs(site.t, admin.id, request());

    expect(response.statusCode).toBe(200);
  });
});
