// `npm run bench:pages`: Lighthouse (mobile, simulated throttling) on the public pages, three runs
// each, one at a time, against the real server with the built client. Prints the medians, writes
// every result to bench/results/, and exits non-zero when one of BUDGETS is missed.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { eventPagePath } from '../common/events/event-pages';
import { EVENTS_PATH } from '../common/events/events';
import { newsArticlePath } from '../common/news/news';
import { chromiumFlags, chromiumPath, configuredChromiumPath } from '../e2e/support/chromium';
import { inlineScripts } from '../server/features/pages/inline-scripts';
import { printVerdict, runBench, saveResults } from './bench-report';
import { withBuiltServer } from './built-server';
import {
  CATEGORIES,
  formatScripts,
  formatTable,
  judge,
  medianRunIndex,
  networkRequests,
  type PageSummary,
  type RunSummary,
  type ScriptSize,
  summarizePage,
  summarizeRun,
} from './lighthouse-summary';

// The public pages; an article's and an event's addresses are read from the server (the first
// published article, the first event listed: what is coming soonest).
const PAGES = ['/', '/rules', '/join', '/news', '/events', '/sponsors', '/alumni'];
const RUNS_PER_PAGE = 3;
const CHROME_FLAGS = ['--headless=new', ...chromiumFlags];

interface PageRuns {
  path: string;
  runs: { summary: RunSummary; lhr: Result }[];
}

async function main(): Promise<boolean> {
  const started = Date.now();
  const chromePath = chromiumPath();
  if (!chromePath) {
    throw new Error(`no Chromium at ${configuredChromiumPath}: install it or set CHROME_PATH`);
  }
  return withBuiltServer('pages', { DATABASE_URL: 'memory://' }, async (server) => {
    const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
    try {
      const measured: PageRuns[] = [];
      const firstPaths = [
        await firstArticlePath(server.baseUrl),
        await firstEventPath(server.baseUrl),
      ];
      for (const page of [...PAGES, ...firstPaths]) {
        measured.push(await measurePage(server.baseUrl, page, chrome.port));
      }
      const pages = measured.map((page) =>
        summarizePage(
          page.path,
          page.runs.map((run) => run.summary),
        ),
      );
      const scripts = await firstLoadScripts(measured.find((page) => page.path === '/'));
      const verdict = judge(pages, scripts);
      report(pages, scripts, verdict.failures);
      const firstRun = measured[0]?.runs[0]?.lhr;
      const file = await saveResults('pages', started, {
        lighthouseVersion: firstRun?.lighthouseVersion,
        browser: firstRun?.environment.hostUserAgent,
        verdict,
        pages,
        scripts,
        lighthouseResults: measured.map((page) => ({
          path: page.path,
          runs: page.runs.map((run) => run.lhr),
        })),
      });
      console.log(`\nFull results: ${path.relative(process.cwd(), file)}`);
      console.log(`Took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
      return verdict.ok;
    } finally {
      await chrome.kill();
    }
  });
}

async function measurePage(baseUrl: string, page: string, port: number): Promise<PageRuns> {
  const runs: PageRuns['runs'] = [];
  for (let run = 1; run <= RUNS_PER_PAGE; run++) {
    let lhr = await runLighthouse(new URL(page, baseUrl).href, port);
    // Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is run again once.
    if (lhr.runtimeError) lhr = await runLighthouse(new URL(page, baseUrl).href, port);
    const summary = summarizeRun(lhr);
    runs.push({ summary, lhr });
    const scores = CATEGORIES.map((category) => `${category} ${summary.scores[category] ?? 'n/a'}`);
    console.log(
      `${page} run ${run}/${RUNS_PER_PAGE}: HTTP ${summary.httpStatus}, ${scores.join(', ')}`,
    );
  }
  return { path: page, runs };
}

async function runLighthouse(url: string, port: number): Promise<Result> {
  const flags: Flags = {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
    // A page answering 4xx is scored anyway (the table shows its status); by default Lighthouse
    // refuses to.
    ignoreStatusCode: true,
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}

async function firstArticlePath(baseUrl: string): Promise<string> {
  const articles = (await (await fetch(new URL('/api/news', baseUrl))).json()) as {
    slug: string;
  }[];
  const first = articles[0];
  if (!first) throw new Error('the server has no published article to measure');
  return newsArticlePath(first.slug);
}

async function firstEventPath(baseUrl: string): Promise<string> {
  const events = (await (await fetch(new URL(EVENTS_PATH, baseUrl))).json()) as { slug: string }[];
  const first = events[0];
  if (!first) throw new Error('the server lists no event to measure');
  return eventPagePath(first.slug);
}

/**
 * The scripts of `/`: those written into the page (decision 35) and those the median run loaded,
 * with their size gzipped as the build writes them.
 */
async function firstLoadScripts(home: PageRuns | undefined): Promise<ScriptSize[]> {
  const run = home?.runs[medianRunIndex(home.runs.map((entry) => entry.summary))];
  if (!run) return [];
  const page = await fetchText(run.lhr.finalDisplayedUrl);
  const inline = inlineScripts(page).map((code, index) =>
    sizeOf(`${new URL(run.lhr.finalDisplayedUrl).pathname} (inline script ${index + 1})`, code),
  );
  const loaded = networkRequests(run.lhr).filter((request) => request.resourceType === 'Script');
  return [
    ...inline,
    ...(await Promise.all(
      loaded.map(async (script) => ({
        ...sizeOf(new URL(script.url).pathname, await fetchText(script.url)),
        transferBytes: script.transferSize,
      })),
    )),
  ];
}

const sizeOf = (name: string, code: string): ScriptSize => ({
  name,
  transferBytes: Buffer.byteLength(code),
  gzipBytes: gzipSync(code, { level: 9 }).length,
});

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

function report(pages: PageSummary[], scripts: ScriptSize[], failures: string[]): void {
  console.log(`\nMedians of ${RUNS_PER_PAGE} runs, Lighthouse mobile (simulated throttling):\n`);
  console.log(formatTable(pages));
  console.log(`\n${formatScripts(scripts)}`);
  for (const page of pages) {
    for (const warning of page.warnings) console.log(`\nWarning on ${page.path}: ${warning}`);
  }
  printVerdict(failures);
}

runBench(main);
