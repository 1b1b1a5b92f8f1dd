// The rules catalogue rewritten in the browser by an admin, as a club does when its rulebook changes:
// a card renamed and its checklist rewritten in the website editor's Rules tab shows on /rules at
// its old address, a new card is filed under the tab chosen from the catalogue's own, and Axel
// answers a designer from the rewritten card.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import { notifications } from './support/toasts';

const ADMIN = 'dana.whitfield@example.org';
const DESIGNER = 'taylor.brooks@example.org';

describeWithBrowser('the rules catalogue in the website editor', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });

  /** The editor's card of the entry whose heading is `name`. */
  const entry = (page: Page, name: string): Locator =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

  async function editField(page: Page, card: Locator, field: string, value: string) {
    await card.getByRole('button', { name: `Edit ${field}` }).click();
    const input = page.getByRole('textbox', { name: field });
    await input.fill(value);
    // The card's heading gives way to the field while it is edited: one Save is on the page. The
    // toast of the edit before may still show, so the edit is done when its own answer is.
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).ok()).toBe(true);
    await notifications(page).getByText('Rule card updated successfully!').first().waitFor();
  }

  // Each width rewrites a card of its own: the server, and its catalogue, are shared.
  const rewrites = [
    {
      viewport: viewports.desktop,
      id: 'kill-switches',
      title: 'Kill Switches',
      renamed: 'Engine Kill Switches',
      line: 'Fit two kill switches, one of them red and 40 mm wide.',
      question: 'How wide must the red kill switch be?',
    },
    {
      viewport: viewports.phone,
      id: 'fire-and-fuel-protection',
      title: 'Fire and Fuel Protection',
      renamed: 'Fire Protection',
      line: 'Carry a 2.5 lb extinguisher in a bracket of aluminium.',
      question: 'What bracket holds the extinguisher?',
    },
  ];

  it.each(rewrites)(
    'rewrites a card that /rules then shows at its old address, and Axel cites, at $viewport.width px',
    async ({ viewport, id, title, renamed, line, question }) => {
      const page = await suite.signedIn(ADMIN, viewport, '/admin/edit?tab=rules');
      const rules = page.getByRole('tabpanel', { name: 'Rules' });
      await rules.getByRole('heading', { name: /^Rule cards/ }).waitFor();
      await expectNoAxeViolations(page);

      await editField(page, entry(page, title), 'Title', renamed);
      await editField(
        page,
        entry(page, renamed),
        'Checklist, a requirement a line',
        `${line}\nTest it at every stop.`,
      );

      await page.goto(`${suite.server.baseUrl}/rules#${id}`);
      const shown = page.locator(`#${id}`);
      await shown.getByRole('heading', { name: renamed }).waitFor();
      expect(await shown.getByRole('listitem').allTextContents()).toEqual([
        line,
        'Test it at every stop.',
      ]);

      const designer = await suite.signedIn(DESIGNER, viewport, '/axel');
      const input = designer.getByRole('textbox', { name: 'Your question' });
      await input.fill(question);
      await input.press('Enter');
      await designer.getByRole('log').getByText(line).first().waitFor();
    },
  );

  it('files a new card under the tab chosen from the catalogue’s own', async () => {
    const page = await suite.signedIn(ADMIN, viewports.desktop, '/admin/edit?tab=rules');
    const rules = page.getByRole('tabpanel', { name: 'Rules' });
    await rules.getByRole('button', { name: 'Add Rule Card' }).click();
    await rules.getByRole('textbox', { name: 'Title' }).fill('Battery Mounting');
    await rules.getByRole('combobox', { name: 'Tab' }).selectOption({ label: 'Materials' });
    await rules.getByRole('combobox', { name: 'Priority' }).selectOption('high');
    await rules
      .getByRole('textbox', { name: 'Checklist, a requirement a line' })
      .fill('Hold the battery down at two points.\nCover both terminals.');
    await rules.getByRole('button', { name: 'Save rule card' }).click();
    await notifications(page).getByText('Rule card created successfully!').first().waitFor();

    await page.goto(`${suite.server.baseUrl}/rules?tab=materials`);
    const card = page.locator('#battery-mounting');
    await card.getByRole('heading', { name: 'Battery Mounting' }).waitFor();
    expect(await card.getByRole('listitem').count()).toBe(2);
  });
});
