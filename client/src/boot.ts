// The page's one script (decision 34), written into the page by the build (decision 35). A public
// page comes whole from the server: it reads, links, opens its menu and its dialogs, and posts its
// forms without code. So the site's code (main.tsx, about 100 kB) is fetched only when a person
// reaches for what needs it (decision 49): a mouse that moves, a key, a form field, or a button
// the browser cannot work alone. A phone that reads, scrolls and opens the menu spends nothing on
// it. Pages the browser renders itself, and signed-in visitors, whose name and tools come with the
// code, get it as soon as the page has painted. The script also marks the page scrolled, for the
// navigation bar, with or without the code.
import { carriesSignedInHint } from '@common/auth/signed-in-hint';
import { browserRunsCommands } from './lib/browser-commands';

/** Where the site's code is: the build writes it in (scripts/inline-boot-script.ts). */
export interface SiteCode {
  /** main.tsx's chunk; main.tsx itself in development. */
  main: string;
  /** The chunks it imports, to fetch side by side with it. */
  modules: string[];
}
declare const __SITE_CODE__: SiteCode;

/** Events that may show a person reaching for the code; `needsTheCode` says whether they do. */
const SIGNS_OF_A_PERSON = ['pointermove', 'wheel', 'keydown', 'pointerdown', 'focusin'] as const;

const serverRendered = Boolean(document.getElementById('root')?.firstElementChild);

markScrolled();
closeDialogsForTheirAnchors();
if (!serverRendered || carriesSignedInHint(document.cookie) || namesAPartOnlyTheCodeShows()) {
  startAfterPaint();
} else startWhenAPersonArrives();

/** `html[data-scrolled]` while the page is scrolled below its top (the bar turns opaque then). */
function markScrolled(): void {
  const mark = () => document.documentElement.toggleAttribute('data-scrolled', scrollY > 0);
  mark();
  addEventListener('scroll', mark, { passive: true });
}

/**
 * A link in an open dialog (the phone's menu) to a part of this page closes the dialog as it is
 * followed, before the code has come: the open dialog holds the page still, so it could not scroll.
 */
function closeDialogsForTheirAnchors(): void {
  addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || !link.hash) return;
      if (link.pathname !== location.pathname) return;
      link.closest<HTMLDialogElement>('dialog[open]')?.close();
    },
    { capture: true },
  );
}

/**
 * An address such as `/rules#<card>` names a part of the page that is not on it as sent (a card of
 * another tab): the code opens the tab and shows it.
 */
function namesAPartOnlyTheCodeShows(): boolean {
  const hash = location.hash.slice(1);
  if (hash === '') return false;
  let id = hash;
  try {
    id = decodeURIComponent(hash);
  } catch {
    // A malformed escape names the part as written.
  }
  return !document.getElementById(id);
}

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
  const start = (event: Event) => {
    if (!needsTheCode(event)) return;
    for (const sign of SIGNS_OF_A_PERSON) removeEventListener(sign, start, options);
    void loadSite();
    void pressAgainOnceStarted();
  };
  for (const sign of SIGNS_OF_A_PERSON) addEventListener(sign, start, options);
}

/**
 * A mouse (a desktop, where the code costs little and hovers and menus want it), any key, or a
 * touch on what the page cannot do alone: a form field (its checks as one types) or a button the
 * browser does not run itself. A touch that scrolls, follows a link or opens the menu needs none.
 */
function needsTheCode(event: Event): boolean {
  if (event.type === 'keydown' || event.type === 'wheel') return true;
  if (event instanceof PointerEvent && event.pointerType === 'mouse') return true;
  if (event.type === 'pointermove') return false;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('input, select, textarea')) return true;
  const button = target?.closest('button');
  return button?.type === 'button' && !ranByTheBrowser(button);
}

const ranByTheBrowser = (button: HTMLButtonElement) =>
  button.hasAttribute('command') && browserRunsCommands();

/**
 * A button pressed before the code has arrived did nothing (a link, a form's submit and a button
 * that gives the browser a command, such as the menu's, work without code); the last one pressed is
 * pressed again once the site has started.
 */
async function pressAgainOnceStarted(): Promise<void> {
  let pressed: HTMLButtonElement | undefined;
  const remember = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button?.type === 'button' && !ranByTheBrowser(button)) pressed = button;
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
