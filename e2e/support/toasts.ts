// The toaster as a test reads it.
import type { Locator, Page } from 'playwright-core';

/** The toaster's region, named after Radix's hotkey for it, F8. */
export const notifications = (page: Page): Locator =>
  page.getByRole('region', { name: 'Notifications (F8)' });

/** Waits for a toast with this title and description. */
export async function expectToast(page: Page, title: string, description: string) {
  await notifications(page).getByText(title, { exact: true }).waitFor();
  await notifications(page).getByText(description, { exact: true }).waitFor();
}
