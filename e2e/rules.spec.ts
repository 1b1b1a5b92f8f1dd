// The rules catalogue in a real browser: tabs by keyboard, deep links to a card, accessibility.
import { tabOfCard } from '@common/rules/rules-catalogue';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { starterRulesCatalogue } from '../server/features/rules/starter-catalogue';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { useServerAndBrowser } from './support/suite';

const ruleCategories = starterRulesCatalogue.tabs;
const cardsOf = (tabId: string) => ruleCategories.find((tab) => tab.id === tabId)?.cards ?? [];

describeWithBrowser('the rules catalogue', () => {
  const suite = useServerAndBrowser();

  describe.each(Object.entries(viewports))('at %s width', (_size, viewport) => {
    let page: Page;

    beforeEach(async () => {
      page = await suite.openPage(viewport);
    });

    it('shows the first topic and switches topics with the arrow keys alone', async () => {
      await page.goto(`${suite.server.baseUrl}/rules`);
      await page.getByRole('heading', { name: 'Rules Catalog', level: 1 }).waitFor();
      const [first, second] = ruleCategories;
      if (!first || !second) throw new Error('the catalogue needs two topics');

      await page.getByRole('tab', { name: first.label }).focus();
      await page.keyboard.press('ArrowRight');

      const secondTab = page.getByRole('tab', { name: second.label });
      await expect.poll(() => secondTab.getAttribute('aria-selected')).toBe('true');
      expect(await secondTab.evaluate((tab) => tab === document.activeElement)).toBe(true);
      const panel = page.getByRole('tabpanel');
      for (const section of second.cards) {
        await panel.getByRole('heading', { name: section.title }).waitFor();
      }
      // The tab's address, to link to.
      await page.waitForURL(`${suite.server.baseUrl}/rules?tab=${second.id}`);
    });

    it('opens the tab its address names, in the page as sent and once the code runs', async () => {
      const sent = await (await fetch(`${suite.server.baseUrl}/rules?tab=safety`)).text();
      expect(sent).toMatch(/aria-selected="true"[^>]*>Safety</);

      await page.goto(`${suite.server.baseUrl}/rules?tab=safety`);

      const safety = page.getByRole('tab', { name: 'Safety' });
      await expect.poll(() => safety.getAttribute('aria-selected')).toBe('true');
      for (const section of cardsOf('safety')) {
        await page.getByRole('tabpanel').getByRole('heading', { name: section.title }).waitFor();
      }
    });

    it('opens the tab of a card named in the URL and scrolls the card into view', async () => {
      const section = { id: 'cost-report-deadlines' };

      await page.goto(`${suite.server.baseUrl}/rules#${section.id}`);

      const card = page.locator(`#${section.id}`);
      await card.waitFor();
      await expect.poll(() => card.isVisible()).toBe(true);
      await expect
        .poll(() => card.evaluate((element) => element.getBoundingClientRect().top))
        .toBeLessThan(viewport.height);
      const category = tabOfCard(starterRulesCatalogue, section.id);
      expect(
        await page.getByRole('tab', { name: category?.label }).getAttribute('aria-selected'),
      ).toBe('true');
    });

    it('has the quick reference guide and no axe violations', async () => {
      await page.goto(`${suite.server.baseUrl}/rules`);
      await page.getByRole('heading', { name: 'Quick Reference Guide' }).waitFor();
      await page.getByText('Must pass inspection').waitFor();
      await page.getByText('Cost Reduction Report').first().waitFor();
      await expectNoAxeViolations(page);
    });
  });
});
