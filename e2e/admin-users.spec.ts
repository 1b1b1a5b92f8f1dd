// The admin panel's user management in Chromium against the production server with the local
// sign-in's invented accounts (DEV_LOGIN=1): approving a pending person in one step, or making an
// inactive member active again, after which each reaches the members area; declining a request; the
// bulk import's preview and all-or-nothing import; and the panel refusing everyone but admins.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import { expectToast } from './support/toasts';

// Accounts seeded by server/db/seed/seed-dev-users.ts.
const ADMIN = 'dana.whitfield@example.org';
const MEMBER = 'jamie.ortiz@example.org';

describeWithBrowser('the admin panel', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });

  /** Whether the admin API lists an account of this email. */
  const hasAccount = (page: Page, email: string) =>
    page.evaluate(async (email) => {
      const found = await fetch(`/api/admin/users?${new URLSearchParams({ search: email })}`);
      return ((await found.json()) as { items: { email: string }[] }).items.some(
        (user) => user.email === email,
      );
    }, email);

  /** Every alert() the page shows, accepted at once. */
  function collectAlerts(page: Page): string[] {
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    return alerts;
  }

  const counter = (page: Page, label: string) =>
    page.locator('dl > div', { has: page.getByText(label, { exact: true }) }).locator('dd');

  describe.each([
    {
      size: 'desktop',
      viewport: viewports.desktop,
      person: { name: 'Avery', fullName: 'Avery Quinn', email: 'avery.quinn@example.org' },
      waits: true,
    },
    {
      size: 'phone',
      viewport: viewports.phone,
      // A member an admin made inactive: switching them on is enough.
      person: { name: 'Morgan', fullName: 'Morgan Hale', email: 'morgan.hale@example.org' },
      waits: false,
    },
  ])('at $size width', ({ viewport, person, waits }) => {
    it(`an admin lets ${person.fullName} in with one change, and they reach the members area`, async () => {
      if (!waits) {
        const inactive = await suite.signedIn(person.email, viewport, '/members');
        await inactive.getByRole('heading', { name: 'Your membership is inactive' }).waitFor();
        expect(await inactive.getByText(/pending approval/i).count()).toBe(0);
        await inactive.goto(`${suite.server.baseUrl}/pending-approval`);
        await inactive.getByRole('heading', { name: 'Your membership is inactive' }).waitFor();
      }
      const admin = await suite.signedIn(ADMIN, viewport, '/admin');
      await admin.getByRole('heading', { name: 'Admin Panel' }).waitFor();
      const pendingBefore = Number(await counter(admin, 'Pending Approval').textContent());
      const activeSwitch = admin.getByRole('switch', {
        name: `Active account of ${person.fullName}`,
      });
      const sent = admin.waitForRequest((request) => request.method() === 'PATCH');

      if (waits) {
        const approveAs = admin.getByLabel(`Approve as role for ${person.fullName}`);
        expect(await approveAs.inputValue()).toBe('member');
        expect(await activeSwitch.count()).toBe(0);
        await admin.getByRole('button', { name: `Approve ${person.fullName}` }).click();
      } else {
        await activeSwitch.waitFor();
        expect(await activeSwitch.getAttribute('aria-checked')).toBe('false');
        await activeSwitch.click();
      }

      expect((await sent).postDataJSON()).toEqual({ role: 'member', isActive: 1 });
      await expectToast(
        admin,
        'User Updated',
        'User role and status have been updated successfully.',
      );
      await expect.poll(() => activeSwitch.getAttribute('aria-checked')).toBe('true');
      expect(await admin.getByLabel(`Role of ${person.fullName}`).inputValue()).toBe('member');
      expect(Number(await counter(admin, 'Pending Approval').textContent())).toBe(
        waits ? pendingBefore - 1 : pendingBefore,
      );

      // One change in the audit log, by the admin.
      const audit = admin.getByRole('region', { name: 'Audit log entries' });
      await audit
        .getByText(waits ? 'role pending → member, active no → yes' : 'active no → yes')
        .first()
        .waitFor();
      expect(await audit.getByText('Dana Whitfield').count()).toBeGreaterThan(0);

      const approved = await suite.signedIn(person.email, viewport, '/members');
      await approved.getByText(`Welcome back, ${person.name}!`).waitFor();
      await approved.getByRole('heading', { name: 'Tools & Resources' }).waitFor();
    });

    it('an admin cannot change their own role or status', async () => {
      const admin = await suite.signedIn(ADMIN, viewport, '/admin');

      const ownRole = admin.getByLabel('Role of Dana Whitfield');
      await ownRole.waitFor();

      expect(await ownRole.isDisabled()).toBe(true);
      expect(
        await admin.getByRole('switch', { name: 'Active account of Dana Whitfield' }).isDisabled(),
      ).toBe(true);
      expect(await admin.getByText('You cannot change your own role or status.').count()).toBe(1);
    });

    it('a member who opens /admin is refused and pointed to the members area', async () => {
      const member = await suite.signedIn(MEMBER, viewport, '/admin');

      await member.getByRole('heading', { name: 'Access Denied' }).waitFor();
      await expectToast(
        member,
        'Access Denied',
        "You don't have permission to access the admin panel.",
      );
      expect(await member.getByRole('heading', { name: 'Users' }).count()).toBe(0);
      await expectNoAxeViolations(member);
      await member.getByRole('link', { name: 'Go to the members area' }).click();
      await member.getByText('Welcome back, Jamie!').waitFor();
    });

    it('the admin panel has no accessibility violations, with an import preview open', async () => {
      const admin = await suite.signedIn(ADMIN, viewport, '/admin');
      await admin.getByRole('switch').first().waitFor();
      await admin.getByText(/unprocessed of/).waitFor();
      await admin.getByLabel('Users to import').fill('not-an-email, A, B, member');
      await admin.getByRole('button', { name: 'Preview' }).click();
      await admin.getByRole('region', { name: 'Import preview' }).waitFor();

      await expectNoAxeViolations(admin);
    });
  });

  describe('a request that waits', () => {
    it('an admin declines it after saying so, and the person leaves the list', async () => {
      const admin = await suite.signedIn(ADMIN, viewports.phone, '/admin');
      await admin.evaluate(() =>
        fetch('/api/admin/users/bulk', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            users: [{ email: 'riley.park@example.edu', firstName: 'Riley', lastName: 'Park' }],
          }),
        }),
      );
      await admin.reload();
      const pendingBefore = Number(await counter(admin, 'Pending Approval').textContent());

      await admin.getByRole('button', { name: 'Decline Riley Park' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Decline Riley Park?' });
      await dialog.getByText('They can sign in again to ask anew.', { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Decline' }).click();

      await expectToast(
        admin,
        'Request Declined',
        'Riley Park has been told by email, and their account removed.',
      );
      await expect
        .poll(() => admin.getByRole('button', { name: 'Decline Riley Park' }).count())
        .toBe(0);
      expect(Number(await counter(admin, 'Pending Approval').textContent())).toBe(
        pendingBefore - 1,
      );
      expect(await hasAccount(admin, 'riley.park@example.edu')).toBe(false);
      const audit = admin.getByRole('region', { name: 'Audit log entries' });
      await audit.getByText('User Riley Park').first().waitFor();
    });
  });

  describe('bulk import', () => {
    it('flags a bad row in the preview and writes nothing, then imports the fixed roster', async () => {
      const admin = await suite.signedIn(ADMIN, viewports.desktop, '/admin');
      const alerts = collectAlerts(admin);
      const field = admin.getByLabel('Users to import');
      const importButton = admin.getByRole('button', { name: 'Import', exact: true });
      await field.waitFor();

      // Empty text: an alert asks for the data, nothing is sent.
      await admin.getByRole('button', { name: 'Preview' }).click();
      await expect.poll(() => alerts).toEqual(['Please enter user data']);

      await field.fill(
        [
          'lena.fox@example.edu, Lena, Fox, member',
          '',
          '  not-an-email , Bad, Row, member',
          'rio.tan@example.edu, Rio, Tan, captain',
          `${MEMBER}, Jamie, Ortiz, member`,
        ].join('\n'),
      );
      await admin.getByRole('button', { name: 'Preview' }).click();

      const preview = admin.getByRole('region', { name: 'Import preview' });
      await preview.waitFor();
      const outcomes = await preview.locator('tbody tr').allInnerTexts();
      expect(outcomes.map((row) => row.replaceAll(/\s+/g, ' ').trim())).toEqual([
        '1 lena.fox@example.edu Lena Fox member Will be created',
        '2 not-an-email Bad Row member Invalid email',
        '3 rio.tan@example.edu Rio Tan captain Unknown role',
        `4 ${MEMBER} Jamie Ortiz member Already exists, skipped`,
      ]);
      expect(await importButton.isDisabled()).toBe(true);
      expect(await hasAccount(admin, 'lena.fox@example.edu')).toBe(false);

      // Fixed: the bad rows go, the preview is made again, and the import writes it all.
      await field.fill(
        ['lena.fox@example.edu, Lena, Fox, member', `${MEMBER}, Jamie, Ortiz, member`].join('\n'),
      );
      expect(await preview.count()).toBe(0);
      await admin.getByRole('button', { name: 'Preview' }).click();
      await preview.waitFor();
      await importButton.click();

      await expect.poll(() => alerts.at(-1)).toBe('Successfully created 1 users!');
      await expect.poll(() => field.inputValue()).toBe('');
      const outcome = admin.getByRole('status').filter({ hasText: 'Successfully created' });
      expect((await outcome.innerText()).split(/\n+/)).toEqual([
        'Successfully created 1 users! 1 already had an account and was skipped.',
        `Already had an account: ${MEMBER}.`,
      ]);
      await admin.getByText('lena.fox@example.edu', { exact: true }).waitFor();
      expect(await hasAccount(admin, 'lena.fox@example.edu')).toBe(true);
    });
  });

  describe('a lost session', () => {
    /** No identity provider is configured in these tests, so with DEV_LOGIN sign-in ends on the
     * local sign-in, told to come back to /admin. Waiting for it also keeps the test from closing
     * the browser in the middle of that navigation. */
    const landedOnSignIn = (page: Page) =>
      page.waitForURL(`${suite.server.baseUrl}/dev-login?returnTo=%2Fadmin`);

    it('a change after the session ended says so and goes to sign-in after 500 ms', async () => {
      const admin = await suite.signedIn(ADMIN, viewports.desktop, '/admin');
      const role = admin.getByLabel('Role of Taylor Brooks');
      await role.waitFor();
      // The session ends elsewhere (here: a logout from another tab).
      await admin.evaluate(() => fetch('/api/auth/logout', { method: 'POST' }));

      // The toast is on screen for the 500 ms before the page goes, so it is watched for from now.
      const toastShown = admin.waitForFunction(
        () => {
          const toasts = document.querySelector('[aria-label="Notifications (F8)"]');
          return (
            toasts?.textContent?.includes('Unauthorized') &&
            toasts.textContent.includes('Your session has expired. Please log in again.')
          );
        },
        undefined,
        { polling: 'raf' },
      );
      const refused = admin.waitForResponse((response) => response.request().method() === 'PATCH');
      const signIn = admin.waitForRequest((request) =>
        request.url().endsWith('/api/auth/google?returnTo=%2Fadmin'),
      );
      await role.selectOption({ label: 'Member' });

      expect((await refused).status()).toBe(401);
      const refusedAt = Date.now();
      await toastShown;
      await signIn;
      expect(Date.now() - refusedAt).toBeGreaterThanOrEqual(400);
      await landedOnSignIn(admin);
    });

    it('a visitor is asked to log in and sent to sign-in', async () => {
      const visitor = await suite.openPage(viewports.phone);
      const signIn = visitor.waitForRequest((request) =>
        request.url().endsWith('/api/auth/google?returnTo=%2Fadmin'),
      );
      await visitor.goto(`${suite.server.baseUrl}/admin`);

      await expectToast(
        visitor,
        'Authentication Required',
        'Please log in to access the admin panel.',
      );
      await signIn;
      await landedOnSignIn(visitor);
    });
  });

  describe('a roster longer than a page', () => {
    it('comes fifty accounts a page, and the search finds a person on any page', async () => {
      const admin = await suite.signedIn(ADMIN, viewports.phone, '/admin');
      await admin.getByRole('heading', { name: 'Admin Panel' }).waitFor();
      const imported = await admin.evaluate(async () => {
        const users = Array.from({ length: 55 }, (_, n) => ({
          email: `rider${n}@example.edu`,
          firstName: 'Rider',
          lastName: `Number${n}`,
          role: 'member',
        }));
        const answer = await fetch('/api/admin/users/bulk', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ users }),
        });
        return answer.status;
      });
      expect(imported).toBe(200);
      await admin.reload();

      const pages = admin.getByRole('navigation', { name: 'User list pages' });
      await pages.getByText(/^Page 1 of [2-9]$/).waitFor();
      expect(await admin.getByText('(you)').count()).toBe(0);
      await pages.getByRole('button', { name: 'Next' }).click();
      await pages.getByText(/^Page 2 of/).waitFor();
      // The seeded accounts are older than the import, the admin's own among them.
      await admin.getByText('(you)').waitFor();

      const searched = admin.waitForResponse((answer) => answer.url().includes('search=number42'));
      await admin.getByLabel('Search users by name or email').fill('number42');
      await searched;
      await admin.getByText(/^1 of \d+ users match\.$/).waitFor();
      const rows = admin.locator('#users ul > li');
      expect(await rows.count()).toBe(1);
      expect(await rows.textContent()).toContain('Rider Number42');
      expect(await pages.count()).toBe(0);
    });
  });
});
