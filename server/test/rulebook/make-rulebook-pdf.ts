// Test support: rulebook PDFs made as a competition's are (PDFKit): a title page, a contents page
// with dot leaders, a running header and a "Page N of M" footer on every page, parts' titles,
// numbered clauses with and without headings, tables, and clauses running over a page. Also a scan:
// a page that is only an image. And PDFs past the site's reading limits.
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { RulebookBlock, TestRulebook } from './rulebook-blocks';

const MARGIN = 56;
const BODY_SIZE = 10;

/** Where each headed clause landed, for the contents page: its number and page. */
type Landings = Map<string, number>;

/** The rulebook as a PDF, its contents page giving each headed clause's real page. */
export async function makeRulebookPdf(rulebook: TestRulebook): Promise<Buffer> {
  const landings: Landings = new Map();
  // The first pass finds the pages; the second prints them in the contents (as long, so no shift).
  await render(rulebook, landings);
  return render(rulebook, landings);
}

function render(rulebook: TestRulebook, landings: Landings): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: rulebook.title },
  });
  const done = collect(doc);
  doc.font('Helvetica-Bold').fontSize(22).text(rulebook.title, { align: 'center' });
  doc.moveDown().font('Helvetica').fontSize(12).text(`Revision ${rulebook.revision}`, {
    align: 'center',
  });
  doc.addPage();
  contentsPage(doc, rulebook.blocks, landings);
  doc.addPage();
  for (const block of rulebook.blocks) printBlock(doc, block, landings);
  runningHeadersAndFooters(doc, rulebook);
  doc.end();
  return done;
}

function contentsPage(doc: PDFKit.PDFDocument, blocks: RulebookBlock[], landings: Landings) {
  doc.font('Helvetica-Bold').fontSize(14).text('CONTENTS').moveDown(0.5);
  doc.font('Helvetica').fontSize(BODY_SIZE);
  for (const block of blocks) {
    if (block.kind !== 'clause' || !block.heading || block.number.split('.').length > 2) continue;
    const page = landings.get(block.number) ?? 0;
    doc.text(`${block.number} ${block.heading} ${'.'.repeat(20)} ${page}`);
  }
}

function printBlock(doc: PDFKit.PDFDocument, block: RulebookBlock, landings: Landings) {
  switch (block.kind) {
    case 'page-break':
      // None on a page still empty: a rulebook has no blank pages.
      if (doc.y > doc.page.margins.top + 1) doc.addPage();
      return;
    case 'part':
      doc.moveDown().font('Helvetica-Bold').fontSize(16).text(block.title.toUpperCase());
      doc.moveDown(0.5);
      return;
    case 'clause':
      printClause(doc, block, landings);
      return;
    case 'table':
      printTable(doc, block.rows);
      return;
  }
}

function printClause(
  doc: PDFKit.PDFDocument,
  clause: Extract<RulebookBlock, { kind: 'clause' }>,
  landings: Landings,
) {
  doc.moveDown(0.4);
  // A heading alone at a page's foot would land on one page and its text on the next.
  if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
  landings.set(clause.number, pageNumber(doc));
  const [first = '', ...rest] = clause.paragraphs;
  if (clause.heading) {
    doc.font('Helvetica-Bold').fontSize(11).text(`${clause.number} ${clause.heading}`);
    doc.font('Helvetica').fontSize(BODY_SIZE);
    for (const paragraph of clause.paragraphs) doc.text(paragraph, { paragraphGap: 4 });
    return;
  }
  doc.font('Helvetica-Bold').fontSize(BODY_SIZE).text(`${clause.number} `, { continued: true });
  doc.font('Helvetica').text(first, { paragraphGap: 4 });
  for (const paragraph of rest) doc.text(paragraph, { paragraphGap: 4 });
}

function printTable(doc: PDFKit.PDFDocument, rows: string[][]) {
  const columns = rows[0]?.length ?? 1;
  const width = (doc.page.width - 2 * MARGIN) / columns;
  doc.moveDown(0.5);
  rows.forEach((row, index) => {
    if (doc.y > doc.page.height - MARGIN - 30) doc.addPage();
    const top = doc.y;
    doc.font(index === 0 ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    row.forEach((cell, column) => {
      doc.text(cell, MARGIN + column * width + 4, top + 3, { width: width - 8, lineBreak: false });
    });
    doc
      .rect(MARGIN, top, width * columns, 16)
      .lineWidth(0.5)
      .stroke();
    doc.x = MARGIN;
    doc.y = top + 16;
  });
  doc.moveDown(0.5);
}

const pageNumber = (doc: PDFKit.PDFDocument) => doc.bufferedPageRange().count;

function runningHeadersAndFooters(doc: PDFKit.PDFDocument, rulebook: TestRulebook) {
  const { count } = doc.bufferedPageRange();
  for (let index = 1; index < count; index++) {
    doc.switchToPage(index);
    // Written in the margins: without this PDFKit would start a new page for them.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8);
    doc.text(`${rulebook.title}, revision ${rulebook.revision}`, MARGIN, 24, { lineBreak: false });
    doc.text(`Page ${index + 1} of ${count}`, MARGIN, doc.page.height - 36, { lineBreak: false });
  }
}

/** A scanned document: every page an image, no text layer. */
export async function makeScannedPdf(pages = 2): Promise<Buffer> {
  const scan = await sharp({
    create: { width: 595, height: 842, channels: 3, background: '#f4f1ea' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="595" height="842"><rect x="60" y="80" width="470" height="14" fill="#333"/>' +
            '<rect x="60" y="110" width="400" height="8" fill="#555"/>' +
            '<rect x="60" y="126" width="430" height="8" fill="#555"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  const done = collect(doc);
  for (let page = 0; page < pages; page++) {
    if (page > 0) doc.addPage();
    doc.image(scan, 0, 0, { width: doc.page.width });
  }
  doc.end();
  return done;
}

/** A PDF of plain paragraphs: text, but no numbered clause. */
export async function makeLetterPdf(paragraphs: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN });
  const done = collect(doc);
  for (const paragraph of paragraphs) doc.fontSize(BODY_SIZE).text(paragraph).moveDown();
  doc.end();
  return done;
}

/** A PDF of `pages` pages, each with one word: more pages than a rulebook has, cheaply. */
export async function makeLongPdf(pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN });
  const done = collect(doc);
  for (let page = 1; page <= pages; page++) {
    if (page > 1) doc.addPage();
    doc.fontSize(BODY_SIZE).text(`Page ${page}`);
  }
  doc.end();
  return done;
}

/**
 * A hostile PDF: one very tall page of `lines` lines, each a single character, 3 PDF units apart.
 * Gathering each line's items by comparing them with every line found so far took seconds.
 */
export async function makeTallPagePdf(lines: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: [200, lines * 3 + 100], margin: 10 });
  const done = collect(doc);
  doc.fontSize(1);
  for (let line = 0; line < lines; line++) doc.text('x', 20, 50 + line * 3, { lineBreak: false });
  doc.end();
  return done;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
