import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES_DOCUMENT_TITLE } from '../../../common/club/club-config';
import {
  DEFAULT_CLUB_NAME,
  DEFAULT_MEETING,
  DEFAULT_TAGLINE,
} from '../../../common/club/club-facts';
import { auditLog, users } from '../../db/schema/site-schema';
import { signInAdmin } from '../../test/admin-requests';
import { makeUser } from '../../test/factories';
import { requestAs } from '../../test/requests';
import { useTestSite } from '../../test/use-test-site';
import { hasUploadedFile, saveUploadedFile } from '../uploads/uploaded-files';

const site = useTestSite();

const publicConfig = async () => {
  const response = await site.t.app.inject({ method: 'GET', url: '/api/club-config' });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /api/club-config', () => {
  it('answers the defaults while the club has saved nothing', async () => {
    expect(await publicConfig()).toEqual({
      clubName: DEFAULT_CLUB_NAME,
      tagline: DEFAULT_TAGLINE,
      logoUrl: null,
      heroImageUrl: null,
      signupFormUrl: null,
      sponsorBrochureUrl: null,
      donationUrl: null,
      subteams: [],
      groupTeamBySubteam: false,
      contactEmail: null,
      socialLinks: [],
      meeting: DEFAULT_MEETING,
      // The server's own zone until an admin sets one.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      activeMembers: null,
      foundingYear: null,
      buildHours: null,
    });
  });

  it('keeps the rules document, a members-only setting, out of the public answer', async () => {
    const { send } = await signInAdmin(site.t);
    await send('PUT', '/api/club-config', { rulesDocumentUrl: 'https://example.org/rules.pdf' });

    expect(JSON.stringify(await publicConfig())).not.toContain('rules');
  });
});

describe('PUT /api/club-config', () => {
  const changes = {
    clubName: 'Prairie Mudcats',
    tagline: 'We build a car a year.',
    logoUrl: '/uploads/images/logo-0123456789abcdef01234567.webp',
    heroImageUrl: 'https://images.example.org/hero.jpg',
    signupFormUrl: 'https://forms.example.org/apply',
    sponsorBrochureUrl: '/uploads/documents/brochure.pdf',
    contactEmail: 'hello@mudcats.example.edu',
    socialLinks: [{ label: 'Mastodon', url: 'https://social.example.org/@mudcats' }],
    meeting: { day: 'Saturday', startTime: '11:00', endTime: '13:00', place: 'the team garage' },
    timeZone: 'America/Denver',
    activeMembers: '40+',
    foundingYear: '2019',
    buildHours: '2,500+',
  };

  for (const [field, value] of Object.entries(changes)) {
    it(`shows a new ${field} to the next visitor`, async () => {
      const { send } = await signInAdmin(site.t);
      await publicConfig();

      const response = await send('PUT', '/api/club-config', { [field]: value });

      expect(response.statusCode).toBe(200);
      expect(response.json()[field]).toEqual(value);
      expect((await publicConfig())[field]).toEqual(value);
    });
  }

  it('answers every stored setting, and the admin read gives the same', async () => {
    const { send } = await signInAdmin(site.t);

    const response = await send('PUT', '/api/club-config', {
      activeMembers: 'automatic',
      rulesDocumentTitle: '2026 Competition Rules',
      rulesDocumentRevision: 'A',
      rulesDocumentDate: '2026-01-10',
    });

    const expected = {
      clubName: DEFAULT_CLUB_NAME,
      tagline: null,
      logoUrl: null,
      heroImageUrl: null,
      signupFormUrl: null,
      sponsorBrochureUrl: null,
      donationUrl: null,
      subteams: [],
      groupTeamBySubteam: false,
      contactEmail: null,
      socialLinks: [],
      meeting: DEFAULT_MEETING,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      activeMembers: 'automatic',
      foundingYear: null,
      buildHours: null,
      rulesDocumentUrl: null,
      rulesDocumentTitle: '2026 Competition Rules',
      rulesDocumentRevision: 'A',
      rulesDocumentDate: '2026-01-10',
    };
    expect(response.json()).toEqual(expected);
    expect((await send('GET', '/api/admin/club-config')).json()).toEqual(expected);
  });

  it('answers the stored defaults to an admin before anything is saved', async () => {
    const { send } = await signInAdmin(site.t);

    expect((await send('GET', '/api/admin/club-config')).json()).toMatchObject({
      clubName: DEFAULT_CLUB_NAME,
      tagline: null,
      rulesDocumentTitle: DEFAULT_RULES_DOCUMENT_TITLE,
    });
  });

  it('shows the default tagline again once the tagline is emptied', async () => {
    const { send } = await signInAdmin(site.t);
    await send('PUT', '/api/club-config', { tagline: 'Mud, sweat and gears.' });

    const response = await send('PUT', '/api/club-config', { tagline: '' });

    expect(response.json().tagline).toBeNull();
    expect((await publicConfig()).tagline).toBe(DEFAULT_TAGLINE);
  });

  it('records one audit row with only the changed fields, before and after', async () => {
    const { admin, send } = await signInAdmin(site.t);
    await send('PUT', '/api/club-config', { clubName: 'Prairie Mudcats' });

    await send('PUT', '/api/club-config', {
      clubName: 'Prairie Mudcats',
      foundingYear: '2019',
      meeting: { ...DEFAULT_MEETING, place: 'the team garage' },
    });

    const rows = await site.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'club-settings'))
      .orderBy(auditLog.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      actorId: admin.id,
      action: 'update',
      entityId: '1',
      before: { foundingYear: null, meeting: DEFAULT_MEETING },
      after: {
        foundingYear: '2019',
        meeting: { ...DEFAULT_MEETING, place: 'the team garage' },
      },
    });
    expect(Object.keys(rows[1]?.after as object).sort()).toEqual(['foundingYear', 'meeting']);
  });
});

