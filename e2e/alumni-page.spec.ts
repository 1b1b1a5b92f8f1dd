// /alumni in Chromium against the production server: an admin marks a team member graduated in the
// website editor, where the card then says so; the member leaves the home page's team, which links
// to the alumni and counts them, and shows on /alumni in their class. A visitor reads /alumni as
// sent, axe-clean and never wider than the window.
import { ALUMNI_PAGE_PATH } from '@common/club/alumni-page';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { ADMIN } from './support/club-settings';
import { signInRequests } from './support/dev-login';
import { entryCard, openEditorTab } from './support/editor-entries';
import { bodyText, fetchPage } from './support/page-as-sent';
import { useServerAndBrowser } from './support/suite';
import { notifications } from './support/toasts';

// Seeded team members (server/db/seed/seed-content.ts): one graduates at each width in the editor,
// one beforehand through the API, for the visitor's page.
const GRADUATES = { phone: 'Marcus Oyelaran', desktop: 'Elena Brandt' } as const;
const EARLIER_GRADUATE = 'Samira Haddad';
const NOTE = 'Chassis engineer at a tractor maker';
const LINKEDIN = 'https://www.linkedin.com/in/samira-haddad-example';

const thisYear = new Date().getFullYear();

/** No page wider than the window: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

describeWithBrowser('the alumni page', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });
  const url = (path: string) => `${suite.server.baseUrl}${path}`;

  beforeAll(async () => {
    const admin = await suite.browser.newContext();
    await signInRequests(admin.request, suite.server.baseUrl, ADMIN);
    const cards: { id: string; name: string }[] = await (
      await admin.request.get(url('/api/admin/content/team-members'))
    ).json();
    const card = cards.find(({ name }) => name === EARLIER_GRADUATE);
    const fields = [
      { graduationYear: thisYear - 1 },
      { alumniNote: 'Test driver, then law school' },
      { linkedIn: LINKEDIN },
    ];
    for (const data of fields) {
      const response = await admin.request.put(url(`/api/team-members/${card?.id}`), {
        data,
        headers: { origin: suite.server.baseUrl },
      });
      expect(response.status(), await response.text()).toBe(200);
    }
    await admin.close();
  });

  it('a visitor finds the alumni in the page as sent, by class, with where they went', async () => {
    const { status, html } = await fetchPage(url(ALUMNI_PAGE_PATH));
    expect(status).toBe(200);
    const text = bodyText(html);
    expect(text).toContain('Our Alumni');
    expect(text).toContain(`Class of ${thisYear - 1}`);
    expect(text).toContain(EARLIER_GRADUATE);
    expect(text).toContain('Test driver, then law school');
  });

  describe.each(Object.entries(viewports))('at %s width', (size, viewport) => {
    const name = GRADUATES[size as keyof typeof GRADUATES];

    it('an admin marks a member graduated: the editor says so, / drops them, /alumni lists them', async () => {
      const page = await suite.signedIn(ADMIN, viewport, '/admin/edit');
      const panel = await openEditorTab(page, 'Team');
      const card = entryCard(page, name);
      await card.waitFor();
      const saved = notifications(page).getByText('Team member updated successfully!', {
        exact: true,
      });

      await card.getByRole('button', { name: 'Edit Graduated' }).click();
      await panel.getByRole('textbox', { name: 'Graduated' }).fill(String(thisYear));
      await page.keyboard.press('Enter');
      await saved.first().waitFor();
      await card.getByText(`Graduated ${thisYear}`, { exact: true }).waitFor();
      await card.getByRole('button', { name: 'Edit Where they went' }).click();
      await panel.getByRole('textbox', { name: 'Where they went' }).fill(NOTE);
      await page.keyboard.press('Enter');
      await card.getByText(NOTE, { exact: true }).waitFor();
      await expectNoAxeViolations(page);

      await page.goto(url('/'));
      const team = page.locator('#team');
      await team.locator('h3').first().waitFor();
      expect(await team.locator('h3').allTextContents()).not.toContain(name);
      expect(await team.locator('dt').allTextContents()).toContain('Alumni');
      await team.getByRole('link', { name: /Meet our alumni/ }).click();
      await page.waitForURL(url(ALUMNI_PAGE_PATH));

      const newest = page.getByRole('region', { name: `Class of ${thisYear}` });
      const alumnus = newest
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name, exact: true }) });
      await alumnus.getByText(NOTE).waitFor();
      await expectNoSidewaysScroll(page);
    });

    it('a visitor reads /alumni: every class, newest first, axe-clean, no sideways scroll', async () => {
      const page = await suite.openPage(viewport);
      await page.goto(url(ALUMNI_PAGE_PATH));
      await page.getByRole('heading', { level: 1, name: 'Our Alumni' }).waitFor();

      const classes = await page.getByRole('heading', { level: 2 }).allTextContents();
      expect(classes.slice(0, 2)).toEqual([`Class of ${thisYear}`, `Class of ${thisYear - 1}`]);
      const linkedIn = page.getByRole('link', {
        name: new RegExp(`^LinkedIn of ${EARLIER_GRADUATE}`),
      });
      expect(await linkedIn.getAttribute('href')).toBe(LINKEDIN);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });
  });
});
