// Invitations by email: an admin names addresses and roles, each new one gets a link valid 14 days,
// and signing in with that address makes an active account with the invited role at once. The bulk
// import can invite instead of creating accounts.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../common/admin/admin';
import type { Invitation, InvitationsResult } from '../../../common/admin/mail';
import { makeUser } from '../../test/factories';
import { currentUser, newBrowser, signIn } from '../../test/identity/oidc-browser';
import { PUBLIC_URL, useMailSite } from './mail-test-site';
import { invitationTokenIn, mailsTo, onlyMailTo } from './received-mail';

const site = useMailSite();
const DAY_MS = 24 * 60 * 60 * 1000;

describe('POST /api/admin/invitations', () => {
  it('answers what became of each address, and mails each invited one a link valid 14 days', async () => {
    const { send } = await site.signInAdmin();
    await makeUser(site.t.db, { email: 'kim@club.test', role: 'member', isActive: 1 });

    const answer = await send('POST', '/api/admin/invitations', {
      invitations: [
        { email: 'Ada@Club.test', role: 'designer', name: 'Ada Lovelace' },
        { email: 'KIM@club.test', role: 'member' },
        { email: 'ada@club.test', role: 'admin' },
      ],
    });

    expect(answer.statusCode).toBe(200);
    const result: InvitationsResult = answer.json();
    expect(result.results.map(({ email, outcome }) => ({ email, outcome }))).toEqual([
      { email: 'ada@club.test', outcome: 'invited' },
      { email: 'kim@club.test', outcome: 'has-account' },
      { email: 'ada@club.test', outcome: 'already-invited' },
    ]);
    expect(result.message).toBe('Sent 1 invitation. 2 addresses were skipped.');
    const again = await send('POST', '/api/admin/invitations', {
      invitations: [{ email: 'ada@club.test', role: 'member' }],
    });
    expect(again.json().results[0]).toMatchObject({ outcome: 'already-invited' });

    const mails = await site.deliver();
    expect(mails).toHaveLength(1);
    const mail = onlyMailTo(mails, 'ada@club.test');
    const until = new Date(Date.now() + 14 * DAY_MS).toLocaleDateString('en-US', {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    expect(mail.subject).toMatch(/^You're invited to join /);
    for (const text of ['Hi Ada Lovelace,', 'as a Designer', `valid until ${until}`]) {
      expect(mail.text).toContain(text);
    }
    const token = invitationTokenIn(mail);
    expect(await site.expectLinksAnswer(mail)).toContain(`${PUBLIC_URL}/invitation?token=${token}`);
    const link = (await site.invitationLink(token)).json();
    expect(link).toMatchObject({ state: 'waiting', email: 'ada@club.test', role: 'designer' });
    const validFor = new Date(link.expiresAt).getTime() - Date.now();
    expect(validFor).toBeGreaterThan(14 * DAY_MS - 60_000);
    expect(validFor).toBeLessThanOrEqual(14 * DAY_MS);
  });

  it('makes the invited person active with the invited role at their first sign-in, unasked', async () => {
    const { admin, send } = await site.signInAdmin();
    await send('POST', '/api/admin/invitations', {
      invitations: [{ email: 'ada@club.test', role: 'designer' }],
    });
    const token = invitationTokenIn(onlyMailTo(await site.deliver(), 'ada@club.test'));
    site.identityProvider.setAccount('ada', { email: 'Ada@Club.test', email_verified: true });
    const browser = newBrowser(site.t, site.identityProvider);

    const { location } = await signIn(browser, 'ada');

    expect(location).toBe('/members');
    expect((await currentUser(browser)).json()).toMatchObject({
      email: 'ada@club.test',
      role: 'designer',
      isActive: 1,
    });
    const mails = await site.deliver();
    expect(mailsTo(mails, 'ada@club.test').map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/invited/),
    ]);
    expect(mailsTo(mails, admin.email)).toEqual([]);
    expect((await site.invitationLink(token)).json()).toMatchObject({ state: 'accepted' });
    const invitations: Invitation[] = (await send('GET', '/api/admin/invitations')).json();
    expect(invitations).toEqual([
      expect.objectContaining({ email: 'ada@club.test', state: 'accepted' }),
    ]);
  });

  it('does not approve a person whose invitation expired: they wait, and are told so', async () => {
    const { admin, send } = await site.signInAdmin();
    await send('POST', '/api/admin/invitations', {
      invitations: [{ email: 'ada@club.test', role: 'designer' }],
    });
    await site.t.db.execute(sql`update invitations set expires_at = now() - interval '1 minute'`);

    const browser = await site.signInFirstTime('ada', { email: 'ada@club.test' });

    expect((await currentUser(browser)).json()).toMatchObject({ role: 'pending', isActive: 0 });
    const mails = await site.deliver();
    expect(mailsTo(mails, 'ada@club.test').map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/invited/),
      expect.stringMatching(/application .*is received/),
    ]);
    expect(mailsTo(mails, admin.email)).toHaveLength(1);
  });
});

describe('the bulk import with ?invite=1', () => {
  it('invites each new address instead of creating its account', async () => {
    const { send } = await site.signInAdmin();
    await makeUser(site.t.db, { email: 'kim@club.test', role: 'member', isActive: 1 });

    const answer = await send('POST', '/api/admin/users/bulk?invite=1', {
      users: [
        { email: 'Ada@club.test', firstName: 'Ada', lastName: 'Lovelace', role: 'designer' },
        { email: 'grace@club.test', firstName: 'Grace', lastName: 'Hopper' },
        { email: 'kim@club.test', role: 'member' },
      ],
    });

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ successCount: 2, skippedCount: 1 });
    const users: AdminUser[] = (await send('GET', '/api/admin/users')).json().items;
    expect(users.map((user) => user.email)).not.toContain('ada@club.test');
    expect(users.map((user) => user.email)).not.toContain('grace@club.test');
    const invitations: Invitation[] = (await send('GET', '/api/admin/invitations')).json();
    expect(
      invitations.map(({ email, name, role, state }) => ({ email, name, role, state })),
    ).toEqual(
      expect.arrayContaining([
        { email: 'ada@club.test', name: 'Ada Lovelace', role: 'designer', state: 'waiting' },
        // A row without a role would be pending: an invitation makes it a member.
        { email: 'grace@club.test', name: 'Grace Hopper', role: 'member', state: 'waiting' },
      ]),
    );
    const mails = await site.deliver();
    expect(mails).toHaveLength(2);
    expect(onlyMailTo(mails, 'ada@club.test').text).toContain('Hi Ada Lovelace,');
    await site.expectLinksAnswer(onlyMailTo(mails, 'grace@club.test'));
    expect(mailsTo(mails, 'kim@club.test')).toEqual([]);
  });
});
