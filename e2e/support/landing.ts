// What the landing page tests share: waiting for the sections' data, and where a section sits
// against the fixed navigation bar.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const BELOW_BAR = 'just below the bar';

/**
 * Waits until the landing section with this id has scrolled to just below the fixed navigation bar
 * (or as far as the page can scroll), with its heading in view and not under the bar.
 */
export async function expectSectionBelowBar(page: Page, id: string): Promise<void> {
  const section = page.locator(`section#${id}`);
  await expect
    .poll(
      () =>
        section.evaluate((element, belowBar) => {
          const top = element.getBoundingClientRect().top;
          const barBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
          const root = document.documentElement;
          const atPageEnd = window.scrollY + window.innerHeight >= root.scrollHeight - 1;
          const placed = Math.abs(top - barBottom) <= 2 || (atPageEnd && top >= barBottom - 2);
          return placed
            ? belowBar
            : `#${element.id} starts at ${Math.round(top)} px, the bar ends at ${Math.round(barBottom)} px`;
        }, BELOW_BAR),
      { timeout: 5_000 },
    )
    .toBe(BELOW_BAR);
  const heading = await page.locator(`#${id}-heading`).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const barBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    return { top: box.top, bottom: box.bottom, barBottom, viewportHeight: window.innerHeight };
  });
  expect(heading.top, `the heading of #${id} is under the bar`).toBeGreaterThanOrEqual(
    heading.barBottom,
  );
  expect(heading.bottom, `the heading of #${id} is below the fold`).toBeLessThanOrEqual(
    heading.viewportHeight,
  );
}

/** Waits until the landing page's sections above the contact form show their data, not skeletons. */
export async function waitForLandingData(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('#team h3') !== null &&
      document.querySelector('#news h3') !== null &&
      document.querySelectorAll('main section:not(#contact) .animate-pulse').length === 0,
  );
}
