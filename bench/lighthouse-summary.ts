// Reads the numbers the page benchmark needs out of Lighthouse results, takes medians and prints
// the table. No browser or server here: see pages.ts.
import type { Result } from 'lighthouse';
import { formatColumns } from './bench-report';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The public pages' budgets, so that each shows at once on a phone (bench/README.md). */
export const BUDGETS = {
  minCategoryScore: 100,
  maxLcpMs: 1000,
  maxCls: 0,
  firstLoadJsKb: 70,
} as const;

/** One Lighthouse run reduced to what the table shows; null where Lighthouse gave no value. */
export interface RunSummary {
  httpStatus: number | null;
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  runtimeError: string | null;
  warnings: string[];
}

export interface PageSummary {
  path: string;
  httpStatuses: (number | null)[];
  median: Omit<RunSummary, 'httpStatus' | 'runtimeError' | 'warnings'>;
  warnings: string[];
}

export interface ScriptSize {
  /** Its path, or the page's and its place in the page for a script written into it. */
  name: string;
  /** As transferred; for a script written into the page, its bytes there. */
  transferBytes: number;
  gzipBytes: number;
}

export interface Verdict {
  ok: boolean;
  failures: string[];
}

interface NetworkRequest {
  url: string;
  resourceType: string;
  transferSize: number;
  statusCode: number;
}

/** The rows of the `network-requests` audit, with the fields this benchmark reads. */
export function networkRequests(lhr: Result): NetworkRequest[] {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return [];
  return details.items.map((item) => ({
    url: typeof item.url === 'string' ? item.url : '',
    resourceType: typeof item.resourceType === 'string' ? item.resourceType : '',
    transferSize: typeof item.transferSize === 'number' ? item.transferSize : 0,
    statusCode: typeof item.statusCode === 'number' ? item.statusCode : -1,
  }));
}

export function summarizeRun(lhr: Result): RunSummary {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const documentUrl = lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl;
  const document = networkRequests(lhr).find((request) => request.url === documentUrl);
  return {
    httpStatus: document?.statusCode ?? null,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: lhr.runWarnings,
  };
}

/** The median, or null when a run has no value (a failed run must not hide behind the others). */
export function median(values: (number | null)[]): number | null {
  const numbers: number[] = [];
  for (const value of values) {
    if (value === null) return null;
    numbers.push(value);
  }
  numbers.sort((a, b) => a - b);
  const middle = Math.floor(numbers.length / 2);
  const upper = numbers[middle];
  const lower = numbers[numbers.length % 2 === 0 ? middle - 1 : middle];
  if (upper === undefined || lower === undefined) return null;
  return (lower + upper) / 2;
}

/** The index of the run whose performance score is the median one (the run Lighthouse advises reporting). */
export function medianRunIndex(runs: RunSummary[]): number {
  const order = runs
    .map((run, index) => ({ index, score: run.scores.performance ?? -1 }))
    .sort((a, b) => a.score - b.score);
  return order[Math.floor((order.length - 1) / 2)]?.index ?? 0;
}

export function summarizePage(path: string, runs: RunSummary[]): PageSummary {
  const of = (pick: (run: RunSummary) => number | null) => median(runs.map(pick));
  return {
    path,
    httpStatuses: runs.map((run) => run.httpStatus),
    median: {
      scores: {
        performance: of((run) => run.scores.performance),
        accessibility: of((run) => run.scores.accessibility),
        'best-practices': of((run) => run.scores['best-practices']),
        seo: of((run) => run.scores.seo),
      },
      lcpMs: of((run) => run.lcpMs),
      tbtMs: of((run) => run.tbtMs),
      cls: of((run) => run.cls),
    },
    warnings: [
      ...new Set(
        runs.flatMap((run) =>
          run.runtimeError ? [run.runtimeError, ...run.warnings] : run.warnings,
        ),
      ),
    ],
  };
}

export function judge(pages: PageSummary[], scripts: ScriptSize[]): Verdict {
  const failures: string[] = [];
  for (const page of pages) {
    for (const category of CATEGORIES) {
      const score = page.median.scores[category];
      if (score === null || score < BUDGETS.minCategoryScore) {
        failures.push(`${page.path}: ${category} ${score ?? 'n/a'} < ${BUDGETS.minCategoryScore}`);
      }
    }
    const { lcpMs, cls } = page.median;
    if (lcpMs === null || lcpMs > BUDGETS.maxLcpMs) {
      failures.push(`${page.path}: LCP ${lcpMs ?? 'n/a'} ms > ${BUDGETS.maxLcpMs} ms`);
    }
    if (cls === null || cls > BUDGETS.maxCls) {
      failures.push(`${page.path}: CLS ${cls ?? 'n/a'} > ${BUDGETS.maxCls}`);
    }
  }
  const jsKb = kilobytes(scripts.reduce((sum, script) => sum + script.gzipBytes, 0));
  if (scripts.length === 0) failures.push('/: no script found in the median run');
  if (jsKb > BUDGETS.firstLoadJsKb) {
    failures.push(`/: first-load JS ${jsKb.toFixed(1)} kB gzipped > ${BUDGETS.firstLoadJsKb} kB`);
  }
  return { ok: failures.length === 0, failures };
}

/** kB of 1000 bytes, as Vite prints them after a build (the stricter reading of "100 KB"). */
export function kilobytes(bytes: number): number {
  return bytes / 1000;
}

const HEADERS = ['page', 'HTTP', 'perf', 'a11y', 'best-pr', 'seo', 'LCP ms', 'TBT ms', 'CLS'];

export function formatTable(pages: PageSummary[]): string {
  const rows = pages.map((page) => [
    page.path,
    [...new Set(page.httpStatuses.map((status) => status ?? '?'))].join('/'),
    ...CATEGORIES.map((category) => show(page.median.scores[category], 0)),
    show(page.median.lcpMs, 0),
    show(page.median.tbtMs, 0),
    show(page.median.cls, 3),
  ]);
  return formatColumns(HEADERS, rows);
}

export function formatScripts(scripts: ScriptSize[]): string {
  const gzip = kilobytes(scripts.reduce((sum, script) => sum + script.gzipBytes, 0));
  const transfer = kilobytes(scripts.reduce((sum, script) => sum + script.transferBytes, 0));
  const verdict = gzip <= BUDGETS.firstLoadJsKb ? 'within' : 'OVER';
  return [
    `First-load JavaScript of /: ${gzip.toFixed(1)} kB gzipped, ${verdict} the ${BUDGETS.firstLoadJsKb} kB budget ` +
      `(${scripts.length} script(s); ${transfer.toFixed(1)} kB as sent: the page's own ` +
      'uncompressed, the others as transferred)',
    ...scripts.map(
      (script) => `  ${script.name}  ${kilobytes(script.gzipBytes).toFixed(1)} kB gzipped`,
    ),
  ].join('\n');
}

function show(value: number | null, decimals: number): string {
  return value === null ? 'n/a' : value.toFixed(decimals);
}
