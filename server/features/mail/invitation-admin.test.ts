// An admin's invitations after they are sent: the list tells each one's state, "Send again" sends a
// new link and ends the old one, revoking makes the link say so, and each change is in the audit log.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '../../../common/admin/admin';
import type { Invitation } from '../../../common/admin/mail';
import { currentUser } from '../../test/identity/oidc-browser';
import type { ReceivedMail } from '../../test/mail/smtp-server';
import { useMailSite } from './mail-test-site';
import { invitationTokenIn, mailsTo } from './received-mail';

const site = useMailSite();
const DAY_MS = 24 * 60 * 60 * 1000;

/** An admin who has invited each address as a member; answers the admin and the invitations. */
async function invited(...emails: string[]) {
  const admin = await site.signInAdmin();
  const sent = await admin.send('POST', '/api/admin/invitations', {
    invitations: emails.map((email) => ({ email, role: 'member' })),
  });
  expect(sent.statusCode).toBe(200);
  const list = async (): Promise<Invitation[]> =>
    (await admin.send('GET', '/api/admin/invitations')).json();
  const idOf = async (email: string) => (await list()).find((row) => row.email === email)?.id;
  return { ...admin, list, idOf };
}

describe("an admin's invitations", () => {
  it('are listed as waiting, accepted, expired or revoked', async () => {
    const admin = await invited(
      'wendy@club.test',
      'alex@club.test',
      'eli@club.test',
      'rory@club.test',
    );
    await site.signInFirstTime('alex', { email: 'alex@club.test' });
    await site.t.db.execute(
      sql`update invitations set expires_at = now() - interval '1 day' where email = 'eli@club.test'`,
    );
    const revoked = await admin.send(
      'DELETE',
      `/api/admin/invitations/${await admin.idOf('rory@club.test')}`,
    );
    expect(revoked.statusCode).toBe(200);

    const states = Object.fromEntries((await admin.list()).map((row) => [row.email, row.state]));

    expect(states).toEqual({
      'wendy@club.test': 'waiting',
      'alex@club.test': 'accepted',
      'eli@club.test': 'expired',
      'rory@club.test': 'revoked',
    });
  });

  it('send a new link again: the old one no longer opens, the new one is valid 14 days', async () => {
    const admin = await invited('wendy@club.test');
    const oldToken = invitationTokenIn(mailsTo(await site.deliver(), 'wendy@club.test')[0]);
    await site.t.db.execute(sql`update invitations set expires_at = now() - interval '1 day'`);

    const resent = await admin.send(
      'POST',
      `/api/admin/invitations/${await admin.idOf('wendy@club.test')}/resend`,
    );

    expect(resent.statusCode).toBe(200);
    const mails = mailsTo(await site.deliver(), 'wendy@club.test');
    expect(mails).toHaveLength(2);
    const newToken = invitationTokenIn(mails[1]);
    expect(newToken).not.toBe(oldToken);
    expect((await site.invitationLink(oldToken)).statusCode).toBe(404);
    const link = (await site.invitationLink(newToken)).json();
    expect(link).toMatchObject({ state: 'waiting', email: 'wendy@club.test' });
    expect(new Date(link.expiresAt).getTime()).toBeGreaterThan(Date.now() + 14 * DAY_MS - 60_000);
    await site.expectLinksAnswer(mails[1] as ReceivedMail);
    expect((await admin.list())[0]?.state).toBe('waiting');
  });

  it('once revoked, make the link say so, are not sent again, and approve no one', async () => {
    const admin = await invited('rory@club.test');
    const token = invitationTokenIn(mailsTo(await site.deliver(), 'rory@club.test')[0]);
    const id = await admin.idOf('rory@club.test');

    expect((await admin.send('DELETE', `/api/admin/invitations/${id}`)).statusCode).toBe(200);

    expect((await site.invitationLink(token)).json()).toMatchObject({ state: 'revoked' });
    const resend = await admin.send('POST', `/api/admin/invitations/${id}/resend`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toMatch(/revoked/);
    const browser = await site.signInFirstTime('rory', { email: 'rory@club.test' });
    expect((await currentUser(browser)).json()).toMatchObject({ role: 'pending', isActive: 0 });
    const mails = mailsTo(await site.deliver(), 'rory@club.test');
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/invited/),
      expect.stringMatching(/application .*is received/),
    ]);
  });

  it('cannot be revoked or sent again once accepted', async () => {
    const admin = await invited('alex@club.test');
    await site.signInFirstTime('alex', { email: 'alex@club.test' });
    const id = await admin.idOf('alex@club.test');

    const revoke = await admin.send('DELETE', `/api/admin/invitations/${id}`);
    const resend = await admin.send('POST', `/api/admin/invitations/${id}/resend`);

    expect([revoke.statusCode, resend.statusCode]).toEqual([409, 409]);
    expect((await admin.list())[0]?.state).toBe('accepted');
    expect(mailsTo(await site.deliver(), 'alex@club.test')).toHaveLength(1);
  });

  it('leave each change in the audit log, by the admin who made it', async () => {
    const admin = await invited('wendy@club.test', 'rory@club.test');
    const wendy = await admin.idOf('wendy@club.test');
    const rory = await admin.idOf('rory@club.test');
    await admin.send('POST', `/api/admin/invitations/${wendy}/resend`);
    await admin.send('DELETE', `/api/admin/invitations/${rory}`);

    const log = await admin.send('GET', '/api/admin/audit-log?entity=invitation');

    expect(log.statusCode).toBe(200);
    const entries: AuditLogEntry[] = log.json().entries;
    expect(
      entries.map(({ action, entityId, actor }) => ({ action, entityId, by: actor?.email })),
    ).toEqual([
      { action: 'revoke', entityId: rory, by: admin.admin.email },
      { action: 'resend', entityId: wendy, by: admin.admin.email },
      { action: 'invite', entityId: null, by: admin.admin.email },
    ]);
    expect(entries[2]?.after).toEqual({
      invited: [
        { email: 'wendy@club.test', role: 'member' },
        { email: 'rory@club.test', role: 'member' },
      ],
    });
  });
});
