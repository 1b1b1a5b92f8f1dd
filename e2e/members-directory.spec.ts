// The members' directory in Chromium against the production server (decision 58): a member shares
// a phone number on /profile, and another member finds them by searching /members/directory and
// reads it as a link to call; what the first member did not share is not there. At phone and
// desktop widths, accessible, and never wider than the window.
import { MEMBERS_DIRECTORY_PAGE, PHONE_TO_SHARE_MESSAGE } from '@common/members/directory';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { ADMIN } from './support/club-settings';
import { useServerAndBrowser } from './support/suite';
import { expectToast } from './support/toasts';

// Seeded for DEV_LOGIN=1 (server/db/seed/seed-dev-users.ts): an active member who is no admin.
const MEMBER = 'jamie.ortiz@example.org';

/** No page wider than the window: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

describeWithBrowser('the members’ directory', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });

  for (const [size, viewport] of Object.entries(viewports)) {
    it(`a member shares a phone on /profile and another finds it by search (${size})`, async () => {
      const phone = `+1 (555) 010-${viewport.width}`;
      const profile = await suite.signedIn(MEMBER, viewport, '/profile');
      const card = profile.getByRole('region', { name: 'Directory' });
      await card.getByText('not shared until you turn them on').waitFor();
      const phoneBox = card.getByRole('textbox', { name: 'Phone' });
      const save = card.getByRole('button', { name: 'Save directory settings' });
      const sharePhone = card.getByRole('switch', { name: 'Share my phone' });
      if ((await sharePhone.getAttribute('aria-checked')) !== 'true') await sharePhone.click();
      // Until a width's test has saved one, the member has no phone to share.
      if ((await phoneBox.inputValue()) === '') {
        await save.click();
        await card.getByText(PHONE_TO_SHARE_MESSAGE).waitFor();
        expect(await phoneBox.evaluate((box) => box === document.activeElement)).toBe(true);
        expect(await phoneBox.getAttribute('aria-invalid')).toBe('true');
      }
      await phoneBox.fill(phone);
      expect(
        await card.getByRole('switch', { name: 'Share my email' }).getAttribute('aria-checked'),
      ).toBe('false');
      await save.click();
      await expectToast(profile, 'Success', 'Directory settings saved');
      await expectNoAxeViolations(profile);
      await expectNoSidewaysScroll(profile);

      const page = await suite.signedIn(ADMIN, viewport, MEMBERS_DIRECTORY_PAGE);
      const members = page.getByRole('list', { name: 'Members' });
      await members.waitFor();
      await page.getByLabel('Search members').fill('ortiz');
      // The search is asked once the typing pauses: the list narrows to the one member.
      await expect
        .poll(() => members.getByRole('heading').allTextContents())
        .toEqual(['Jamie Ortiz']);
      const found = members.getByRole('listitem').first();
      const call = found.getByRole('link', { name: phone });
      expect(await call.getAttribute('href')).toBe(`tel:+1555010${viewport.width}`);
      // Jamie shares no email: no address of theirs is on the page.
      expect(await found.locator('a[href^="mailto:"]').count()).toBe(0);
      expect(await page.content()).not.toContain(MEMBER);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      await page.getByLabel('Search members').fill('nobody by this name');
      await page.getByText('No members match').waitFor();
      await expectNoSidewaysScroll(page);
    });
  }
});
