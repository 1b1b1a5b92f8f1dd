// The system Chromium, shared by the browser tests and the page-speed bench (which runs outside
// Vitest, so nothing here may import it).
import { existsSync } from 'node:fs';

/** CHROME_PATH, else Debian's chromium: the whole browser, which Lighthouse needs. */
export const configuredChromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Debian's headless shell (package chromium-headless-shell): the same engine without the browser
 * around it, which drives a page with about a third less work (decision 52).
 */
const headlessShellPath = '/usr/lib/chromium/chromium-headless-shell';

/** The browser tests': CHROME_PATH, else the headless shell where installed, else chromium. */
export const configuredTestChromiumPath =
  process.env.CHROME_PATH ||
  (existsSync(headlessShellPath) ? headlessShellPath : '/usr/bin/chromium');

/** The Chromium executable, or undefined when there is none. */
export function chromiumPath(configured = configuredChromiumPath): string | undefined {
  return existsSync(configured) ? configured : undefined;
}

/** Flags for Chromium here: no sandbox as root, and no background calls to a network we lack. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
