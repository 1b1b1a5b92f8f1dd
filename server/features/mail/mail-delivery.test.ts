// Mail reaches a real SMTP server as its recipient reads it, the change that causes it never waits
// for that server, and a server that refuses, hangs or is down costs one attempt and a wait.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clubConfig } from '../../db/schema/site-schema';
import { signInAdmin } from '../../test/admin-requests';
import { onlyMail, outboxRows, postInterestForm, waitUntil } from '../../test/mail-requests';
import { type SmtpMode, type SmtpTestServer, startSmtpServer } from '../../test/smtp-server';
import { makeTestApp, resetTestApp, type TestApp } from '../../test/test-app';

const PUBLIC_URL = 'https://club.example';
// A generous time limit for attempts that should succeed, even on a busy machine; `hasty`, another
// instance on the same database, gives up after half a second, so that a hanging server costs that.
const mailSender = { firstRetryMs: 1_000, longestRetryMs: 5_000, attemptTimeoutMs: 10_000 };
const HASTY_TIMEOUT_MS = 500;

let smtp: SmtpTestServer;
let t: TestApp;
let hasty: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  const environment = { SMTP_URL: smtp.url, PUBLIC_URL };
  t = await makeTestApp({ environment, mailSender });
  hasty = await makeTestApp({
    sameDatabaseAs: t,
    environment,
    mailSender: { ...mailSender, attemptTimeoutMs: HASTY_TIMEOUT_MS },
  });
}, 60_000);
beforeEach(async () => {
  await resetTestApp(t);
  await smtp.restart();
  smtp.mails.length = 0;
});
afterAll(async () => {
  await hasty.close();
  await t.close();
  await smtp.close();
});

describe('a mail as it arrives', () => {
  it('an interest-form message reaches the admin once, in HTML and text, from the club, answerable to the sender', async () => {
    await t.db.insert(clubConfig).values({ clubName: 'Cedar Ridge Racing' });
    const { admin, cookie } = await signInAdmin(t);
    const posted = await postInterestForm(t, {
      firstName: 'Casey',
      lastName: 'Rivera',
      email: 'casey@student.test',
      message: 'Can I join the suspension team?',
    });
    expect(posted.statusCode).toBe(201);

    expect(await t.app.deps.mail.sendDue()).toBe(1);

    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    const [row] = await outboxRows(t);
    expect(mail).toMatchObject({
      envelopeTo: [admin.email],
      from: '"Cedar Ridge Racing" <no-reply@club.example>',
      replyTo: 'casey@student.test',
      subject: 'Interest form: Casey Rivera',
      messageId: row?.messageId,
    });
    expect(row?.messageId).toMatch(/^<[0-9a-f-]{36}@club\.example>$/);
    expect(mail?.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail?.text).toContain('> Can I join the suspension team?');
    expect(mail?.html).toContain('<blockquote');
    expect(mail?.html).toContain('Can I join the suspension team?');

    expect(await onlyMail(t, cookie)).toMatchObject({
      state: 'sent',
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
    });
    expect(await t.app.deps.mail.sendDue()).toBe(0);
    expect(smtp.mails).toHaveLength(1);
  });

  it('a notice carries a one-click unsubscribe that works', async () => {
    const { admin } = await signInAdmin(t);
    await postInterestForm(t);
    await t.app.deps.mail.sendDue();

    const headers = smtp.mails[0]?.headers ?? {};
    expect(headers['list-unsubscribe']).toMatch(
      /^<https:\/\/club\.example\/api\/mail\/unsubscribe\?token=[A-Za-z0-9_.-]+>$/,
    );
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // A mail client posts to that address from its own servers, without a cookie.
    const link = new URL(headers['list-unsubscribe']?.slice(1, -1) ?? '');
    const clicked = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(200);
    expect(clicked.json()).toMatchObject({ kind: 'contact-messages', email: admin.email });
  });

  it('account mail has no unsubscribe header and no Reply-To', async () => {
    const { send } = await signInAdmin(t);
    const invited = await send('POST', '/api/admin/invitations', {
      invitations: [{ email: 'newcomer@student.test', role: 'member' }],
    });
    expect(invited.statusCode).toBe(200);

    expect(await t.app.deps.mail.sendDue()).toBe(1);

    const [mail] = smtp.mails;
    expect(mail?.envelopeTo).toEqual(['newcomer@student.test']);
    expect(mail?.headers).not.toHaveProperty('list-unsubscribe');
    expect(mail?.headers).not.toHaveProperty('list-unsubscribe-post');
    expect(mail?.replyTo).toBeUndefined();
  });

  it('MAIL_FROM, when set, is the sender of the mail', async () => {
    const other = await makeTestApp({
      sameDatabaseAs: t,
      environment: {
        SMTP_URL: smtp.url,
        PUBLIC_URL,
        MAIL_FROM: 'Cedar Ridge <team@cedar.example>',
      },
      mailSender,
    });
    try {
      await signInAdmin(other);
      await postInterestForm(other);
      expect(await other.app.deps.mail.sendDue()).toBe(1);
    } finally {
      await other.close();
    }

    expect(smtp.mails[0]).toMatchObject({
      envelopeFrom: 'team@cedar.example',
      from: '"Cedar Ridge" <team@cedar.example>',
    });
  });
});

