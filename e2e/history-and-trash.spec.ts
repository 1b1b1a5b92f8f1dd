// History and the trash in a real browser (decision 36): an admin rewrites a team member's bio,
// brings the earlier one back from its History, and / shows it; a deleted sponsor comes back from
// the Trash tab with every field. Both views pass axe, and neither scrolls sideways on a phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { entryCard, openEditorTab } from './support/editor-entries';
import { useServerAndBrowser } from './support/suite';
import { notifications } from './support/toasts';

// Accounts and content seeded for DEV_LOGIN=1 (server/db/seed/seed-dev-users.ts, seed-content.ts).
const ADMIN = 'dana.whitfield@example.org';
const MEMBER = 'Priya Castellano';
const ORIGINAL_BIO = 'Suspension lead. Spends her weekends tuning camber and caster in CAD.';
const SPONSOR = 'Granite Peak Machining';

describeWithBrowser('history and trash', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });
  let page: Page;

  const toast = (text: string) => notifications(page).getByText(text, { exact: true });

  const card = (name: string) => entryCard(page, name);
  const openTab = (name: string) => openEditorTab(page, name);

  async function editBio(text: string) {
    await card(MEMBER).getByRole('button', { name: 'Edit Bio' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Bio' }).fill(text);
    await page.keyboard.press('Control+Enter');
    await toast('Team member updated successfully!').waitFor();
    await card(MEMBER).getByText(text).waitFor();
  }

  const noSidewaysScroll = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  describe('at desktop width', () => {
    it('brings back an earlier bio from its History, which / then shows', async () => {
      page = await suite.signedIn(ADMIN, viewports.desktop, '/admin/edit?tab=team');
      await card(MEMBER).waitFor();
      await editBio('Suspension lead and shop safety officer.');
      await editBio('Suspension lead, shop safety officer and sponsor contact.');

      await card(MEMBER)
        .getByRole('button', { name: `History of ${MEMBER}` })
        .click();
      const history = page.getByRole('dialog', { name: `History of ${MEMBER}` });
      const entries = history.getByRole('listitem');
      await expect.poll(() => entries.count()).toBe(2);
      expect(await entries.first().textContent()).toContain('the current version');
      await expectNoAxeViolations(page);

      await entries
        .last()
        .getByRole('button', { name: 'Restore the version before this change' })
        .click();

      await toast('Version restored').waitFor();
      await history.waitFor({ state: 'detached' });
      await card(MEMBER).getByText(ORIGINAL_BIO).waitFor();
      await card(MEMBER)
        .getByRole('button', { name: `History of ${MEMBER}` })
        .click();
      await expect.poll(() => entries.count()).toBe(3);
      expect(await entries.first().textContent()).toContain('Restored by Dana Whitfield');
      await page.keyboard.press('Escape');

      await page.goto(`${suite.server.baseUrl}/`);
      await page.locator('#team').getByText(ORIGINAL_BIO).waitFor();
    });

    it('gives a deleted sponsor back from the Trash tab with every field', async () => {
      page = await suite.signedIn(ADMIN, viewports.desktop, '/admin/edit?tab=sponsors');
      const sponsor = card(SPONSOR);
      await sponsor.waitFor();
      const fieldsBefore = await sponsor.textContent();
      await sponsor.getByRole('button', { name: `Delete ${SPONSOR}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
      await toast('Sponsor deleted successfully!').waitFor();
      await sponsor.waitFor({ state: 'detached' });

      await openTab('Trash');
      const item = page.getByRole('listitem').filter({ hasText: SPONSOR });
      await item.getByText('Deleted').first().waitFor();
      await expectNoAxeViolations(page);
      await item.getByRole('button', { name: `Restore ${SPONSOR}` }).click();

      await toast('Sponsor restored').waitFor();
      await page.getByText('The trash is empty.').waitFor();
      await openTab('Sponsors');
      await sponsor.waitFor();
      expect(await sponsor.textContent()).toBe(fieldsBefore);
      await page.goto(`${suite.server.baseUrl}/`);
      await page.locator('#sponsors').getByRole('img', { name: SPONSOR }).waitFor();
    });
  });

  describe('reordering by drag and drop', () => {
    const teamOnSite = async () => {
      await page.goto(`${suite.server.baseUrl}/`);
      await page.locator('#team h3').first().waitFor();
      return page.locator('#team h3').allTextContents();
    };

    it('moves a team member by dragging its handle with the mouse', async () => {
      page = await suite.signedIn(ADMIN, viewports.desktop, '/');
      const before = await teamOnSite();
      const [first, second] = before;
      await page.goto(`${suite.server.baseUrl}/admin/edit?tab=team`);
      await card(first ?? '').waitFor();
      await expectNoAxeViolations(page);
      // Left out of the tab order and hidden from screen readers, which use Move up and down.
      const handle = await card(first ?? '')
        .locator(`button[aria-label="Drag to reorder ${first}"]`)
        .boundingBox();
      const from = await card(first ?? '').boundingBox();
      const to = await card(second ?? '').boundingBox();
      if (!handle || !from || !to) throw new Error('the cards are not on screen');
      // The dragged card's top goes where the second card's top is.
      const x = handle.x + handle.width / 2;
      const y = handle.y + handle.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x, y + 20, { steps: 5 });
      await page.mouse.move(x, y + (to.y - from.y), { steps: 10 });
      await page.mouse.up();

      await toast('Team members reordered').waitFor();
      expect((await teamOnSite()).slice(0, 2)).toEqual([second, first]);
    });
  });

  describe('at phone width', () => {
    it('opens a History and the Trash without scrolling sideways', async () => {
      page = await suite.signedIn(ADMIN, viewports.phone, '/admin/edit?tab=team');
      await card(MEMBER)
        .getByRole('button', { name: `History of ${MEMBER}` })
        .click();
      await page
        .getByRole('dialog', { name: `History of ${MEMBER}` })
        .getByRole('listitem')
        .first()
        .waitFor();
      expect(await noSidewaysScroll()).toBe(true);
      await page.keyboard.press('Escape');

      await openTab('Trash');
      await page.getByRole('heading', { name: 'Trash', exact: true }).waitFor();
      expect(await noSidewaysScroll()).toBe(true);
    });
  });
});
