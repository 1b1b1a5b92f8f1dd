// What the benches share in reporting: a table of right-aligned columns, the verdict on the
// budgets, the results file in bench/results/, and the exit status.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const resultsDir = path.join(import.meta.dirname, 'results');

/** Rows under their headers, each column right-aligned to its widest cell. */
export function formatColumns(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  ');
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

export function printVerdict(failures: string[]): void {
  console.log(
    failures.length === 0
      ? '\nAll budgets met.'
      : `\nBudgets missed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`,
  );
}

/** Writes bench/results/<bench>-<start time>.json: when it started, how long it took, `results`. */
export async function saveResults(
  bench: string,
  started: number,
  results: Record<string, unknown>,
): Promise<string> {
  const startedAt = new Date(started).toISOString();
  const file = path.join(
    resultsDir,
    `${bench}-${startedAt.replaceAll(':', '-').replace(/\..*/, '')}.json`,
  );
  const output = { startedAt, durationMs: Date.now() - started, ...results };
  await mkdir(resultsDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(output, null, 2)}\n`);
  return file;
}

/** Runs a bench: exit status 1 when it says a budget was missed or when it fails. */
export function runBench(bench: () => Promise<boolean>): void {
  bench().then(
    (ok) => {
      process.exitCode = ok ? 0 : 1;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