describe('uploaded images of the settings', () => {
  const storeUpload = async (name: string) => {
    const url = `/uploads/images/${name}`;
    await saveUploadedFile(site.t.db, url, 'image/webp', Buffer.from('webp'));
    return { url, stored: () => hasUploadedFile(site.t.db, url) };
  };

  it('keeps a replaced logo, which restoring an older version shows again', async () => {
    const { send } = await signInAdmin(site.t);
    const first = await storeUpload('logo-aaaaaaaaaaaaaaaaaaaaaaaa.webp');
    const second = await storeUpload('logo-bbbbbbbbbbbbbbbbbbbbbbbb.webp');
    await send('PUT', '/api/club-config', { logoUrl: first.url });

    await send('PUT', '/api/club-config', { logoUrl: second.url });
    await send('PUT', '/api/club-config', { logoUrl: null });

    expect(await first.stored()).toBe(true);
    expect(await second.stored()).toBe(true);
  });
});

describe('automatic stats', () => {
  it('counts the active, approved accounts as the active members', async () => {
    const { send } = await signInAdmin(site.t);
    await makeUser(site.t.db, { role: 'member', isActive: 1 });
    await makeUser(site.t.db, { role: 'designer', isActive: 1 });
    await makeUser(site.t.db, { role: 'member', isActive: 0 });
    await makeUser(site.t.db, { role: 'pending', isActive: 1 });

    await send('PUT', '/api/club-config', { activeMembers: 'automatic' });

    // The signed-in admin, the member and the designer.
    expect((await publicConfig()).activeMembers).toBe('3');

    await makeUser(site.t.db, { role: 'member', isActive: 1 });
    await site.t.db.update(users).set({ isActive: 0 }).where(eq(users.role, 'designer'));
    site.t.app.deps.publicCache.invalidate('club-config');
    expect((await publicConfig()).activeMembers).toBe('3');
    await site.t.db.update(users).set({ isActive: 0 }).where(eq(users.role, 'member'));
    site.t.app.deps.publicCache.invalidate('club-config');
    expect((await publicConfig()).activeMembers).toBe('1');
  });

  it('shows the fallback for automatic build hours while no team total is known', async () => {
    const { send } = await signInAdmin(site.t);

    await send('PUT', '/api/club-config', { buildHours: 'automatic' });

    expect((await publicConfig()).buildHours).toBeNull();
  });
});

describe('who may read and change the settings', () => {
  const adminRoutes = [
    { method: 'PUT', url: '/api/club-config', payload: { clubName: 'Taken Over' } },
    { method: 'GET', url: '/api/admin/club-config' },
    { method: 'GET', url: '/api/admin/site-checklist' },
  ] as const;

  it('refuses a visitor with 401 and a member with 403, and changes nothing', async () => {
    const member = await makeUser(site.t.db, { role: 'member', isActive: 1 });

    for (const route of adminRoutes) {
      expect((await requestAs(site.t, null, route)).statusCode, route.url).toBe(401);
      expect((await requestAs(site.t, member.id, route)).statusCode, route.url).toBe(403);
    }
    expect((await publicConfig()).clubName).toBe(DEFAULT_CLUB_NAME);
  });
});
