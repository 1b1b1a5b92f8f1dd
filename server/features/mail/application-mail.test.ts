// A person's first sign-in through the identity provider: they hear their application is received,
// and the admins get at most one digest an hour of the people waiting, unless they turned it off.
import { describe, expect, it } from 'vitest';
import type { OutboxPage } from '../../../common/admin/mail';
import { makeUser } from '../../test/factories';
import { type Browser, currentUser, signedIn } from '../../test/identity/oidc-browser';
import { PUBLIC_URL, useMailSite } from './mail-test-site';
import { listUnsubscribeUrl, mailsTo, onlyMailTo } from './received-mail';

const site = useMailSite();
const HOUR_MS = 60 * 60 * 1000;

const nova = { email: 'nova@club.test', given_name: 'Nova', family_name: 'Reyes' };
const omar = { email: 'omar@club.test', given_name: 'Omar', family_name: 'Haddad' };
const lena = { email: 'lena@club.test', given_name: 'Lena', family_name: 'Berg' };
const piet = { email: 'piet@club.test', given_name: 'Piet', family_name: 'Vos' };

describe("a person's first sign-in", () => {
  it('tells them their application is received, the usual wait and the club contact address', async () => {
    const { send } = await site.signInAdmin();
    const saved = await send('PUT', '/api/club-config', { contactEmail: 'hello@club.example' });
    expect(saved.statusCode).toBe(200);

    const browser = await site.signInFirstTime('nova', nova);

    expect((await currentUser(browser)).json()).toMatchObject({ role: 'pending', isActive: 0 });
    const mail = onlyMailTo(await site.deliver(), 'nova@club.test');
    expect(mail.subject).toMatch(/application .*is received/i);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('1-2 business days');
      expect(part).toContain('hello@club.example');
    }
    expect(listUnsubscribeUrl(mail)).toBeUndefined();
    const links = await site.expectLinksAnswer(mail);
    expect(links).toContain(`${PUBLIC_URL}/pending-approval`);
  });

  it('points to the contact form when the club has no contact address', async () => {
    await site.signInFirstTime('nova', nova);

    const mail = onlyMailTo(await site.deliver(), 'nova@club.test');
    expect(mail.text).toContain('1-2 business days');
    expect(mail.text).toContain('contact form');
    expect(mail.text).not.toContain('Write to');
  });

  it('is told once: signing in again to the same account sends nothing more', async () => {
    await site.signInFirstTime('nova', nova);
    await site.deliver();

    await signedIn(site.t, site.identityProvider, 'nova');

    expect(mailsTo(await site.deliver(), 'nova@club.test')).toHaveLength(1);
  });

  it('tells an account imported as pending, at its first sign-in, and no imported member', async () => {
    const { admin } = await site.signInAdmin();
    await makeUser(site.t.db, { email: 'nova@club.test', role: 'pending', isActive: 0 });
    await makeUser(site.t.db, { email: 'omar@club.test', role: 'member', isActive: 1 });

    await site.signInFirstTime('nova', nova);
    await site.signInFirstTime('omar', omar);

    const mails = await site.deliver();
    expect(onlyMailTo(mails, 'nova@club.test').subject).toMatch(/application .*is received/i);
    expect(mailsTo(mails, 'omar@club.test')).toEqual([]);
    expect(onlyMailTo(mails, admin.email).subject).toBe('Nova Reyes is waiting for approval');
  });

  it('sends each active admin a digest naming the person, with a link to the admin panel', async () => {
    const first = await site.signInAdmin();
    const second = await site.signInAdmin();
    const inactiveAdmin = await makeUser(site.t.db, { role: 'admin', isActive: 0 });
    const member = await makeUser(site.t.db, { role: 'member', isActive: 1 });

    await site.signInFirstTime('nova', nova);

    const mails = await site.deliver();
    for (const admin of [first.admin, second.admin]) {
      const digest = onlyMailTo(mails, admin.email);
      expect(digest.subject).toBe('Nova Reyes is waiting for approval');
      expect(digest.text).toContain('- Nova Reyes (nova@club.test)');
      const links = await site.expectLinksAnswer(digest);
      expect(links).toContain(`${PUBLIC_URL}/admin#users`);
      expect(listUnsubscribeUrl(digest)).toMatch(`${PUBLIC_URL}/api/mail/unsubscribe?token=`);
    }
    expect(mailsTo(mails, inactiveAdmin.email)).toEqual([]);
    expect(mailsTo(mails, member.email)).toEqual([]);
    expect(mails).toHaveLength(3);
  });

  it('lists everyone who signed in before the digest went in one mail', async () => {
    const { admin } = await site.signInAdmin();

    await site.signInFirstTime('nova', nova);
    await site.signInFirstTime('omar', omar);
    await site.signInFirstTime('lena', lena);

    const mails = await site.deliver();
    const digest = onlyMailTo(mails, admin.email);
    expect(digest.subject).toBe('3 people are waiting for approval');
    for (const line of [
      'Nova Reyes (nova@club.test)',
      'Omar Haddad (omar@club.test)',
      'Lena Berg (lena@club.test)',
    ]) {
      expect(digest.text).toContain(line);
      expect(digest.html).toContain(line);
    }
    for (const person of [nova, omar, lena]) expect(mailsTo(mails, person.email)).toHaveLength(1);
  });

  it('leaves out of a digest not yet sent whoever an admin approved or declined meanwhile', async () => {
    const { admin, send } = await site.signInAdmin();
    const idOf = async (browser: Browser) => (await currentUser(browser)).json().id as string;
    const novaId = await idOf(await site.signInFirstTime('nova', nova));
    const omarId = await idOf(await site.signInFirstTime('omar', omar));
    await site.signInFirstTime('lena', lena);

    await send('PATCH', `/api/admin/users/${novaId}/role`, { role: 'member', isActive: 1 });
    await send('POST', `/api/admin/users/${omarId}/decline`);

    const digest = onlyMailTo(await site.deliver(), admin.email);
    expect(digest.subject).toBe('Lena Berg is waiting for approval');
    expect(digest.text).not.toContain('nova@club.test');
    expect(digest.text).not.toContain('omar@club.test');
  });

  it('sends no digest at all once everyone in it has been seen to', async () => {
    const { admin, send } = await site.signInAdmin();
    const { id } = (await currentUser(await site.signInFirstTime('nova', nova))).json();

    await send('POST', `/api/admin/users/${id}/decline`);

    expect(mailsTo(await site.deliver(), admin.email)).toEqual([]);
  });

  it('sends no second digest within the hour: the next one gathers the later sign-ins', async () => {
    const { admin, send } = await site.signInAdmin();
    await site.signInFirstTime('nova', nova);
    expect(onlyMailTo(await site.deliver(), admin.email).subject).toBe(
      'Nova Reyes is waiting for approval',
    );

    await site.signInFirstTime('omar', omar);
    await site.signInFirstTime('lena', lena);

    expect(mailsTo(await site.deliver(), admin.email)).toHaveLength(1);
    const outbox: OutboxPage = (await send('GET', '/api/admin/outbox')).json();
    const waiting = outbox.items.filter(
      (item) => item.kind === 'approval-requests' && item.state === 'waiting',
    );
    expect(waiting).toHaveLength(1);
    const sentAt = outbox.items.find(
      (item) => item.state === 'sent' && item.recipient === admin.email,
    );
    const hourAfter = new Date(sentAt?.createdAt ?? 0).getTime() + HOUR_MS;
    expect(new Date(waiting[0]?.nextAttemptAt ?? 0).getTime()).toBeGreaterThanOrEqual(hourAfter);

    const later = await site.deliver(new Date(Date.now() + HOUR_MS + 60_000));
    const digests = mailsTo(later, admin.email);
    expect(digests).toHaveLength(2);
    expect(digests[1]?.subject).toBe('2 people are waiting for approval');
    expect(digests[1]?.text).toContain('Omar Haddad (omar@club.test)');
    expect(digests[1]?.text).toContain('Lena Berg (lena@club.test)');
    expect(digests[1]?.text).not.toContain('nova@club.test');
  });

  it('sends no digest to an admin who turned approval requests off, and still to the others', async () => {
    const quiet = await site.signInAdmin();
    const other = await site.signInAdmin();
    const turnedOff = await quiet.send('PUT', '/api/profile/mail-settings', {
      'approval-requests': false,
      'contact-messages': true,
      'clockify-notices': true,
      'event-reminders': true,
    });
    expect(turnedOff.statusCode).toBe(200);

    await site.signInFirstTime('nova', nova);
    await site.signInFirstTime('piet', piet);

    // Two hours on, whatever digest could have been written has been sent.
    const mails = await site.deliver(new Date(Date.now() + 2 * HOUR_MS));
    expect(mailsTo(mails, quiet.admin.email)).toEqual([]);
    expect(onlyMailTo(mails, other.admin.email).subject).toBe('2 people are waiting for approval');
    const outbox: OutboxPage = (await other.send('GET', '/api/admin/outbox')).json();
    expect(outbox.items.filter((item) => item.recipient === quiet.admin.email)).toEqual([]);
  });
});
