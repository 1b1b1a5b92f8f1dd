// The navigation bar as a person sees it: whether its labels keep to one line, and when a signed-in
// person's part of it (which comes after the page's code, some of it loaded on demand) is all there.
import type { Page } from 'playwright-core';

export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * The texts of the bar shown on more than one line, and the bar's width if its content runs past
 * its edge; an empty list when every label keeps to one line inside the bar.
 */
export function labelsOffOneLine(page: Page): Promise<string[]> {
  return page.getByRole('banner').evaluate((header) => {
    const found: string[] = [];
    const texts = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const words = text.textContent?.trim();
      if (!words) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      // One box per line the text takes; none while it is hidden.
      const lineTops = new Set(
        [...range.getClientRects()]
          .filter((box) => box.width > 0)
          .map((box) => Math.round(box.top)),
      );
      if (lineTops.size > 1) found.push(`"${words}" takes ${lineTops.size} lines`);
    }
    const bar = header.querySelector('nav');
    if (bar && bar.scrollWidth > bar.clientWidth) {
      found.push(`the bar's content is ${bar.scrollWidth} px wide in ${bar.clientWidth} px`);
    }
    return found;
  });
}

export type Role = 'visitor' | 'pending' | 'member' | 'designer' | 'admin';

/**
 * Waits, at a width of 1280 to 1535 px, until the bar holds all it will for this person on `path`:
 * Login for a visitor; Log out once signed in; the Sections menu of a designer or an admin on the
 * landing page; an admin's Admin menu and Edit page switch.
 */
export async function untilBarComplete(page: Page, role: Role, path: string): Promise<void> {
  const bar = mainNavigation(page);
  if (role === 'visitor') {
    await bar.getByRole('link', { name: 'Login', exact: true }).waitFor();
    return;
  }
  await bar.getByRole('button', { name: 'Log out' }).waitFor();
  if (path === '/' && (role === 'designer' || role === 'admin')) {
    await bar.getByRole('button', { name: 'Sections' }).waitFor();
  }
  if (role === 'admin') {
    await bar.getByRole('button', { name: 'Admin', exact: true }).waitFor();
    await bar.getByRole('switch', { name: 'Edit page' }).waitFor();
  }
}
