// A mail the SMTP server keeps refusing waits longer after each failure; once it still fails after
// three days it is marked failed, and an admin's "Send again" sends it.
import { describe, expect, it } from 'vitest';
import { ONLY_FAILED_RESEND_MESSAGE } from '../../../common/admin/mail';
import { mailOutbox } from '../../db/schema/mail-schema';
import { signInAdmin } from '../../test/admin-requests';
import { onlyMail, outboxRows, postInterestForm, waitUntil } from '../../test/mail/mail-requests';
import { useTestSite } from '../../test/use-test-site';

const DAY_MS = 24 * 60 * 60 * 1000;

const site = useTestSite({
  mail: true,
  environment: { PUBLIC_URL: 'https://club.example' },
  app: { mailSender: { firstRetryMs: 200, longestRetryMs: 600, attemptTimeoutMs: 5_000 } },
});

describe('a mail that keeps failing', () => {
  it('waits firstRetryMs after its first failure, then twice as long each time, up to longestRetryMs', async () => {
    const { cookie } = await signInAdmin(site.t);
    await postInterestForm(site.t);
    await site.mail.setMode('refuse');

    for (const [attempt, wait] of [200, 400, 600].entries()) {
      const before = Date.now();
      expect(await site.t.app.deps.mail.sendDue()).toBe(0);
      const after = Date.now();
      const mail = await onlyMail(site.t, cookie);
      expect(mail).toMatchObject({ state: 'waiting', attempts: attempt + 1 });
      // The failure was noted between `before` and `after`; the next attempt is `wait` later.
      const nextAttempt = Date.parse(mail.nextAttemptAt ?? '');
      expect(nextAttempt).toBeGreaterThanOrEqual(before + wait);
      expect(nextAttempt).toBeLessThanOrEqual(after + wait);
      await waitUntil(mail.nextAttemptAt);
    }
  });

  it('is marked failed when it fails again after three days, and Send again sends it', async () => {
    const { cookie, send } = await signInAdmin(site.t);
    await postInterestForm(site.t);
    const threeDaysAgo = new Date(Date.now() - 3 * DAY_MS - 60_000);
    await site.t.db
      .update(mailOutbox)
      .set({ createdAt: threeDaysAgo, queuedAt: threeDaysAgo, attempts: 5 });
    await site.mail.setMode('refuse');

    await site.t.app.deps.mail.sendDue();
    const failed = await onlyMail(site.t, cookie);
    expect(failed).toMatchObject({ state: 'failed', attempts: 6, nextAttemptAt: null });
    expect(failed.lastError).toMatch(/550 Mailbox unavailable/);

    await site.mail.restart();
    expect(await site.t.app.deps.mail.sendDue(new Date(Date.now() + DAY_MS))).toBe(0);
    expect(site.mail.mails).toHaveLength(0);

    const resent = await send('POST', `/api/admin/outbox/${failed.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ id: failed.id, state: 'waiting' });

    expect(await site.t.app.deps.mail.sendDue()).toBe(1);
    const [row] = await outboxRows(site.t);
    expect(site.mail.mails.map((mail) => mail.messageId)).toEqual([row?.messageId]);
    expect(await onlyMail(site.t, cookie)).toMatchObject({ state: 'sent', lastError: null });

    const again = await send('POST', `/api/admin/outbox/${failed.id}/resend`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ONLY_FAILED_RESEND_MESSAGE);
  });
});
