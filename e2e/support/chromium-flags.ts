// Shared by the browser tests and the page-speed bench (which runs outside Vitest).
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
