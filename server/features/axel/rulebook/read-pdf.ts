// Reads a rules PDF in a worker thread (read-pdf-worker.ts, decision 53), so that a hostile or huge
// PDF cannot hold up the server's requests: the worker has a time and a memory limit besides its
// page and text limits, and a PDF past one is refused with the limit it passed.
import { Worker } from 'node:worker_threads';
import { RULEBOOK_PDF_LIMITS } from '../../../../common/rules/rulebook';
import type { PdfAnswer, PdfJob, PdfRefusal } from './read-pdf-worker';
import type { RulebookSplit } from './split-clauses';

export type { PdfRefusal };

export type PdfLimits = typeof RULEBOOK_PDF_LIMITS & {
  /** The worker's heap. */
  memoryMb: number;
};

/** The tests pass smaller ones. */
export const PDF_LIMITS: PdfLimits = { ...RULEBOOK_PDF_LIMITS, memoryMb: 512 };

/** A PDF the worker did not read, and why. */
export class PdfRefused extends Error {
  constructor(readonly refusal: PdfRefusal) {
    super(`The PDF was not read: ${refusal}`);
  }
}

export interface RulebookPdf {
  /** Each page's lines of text, top to bottom. */
  lines: string[][];
  split: RulebookSplit;
}

/** The PDF's text and the clauses split from it; throws PdfRefused. */
export function readRulebookPdf(content: Buffer, limits = PDF_LIMITS): Promise<RulebookPdf> {
  const job: PdfJob = {
    content: new Uint8Array(content),
    maxPages: limits.maxPages,
    maxCharacters: limits.maxCharacters,
  };
  const worker = new Worker(new URL('./read-pdf-worker.ts', import.meta.url), {
    workerData: job,
    resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
  });
  return new Promise((resolve, reject) => {
    const end = (answer: PdfAnswer) => {
      clearTimeout(timer);
      worker.removeAllListeners();
      void worker.terminate();
      if ('refused' in answer) reject(new PdfRefused(answer.refused));
      else resolve(answer);
    };
    const timer = setTimeout(() => end({ refused: 'too-slow' }), limits.timeMs);
    worker.once('message', end);
    worker.once('error', (error: NodeJS.ErrnoException) =>
      end({
        refused: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-much-memory' : 'unreadable',
      }),
    );
    worker.once('exit', () => end({ refused: 'unreadable' }));
  });
}
