import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, contactSubmissions } from '../../db/schema/site-schema';
import { makeContactSubmission } from '../../test/factories';
import { requestAs } from '../../test/requests';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite({ signedIn: ['admin'] });

const makeSubmission = (overrides: Parameters<typeof makeContactSubmission>[1] = {}) =>
  makeContactSubmission(site.t.db, overrides);

const asAdmin = (options: Parameters<typeof requestAs>[2]) =>
  requestAs(site.t, site.admin.user.id, options);
const auditRows = () => site.t.db.select().from(auditLog);

describe('GET /api/admin/contact-submissions', () => {
  it('lists submissions newest first with their processed flag', async () => {
    const older = await makeSubmission({ submittedAt: new Date('2026-02-01T09:00:00Z') });
    const newer = await makeSubmission({
      firstName: 'Dana',
      majorYear: 'Physics, 1st year',
      submittedAt: new Date('2026-02-03T09:00:00Z'),
      isProcessed: 1,
    });

    const response = await asAdmin({ method: 'GET', url: '/api/admin/contact-submissions' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ page: 1, pageSize: 50, total: 2, unprocessed: 1 });
    expect(response.json().items).toEqual([
      {
        id: newer.id,
        firstName: 'Dana',
        lastName: 'Rivera',
        email: 'casey@student.test',
        majorYear: 'Physics, 1st year',
        interestLevel: 'join',
        message: 'I would love to help build the car.',
        submittedAt: '2026-02-03T09:00:00.000Z',
        isProcessed: 1,
      },
      expect.objectContaining({ id: older.id, isProcessed: 0, majorYear: null }),
    ]);
  });
});

/**
 * `count` submissions, the newest named Visitor 1, in one insert: a microsecond apart (as a busy
 * form's are, within one millisecond of JavaScript's dates), or a minute apart.
 */
async function manySubmissions(count: number, apart: 'microsecond' | 'minute' = 'minute') {
  const seconds = apart === 'minute' ? 60 : 0.000_001;
  const rows = Array.from({ length: count }, (_, index) => ({
    firstName: 'Visitor',
    lastName: String(index + 1),
    email: 'visitor@student.test',
    interestLevel: 'join',
    message: 'I would love to help build the car.',
    submittedAt: sql`timestamptz '2026-03-01T00:00:00Z' - make_interval(secs => ${index * seconds})`,
  }));
  await site.t.db.insert(contactSubmissions).values(rows);
}

describe('the inbox, a page at a time', () => {
  it('answers fifty messages a page, newest first, and the counts of all of them', async () => {
    await manySubmissions(51);

    const first = await asAdmin({ method: 'GET', url: '/api/admin/contact-submissions' });
    const second = await asAdmin({ method: 'GET', url: '/api/admin/contact-submissions?page=2' });
    const past = await asAdmin({ method: 'GET', url: '/api/admin/contact-submissions?page=3' });

    expect(first.json().items).toHaveLength(50);
    expect(first.json().items[0].lastName).toBe('1');
    expect(second.json()).toMatchObject({ page: 2, total: 51, unprocessed: 51 });
    expect(second.json().items.map((item: { lastName: string }) => item.lastName)).toEqual(['51']);
    expect(past.json()).toMatchObject({ items: [], total: 51 });
  });

  it.each([
    ['a page of 0', '?page=0', 'page must be at least 1'],
    ['a page that is not a number', '?page=many', 'page must be a number'],
    ['a page past any inbox', '?page=100001', 'page must be at most 100000'],
  ])('refuses %s with 400', async (_, query, message) => {
    const response = await asAdmin({
      method: 'GET',
      url: `/api/admin/contact-submissions${query}`,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('PATCH /api/admin/contact-submissions/:id', () => {
  it('marks a submission processed and back, auditing each change', async () => {
    const submission = await makeSubmission();
    const mark = (isProcessed: number) =>
      asAdmin({
        method: 'PATCH',
        url: `/api/admin/contact-submissions/${submission.id}`,
        payload: { isProcessed },
      });

    const processed = await mark(1);
    const again = await mark(1);
    const reopened = await mark(0);

    expect(processed.statusCode).toBe(200);
    expect(processed.json()).toMatchObject({ id: submission.id, isProcessed: 1 });
    expect(again.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ isProcessed: 0 });
    expect(await auditRows()).toEqual([
      expect.objectContaining({
        actorId: site.admin.user.id,
        action: 'set-processed',
        entity: 'contact-submission',
        entityId: submission.id,
        before: { isProcessed: 0 },
        after: { isProcessed: 1 },
      }),
      expect.objectContaining({ before: { isProcessed: 1 }, after: { isProcessed: 0 } }),
    ]);
  });

  it('answers 404 for an unknown submission', async () => {
    const response = await asAdmin({
      method: 'PATCH',
      url: '/api/admin/contact-submissions/00000000-0000-4000-8000-000000000000',
      payload: { isProcessed: 1 },
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Contact submission not found' });
  });

  it.each([
    ['a flag other than 0 or 1', { isProcessed: 2 }],
    ['a flag as a boolean', { isProcessed: true }],
    ['no flag', {}],
  ])('answers 400 to %s and changes nothing', async (_case, payload) => {
    const submission = await makeSubmission();

    const response = await asAdmin({
      method: 'PATCH',
      url: `/api/admin/contact-submissions/${submission.id}`,
      payload,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'isProcessed must be 0 or 1',
      errors: [{ field: 'isProcessed', message: 'isProcessed must be 0 or 1' }],
    });
    const [stored] = await site.t.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, submission.id));
    expect(stored?.isProcessed).toBe(0);
    expect(await auditRows()).toEqual([]);
  });
});

describe('GET /api/admin/contact-submissions.csv', () => {
  it('downloads every submission as CSV, escaped and safe to open in a spreadsheet', async () => {
    await makeSubmission({
      firstName: '=cmd|"/c calc"!A1',
      lastName: 'O"Brien',
      majorYear: 'Engineering, 2nd year',
      message: 'Line one\nline two',
      submittedAt: new Date('2026-02-01T09:00:00Z'),
    });
    await makeSubmission({ firstName: 'Zoë', submittedAt: new Date('2026-02-02T09:00:00Z') });

    const response = await asAdmin({ method: 'GET', url: '/api/admin/contact-submissions.csv' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="contact-submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(
      '\uFEFFSubmitted at,First name,Last name,Email,Major and year,Interest level,Message,Processed\r\n' +
        '2026-02-02T09:00:00.000Z,Zoë,Rivera,casey@student.test,,join,I would love to help build the car.,no\r\n' +
        `2026-02-01T09:00:00.000Z,"'=cmd|""/c calc""!A1","O""Brien",casey@student.test,"Engineering, 2nd year",join,"Line one\nline two",no\r\n`,
    );
  });

  it('holds every message of an inbox larger than one read of the database, each once', async () => {
    await manySubmissions(1201, 'microsecond');

    const response = await asAdmin({ method: 'GET', url: '/api/admin/contact-submissions.csv' });

    const lines = response.body.split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(1201);
    const names = lines.map((line) => Number(line.split(',')[2]));
    expect(names).toEqual(Array.from({ length: 1201 }, (_, index) => index + 1));
  });

  it('is a header line alone when the inbox is empty', async () => {
    const response = await asAdmin({ method: 'GET', url: '/api/admin/contact-submissions.csv' });

    expect(response.body.split('\r\n')).toHaveLength(2);
  });
});
