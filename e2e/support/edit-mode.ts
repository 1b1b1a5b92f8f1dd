// An admin's "Edit page" switch: page texts show their pencils only while it is on.
import type { Page } from 'playwright-core';

/** The switch as the page shows it, in the bar with its words. */
export const editPageSwitch = (page: Page) =>
  page.getByRole('switch', { name: 'Edit page' }).filter({ visible: true });

/** Switches edit mode on (it stays on from page to page while the tab is open). */
export async function turnEditModeOn(page: Page) {
  const control = editPageSwitch(page);
  if ((await control.getAttribute('aria-checked')) !== 'true') await control.click();
  await page.locator('button[aria-label^="Edit "]:not([role=switch])').first().waitFor();
}
