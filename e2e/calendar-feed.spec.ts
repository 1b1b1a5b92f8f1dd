// The personal calendar feed on /profile, in Chromium against the production server: a member sees
// their feed's address, copies it, subscribes through webcal:, and replaces it after confirming,
// the old address then answering 404 to a calendar app. Checked with axe and for sideways scrolling
// on a phone and a desktop.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import { expectToast } from './support/toasts';

// Seeded for DEV_LOGIN=1 (server/db/seed/seed-dev-users.ts): an active member.
const MEMBER = 'jamie.ortiz@example.org';

/** Fails when the page is wider than its window: nothing may scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(widths.window);
}

describeWithBrowser('the personal calendar feed on /profile', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });

  /** What a calendar app gets at the address: no cookie of the member's. */
  async function statusOf(address: string): Promise<number> {
    const calendarApp = await suite.openPage(viewports.desktop);
    return (await calendarApp.request.get(address)).status();
  }

  for (const [size, viewport] of Object.entries(viewports)) {
    it(`a member copies the address and replaces it (${size})`, async () => {
      const member = await suite.signedIn(MEMBER, viewport, '/profile');
      await member
        .context()
        .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.baseUrl });
      const card = member.getByRole('region', { name: 'Calendar feed' });
      const field = card.getByRole('textbox', { name: 'Your feed address' });
      const feedAddress = new RegExp(
        `^${suite.server.baseUrl.replaceAll('.', '\\.')}/calendar/[A-Za-z0-9_-]{43}\\.ics$`,
      );
      await expect.poll(() => field.inputValue()).toMatch(feedAddress);
      const first = await field.inputValue();
      expect(await field.getAttribute('readonly')).not.toBeNull();
      const { host, pathname } = new URL(first);
      expect(await card.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
        `webcal://${host}${pathname}`,
      );
      expect(await statusOf(first)).toBe(200);
      await expectNoAxeViolations(member);
      await expectNoSidewaysScroll(member);

      // By keyboard: from the field past Subscribe to Copy.
      await field.focus();
      await member.keyboard.press('Tab');
      await member.keyboard.press('Tab');
      expect(await member.evaluate(() => document.activeElement?.textContent)).toBe('Copy');
      await member.keyboard.press('Enter');
      await expectToast(member, 'Copied', 'Calendar feed address copied');
      expect(await member.evaluate(() => navigator.clipboard.readText())).toBe(first);

      await card.getByRole('button', { name: 'Replace address' }).click();
      const dialog = member.getByRole('dialog', { name: 'Replace your calendar feed address?' });
      await dialog
        .getByText('The current address stops working at once', { exact: false })
        .waitFor();
      await expectNoAxeViolations(member);
      await dialog.getByRole('button', { name: 'Replace address' }).click();
      await expectToast(member, 'Success', 'Calendar feed address replaced');
      await dialog.waitFor({ state: 'detached' });

      await expect.poll(() => field.inputValue()).not.toBe(first);
      const replaced = await field.inputValue();
      expect(replaced).toMatch(feedAddress);
      expect(await statusOf(first)).toBe(404);
      expect(await statusOf(replaced)).toBe(200);
      await member.reload();
      await expect.poll(() => field.inputValue()).toBe(replaced);
      await expectNoSidewaysScroll(member);
    });
  }
});
