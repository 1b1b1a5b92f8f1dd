// The site's mail in Chromium against the production server, which has no SMTP_URL here, so mail
// is kept in the outbox and not sent: invitations from the admin panel, the outbox and one mail as
// its recipient reads it, the invitation's and the unsubscribe link's pages, and the notices a
// person turns off on /profile. Each view is checked with axe and for sideways scrolling.
import {
  INVITATIONS_PATH,
  MAIL_SETTINGS_PATH,
  type MailSettings,
  OUTBOX_PATH,
  type OutboxItem,
  type OutboxMail,
  type OutboxPage,
} from '@common/admin/mail';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import { expectToast } from './support/toasts';

// Accounts seeded by server/db/seed/seed-dev-users.ts.
const ADMIN = 'dana.whitfield@example.org';
const MEMBER = 'jamie.ortiz@example.org';
/** The club's contact address (server/db/seed/seed-content.ts), which interest form messages go to. */
const CLUB_CONTACT = 'offroad-club@example.edu';

const allNoticesOn: MailSettings = {
  'approval-requests': true,
  'contact-messages': true,
  'clockify-notices': true,
  'event-reminders': true,
};

/** A call to the API with the page's cookies; answers the status and the parsed body. */
async function callApi<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );
}

/** Invites these addresses as members, through the API. */
async function invite(admin: Page, emails: string[]) {
  const invitations = emails.map((email) => ({ email, role: 'member' }));
  expect((await callApi(admin, 'POST', INVITATIONS_PATH, { invitations })).status).toBe(200);
}

/** The newest mail of the outbox's first page that `wanted` picks, whole, as the admin reads it. */
async function newestMail(
  admin: Page,
  wanted: (item: OutboxItem) => boolean,
): Promise<OutboxMail | undefined> {
  const { body } = await callApi<OutboxPage>(admin, 'GET', OUTBOX_PATH);
  const item = body.items.find(wanted);
  return item && (await callApi<OutboxMail>(admin, 'GET', `${OUTBOX_PATH}/${item.id}`)).body;
}

/** The invitation mail to `email`, whole. */
async function invitationTo(admin: Page, email: string): Promise<OutboxMail> {
  const mail = await newestMail(
    admin,
    (item) => item.kind === 'invitation' && item.recipient === email,
  );
  if (!mail) throw new Error(`no invitation to ${email} in the outbox`);
  return mail;
}

/** Sends the interest form's message of a prospective member with this last name. */
async function sendInterestMessage(page: Page, lastName: string) {
  const sent = await callApi(page, 'POST', '/api/contact', {
    firstName: 'Casey',
    lastName,
    email: 'casey@example.edu',
    interestLevel: 'meeting',
    majorYear: null,
    message: 'I would like to visit a meeting first. When do you meet?',
  });
  expect(sent.status).toBe(201);
}

/** The path and query of the link in a mail's text that leads to `path`. */
function linkIn(mail: OutboxMail, path: string): string {
  const link = mail.text.match(new RegExp(`https?://\\S+${path.replace('/', '\\/')}\\?token=\\S+`));
  if (!link) throw new Error(`no ${path} link in:\n${mail.text}`);
  const url = new URL(link[0]);
  return `${url.pathname}${url.search}`;
}

