// A mail the SMTP server keeps refusing waits longer after each failure; once it still fails after
// three days it is marked failed, and an admin's "Send again" sends it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ONLY_FAILED_RESEND_MESSAGE } from '../../../common/admin/mail';
import { mailOutbox } from '../../db/schema/mail-schema';
import { signInAdmin } from '../../test/admin-requests';
import { onlyMail, outboxRows, postInterestForm, waitUntil } from '../../test/mail-requests';
import { type SmtpTestServer, startSmtpServer } from '../../test/smtp-server';
import { makeTestApp, resetTestApp, type TestApp } from '../../test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

let smtp: SmtpTestServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await makeTestApp({
    environment: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://club.example' },
    mailSender: { firstRetryMs: 200, longestRetryMs: 600, attemptTimeoutMs: 5_000 },
  });
}, 60_000);
beforeEach(async () => {
  await resetTestApp(t);
  await smtp.restart();
  smtp.mails.length = 0;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('a mail that keeps failing', () => {
  it('waits firstRetryMs after its first failure, then twice as long each time, up to longestRetryMs', async () => {
    const { cookie } = await signInAdmin(t);
    await postInterestForm(t);
    await smtp.setMode('refuse');

    for (const [attempt, wait] of [200, 400, 600].entries()) {
      const before = Date.now();
      expect(await t.app.deps.mail.sendDue()).toBe(0);
      const after = Date.now();
      const mail = await onlyMail(t, cookie);
      expect(mail).toMatchObject({ state: 'waiting', attempts: attempt + 1 });
      // The failure was noted between `before` and `after`; the next attempt is `wait` later.
      const nextAttempt = Date.parse(mail.nextAttemptAt ?? '');
      expect(nextAttempt).toBeGreaterThanOrEqual(before + wait);
      expect(nextAttempt).toBeLessThanOrEqual(after + wait);
      await waitUntil(mail.nextAttemptAt);
    }
  });

  it('is marked failed when it fails again after three days, and Send again sends it', async () => {
    const { cookie, send } = await signInAdmin(t);
    await postInterestForm(t);
    const threeDaysAgo = new Date(Date.now() - 3 * DAY_MS - 60_000);
    await t.db
      .update(mailOutbox)
      .set({ createdAt: threeDaysAgo, queuedAt: threeDaysAgo, attempts: 5 });
    await smtp.setMode('refuse');

    await t.app.deps.mail.sendDue();
    const failed = await onlyMail(t, cookie);
    expect(failed).toMatchObject({ state: 'failed', attempts: 6, nextAttemptAt: null });
    expect(failed.lastError).toMatch(/550 Mailbox unavailable/);

    await smtp.restart();
    expect(await t.app.deps.mail.sendDue(new Date(Date.now() + DAY_MS))).toBe(0);
    expect(smtp.mails).toHaveLength(0);

    const resent = await send('POST', `/api/admin/outbox/${failed.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ id: failed.id, state: 'waiting' });

    expect(await t.app.deps.mail.sendDue()).toBe(1);
    const [row] = await outboxRows(t);
    expect(smtp.mails.map((mail) => mail.messageId)).toEqual([row?.messageId]);
    expect(await onlyMail(t, cookie)).toMatchObject({ state: 'sent', lastError: null });

    const again = await send('POST', `/api/admin/outbox/${failed.id}/resend`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ONLY_FAILED_RESEND_MESSAGE);
  });
});
