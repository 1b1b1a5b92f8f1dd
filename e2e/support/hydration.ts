// A server-rendered page taking life in the browser: when React has hydrated it, and what the page
// logged on the way (a hydration mismatch shows as React's minified error #418, #419, #423 or #425).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** From now on, collects the page's console errors and warnings and its uncaught errors. */
export function watchConsole(page: Page): () => string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (type === 'error' || type === 'warning') problems.push(`console.${type}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return () => problems;
}

/**
 * Waits until React owns every element in #root: each one the server sent (a lazy page's too, once
 * its code has come) has been hydrated, or rendered anew. An article's text is left out: the
 * browser keeps it as the server sent it until it must draw it itself
 * (client/src/features/news/article-body.tsx).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.getElementById('root');
        if (!root?.firstElementChild) return 'nothing in #root';
        const ownedByReact = (element: Element) =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
        // Resource tags (an image's preload) are React's too, but kept apart from the tree.
        const waiting = [...root.querySelectorAll('*')].filter(
          (element) =>
            !element.matches('link, meta, title, style, script') &&
            !element.parentElement?.closest('[data-article-text]') &&
            !ownedByReact(element),
        );
        return waiting.length === 0
          ? 'hydrated'
          : `not hydrated: ${waiting.map((element) => element.outerHTML.slice(0, 120)).join(', ')}`;
      }),
    )
    .toBe('hydrated');
}