/** Fails when the page is wider than its window: nothing may scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(widths.window);
}

describeWithBrowser('mail', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });

  describe.each(Object.entries(viewports))('at %s width', (size, viewport) => {
    /** Addresses of this width's own, so that the two widths' tests do not meet. */
    const address = (name: string) => `${name}.${size}@example.edu`;

    it('an admin invites two people, sees them waiting, and revokes one', async () => {
      const [ada, ben] = [address('ada.okafor'), address('ben.lee')];
      const admin = await suite.signedIn(ADMIN, viewport, '/admin#invitations');
      const list = admin.getByRole('list', { name: 'Sent invitations' });
      const row = (email: string) => list.getByRole('listitem').filter({ hasText: email });

      await admin.getByLabel('Email addresses').fill(`${ada}\n\n${ben}, designer, Ben Lee`);
      await admin.getByLabel('Default role').selectOption({ label: 'Member' });
      const sent = admin.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith(INVITATIONS_PATH),
      );
      await admin.getByRole('button', { name: 'Send invitations' }).click();

      expect((await sent).postDataJSON()).toEqual({
        invitations: [
          { email: ada, role: 'member', name: null },
          { email: ben, role: 'designer', name: 'Ben Lee' },
        ],
      });
      await expectToast(admin, 'Invitations', 'Sent 2 invitations.');
      const outcomes = admin.getByRole('region', { name: 'What each address came to' });
      await outcomes.getByText(`Invited ${ada}.`).waitFor();
      await outcomes.getByText(`Invited ${ben}.`).waitFor();
      expect(await admin.getByLabel('Email addresses').inputValue()).toBe('');
      await row(ada).getByText('Waiting', { exact: true }).waitFor();
      await row(ben).getByText('Waiting', { exact: true }).waitFor();
      await row(ben).getByText('as Designer', { exact: true }).waitFor();
      await expectNoAxeViolations(admin);
      await expectNoSidewaysScroll(admin);

      // Revoking asks first; Cancel leaves the invitation as it was.
      await row(ben)
        .getByRole('button', { name: `Revoke the invitation of ${ben}` })
        .click();
      const confirm = admin.getByRole('dialog', { name: 'Revoke this invitation?' });
      await confirm
        .getByText(`The link sent to ${ben} will stop working.`, { exact: false })
        .waitFor();
      await expectNoAxeViolations(admin);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      await row(ben).getByText('Waiting', { exact: true }).waitFor();

      await row(ben)
        .getByRole('button', { name: `Revoke the invitation of ${ben}` })
        .click();
      await confirm.getByRole('button', { name: 'Revoke' }).click();
      await expectToast(admin, 'Invitations', 'Invitation revoked.');
      await row(ben).getByText('Revoked', { exact: true }).waitFor();
      expect(await row(ben).getByRole('button').count()).toBe(0);
      await row(ada).getByText('Waiting', { exact: true }).waitFor();
    });

    it('a list with a wrong line is refused with the line named, and nothing is sent', async () => {
      const admin = await suite.signedIn(ADMIN, viewport, '/admin#invitations');
      let posted = 0;
      admin.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith(INVITATIONS_PATH)) posted += 1;
      });
      await admin.getByLabel('Email addresses').fill(`${address('cy')}\nnot-an-email\n`);
      await admin.getByRole('button', { name: 'Send invitations' }).click();

      const alert = admin.getByRole('alert').filter({ hasText: 'No invitation was sent.' });
      await alert.getByText('Line 2: Enter a valid email address').waitFor();
      expect(await admin.getByLabel('Email addresses').getAttribute('aria-invalid')).toBe('true');
      expect(posted).toBe(0);
      await expectNoAxeViolations(admin);
    });

    it('the outbox keeps the invitation mails unsent while mail is off, and shows one as its recipient reads it', async () => {
      const [eve, fay] = [address('eve.park'), address('fay.moss')];
      // Invited from another page, so that /admin opens afresh with the new mail.
      const admin = await suite.signedIn(ADMIN, viewport, '/profile');
      await invite(admin, [eve, fay]);
      await admin.goto(`${suite.server.baseUrl}/admin#outbox`);

      const outbox = admin.locator('#outbox');
      await outbox
        .getByText(
          'Mail is off: emails are kept here and not sent. Set SMTP_URL on the server to send them.',
        )
        .waitFor();
      const mails = outbox.getByRole('list', { name: 'Emails in the outbox' });
      for (const email of [eve, fay]) {
        const row = mails.getByRole('listitem').filter({ hasText: `To ${email}` });
        await row.getByText('Not sent: mail is off', { exact: true }).waitFor();
        await row.getByText('Invitation', { exact: true }).waitFor();
        // Mail that was never tried cannot be sent again.
        expect(await row.getByRole('button', { name: /Send again/ }).count()).toBe(0);
      }
      await expectNoAxeViolations(admin);
      await expectNoSidewaysScroll(admin);

      const row = mails.getByRole('listitem').filter({ hasText: `To ${eve}` });
      await row.getByRole('button', { name: /^View/ }).click();
      const dialog = admin.getByRole('dialog', { name: /You're invited to join/ });
      await dialog.getByText(`The email as ${eve} receives it.`).waitFor();
      const envelope = dialog.locator('dl');
      await envelope.getByText('From', { exact: true }).waitFor();
      await envelope.getByText(eve, { exact: true }).waitFor();
      const text = dialog.locator('pre');
      await text.getByText('/invitation?token=', { exact: false }).waitFor();
      expect(await text.textContent()).toContain(`Sign in with ${eve}`);

      // The HTML part is framed with nothing allowed: no script, no form, no link that leaves.
      const frame = dialog.getByTitle('Email preview');
      expect(await frame.getAttribute('sandbox')).toBe('');
      const preview = dialog.frameLocator('iframe[title="Email preview"]');
      await preview.getByText('Accept the invitation').waitFor();
      await expectNoAxeViolations(admin);
      await expectNoSidewaysScroll(admin);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
    });

    it("an invitation's link names the club, the role and the address; a revoked one says so", async () => {
      const [gus, hal] = [address('gus.reyes'), address('hal.ito')];
      const admin = await suite.signedIn(ADMIN, viewport, '/admin');
      await invite(admin, [gus, hal]);
      const gusLink = linkIn(await invitationTo(admin, gus), '/invitation');
      const halLink = linkIn(await invitationTo(admin, hal), '/invitation');
      const invitations = (
        await callApi<{ id: string; email: string }[]>(admin, 'GET', INVITATIONS_PATH)
      ).body;
      const halInvitation = invitations.find((invitation) => invitation.email === hal);
      await callApi(admin, 'DELETE', `${INVITATIONS_PATH}/${halInvitation?.id}`);

      const visitor = await suite.openPage(viewport);
      await visitor.goto(`${suite.server.baseUrl}${gusLink}`);
      await visitor
        .getByRole('heading', { name: /^You're invited to join .+ as a member$/ })
        .waitFor();
      await visitor
        .getByText(`Sign in with the email address ${gus}; your account is ready at once.`)
        .waitFor();
      const signIn = visitor.getByRole('link', { name: 'Sign in' });
      expect(await signIn.getAttribute('href')).toBe('/api/auth/google?returnTo=%2Fmembers');
      await expectNoAxeViolations(visitor);
      await expectNoSidewaysScroll(visitor);

      await visitor.goto(`${suite.server.baseUrl}${halLink}`);
      await visitor
        .getByText(
          'This invitation was withdrawn. Ask an admin of the club if you think it is a mistake.',
        )
        .waitFor();
      expect(await visitor.getByRole('link', { name: 'Sign in' }).count()).toBe(0);

      await visitor.goto(`${suite.server.baseUrl}/invitation?token=no-such-invitation`);
      await visitor.getByText('This invitation link is not valid.').waitFor();
      await expectNoAxeViolations(visitor);
      await expectNoSidewaysScroll(visitor);
    });

    it('a notice turned off on /profile stays off after a reload', async () => {
      const admin = await suite.signedIn(ADMIN, viewport, '/admin');
      await callApi(admin, 'PUT', MAIL_SETTINGS_PATH, allNoticesOn);
      await admin.goto(`${suite.server.baseUrl}/profile#mail-settings`);

      const card = admin.locator('#mail-settings');
      await card
        .getByText(
          'Emails you need to use the site (your application, your approval, invitations) always go.',
        )
        .waitFor();
      const approvals = card.getByRole('switch', { name: 'People waiting for approval' });
      expect(await approvals.getAttribute('aria-checked')).toBe('true');
      // The four notices, and the weekly meeting's reminders, which are off until asked for.
      await card.getByRole('switch', { name: 'Weekly meeting reminders' }).waitFor();
      expect(await card.getByRole('switch').count()).toBe(5);
      const saved = admin.waitForRequest((request) => request.method() === 'PUT');
      await approvals.click();

      expect((await saved).postDataJSON()).toEqual({ ...allNoticesOn, 'approval-requests': false });
      await expectToast(admin, 'Success', 'Email settings saved');
      await expectNoAxeViolations(admin);
      await expectNoSidewaysScroll(admin);
      await admin.reload();
      await expect.poll(() => approvals.getAttribute('aria-checked')).toBe('false');
      expect(
        await card
          .getByRole('switch', { name: 'Interest form messages' })
          .getAttribute('aria-checked'),
      ).toBe('true');
    });

    it("a member's email settings hold the Clockify notices and the event reminders alone", async () => {
      const member = await suite.signedIn(MEMBER, viewport, '/profile');
      const card = member.locator('#mail-settings');
      await card.getByRole('switch', { name: 'Clockify notices' }).waitFor();
      await card.getByRole('switch', { name: 'Event reminders' }).waitFor();
      const meetings = card.getByRole('switch', { name: 'Weekly meeting reminders' });
      await meetings.waitFor();
      expect(await meetings.getAttribute('aria-checked')).toBe('false');
      expect(await card.getByRole('switch').count()).toBe(3);
      await expectNoAxeViolations(member);
      await expectNoSidewaysScroll(member);
    });

    it("a notice's unsubscribe link turns it off with one button", async () => {
      const admin = await suite.signedIn(ADMIN, viewport, '/admin');
      // Interest form messages go to the club's contact address. The link in any of them serves:
      // it names the address and the notice, and turning off twice is as turning off once.
      await sendInterestMessage(admin, `Wren ${size}`);
      const mail = await newestMail(admin, (item) => item.kind === 'contact-messages');
      if (!mail) throw new Error('no interest form message in the outbox');
      const link = linkIn(mail, '/unsubscribe');

      const visitor = await suite.openPage(viewport);
      await visitor.goto(`${suite.server.baseUrl}${link}`);
      await visitor.getByRole('heading', { name: 'Interest form messages' }).waitFor();
      await visitor.getByRole('main').getByText(CLUB_CONTACT, { exact: true }).waitFor();
      await expectNoAxeViolations(visitor);
      await expectNoSidewaysScroll(visitor);
      await visitor.getByRole('button', { name: 'Turn off these emails' }).click();
      await visitor
        .getByText(
          `${CLUB_CONTACT} will no longer get “Interest form messages” emails. Turn them back on from your profile.`,
        )
        .waitFor();
      await expectNoAxeViolations(visitor);
      await expectNoSidewaysScroll(visitor);

      // The next message is kept in the inbox, and no mail tells of it.
      await sendInterestMessage(admin, `Lark ${size}`);
      expect(await newestMail(admin, (item) => item.subject.includes(`Lark ${size}`))).toBe(
        undefined,
      );

      await visitor.goto(`${suite.server.baseUrl}/unsubscribe?token=not.a.real.token`);
      await visitor.getByText('This unsubscribe link is not valid.').waitFor();
    });
  });

  it('the bulk import can invite the new people instead of creating their accounts', async () => {
    const admin = await suite.signedIn(ADMIN, viewports.desktop, '/admin#bulk-import');
    const alerts: string[] = [];
    admin.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await admin.getByLabel('Users to import').fill('ivy.nash@example.edu, Ivy, Nash, member');
    await admin
      .getByLabel('Email each new person an invitation instead of creating their account')
      .check();
    const previewed = admin.waitForRequest((request) => request.url().includes('/bulk?'));
    await admin.getByRole('button', { name: 'Preview' }).click();
    expect(new URL((await previewed).url()).search).toBe('?dryRun=1&invite=1');
    const preview = admin.getByRole('region', { name: 'Import preview' });
    await preview.getByText('Will be invited').waitFor();

    const imported = admin.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/bulk?invite=1'),
    );
    await admin.getByRole('button', { name: 'Import', exact: true }).click();
    await imported;
    await expect.poll(() => alerts.at(-1)).toMatch(/^Sent 1 invitation/);
    const list = admin.getByRole('list', { name: 'Sent invitations' });
    await list
      .getByRole('listitem')
      .filter({ hasText: 'ivy.nash@example.edu' })
      .getByText('Waiting')
      .waitFor();
  });
});
