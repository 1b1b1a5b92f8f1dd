// The admin's outbox: mail kept and not sent while SMTP_URL is unset, read by admins alone, in pages
// of 50, newest first.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OUTBOX_PAGE_SIZE } from '../../../common/admin/mail';
import { mailOutbox } from '../../db/schema/mail-schema';
import { signInAdmin } from '../../test/admin-requests';
import { makeUser } from '../../test/factories';
import {
  onlyMail,
  postInterestForm,
  postInterestForms,
  readOutbox,
} from '../../test/mail-requests';
import { requestAs } from '../../test/requests';
import { type SmtpTestServer, startSmtpServer } from '../../test/smtp-server';
import { makeTestApp, resetTestApp, type TestApp } from '../../test/test-app';

const PUBLIC_URL = 'https://club.example';

let smtp: SmtpTestServer;
/** An instance of the site without SMTP_URL: mail is off. */
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await makeTestApp({ environment: { PUBLIC_URL } });
}, 60_000);
beforeEach(async () => {
  await resetTestApp(t);
  smtp.mails.length = 0;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('mail while SMTP_URL is unset', () => {
  it('is kept in the outbox as off, the outbox says it is not sending, and nothing is sent', async () => {
    const { cookie } = await signInAdmin(t);
    expect((await postInterestForm(t)).statusCode).toBe(201);

    const outbox = await readOutbox(t, cookie);
    expect(outbox.sending).toBe(false);
    expect(outbox.items).toHaveLength(1);
    expect(outbox.items[0]).toMatchObject({
      kind: 'contact-messages',
      state: 'off',
      attempts: 0,
      nextAttemptAt: null,
    });
    expect(await t.app.deps.mail.sendDue()).toBe(0);
    expect(await onlyMail(t, cookie)).toMatchObject({ state: 'off', attempts: 0 });

    // An instance that has SMTP_URL says it is sending, and leaves what was kept while mail was off.
    const sending = await makeTestApp({
      sameDatabaseAs: t,
      environment: { PUBLIC_URL, SMTP_URL: smtp.url },
    });
    try {
      expect((await readOutbox(sending, cookie)).sending).toBe(true);
      expect(await sending.app.deps.mail.sendDue()).toBe(0);
    } finally {
      await sending.close();
    }
    expect(smtp.mails).toHaveLength(0);
    expect(await onlyMail(t, cookie)).toMatchObject({ state: 'off' });
  });
});

describe('who reads the outbox', () => {
  it('a member gets 403 from the outbox and from Send again, and the mail stays failed', async () => {
    const { cookie } = await signInAdmin(t);
    await postInterestForm(t);
    await t.db.update(mailOutbox).set({ state: 'failed', lastError: '550 Mailbox unavailable' });
    const { id } = await onlyMail(t, cookie);
    const member = await makeUser(t.db, { role: 'member', isActive: 1 });

    const read = await requestAs(t, member.id, { method: 'GET', url: '/api/admin/outbox' });
    const resend = await requestAs(t, member.id, {
      method: 'POST',
      url: `/api/admin/outbox/${id}/resend`,
    });
    const one = await requestAs(t, member.id, { method: 'GET', url: `/api/admin/outbox/${id}` });

    expect(read.statusCode).toBe(403);
    expect(resend.statusCode).toBe(403);
    expect(one.statusCode).toBe(403);
    expect(read.body).not.toContain('Interest form');
    expect(await onlyMail(t, cookie)).toMatchObject({ id, state: 'failed' });
  });

  it('a visitor who is not signed in gets 401', async () => {
    const read = await requestAs(t, null, { method: 'GET', url: '/api/admin/outbox' });
    expect(read.statusCode).toBe(401);
  });
});

describe('the outbox in pages', () => {
  it('51 mails make a page of 50 and a page of 1, newest first, with the total on each', async () => {
    const { cookie } = await signInAdmin(t);
    const first = await postInterestForm(t, { lastName: 'Earliest' });
    expect(first.statusCode).toBe(201);
    await postInterestForms(t, OUTBOX_PAGE_SIZE);

    const pageOne = await readOutbox(t, cookie, 1);
    const pageTwo = await readOutbox(t, cookie, 2);
    const pageThree = await readOutbox(t, cookie, 3);

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
