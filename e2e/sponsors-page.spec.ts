// /sponsors in Chromium against the production server (decision 56): a visitor reads it without an
// accessibility violation or a page wider than the phone, with the packages, this season's and past
// sponsors and the donation link; "Become a Sponsor" opens the interest form with sponsorship
// chosen; and a package an admin adds in the website editor shows on the page.
import { SPONSORS_PAGE_PATH, SPONSORSHIP_PACKAGES_PATH } from '@common/club/sponsors-page';
import { interestLevelOptions } from '@common/contact/interest-form';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { ADMIN } from './support/club-settings';
import { signInRequests } from './support/dev-login';
import { entryCard } from './support/editor-entries';
import { useServerAndBrowser } from './support/suite';

const DONATION_URL = 'https://give.example.edu/offroad-racing';
const PAST_SPONSOR = 'Canyon Machining Co.';
const SPONSORSHIP = interestLevelOptions.find((option) => option.value === 'sponsorship')?.label;

/** No page wider than the window: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

describeWithBrowser('the sponsors page', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });
  const url = (path: string) => `${suite.server.baseUrl}${path}`;
  let admin: BrowserContext;

  /** A write of the admin's, with the session cookie and the site's own Origin. */
  async function adminWrite(method: 'POST' | 'PUT', path: string, data: unknown) {
    const response = await admin.request.fetch(url(path), {
      method,
      data,
      headers: { origin: suite.server.baseUrl },
    });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as { id: string };
  }

  beforeAll(async () => {
    admin = await suite.browser.newContext();
    await signInRequests(admin.request, suite.server.baseUrl, ADMIN);
    await adminWrite('PUT', '/api/club-config', { donationUrl: DONATION_URL });
    await adminWrite('POST', SPONSORSHIP_PACKAGES_PATH, {
      name: 'Founding Partner',
      minAmount: 1000,
      maxAmount: 4999,
      benefits: ['Logo on the car', 'Logo on the site', 'Invitation to design review'],
    });
    await adminWrite('POST', SPONSORSHIP_PACKAGES_PATH, {
      name: 'Title Sponsor',
      minAmount: 10000,
      maxAmount: null,
      benefits: ['Large logo on the car and team shirts'],
    });
    const past = await adminWrite('POST', '/api/sponsors', {
      name: PAST_SPONSOR,
      tier: 'silver',
      contribution: '120 machining hours',
    });
    await adminWrite('PUT', `/api/sponsors/${past.id}`, { lastSeason: 2024 });
  });
  afterAll(async () => {
    await admin?.close();
  });

  describe.each(Object.entries(viewports))('at %s width', (size, viewport) => {
    it('a visitor reads the packages, this season’s and past sponsors, and can donate', async () => {
      const page = await suite.openPage(viewport);
      await page.goto(url(SPONSORS_PAGE_PATH));

      await page.getByRole('heading', { level: 1, name: 'Sponsor Our Team' }).waitFor();
      const packages = page.getByRole('region', { name: 'Sponsorship packages' });
      await packages.getByText('$1,000–$4,999').filter({ visible: true }).waitFor();
      await packages.getByText('$10,000 and up').filter({ visible: true }).waitFor();
      const current = page.getByRole('region', { name: 'Our sponsors this season' });
      expect(await current.getByText(PAST_SPONSOR).count()).toBe(0);
      const past = page.getByRole('region', { name: 'Past sponsors' });
      await past.getByRole('heading', { name: '2024 season' }).waitFor();
      await past.getByText(PAST_SPONSOR).waitFor();
      expect(await page.getByRole('link', { name: /^Donate/ }).getAttribute('href')).toBe(
        DONATION_URL,
      );
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });

    it('"Become a Sponsor" opens the interest form with sponsorship chosen', async () => {
      const page = await suite.openPage(viewport);
      await page.goto(url(SPONSORS_PAGE_PATH));

      await page.getByRole('link', { name: 'Become a Sponsor' }).first().click();

      await page.waitForURL(/\/\?interest=sponsorship#contact$/);
      const interest = page.locator('#contact').getByLabel('Interest Level');
      await expect.poll(() => interest.inputValue()).toBe('sponsorship');
      expect(await interest.locator('option:checked').textContent()).toBe(SPONSORSHIP);
      // Once the checking form has taken the plain one's place, the choice is still there.
      await page.locator('#contact-firstName').fill('Robin');
      await expect.poll(() => interest.inputValue()).toBe('sponsorship');
    });

    it('an admin adds a package in the editor, and visitors see it on /sponsors', async () => {
      const name = `Supporter (${size})`;
      const [low, high, range] =
        size === 'phone' ? [500, 999, '$500–$999'] : [250, 499, '$250–$499'];
      const page = await suite.signedIn(ADMIN, viewport, '/admin/edit?tab=sponsors');
      await page.getByRole('button', { name: 'Add Package' }).click();
      const form = page.getByRole('form', { name: 'Add Package' });
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Minimum amount').fill(String(low));
      await form.getByLabel('Maximum amount').fill(String(high));
      await form.getByLabel('Benefits').fill('Logo on the site\nSmall logo on the car');
      await form.getByRole('button', { name: 'Save sponsorship package' }).click();
      await entryCard(page, name).waitFor();
      await expectNoAxeViolations(page);

      const visitor = await suite.openPage(viewport);
      await visitor.goto(url(SPONSORS_PAGE_PATH));
      const packages = visitor.getByRole('region', { name: 'Sponsorship packages' });
      await packages.getByText(name).filter({ visible: true }).waitFor();
      await packages.getByText(range).filter({ visible: true }).waitFor();
      const row = packages.getByRole('row').filter({ hasText: name });
      const card = packages.getByRole('listitem').filter({ hasText: name });
      // A table row from a tablet up, a card on a phone.
      const shown = size === 'phone' ? card : row;
      await shown.getByText('Small logo on the car').waitFor();
    });
  });
});
