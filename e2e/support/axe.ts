// Accessibility checks with axe-core, run inside the page under test.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeGlobal = { axe: { run: () => Promise<AxeResults> } };

/** Fails with one line per axe violation: rule, impact, help and the first offending elements. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // The site's CSP (script-src 'self' and the page's own script's hash) refuses a <script> added
  // by addScriptTag. Code evaluated through the DevTools protocol is not subject to the page's CSP,
  // so the page keeps its real policy; bypassCSP on the context would instead hide the site's own
  // CSP violations.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = globalThis as unknown as AxeGlobal;
    const results = await axe.run();
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  });
  const lines = violations.map(
    ({ id, impact, help, targets }) => `${id} (${impact}): ${help} at ${targets.join(', ')}`,
  );
  expect(lines.length, `axe violations on ${page.url()}:\n${lines.join('\n')}`).toBe(0);
}
