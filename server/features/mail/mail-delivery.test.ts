// Mail reaches a real SMTP server as its recipient reads it, the change that causes it never waits
// for that server, and a server that refuses, hangs or is down costs one attempt and a wait.
import { describe, expect, it } from 'vitest';
import { clubConfig } from '../../db/schema/site-schema';
import { signInAdmin } from '../../test/admin-requests';
import { onlyMail, outboxRows, postInterestForm, waitUntil } from '../../test/mail/mail-requests';
import type { SmtpMode } from '../../test/mail/smtp-server';
import { makeTestApp } from '../../test/test-app';
import { useTestSite } from '../../test/use-test-site';

const PUBLIC_URL = 'https://club.example';
// A generous time limit for attempts that should succeed, even on a busy machine; the hasty second
// instance on the same database gives up after half a second, so that a hanging server costs that.
const mailSender = { firstRetryMs: 1_000, longestRetryMs: 5_000, attemptTimeoutMs: 10_000 };
const HASTY_TIMEOUT_MS = 500;

const site = useTestSite({
  mail: true,
  environment: { PUBLIC_URL },
  app: { mailSender },
  secondInstance: { mailSender: { ...mailSender, attemptTimeoutMs: HASTY_TIMEOUT_MS } },
});

describe('a mail as it arrives', () => {
  it('an interest-form message reaches the admin once, in HTML and text, from the club, answerable to the sender', async () => {
    await site.t.db.insert(clubConfig).values({ clubName: 'Cedar Ridge Racing' });
    const { admin, cookie } = await signInAdmin(site.t);
    const posted = await postInterestForm(site.t, {
      firstName: 'Casey',
      lastName: 'Rivera',
      email: 'casey@student.test',
      message: 'Can I join the suspension team?',
    });
    expect(posted.statusCode).toBe(201);

    expect(await site.t.app.deps.mail.sendDue()).toBe(1);

    expect(site.mail.mails).toHaveLength(1);
    const [mail] = site.mail.mails;
    const [row] = await outboxRows(site.t);
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

    expect(await onlyMail(site.t, cookie)).toMatchObject({
      state: 'sent',
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
    });
    expect(await site.t.app.deps.mail.sendDue()).toBe(0);
    expect(site.mail.mails).toHaveLength(1);
  });

  it('a notice carries a one-click unsubscribe that works', async () => {
    const { admin } = await signInAdmin(site.t);
    await postInterestForm(site.t);
    await site.t.app.deps.mail.sendDue();

    const headers = site.mail.mails[0]?.headers ?? {};
    expect(headers['list-unsubscribe']).toMatch(
      /^<https:\/\/club\.example\/api\/mail\/unsubscribe\?token=[A-Za-z0-9_.-]+>$/,
    );
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // A mail client posts to that address from its own servers, without a cookie.
    const link = new URL(headers['list-unsubscribe']?.slice(1, -1) ?? '');
    const clicked = await site.t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(200);
    expect(clicked.json()).toMatchObject({ kind: 'contact-messages', email: admin.email });
  });

  it('account mail has no unsubscribe header and no Reply-To', async () => {
    const { send } = await signInAdmin(site.t);
    const invited = await send('POST', '/api/admin/invitations', {
      invitations: [{ email: 'newcomer@student.test', role: 'member' }],
    });
    expect(invited.statusCode).toBe(200);

    expect(await site.t.app.deps.mail.sendDue()).toBe(1);

    const [mail] = site.mail.mails;
    expect(mail?.envelopeTo).toEqual(['newcomer@student.test']);
    expect(mail?.headers).not.toHaveProperty('list-unsubscribe');
    expect(mail?.headers).not.toHaveProperty('list-unsubscribe-post');
    expect(mail?.replyTo).toBeUndefined();
  });

  it('MAIL_FROM, when set, is the sender of the mail', async () => {
    const other = await makeTestApp({
      sameDatabaseAs: site.t,
      environment: {
        SMTP_URL: site.mail.url,
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

    expect(site.mail.mails[0]).toMatchObject({
      envelopeFrom: 'team@cedar.example',
      from: '"Cedar Ridge" <team@cedar.example>',
    });
  });
});

describe('the change that causes a mail', () => {
  it('is answered at once while the SMTP server hangs', async () => {
    const { cookie } = await signInAdmin(site.t);
    await site.mail.setMode('hang');

    const started = performance.now();
    const posted = await postInterestForm(site.t);
    const took = performance.now() - started;

    expect(posted.statusCode).toBe(201);
    expect(took).toBeLessThan(mailSender.attemptTimeoutMs / 4);
    expect(await onlyMail(site.t, cookie)).toMatchObject({ state: 'waiting', attempts: 0 });
    expect(site.mail.mails).toHaveLength(0);
  });
});

describe('an SMTP server that does not take the mail', () => {
  const failures: [string, SmtpMode, RegExp][] = [
    ['refuses it', 'refuse', /^Mail command failed: 550 Mailbox unavailable/],
    // Nodemailer's own limit on the greeting and the site's on the attempt are both half a second.
    ['hangs', 'hang', /^(The mail server did not finish within 0\.5 s|Greeting never received)$/],
    ['is down', 'down', /ECONNREFUSED 127\.0\.0\.1:\d+/],
  ];

  // The failing attempt is the hasty second instance's; any instance tries again, here one with
  // time to succeed.
  it.each(failures)(
    'when it %s, the mail waits with the answer, is tried again after the wait and arrives once',
    async (_, mode, answer) => {
      const { cookie } = await signInAdmin(site.t);
      await postInterestForm(site.t);
      await site.mail.setMode(mode);

      const before = Date.now();
      expect(await site.second.app.deps.mail.sendDue()).toBe(0);
      const after = Date.now();
      // The server is back, and the mail waits its turn.
      await site.mail.restart();
      expect(await site.t.app.deps.mail.sendDue()).toBe(0);
      expect(site.mail.mails).toHaveLength(0);

      const waiting = await onlyMail(site.t, cookie);
      expect(waiting).toMatchObject({ state: 'waiting', attempts: 1, sentAt: null });
      expect(waiting.lastError).toMatch(answer);
      const nextAttempt = Date.parse(waiting.nextAttemptAt ?? '');
      expect(nextAttempt).toBeGreaterThanOrEqual(before + mailSender.firstRetryMs);
      expect(nextAttempt).toBeLessThanOrEqual(after + mailSender.firstRetryMs);

      await waitUntil(waiting.nextAttemptAt);
      expect(await site.t.app.deps.mail.sendDue()).toBe(1);
      expect(await site.t.app.deps.mail.sendDue()).toBe(0);

      const [row] = await outboxRows(site.t);
      expect(site.mail.mails.map((mail) => mail.messageId)).toEqual([row?.messageId]);
      expect(await onlyMail(site.t, cookie)).toMatchObject({
        state: 'sent',
        attempts: 2,
        lastError: null,
      });
    },
  );

  it('a server that hangs costs one attempt of attemptTimeoutMs, no more', async () => {
    await signInAdmin(site.t);
    await postInterestForm(site.t);
    await site.mail.setMode('hang');

    const started = performance.now();
    expect(await site.second.app.deps.mail.sendDue()).toBe(0);
    const took = performance.now() - started;

    expect(took).toBeGreaterThanOrEqual(HASTY_TIMEOUT_MS - 20);
    expect(took).toBeLessThan(HASTY_TIMEOUT_MS * 4);
  });
});
