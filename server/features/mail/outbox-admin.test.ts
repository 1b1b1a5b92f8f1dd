// The admin's outbox: mail kept and not sent while SMTP_URL is unset, read by admins alone, in pages
// of 50, newest first.
import { describe, expect, it } from 'vitest';
import { OUTBOX_PAGE_SIZE } from '../../../common/admin/mail';
import { mailOutbox } from '../../db/schema/mail-schema';
import { signInAdmin } from '../../test/admin-requests';
import { makeUser } from '../../test/factories';
import {
  onlyMail,
  postInterestForm,
  postInterestForms,
  readOutbox,
} from '../../test/mail/mail-requests';
import { requestAs } from '../../test/requests';
import { makeTestApp } from '../../test/test-app';
import { useTestSite } from '../../test/use-test-site';

const PUBLIC_URL = 'https://club.example';

/** The site without SMTP_URL: mail is off, and the tests' SMTP server shows that none is sent. */
const site = useTestSite({ mail: { appSends: false }, environment: { PUBLIC_URL } });

describe('mail while SMTP_URL is unset', () => {
  it('is kept in the outbox as off, the outbox says it is not sending, and nothing is sent', async () => {
    const { cookie } = await signInAdmin(site.t);
    expect((await postInterestForm(site.t)).statusCode).toBe(201);

    const outbox = await readOutbox(site.t, cookie);
    expect(outbox.sending).toBe(false);
    expect(outbox.items).toHaveLength(1);
    expect(outbox.items[0]).toMatchObject({
      kind: 'contact-messages',
      state: 'off',
      attempts: 0,
      nextAttemptAt: null,
    });
    expect(await site.t.app.deps.mail.sendDue()).toBe(0);
    expect(await onlyMail(site.t, cookie)).toMatchObject({ state: 'off', attempts: 0 });

    // An instance that has SMTP_URL says it is sending, and leaves what was kept while mail was off.
    const sending = await makeTestApp({
      sameDatabaseAs: site.t,
      environment: { PUBLIC_URL, SMTP_URL: site.mail.url },
    });
    try {
      expect((await readOutbox(sending, cookie)).sending).toBe(true);
      expect(await sending.app.deps.mail.sendDue()).toBe(0);
    } finally {
      await sending.close();
    }
    expect(site.mail.mails).toHaveLength(0);
    expect(await onlyMail(site.t, cookie)).toMatchObject({ state: 'off' });
  });
});

describe('who reads the outbox', () => {
  it('a member gets 403 from the outbox and from Send again, and the mail stays failed', async () => {
    const { cookie } = await signInAdmin(site.t);
    await postInterestForm(site.t);
    await site.t.db
      .update(mailOutbox)
      .set({ state: 'failed', lastError: '550 Mailbox unavailable' });
    const { id } = await onlyMail(site.t, cookie);
    const member = await makeUser(site.t.db, { role: 'member', isActive: 1 });

    const read = await requestAs(site.t, member.id, { method: 'GET', url: '/api/admin/outbox' });
    const resend = await requestAs(site.t, member.id, {
      method: 'POST',
      url: `/api/admin/outbox/${id}/resend`,
    });
    const one = await requestAs(site.t, member.id, {
      method: 'GET',
      url: `/api/admin/outbox/${id}`,
    });

    expect(read.statusCode).toBe(403);
    expect(resend.statusCode).toBe(403);
    expect(one.statusCode).toBe(403);
    expect(read.body).not.toContain('Interest form');
    expect(await onlyMail(site.t, cookie)).toMatchObject({ id, state: 'failed' });
  });

  it('a visitor who is not signed in gets 401', async () => {
    const read = await requestAs(site.t, null, { method: 'GET', url: '/api/admin/outbox' });
    expect(read.statusCode).toBe(401);
  });
});

describe('the outbox in pages', () => {
  it('51 mails make a page of 50 and a page of 1, newest first, with the total on each', async () => {
    const { cookie } = await signInAdmin(site.t);
    const first = await postInterestForm(site.t, { lastName: 'Earliest' });
    expect(first.statusCode).toBe(201);
    await postInterestForms(site.t, OUTBOX_PAGE_SIZE);

    const pageOne = await readOutbox(site.t, cookie, 1);
    const pageTwo = await readOutbox(site.t, cookie, 2);
    const pageThree = await readOutbox(site.t, cookie, 3);

    expect(pageOne).toMatchObject({ page: 1, pageSize: 50, total: 51 });
    expect(pageTwo).toMatchObject({ page: 2, pageSize: 50, total: 51 });
    expect(pageOne.items).toHaveLength(50);
    expect(pageTwo.items).toHaveLength(1);
    expect(pageThree.items).toHaveLength(0);
    expect(pageTwo.items[0]?.subject).toBe('Interest form: Visitor Earliest');
    const ids = [...pageOne.items, ...pageTwo.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(51);
    const times = pageOne.items.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