describe('the change that causes a mail', () => {
  it('is answered at once while the SMTP server hangs', async () => {
    const { cookie } = await signInAdmin(t);
    await smtp.setMode('hang');

    const started = performance.now();
    const posted = await postInterestForm(t);
    const took = performance.now() - started;

    expect(posted.statusCode).toBe(201);
    expect(took).toBeLessThan(mailSender.attemptTimeoutMs / 4);
    expect(await onlyMail(t, cookie)).toMatchObject({ state: 'waiting', attempts: 0 });
    expect(smtp.mails).toHaveLength(0);
  });
});

describe('an SMTP server that does not take the mail', () => {
  const failures: [string, SmtpMode, RegExp][] = [
    ['refuses it', 'refuse', /^Mail command failed: 550 Mailbox unavailable/],
    // Nodemailer's own limit on the greeting and the site's on the attempt are both half a second.
    ['hangs', 'hang', /^(The mail server did not finish within 0\.5 s|Greeting never received)$/],
    ['is down', 'down', /ECONNREFUSED 127\.0\.0\.1:\d+/],
  ];

  // The failing attempt is hasty's; any instance tries again, here one with time to succeed.
  it.each(failures)(
    'when it %s, the mail waits with the answer, is tried again after the wait and arrives once',
    async (_, mode, answer) => {
      const { cookie } = await signInAdmin(t);
      await postInterestForm(t);
      await smtp.setMode(mode);

      const before = Date.now();
      expect(await hasty.app.deps.mail.sendDue()).toBe(0);
      const after = Date.now();
      // The server is back, and the mail waits its turn.
      await smtp.restart();
      expect(await t.app.deps.mail.sendDue()).toBe(0);
      expect(smtp.mails).toHaveLength(0);

      const waiting = await onlyMail(t, cookie);
      expect(waiting).toMatchObject({ state: 'waiting', attempts: 1, sentAt: null });
      expect(waiting.lastError).toMatch(answer);
      const nextAttempt = Date.parse(waiting.nextAttemptAt ?? '');
      expect(nextAttempt).toBeGreaterThanOrEqual(before + mailSender.firstRetryMs);
      expect(nextAttempt).toBeLessThanOrEqual(after + mailSender.firstRetryMs);

      await waitUntil(waiting.nextAttemptAt);
      expect(await t.app.deps.mail.sendDue()).toBe(1);
      expect(await t.app.deps.mail.sendDue()).toBe(0);

      const [row] = await outboxRows(t);
      expect(smtp.mails.map((mail) => mail.messageId)).toEqual([row?.messageId]);
      expect(await onlyMail(t, cookie)).toMatchObject({
        state: 'sent',
        attempts: 2,
        lastError: null,
      });
    },
  );

  it('a server that hangs costs one attempt of attemptTimeoutMs, no more', async () => {
    await signInAdmin(t);
    await postInterestForm(t);
    await smtp.setMode('hang');

    const started = performance.now();
    expect(await hasty.app.deps.mail.sendDue()).toBe(0);
    const took = performance.now() - started;

    expect(took).toBeGreaterThanOrEqual(HASTY_TIMEOUT_MS - 20);
    expect(took).toBeLessThan(HASTY_TIMEOUT_MS * 4);
  });
});
