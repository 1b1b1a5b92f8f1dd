// One-click unsubscribe (RFC 8058): a mail client posts `List-Unsubscribe=One-Click` to the address
// in the notice's List-Unsubscribe header, from its own servers, with no cookie and no Origin. The
// token alone says which notice to turn off for which address, and only this site can make one.
import { describe, expect, it } from 'vitest';
import type { OutboxPage } from '../../../common/admin/mail';
import { pathOf } from '../../test/identity/oidc-browser';
import type { ReceivedMail } from '../../test/mail/smtp-server';
import { PUBLIC_URL, useMailSite } from './mail-test-site';
import { listUnsubscribeUrl, mailsTo, onlyMailTo } from './received-mail';
import { unsubscribeToken } from './unsubscribe-token';

const site = useMailSite();
const HOUR_MS = 60 * 60 * 1000;
const INVALID = 'This unsubscribe link is not valid.';
const allOn = {
  'approval-requests': true,
  'contact-messages': true,
  'clockify-notices': true,
  'event-reminders': true,
};

/** What a mail client sends when its reader clicks "Unsubscribe": nothing of the reader's. */
const oneClick = (url: string) =>
  site.t.app.inject({
    method: 'POST',
    url: pathOf(new URL(url)),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

/** An admin who received a digest of a first sign-in; answers the admin and the digest. */
async function adminWithDigest() {
  const admin = await site.signInAdmin();
  await site.signInFirstTime('nova', { email: 'nova@club.test' });
  const digest = onlyMailTo(await site.deliver(), admin.admin.email);
  return { ...admin, digest };
}

const unsubscribeAddress = (mail: ReceivedMail) => {
  const url = listUnsubscribeUrl(mail);
  if (!url) throw new Error(`no List-Unsubscribe header in "${mail.subject}"`);
  return url;
};

describe('one-click unsubscribe', () => {
  it('turns the notice off for its recipient, with no cookie and no Origin', async () => {
    const { admin, send, digest } = await adminWithDigest();
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const url = unsubscribeAddress(digest);
    expect(url.startsWith(`${PUBLIC_URL}/api/mail/unsubscribe?token=`)).toBe(true);

    const answer = await oneClick(url);

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ kind: 'approval-requests', email: admin.email });
    expect((await oneClick(url)).statusCode).toBe(200);
    expect((await send('GET', '/api/profile/mail-settings')).json()).toEqual({
      ...allOn,
      'approval-requests': false,
    });
    await site.signInFirstTime('omar', { email: 'omar@club.test' });
    const outbox: OutboxPage = (await send('GET', '/api/admin/outbox')).json();
    expect(outbox.items.filter((item) => item.kind === 'approval-requests')).toHaveLength(1);
    const later = await site.deliver(new Date(Date.now() + 2 * HOUR_MS));
    expect(mailsTo(later, admin.email)).toHaveLength(1);
    expect(mailsTo(later, 'omar@club.test')).toHaveLength(1);
  });

  it("turns off messages to the club's contact address, which is nobody's account", async () => {
    const { send } = await site.signInAdmin();
    await send('PUT', '/api/club-config', { contactEmail: 'hello@club.example' });
    const form = {
      firstName: 'Sam',
      lastName: 'Okafor',
      email: 'sam@students.example',
      interestLevel: 'join',
      message: 'When is the next meeting?',
    };
    const post = (remoteAddress: string) =>
      site.t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress, payload: form });
    expect((await post('10.3.0.1')).statusCode).toBe(201);
    const mail = onlyMailTo(await site.deliver(), 'hello@club.example');

    expect((await oneClick(unsubscribeAddress(mail))).json()).toMatchObject({
      kind: 'contact-messages',
      email: 'hello@club.example',
    });

    expect((await post('10.3.0.2')).statusCode).toBe(201);
    expect((await send('GET', '/api/admin/outbox')).json().total).toBe(1);
    expect(mailsTo(await site.deliver(), 'hello@club.example')).toHaveLength(1);
  });

  it("reads the footer link's notice without turning it off", async () => {
    const { send, digest } = await adminWithDigest();
    const footer = digest.text?.match(/Turn off these emails: (\S+)/)?.[1] ?? '';
    expect(footer.startsWith(`${PUBLIC_URL}/unsubscribe?token=`)).toBe(true);
    const token = new URL(footer).searchParams.get('token');

    const described = await site.t.app.inject({
      method: 'GET',
      url: `/api/mail/unsubscribe?token=${token}`,
    });

    expect(described.statusCode).toBe(200);
    expect(described.json().message).toContain('People waiting for approval');
    expect((await send('GET', '/api/profile/mail-settings')).json()).toEqual(allOn);
  });

  it('refuses a forged or altered token with 400 and turns nothing off', async () => {
    const { admin, send, digest } = await adminWithDigest();
    const url = new URL(unsubscribeAddress(digest));
    const token = url.searchParams.get('token') ?? '';
    const [address = '', kind = '', signature = ''] = token.split('.');
    const otherAddress = Buffer.from('nova@club.test').toString('base64url');
    const lastCharacter = signature.endsWith('A') ? 'B' : 'A';
    const forged = [
      `${address}.${kind}.${signature.slice(0, -1)}${lastCharacter}`,
      `${address}.contact-messages.${signature}`,
      `${otherAddress}.${kind}.${signature}`,
      `${address}.${kind}`,
      `${token}.more`,
      unsubscribeToken(
        'a-secret-that-is-not-this-sites-secret-at-all',
        admin.email,
        'approval-requests',
      ),
      'not a token',
    ];

    for (const attempt of forged) {
      const answer = await oneClick(
        `${PUBLIC_URL}/api/mail/unsubscribe?token=${encodeURIComponent(attempt)}`,
      );
      expect(answer.statusCode, attempt).toBe(400);
      expect(answer.json().message, attempt).toBe(INVALID);
    }
    expect((await send('GET', '/api/profile/mail-settings')).json()).toEqual(allOn);
    const described = await site.t.app.inject({
      method: 'GET',
      url: `/api/mail/unsubscribe?token=${forged[2]}`,
    });
    expect(described.statusCode).toBe(400);
  });

  it('lets a person turn a notice back on from their profile, and it comes again', async () => {
    const { admin, send, digest } = await adminWithDigest();
    await oneClick(unsubscribeAddress(digest));

    const back = await send('PUT', '/api/profile/mail-settings', allOn);

    expect(back.json()).toEqual(allOn);
    expect((await send('GET', '/api/profile/mail-settings')).json()).toEqual(allOn);
    await site.signInFirstTime('omar', { email: 'omar@club.test' });
    const later = await site.deliver(new Date(Date.now() + 2 * HOUR_MS));
    expect(mailsTo(later, admin.email).map((mail) => mail.subject)).toEqual([
      'nova@club.test is waiting for approval',
      'omar@club.test is waiting for approval',
    ]);
  });
});
