import { describe, expect, it } from 'vitest';
import { DEFAULT_MEETING } from '../../../common/club/club-facts';
import { auditLog } from '../../db/schema/site-schema';
import { signInAdmin } from '../../test/admin-requests';
import type { TestApp } from '../../test/test-app';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite();
/** The site as in production, where the links a setting holds must be https. */
const production = useTestSite({
  environment: { NODE_ENV: 'production', PUBLIC_URL: 'https://club.example.org' },
});

const settingsOf = async (app: TestApp) =>
  (await app.app.inject({ method: 'GET', url: '/api/club-config' })).json();

/** Sends the change as an admin; expects 400 naming the field, and nothing stored or audited. */
async function expectRefused(app: TestApp, body: unknown, field: string, message: RegExp) {
  const { send } = await signInAdmin(app);
  const before = await settingsOf(app);

  const response = await send('PUT', '/api/club-config', body);

  expect(response.statusCode).toBe(400);
  expect(response.json().message).toMatch(message);
  expect(response.json().errors).toContainEqual({ field, message: expect.stringMatching(message) });
  app.app.deps.publicCache.clear();
  expect(await settingsOf(app)).toEqual(before);
  expect(await app.db.select().from(auditLog)).toEqual([]);
}

describe('a bad setting is refused with 400, naming the field, and nothing changes', () => {
  it('refuses a javascript: or data: address', async () => {
    await expectRefused(site.t, { logoUrl: 'javascript:alert(1)' }, 'logoUrl', /Logo must be/);
    await expectRefused(
      site.t,
      { heroImageUrl: 'data:image/png;base64,AAAA' },
      'heroImageUrl',
      /Hero image must be/,
    );
    await expectRefused(
      site.t,
      { signupFormUrl: 'javascript://forms.example.org/%0aalert(1)' },
      'signupFormUrl',
      /Signup form URL must be an https:\/\/ address/,
    );
  });

  it('refuses plain http links in production, and takes them elsewhere', async () => {
    const form = { signupFormUrl: 'http://forms.example.org/apply' };
    await expectRefused(production.t, form, 'signupFormUrl', /must be an https:\/\/ address/);
    await expectRefused(
      production.t,
      { socialLinks: [{ label: 'Blog', url: 'http://blog.example.org' }] },
      'socialLinks.0.url',
      /Link must be an https:\/\/ address/,
    );

    const { send } = await signInAdmin(site.t);
    expect((await send('PUT', '/api/club-config', form)).statusCode).toBe(200);
  });

  it('refuses a time zone that is not one, and takes a known one in any case', async () => {
    for (const timeZone of ['Mars/Olympus_Mons', '', 'UTC+25', 'America/Denver'.repeat(5)]) {
      await expectRefused(site.t, { timeZone }, 'timeZone', /Time zone must be a time zone/);
    }

    const { send } = await signInAdmin(site.t);
    const response = await send('PUT', '/api/club-config', { timeZone: ' america/denver ' });
    expect(response.json().timeZone).toBe('America/Denver');
  });

  it('refuses an invalid email', async () => {
    await expectRefused(
      site.t,
      { contactEmail: 'not an address' },
      'contactEmail',
      /Contact email must be a valid email address/,
    );
  });

  it('refuses a founding year that is not a year', async () => {
    for (const foundingYear of ['abcd', '20245']) {
      await expectRefused(site.t, { foundingYear }, 'foundingYear', /Founding year must be a year/);
    }
  });

  it('refuses an empty club name', async () => {
    await expectRefused(site.t, { clubName: '   ' }, 'clubName', /Club name is required/);
  });

  it('refuses a meeting at 25:00, or one that ends before it starts', async () => {
    await expectRefused(
      site.t,
      { meeting: { ...DEFAULT_MEETING, startTime: '25:00' } },
      'meeting.startTime',
      /Start time must be a time/,
    );
    await expectRefused(
      site.t,
      { meeting: { ...DEFAULT_MEETING, startTime: '18:00', endTime: '16:00' } },
      'meeting.endTime',
      /End time must be after the start time/,
    );
  });

  it('refuses a body with no setting it knows', async () => {
    for (const body of [{ favouriteColour: 'orange' }, {}]) {
      await expectRefused(site.t, body, 'body', /^Send at least one setting to change$/);
    }
  });

  it('refuses the NUL character and overlong text with 400, not a server error', async () => {
    await expectRefused(site.t, { clubName: 'Mud\u0000cats' }, 'clubName', /\(NUL\)/);
    await expectRefused(
      site.t,
      { socialLinks: [{ label: 'Mud\u0000', url: 'https://example.org' }] },
      'socialLinks.0.label',
      /\(NUL\)/,
    );
    await expectRefused(
      site.t,
      { tagline: 'x'.repeat(30_000) },
      'tagline',
      /Tagline must be at most 300 characters/,
    );
  });

  it('refuses a stat that is not a figure', async () => {
    await expectRefused(
      site.t,
      { activeMembers: 'lots' },
      'activeMembers',
      /Active members must be/,
    );
    await expectRefused(site.t, { buildHours: '12 hours' }, 'buildHours', /Build hours must be/);
  });
});
