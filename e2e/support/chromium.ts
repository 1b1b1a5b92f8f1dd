// The system Chromium, shared by the browser tests and the page-speed bench (which runs outside
// Vitest, so nothing here may import it).
import { existsSync } from 'node:fs';

/** CHROME_PATH, else Debian's chromium. */
export const configuredChromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** The Chromium executable, or undefined when there is none. */
export function chromiumPath(): string | undefined {
  return existsSync(configuredChromiumPath) ? configuredChromiumPath : undefined;
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
