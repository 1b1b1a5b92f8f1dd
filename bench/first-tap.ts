// `npm run bench:first-tap`: how long a visitor's first tap on the home page takes to answer, on a
// phone (390 × 844, touch) as it is here and as a mid-range phone (Chrome's 4× CPU slowdown and its
// Slow 4G). Each control is tapped five times, each in a fresh browser context, as soon as the page
// has loaded; the time runs from the tap to the first frame that shows the answer (the menu open,
// the article's title on screen, in a dialog or on the article's own page). Prints the medians and
// the JavaScript fetched after the tap, gzipped, and writes everything to bench/results/.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumFlags, chromiumPath, configuredChromiumPath } from '../e2e/support/chromium';
import { formatColumns, printVerdict, runBench, saveResults } from './bench-report';
import { withBuiltServer } from './built-server';

const RUNS = 5;
const BUDGET_MS = 100;
const SCRIPT_BUDGET_BYTES = 80_000;

/** Chrome DevTools' "Slow 4G" and Lighthouse's mobile CPU slowdown. */
const midRangePhone = {
  cpuSlowdown: 4,
  network: {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  },
};

const settings = [
  { name: 'as here', phone: undefined },
  { name: 'mid-range phone', phone: midRangePhone },
] as const;

/** What answers a tap, looked for in the page (which allows no eval, hence names, not code). */
type Answer = 'a menu open' | 'the title on screen';

interface Control {
  name: string;
  /** What the visitor taps. */
  selector: string;
  answer: Answer;
}

const controls: Control[] = [
  { name: 'menu', selector: 'button[aria-label="Open menu"]', answer: 'a menu open' },
  {
    name: 'Read More',
    selector: '#news :is(a, button):has-text("Read More")',
    answer: 'the title on screen',
  },
];

interface Tap {
  ms: number;
  scripts: string[];
}

async function main(): Promise<boolean> {
  const started = Date.now();
  const executablePath = chromiumPath();
  if (!executablePath) {
    throw new Error(`no Chromium at ${configuredChromiumPath}: install it or set CHROME_PATH`);
  }
  return withBuiltServer('first-tap', { DATABASE_URL: 'memory://' }, async (server) => {
    const browser = await chromium.launch({ executablePath, args: chromiumFlags });
    try {
      const title = await newestArticleTitle(server.baseUrl);
      const rows: string[][] = [];
      const failures: string[] = [];
      const results: Record<string, unknown>[] = [];
      for (const setting of settings) {
        for (const control of controls) {
          const taps: Tap[] = [];
          for (let run = 0; run < RUNS; run++) {
            taps.push(await tapOnce(browser, server.baseUrl, control, title, setting.phone));
          }
          const times = taps.map((tap) => tap.ms);
          const scriptBytes = await gzippedSize(server.baseUrl, taps[0]?.scripts ?? []);
          const median = medianOf(times);
          rows.push([
            setting.name,
            control.name,
            `${median.toFixed(0)} ms`,
            times.map((ms) => ms.toFixed(0)).join(' '),
            `${(scriptBytes / 1000).toFixed(1)} kB`,
          ]);
          results.push({
            setting: setting.name,
            control: control.name,
            times,
            median,
            scriptBytes,
          });
          if (setting.phone && median > BUDGET_MS) {
            failures.push(`${control.name} on a ${setting.name}: ${median.toFixed(0)} ms`);
          }
          if (setting.phone && scriptBytes > SCRIPT_BUDGET_BYTES) {
            failures.push(`${control.name}: ${(scriptBytes / 1000).toFixed(1)} kB of JavaScript`);
          }
        }
      }
      console.log(`\nFirst tap on /, median of ${RUNS} (budget ${BUDGET_MS} ms on the phone):\n`);
      console.log(
        formatColumns(['phone', 'control', 'median', 'each run (ms)', 'JS after tap (gzip)'], rows),
      );
      printVerdict(failures);
      const file = await saveResults('first-tap', started, { failures, results });
      console.log(`\nFull results: ${path.relative(process.cwd(), file)}`);
      return failures.length === 0;
    } finally {
      await browser.close();
    }
  });
}

/** One visitor: a fresh context, the page loaded, one tap, and the time until its answer shows. */
async function tapOnce(
  browser: Browser,
  baseUrl: string,
  control: Control,
  title: string,
  phone: typeof midRangePhone | undefined,
): Promise<Tap> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    // Every document of the context (the home page, and the article's page a link may lead to)
    // notes the tap's moment and watches each frame for the answer, on the browser's own clock.
    await context.addInitScript({ content: watchForTheAnswer(control.answer, title) });
    const page = await context.newPage();
    if (phone) await throttle(page, phone);
    await page.goto(baseUrl, { waitUntil: 'load' });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.tap(control.selector);
    return { ms: await answerTime(page), scripts };
  } finally {
    await context.close();
  }
}

/** The tap-to-answer time the page noted, read even across a navigation the tap set off. */
async function answerTime(page: Page): Promise<number> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ms = await page
      .evaluate(() => {
        const [tapped, answered] = ['tappedAt', 'answeredAt'].map((key) =>
          sessionStorage.getItem(key),
        );
        return tapped && answered ? Number(answered) - Number(tapped) : null;
      })
      .catch(() => null);
    if (ms !== null) return ms;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the tap got no answer within 60 s');
}

/**
 * Runs in the page before its own scripts. Written as text: a function handed over would carry the
 * helpers tsx adds to named functions, which the page lacks.
 */
const watchForTheAnswer = (answer: Answer, title: string) => `(() => {
  const answer = ${JSON.stringify(answer)};
  const title = ${JSON.stringify(title)};
  const now = () => performance.timeOrigin + performance.now();
  const onScreen = (element) =>
    element.checkVisibility() &&
    element.getBoundingClientRect().height > 0 &&
    element.getBoundingClientRect().top < innerHeight;
  const isAnswered = () =>
    answer === 'a menu open'
      ? [...document.querySelectorAll('dialog, [role="dialog"], [popover]')].some(onScreen)
      : [...document.querySelectorAll('h1, h2')].some(
          (heading) => heading.textContent.trim() === title && onScreen(heading),
        );
  addEventListener('pointerdown', () => {
    if (!sessionStorage.getItem('tappedAt')) sessionStorage.setItem('tappedAt', String(now()));
  }, { capture: true });
  const check = () => {
    if (sessionStorage.getItem('tappedAt') && isAnswered()) {
      sessionStorage.setItem('answeredAt', String(now()));
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

async function throttle(page: Page, phone: typeof midRangePhone): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', phone.network);
}

async function newestArticleTitle(baseUrl: string): Promise<string> {
  const articles = (await (await fetch(new URL('/api/news', baseUrl))).json()) as {
    title: string;
  }[];
  const newest = articles[0];
  if (!newest) throw new Error('the server has no published article to open');
  return newest.title;
}

/** The scripts' size gzipped as the build writes them, each counted once. */
async function gzippedSize(baseUrl: string, paths: string[]): Promise<number> {
  let total = 0;
  for (const scriptPath of new Set(paths)) {
    const code = await (await fetch(new URL(scriptPath, baseUrl))).text();
    total += gzipSync(code, { level: 9 }).length;
  }
  return total;
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

runBench(main);
