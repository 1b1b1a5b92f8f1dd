// Signing in through a real OpenID provider (oidc-provider on loopback) in Chromium: a new person
// waits for approval, an approved member reaches the members area, an ADMIN_EMAILS address is an
// admin at once, and logging out signs the browser out.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../server/process/server-process';
import { startTestProvider, type TestProvider } from '../server/test/identity/oidc-provider';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { useServerAndBrowser } from './support/suite';

const ADMIN_EMAIL = 'club.admin@example.org';
// An approved member seeded for the local sign-in (server/db/seed/seed-dev-users.ts).
const APPROVED_MEMBER_EMAIL = 'jamie.ortiz@example.org';

describeWithBrowser('signing in with the identity provider', () => {
  let provider: TestProvider;
  let providerPort: number;
  let page: Page;

  // The site learns the provider's address at start, the provider the site's at its own start:
  // the port is filled in before the suite's own beforeAll, registered below, reads it.
  const environment: Record<string, string> = {
    OIDC_CLIENT_ID: 'club-website',
    OIDC_CLIENT_SECRET: 'club-website-test-secret',
    ADMIN_EMAILS: ADMIN_EMAIL,
    DEV_LOGIN: '1',
  };
  beforeAll(async () => {
    providerPort = await freePort();
    environment.OIDC_ISSUER = `http://127.0.0.1:${providerPort}`;
  });
  const suite = useServerAndBrowser(environment);
  beforeAll(async () => {
    provider = await startTestProvider({
      redirectUri: `${suite.server.baseUrl}/api/auth/callback`,
      port: providerPort,
      claimsInIdToken: true,
    });
  });
  afterAll(() => provider?.close());

  afterEach(() => page?.close());

  async function openPage(viewport: (typeof viewports)[keyof typeof viewports], path: string) {
    page = await suite.browser.newPage({ viewport });
    page.setDefaultTimeout(10_000);
    await page.goto(`${suite.server.baseUrl}${path}`);
  }

  /** The provider's development login page, then its consent page. */
  async function signInAtProvider(login: string) {
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any password');
    await page.locator('button[type="submit"]').click();
    const consent = page.locator('button[type="submit"]', { hasText: /continue/i });
    // The provider asks for consent once per account; a returning account goes straight back.
    await Promise.race([
      consent.click().catch(() => undefined),
      page.waitForURL((url) => url.origin === suite.server.baseUrl),
    ]);
    await page.waitForURL((url) => url.origin === suite.server.baseUrl);
  }

  describe('at desktop width', () => {
    it('a new person lands on the pending-approval page', async () => {
      provider.setAccount('new-student', {
        email: 'nova.reyes@example.org',
        email_verified: true,
        given_name: 'Nova',
        family_name: 'Reyes',
      });
      await openPage(viewports.desktop, '/');

      await page.getByRole('link', { name: 'Login', exact: true }).click();
      await signInAtProvider('new-student');

      await page.waitForURL(`${suite.server.baseUrl}/pending-approval`);
      await page.getByRole('heading', { name: 'Account Pending Approval' }).waitFor();
      expect(await page.getByText('Thanks for signing in, Nova!').count()).toBe(1);
      expect(await page.getByText('Approval typically takes 1-2 business days.').count()).toBe(1);
      await expectNoAxeViolations(page);
      // The header names the person once their account has been read.
      await expect.poll(() => page.getByRole('link', { name: 'Nova' }).count()).toBe(1);

      // The members area stays closed until an administrator approves the account.
      await page.getByRole('link', { name: 'Members', exact: true }).click();
      await page.getByRole('heading', { name: 'Pending Approval' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Tools & Resources' }).count()).toBe(0);
      const resources = await page.evaluate(
        async () => (await fetch('/api/members/resources')).status,
      );
      expect(resources).toBe(403);
    });

    it('a cancelled sign-in lands on a page that says so and offers to try again', async () => {
      await openPage(viewports.desktop, '/');

      await page.getByRole('link', { name: 'Login', exact: true }).click();
      await page.waitForURL((url) => url.origin === provider.issuer);
      await page.getByRole('link', { name: /cancel/i }).click();

      await page.waitForURL(`${suite.server.baseUrl}/sign-in-error?reason=access-denied`);
      await page.getByText('Sign-in was cancelled, so you are not signed in.').waitFor();
      await expectNoAxeViolations(page);
      expect(await page.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
        '/api/auth/google',
      );
    });

    it('an approved member reaches the members area and can log out', async () => {
      provider.setAccount('member', {
        email: APPROVED_MEMBER_EMAIL,
        email_verified: true,
        given_name: 'Jamie',
        family_name: 'Ortiz',
      });
      await openPage(viewports.desktop, '/members');
      // Signed out, the members area says so and sends the browser to sign in after 1 s.
      await page.getByText('Please log in to access the members area.').first().waitFor();

      await signInAtProvider('member');

      await page.waitForURL(`${suite.server.baseUrl}/members`);
      await page.getByText('Welcome back, Jamie!').waitFor();
      await page.getByRole('heading', { name: 'Tools & Resources' }).waitFor();
      expect(await page.getByText('Member', { exact: true }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Axel AI' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Time Tracking' }).count()).toBe(1);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Log out' }).click();

      await page.waitForURL(`${suite.server.baseUrl}/`);
      await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
      expect(await page.evaluate(() => document.cookie)).not.toContain('signed-in=1');
      const user = await page.evaluate(async () => (await fetch('/api/auth/user')).status);
      expect(user).toBe(401);
    });
  });

  describe('at phone width', () => {
    it('an ADMIN_EMAILS address signs in from the menu panel as an active admin', async () => {
      provider.setAccount('admin', {
        email: ADMIN_EMAIL,
        email_verified: true,
        given_name: 'Casey',
        family_name: 'Lund',
      });
      await openPage(viewports.phone, '/');

      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Login with Google' }).click();
      await signInAtProvider('admin');

      await page.waitForURL(`${suite.server.baseUrl}/members`);
      await page.getByText('Welcome back, Casey!').waitFor();
      expect(await page.getByText('Administrator', { exact: true }).count()).toBe(1);
      await page.goto(`${suite.server.baseUrl}/profile`);
      const account = page.getByRole('region', { name: 'Account information' });
      await account.waitFor();
      // The Directory card further down names the address too, as the one it would share.
      expect(await account.getByText(ADMIN_EMAIL).count()).toBe(1);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Open menu' }).click();
      const panel = page.getByRole('dialog');
      await panel.getByText('Welcome, Casey!').waitFor();
      expect(await panel.getByRole('link', { name: 'Axel AI' }).count()).toBe(1);
      expect(await panel.getByRole('link', { name: 'Profile' }).count()).toBe(1);
    });
  });
});
