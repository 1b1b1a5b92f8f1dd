import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clubConfig } from '../../db/schema/site-schema';
import { makeMemberResource, makeUser } from '../../test/factories';
import { sessionCookie } from '../../test/sessions';
import { makeTestApp } from '../../test/test-app';
import { storedUploads } from '../../test/uploads/uploaded-files';
import { useTestSite } from '../../test/use-test-site';
import { storeNamedDocument } from '../uploads/document-store';

const site = useTestSite();

async function asMember(url: string) {
  const member = await makeUser(site.t.db, { role: 'member', isActive: 1 });
  return site.t.app.inject({
    method: 'GET',
    url,
    headers: { cookie: await sessionCookie(site.t, member.id) },
  });
}

const BOUNDARY = 'club-test-boundary';

/** Uploads a PDF as an admin would, through POST /api/uploads/documents. */
async function uploadPdf(pdf: Buffer, filename: string): Promise<{ url: string }> {
  const admin = await makeUser(site.t.db, { role: 'admin', isActive: 1 });
  const response = await site.t.app.inject({
    method: 'POST',
    url: '/api/uploads/documents?kind=rules-document',
    headers: {
      cookie: await sessionCookie(site.t, admin.id),
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="document"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** The Club settings' rules document, as an admin would set it there. */
async function setRulesDocument(values: Partial<typeof clubConfig.$inferInsert>) {
  const settings = {
    rulesDocumentTitle: '2026 Competition Rules',
    rulesDocumentDate: '2026-01-15',
    ...values,
  };
  await site.t.db
    .insert(clubConfig)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: clubConfig.id, set: settings });
}

describe('GET /api/members/resources', () => {
  it('lists the links in their order, and says the rules document is not there yet', async () => {
    await makeMemberResource(site.t.db, { title: 'Mailing Group', type: 'link', sortOrder: 2 });
    await makeMemberResource(site.t.db, {
      title: 'Team Drive',
      description: 'Shared folders.',
      url: 'https://drive.example.org/club',
      type: 'tool',
      sortOrder: 1,
    });

    const response = await asMember('/api/members/resources');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      resources: [
        {
          title: 'Team Drive',
          description: 'Shared folders.',
          url: 'https://drive.example.org/club',
          type: 'tool',
        },
        expect.objectContaining({ title: 'Mailing Group', type: 'link' }),
      ],
      rulesDocument: {
        available: false,
        url: '/api/members/rules-document',
        title: '2025 Competition Rules',
        revision: null,
        date: null,
      },
    });
  });

  it('is closed to a pending account', async () => {
    const pending = await makeUser(site.t.db);

    const response = await site.t.app.inject({
      method: 'GET',
      url: '/api/members/resources',
      headers: { cookie: await sessionCookie(site.t, pending.id) },
    });

    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/members/rules-document', () => {
  it('says the document is not yet available until an admin provides it', async () => {
    const response = await asMember('/api/members/rules-document');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The rules document is not yet available.' });
  });

  it('downloads the PDF an admin uploaded, under its own name', async () => {
    const pdf = Buffer.from('%PDF-1.7\n% rules, revision D\n%%EOF\n');
    const { url } = await uploadPdf(pdf, '2026 Rules Rev D.pdf');
    await setRulesDocument({ rulesDocumentUrl: url, rulesDocumentRevision: 'D' });

    const response = await asMember('/api/members/rules-document');
    const listing = await asMember('/api/members/resources');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="2026-rules-rev-d.pdf"',
    );
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect(listing.json().rulesDocument).toEqual({
      available: true,
      url: '/api/members/rules-document',
      title: '2026 Competition Rules',
      revision: 'D',
      date: '2026-01-15',
    });
  });

  it('serves the uploaded PDF at its own address to active members alone, kept by their browser only', async () => {
    const pdf = Buffer.from('%PDF-1.7\n% rules, revision E\n%%EOF\n');
    const { url } = await uploadPdf(pdf, 'Rules.pdf');
    await setRulesDocument({ rulesDocumentUrl: url });
    const brochure = await storeNamedDocument(site.t.db, pdf, 'brochure.pdf', {
      membersOnly: false,
    });
    const pending = await makeUser(site.t.db, { role: 'pending', isActive: 1 });
    const designer = await makeUser(site.t.db, { role: 'designer', isActive: 1 });
    const as = async (userId: string | null) =>
      site.t.app.inject({
        method: 'GET',
        url,
        headers: userId ? { cookie: await sessionCookie(site.t, userId) } : {},
      });

    expect((await as(null)).statusCode).toBe(401);
    expect((await as(pending.id)).statusCode).toBe(403);
    const member = await asMember(url);
    expect(member.statusCode).toBe(200);
    expect(member.headers['cache-control']).toBe('private, no-cache');
    expect(member.rawPayload.equals(pdf)).toBe(true);
    // Axel's citations link designers to it.
    expect((await as(designer.id)).statusCode).toBe(200);
    // Once the settings name another, it stays for members; a document of another kind is public.
    await setRulesDocument({ rulesDocumentUrl: null });
    expect((await as(null)).statusCode).toBe(401);
    const publicBrochure = await site.t.app.inject({ method: 'GET', url: brochure.url });
    expect(publicBrochure.statusCode).toBe(200);
    expect(publicBrochure.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps a PDF once named the rules document for members after another replaces it', async () => {
    const pdf = Buffer.from('%PDF-1.7\n% rules, revision B\n%%EOF\n');
    const storedAsBrochure = await storeNamedDocument(site.t.db, pdf, 'rules-b.pdf', {
      membersOnly: false,
    });
    const admin = await makeUser(site.t.db, { role: 'admin', isActive: 1 });
    const nameInSettings = async (rulesDocumentUrl: string) =>
      site.t.app.inject({
        method: 'PUT',
        url: '/api/club-config',
        headers: { cookie: await sessionCookie(site.t, admin.id) },
        payload: { rulesDocumentUrl },
      });
    expect((await nameInSettings(storedAsBrochure.url)).statusCode).toBe(200);
    const { url: next } = await uploadPdf(pdf, 'Rules C.pdf');
    expect((await nameInSettings(next)).statusCode).toBe(200);

    const earlier = await site.t.app.inject({ method: 'GET', url: storedAsBrochure.url });
    const asMemberEarlier = await asMember(storedAsBrochure.url);

    expect(earlier.statusCode).toBe(401);
    expect(asMemberEarlier.statusCode).toBe(200);
  });

  it('is not available while the named upload is missing', async () => {
    await setRulesDocument({
      rulesDocumentUrl: '/uploads/documents/0123456789abcdef01234567/rules.pdf',
    });

    const response = await asMember('/api/members/rules-document');
    const listing = await asMember('/api/members/resources');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The rules document is not yet available.' });
    expect(listing.json().rulesDocument.available).toBe(false);
  });

  it('sends members on to a rules document kept elsewhere', async () => {
    await setRulesDocument({ rulesDocumentUrl: 'https://rules.example.org/2026.pdf' });

    const response = await asMember('/api/members/rules-document');

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://rules.example.org/2026.pdf');
  });

  it('is closed to a pending account', async () => {
    const pending = await makeUser(site.t.db);

    const response = await site.t.app.inject({
      method: 'GET',
      url: '/api/members/rules-document',
      headers: { cookie: await sessionCookie(site.t, pending.id) },
    });

    expect(response.statusCode).toBe(403);
  });
});

describe('the rules document placed by hand before uploads', () => {
  it('moves into the database at start-up, once, and downloads as before', async () => {
    const legacyDir = await mkdtemp(path.join(tmpdir(), 'club-legacy-'));
    const pdf = Buffer.from('%PDF-1.7\n% rules, revision C\n%%EOF\n');
    await mkdir(path.join(legacyDir, 'uploads'), { recursive: true });
    await writeFile(path.join(legacyDir, 'uploads', 'rules-document.pdf'), pdf);
    const legacy = await makeTestApp({ environment: { DATA_DIR: legacyDir } });
    try {
      const [config] = await legacy.db.select().from(clubConfig).where(eq(clubConfig.id, 1));
      const member = await makeUser(legacy.db, { role: 'member', isActive: 1 });
      const response = await legacy.app.inject({
        method: 'GET',
        url: '/api/members/rules-document',
        headers: { cookie: await sessionCookie(legacy, member.id) },
      });

      expect(config?.rulesDocumentUrl).toMatch(
        /^\/uploads\/documents\/[0-9a-f]{24}\/competition-rules\.pdf$/,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="competition-rules.pdf"',
      );
      expect(response.rawPayload.equals(pdf)).toBe(true);
      expect(await storedUploads(legacy.db, '/uploads/')).toEqual([config?.rulesDocumentUrl]);
      expect(existsSync(path.join(legacyDir, 'uploads'))).toBe(false);
    } finally {
      await legacy.close();
      await rm(legacyDir, { recursive: true, force: true });
    }
  });
});
