import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeMemberResource, makeUser } from '../../test/factories';
import { sessionCookie } from '../../test/sessions';
import { makeTestApp, resetTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'club-members-'));
  t = await makeTestApp({ environment: { DATA_DIR: dataDir } });
});
beforeEach(async () => {
  await resetTestApp(t);
  await rm(path.join(dataDir, 'uploads'), { recursive: true, force: true });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function asMember(url: string) {
  const member = await makeUser(t.db, { role: 'member', isActive: 1 });
  return t.app.inject({
    method: 'GET',
    url,
    headers: { cookie: await sessionCookie(t, member.id) },
  });
}

describe('GET /api/members/resources', () => {
  it('lists the links in their order, and says the rules document is not there yet', async () => {
    await makeMemberResource(t.db, { title: 'Mailing Group', type: 'link', sortOrder: 2 });
    await makeMemberResource(t.db, {
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
      rulesDocument: { available: false, url: '/api/members/rules-document' },
    });
  });

  it('is closed to a pending account', async () => {
    const pending = await makeUser(t.db);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/members/resources',
      headers: { cookie: await sessionCookie(t, pending.id) },
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

  it('downloads the provided PDF', async () => {
    const pdf = Buffer.from('%PDF-1.7\n% rules, revision C\n%%EOF\n');
    await mkdir(path.join(dataDir, 'uploads'), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads', 'rules-document.pdf'), pdf);

    const response = await asMember('/api/members/rules-document');
    const listing = await asMember('/api/members/resources');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="competition-rules.pdf"',
    );
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect(listing.json().rulesDocument).toEqual({
      available: true,
      url: '/api/members/rules-document',
    });
  });
});
