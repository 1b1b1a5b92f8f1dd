// The outbox when the mail server refuses: the site keeps the mail waiting and shows the admin the
// server's answer. The production server sends through the tests' real SMTP server, set to refuse.
import { INVITATIONS_PATH } from '@common/admin/mail';
import { afterAll, expect, it } from 'vitest';
import { startSmtpServer } from '../server/test/mail/smtp-server';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { useServerAndBrowser } from './support/suite';

const ADMIN = 'dana.whitfield@example.org';

const smtp = await startSmtpServer();
await smtp.setMode('refuse');
afterAll(() => smtp.close());

describeWithBrowser('mail refused by the mail server', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1', SMTP_URL: smtp.url });

  it.each(Object.entries(viewports))(
    'the outbox shows a refused mail waiting, with the server answer (%s)',
    async (size, viewport) => {
      const admin = await suite.signedIn(ADMIN, viewport, '/admin');
      const email = `lee.park.${size}@example.edu`;
      const invited = await admin.evaluate(
        async ({ path, email }) =>
          (
            await fetch(path, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ invitations: [{ email, role: 'member' }] }),
            })
          ).status,
        { path: INVITATIONS_PATH, email },
      );
      expect(invited).toBe(200);

      // The server's sender tries it within seconds; the outbox is read afresh at each load.
      const row = admin.locator('#outbox li').filter({ hasText: `To ${email}` });
      const answer = row.getByText('The mail server answered: ', { exact: false });
      for (let tries = 0; (await answer.count()) === 0 && tries < 20; tries++) {
        await admin.reload();
        await row.waitFor();
        await admin.waitForTimeout(500);
      }
      await answer.waitFor();
      expect(await answer.textContent()).toMatch(/550 Mailbox unavailable/);
      await row.getByText('Waiting', { exact: true }).waitFor();
      expect(await row.getByRole('button', { name: /Send again/ }).count()).toBe(0);
      await expectNoAxeViolations(admin);
    },
  );
});
