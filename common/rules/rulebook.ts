// What Axel made of the rules document (decision 40): the admin sees it under the Club settings'
// rules document, so a scan or a PDF without numbered clauses is known at once, with the reason.
import { z } from 'zod';

export const RULEBOOK_READING_PATH = '/api/admin/rulebook-reading';

export const rulebookOutcomes = ['read', 'no-text', 'no-clauses', 'unreadable'] as const;
export type RulebookOutcome = (typeof rulebookOutcomes)[number];

export const rulebookReadingSchema = z.object({
  /** none: no rules document; elsewhere: a link to a document this site does not store. */
  state: z.enum(['none', 'elsewhere', ...rulebookOutcomes]),
  pages: z.number().int(),
  clauses: z.number().int(),
  message: z.string(),
});
export type RulebookReading = z.infer<typeof rulebookReadingSchema>;

const STILL_DOWNLOADED = 'Members can still download it.';

export function rulebookMessage(
  state: RulebookReading['state'],
  { pages, clauses }: { pages: number; clauses: number },
): string {
  switch (state) {
    case 'none':
      return 'With no rules document, Axel answers from the rules catalogue alone.';
    case 'elsewhere':
      return 'Axel reads only an uploaded PDF: with a link to a document elsewhere, it answers from the rules catalogue alone.';
    case 'read':
      return `Axel reads this document: ${clauses} numbered clauses on ${pages} pages, which it cites by number and page.`;
    case 'no-text':
      return `Axel cannot read this document: its pages have no text, only images (a scan). ${STILL_DOWNLOADED} For Axel, upload a PDF whose text can be selected.`;
    case 'no-clauses':
      return `Axel cannot read this document: it found no numbered clauses (such as “B.3.4.2 Ground clearance”) to cite. ${STILL_DOWNLOADED}`;
    case 'unreadable':
      return `Axel cannot read this document: the PDF could not be opened (damaged, or protected by a password). ${STILL_DOWNLOADED}`;
  }
}

/** What the site reads of a rules PDF at most: past one of these, the upload is refused. */
export const RULEBOOK_PDF_LIMITS = { maxPages: 1000, maxCharacters: 5_000_000, timeMs: 60_000 };

/** The limit a rules PDF passed, as the reading worker tells it. */
export type PdfLimitPassed = 'too-many-pages' | 'too-much-text' | 'too-slow' | 'too-much-memory';

export function pdfLimitMessage(limit: PdfLimitPassed): string {
  const { maxPages, maxCharacters, timeMs } = RULEBOOK_PDF_LIMITS;
  const why = {
    'too-many-pages': `it has more than ${maxPages.toLocaleString('en-US')} pages`,
    'too-much-text': `it has more than ${(maxCharacters / 1_000_000).toLocaleString('en-US')} million characters of text`,
    'too-slow': `reading it took more than ${timeMs / 1000} seconds`,
    'too-much-memory': 'reading it needed more memory than the site gives it',
  }[limit];
  return `This PDF was not uploaded: ${why}, far beyond any competition’s rulebook. The rules document stays as it was.`;
}
