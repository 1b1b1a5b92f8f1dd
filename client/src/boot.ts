// The page's one script (decision 34), written into the page by the build (decision 35). A public
// page comes whole from the server and reads and links without code, so the site's code (main.tsx,
// about 100 kB) is fetched when a person first reaches for the page: a move of the mouse, a touch,
// a key, a scroll. A phone that only shows the page spends nothing on it. Pages the browser renders
// itself, and signed-in visitors, whose name and tools come with the code, get it as soon as the
// page has painted.
import { carriesSignedInHint } from '@common/signed-in-hint';
import { browserRunsCommands } from './lib/browser-commands';

/** Where the site's code is: the build writes it in (scripts/inline-boot-script.ts). */
export interface SiteCode {
  /** main.tsx's chunk; main.tsx itself in development. */
  main: string;
  /** The chunks it imports, to fetch side by side with it. */
  modules: string[];
}
declare const __SITE_CODE__: SiteCode;

const SIGNS_OF_A_PERSON = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

const serverRendered = Boolean(document.getElementById('root')?.firstElementChild);

if (!serverRendered || carriesSignedInHint(document.cookie)) startAfterPaint();
else startWhenAPersonArrives();

function startAfterPaint(): void {
  // A frame's callbacks run before it is painted; the timeout runs after.
  requestAnimationFrame(() => setTimeout(loadSite, 0));
}

/** Fetches the site's code and the whole stylesheet side by side, and starts it once both are in. */
async function loadSite(): Promise<void> {
  const [main] = await Promise.all([importSiteCode(), linkWholeStylesheet()]);
  await main.startSite({ serverRendered });
}

/** main.tsx, with the modules it imports asked for at once rather than as each import is found. */
function importSiteCode(): Promise<typeof import('./main')> {
  for (const href of __SITE_CODE__.modules) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
    document.head.append(link);
  }
  return import(/* @vite-ignore */ __SITE_CODE__.main);
}

/**
 * The page carries the part of the stylesheet its markup uses (server/features/pages/page-stylesheet.ts);
 * what the code will show needs the whole of it.
 */
function linkWholeStylesheet(): Promise<unknown> {
  const href = document.querySelector<HTMLElement>('style[data-whole-stylesheet]')?.dataset
    .wholeStylesheet;
  if (!href) return Promise.resolve();
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  return new Promise((resolve) => {
    link.onload = link.onerror = resolve;
    document.head.append(link);
  });
}

function startWhenAPersonArrives(): void {
  const options = { capture: true, passive: true };
  const start = () => {
    for (const sign of SIGNS_OF_A_PERSON) removeEventListener(sign, start, options);
    void loadSite();
    void pressAgainOnceStarted();
  };
  for (const sign of SIGNS_OF_A_PERSON) addEventListener(sign, start, options);
}

/**
 * A button pressed before the code has arrived did nothing (a link, a form's submit and a button
 * that gives the browser a command, such as the menu's, work without code); the last one pressed is
 * pressed again once the site has started.
 */
async function pressAgainOnceStarted(): Promise<void> {
  let pressed: HTMLButtonElement | undefined;
  const remember = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const ranByTheBrowser = button?.hasAttribute('command') && browserRunsCommands();
    if (button?.type === 'button' && !ranByTheBrowser) pressed = button;
  };
  addEventListener('click', remember, { capture: true });
  await siteStarted();
  removeEventListener('click', remember, { capture: true });
  // React hydrates the page as sent (its lazy page's code is fetched first), so the button pressed
  // is still the page's own.
  if (pressed?.isConnected) pressAgain(pressed);
}

/** The press as a pointer makes it: some controls (Radix's tabs) act on the press, not the click. */
function pressAgain(button: HTMLButtonElement): void {
  const press = { bubbles: true, cancelable: true, button: 0 };
  button.dispatchEvent(new PointerEvent('pointerdown', press));
  button.dispatchEvent(new MouseEvent('mousedown', press));
  button.dispatchEvent(new PointerEvent('pointerup', press));
  button.dispatchEvent(new MouseEvent('mouseup', press));
  button.click();
}

/** Resolves when the site's code has taken the page over (`html[data-started]`, SiteStarted). */
function siteStarted(): Promise<void> {
  const page = document.documentElement;
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (page.dataset.started !== 'true') return;
      observer.disconnect();
      resolve();
    });
    observer.observe(page, { attributes: true, attributeFilter: ['data-started'] });
  });
}
