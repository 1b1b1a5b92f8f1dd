// The website editor at /admin/edit as a person finds their way in it: a tab, and an entry's card.
import type { Locator, Page } from 'playwright-core';

/** Opens the editor's tab `name` and waits for its panel. */
export async function openEditorTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name, exact: true }).click();
  const panel = page.getByRole('tabpanel', { name });
  await panel.waitFor();
  return panel;
}

/** The card of the entry whose heading is `name`. */
export const entryCard = (page: Page, name: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
