import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/site-schema';
import { makeUser } from '../../test/factories';
import { requestAs } from '../../test/requests';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite();
let adminId: string;
beforeEach(async () => {
  adminId = (await makeUser(site.t.db, { email: 'captain@club.test', role: 'admin', isActive: 1 }))
    .id;
});

const importRoster = (payload: unknown, dryRun = false) =>
  requestAs(site.t, adminId, {
    method: 'POST',
    url: `/api/admin/users/bulk${dryRun ? '?dryRun=1' : ''}`,
    payload: payload as object,
  });

const storedUsers = async () =>
  (await site.t.db.select().from(users))
    .filter((user) => user.id !== adminId)
    .map(({ email, firstName, lastName, role, isActive }) => ({
      email,
      firstName,
      lastName,
      role,
      isActive,
    }))
    .sort((a, b) => a.email.localeCompare(b.email));
const auditRows = () => site.t.db.select().from(auditLog);

const roster = [
  { email: 'ada@club.test', firstName: 'Ada', lastName: 'Okafor', role: 'member' },
  { email: 'Ben@Club.test', firstName: 'Ben', lastName: null, role: 'Designer' },
  { email: 'cy@club.test', firstName: null, lastName: null, role: null },
];

describe('POST /api/admin/users/bulk?dryRun=1', () => {
  it('says what each row would do and writes nothing', async () => {
    await makeUser(site.t.db, { email: 'existing@club.test' });

    const response = await importRoster(
      {
        users: [
          { email: 'ada@club.test', firstName: 'Ada', lastName: 'Okafor', role: 'member' },
          { email: 'Existing@club.test', role: 'member' },
          { email: 'not an email', role: 'member' },
          { email: 'dee@club.test', role: 'captain' },
          { email: 'ADA@club.test', role: 'member' },
        ],
      },
      true,
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { row: 1, email: 'ada@club.test', outcome: 'create' },
      { row: 2, email: 'existing@club.test', outcome: 'exists' },
      { row: 3, email: 'not an email', outcome: 'invalid-email' },
      { row: 4, email: 'dee@club.test', outcome: 'unknown-role' },
      { row: 5, email: 'ada@club.test', outcome: 'duplicate-in-import' },
    ]);
    expect(await storedUsers()).toEqual([
      expect.objectContaining({ email: 'existing@club.test', role: 'pending' }),
    ]);
    expect(await auditRows()).toEqual([]);
  });
});

describe('POST /api/admin/users/bulk', () => {
  it('creates the users with their roles, active unless pending, and audits the import', async () => {
    const response = await importRoster({ users: roster });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      successCount: 3,
      skippedCount: 0,
      message: 'Successfully created 3 users!',
    });
    expect(await storedUsers()).toEqual([
      { email: 'ada@club.test', firstName: 'Ada', lastName: 'Okafor', role: 'member', isActive: 1 },
      { email: 'ben@club.test', firstName: 'Ben', lastName: null, role: 'designer', isActive: 1 },
      { email: 'cy@club.test', firstName: null, lastName: null, role: 'pending', isActive: 0 },
    ]);
    const [audit, ...more] = await auditRows();
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      actorId: adminId,
      action: 'import',
      entity: 'user',
      entityId: null,
      after: {
        created: [
          { id: expect.any(String), email: 'ada@club.test', role: 'member' },
          { id: expect.any(String), email: 'ben@club.test', role: 'designer' },
          { id: expect.any(String), email: 'cy@club.test', role: 'pending' },
        ],
        skipped: [],
      },
    });
  });

  it('skips emails that already have an account and says so', async () => {
    await makeUser(site.t.db, {
      email: 'ada@club.test',
      firstName: 'Ada',
      role: 'designer',
      isActive: 1,
    });

    const response = await importRoster({ users: roster });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      successCount: 2,
      skippedCount: 1,
      message: 'Successfully created 2 users! 1 already had an account and was skipped.',
    });
    expect((await storedUsers())[0]).toMatchObject({ email: 'ada@club.test', role: 'designer' });
  });

  it('writes nothing at all when one row is wrong', async () => {
    const response = await importRoster({
      users: [...roster, { email: 'broken', firstName: 'X', lastName: 'Y', role: 'member' }],
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Nothing was imported: 1 row needs fixing (Row 4: invalid email).',
      errors: [{ field: 'users.3.email', message: 'Row 4: invalid email' }],
    });
    expect(await storedUsers()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it('refuses unknown roles and duplicate rows, naming each', async () => {
    const response = await importRoster({
      users: [
        { email: 'ada@club.test', role: 'boss' },
        { email: 'ben@club.test', role: 'member' },
        { email: 'BEN@club.test', role: 'member' },
      ],
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'users.0.role', message: 'Row 1: unknown role' },
      { field: 'users.2.email', message: 'Row 3: listed twice in this import' },
    ]);
    expect(await storedUsers()).toEqual([]);
  });

  it.each([
    ['no users', { users: [] }, 'Please enter user data'],
    ['no list', {}, 'users must be a list'],
    ['a row without email', { users: [{ firstName: 'A' }] }, 'Email must be text'],
    [
      'a name that is not text',
      { users: [{ email: 'a@club.test', firstName: 7 }] },
      'Names must be text',
    ],
    [
      'more rows than allowed',
      { users: Array.from({ length: 501 }, (_, i) => ({ email: `u${i}@club.test` })) },
      'At most 500 users per import',
    ],
  ])('answers 400 to %s and writes nothing', async (_case, payload, message) => {
    const response = await importRoster(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().errors).toEqual(expect.any(Array));
    expect(await storedUsers()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it('answers 400 to a dryRun value other than 0 or 1, and writes nothing', async () => {
    const odd = await requestAs(site.t, adminId, {
      method: 'POST',
      url: '/api/admin/users/bulk?dryRun=yes',
      payload: { users: roster },
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBe('dryRun must be 0 or 1');
    expect(await storedUsers()).toEqual([]);
  });
});
