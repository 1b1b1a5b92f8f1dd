// Axel reads the rules document an admin uploads: it says what it made of it, answers from its
// clauses with citations of their number, heading and page, and links each to the PDF at that page.
import { describe, expect, it } from 'vitest';
import { pdfLimitMessage, RULEBOOK_READING_PATH } from '../../../../common/rules/rulebook';
import { askAs } from '../../../test/axel-requests';
import { makeUser } from '../../../test/factories';
import { requestAs } from '../../../test/requests';
import {
  makeLongPdf,
  makeRulebookPdf,
  makeScannedPdf,
  makeTallPagePdf,
} from '../../../test/rulebook/make-rulebook-pdf';
import { testRulebook } from '../../../test/rulebook/test-rulebook-content';
import { sessionCookie } from '../../../test/sessions';
import type { TestApp } from '../../../test/test-app';
import { multipartBody, uploadDocument } from '../../../test/uploads/document-uploads';
import { useTestSite } from '../../../test/use-test-site';
import { readRulebookPdf } from './read-pdf';

const rulebookPdf = makeRulebookPdf(testRulebook);
/** Only the rulebook answers it: the catalogue has no card about towing. */
const towingQuestion = 'Where do the tow points go on the car and how strong must they be?';

const withoutModel = useTestSite();
const withModel = useTestSite({ model: true, environment: { AI_MODEL: 'm' } });

/** Uploads the PDF as the rules document, as Club settings does: upload, then save its URL. */
async function uploadRulesDocument(t: TestApp, pdf: Buffer): Promise<string> {
  const admin = await makeUser(t.db, { role: 'admin', isActive: 1 });
  const cookie = await sessionCookie(t, admin.id);
  const upload = await uploadDocument(t, cookie, multipartBody(pdf, 'Rules.pdf'), 'rules-document');
  expect(upload.statusCode).toBe(201);
  const { url } = upload.json();
  const saved = await requestAs(t, admin.id, {
    method: 'PUT',
    url: '/api/club-config',
    payload: { rulesDocumentUrl: url },
  });
  expect(saved.statusCode).toBe(200);
  return url;
}

async function readingAsAdmin(t: TestApp) {
  const admin = await makeUser(t.db, { role: 'admin', isActive: 1 });
  return (await requestAs(t, admin.id, { method: 'GET', url: RULEBOOK_READING_PATH })).json();
}

const designer = async (t: TestApp) => (await makeUser(t.db, { role: 'designer', isActive: 1 })).id;

describe('the rules document as a source', () => {
  it('tells the admin how many clauses and pages Axel read', async () => {
    const pages = (await readRulebookPdf(await rulebookPdf)).lines.length;
    await uploadRulesDocument(withoutModel.t, await rulebookPdf);

    expect(await readingAsAdmin(withoutModel.t)).toEqual({
      state: 'read',
      pages,
      clauses: 132,
      message: `Axel reads this document: 132 numbered clauses on ${pages} pages, which it cites by number and page.`,
    });
  });

  it('answers without a model from the clauses, cited by number, heading and page', async () => {
    const url = await uploadRulesDocument(withoutModel.t, await rulebookPdf);
    const pages = (await readRulebookPdf(await rulebookPdf)).lines;

    const answer = (
      await askAs(withoutModel.t, await designer(withoutModel.t), { prompt: towingQuestion })
    ).json();

    const [first] = answer.citations;
    expect(first).toMatchObject({ kind: 'clause', id: expect.stringMatching(/^B\.13/) });
    expect(first.title).toMatch(/^B\.13(\.\d)? Towing Points, p\. \d+$/);
    const page = Number(first.title.split('p. ')[1]);
    expect(first.href).toBe(`${url}#page=${page}`);
    // The page is the one the clause is printed on.
    expect(pages[page - 1]?.some((line) => line.startsWith(`${first.id} `))).toBe(true);
    expect(first.passage).toMatch(/tow/i);
    expect(answer.message).toContain(`### [${first.title}](${first.href})`);
  });

  it('answers a question neither the clauses nor the cards cover with no source', async () => {
    await uploadRulesDocument(withoutModel.t, await rulebookPdf);

    const answer = (
      await askAs(withoutModel.t, await designer(withoutModel.t), {
        prompt: 'best pizza near campus',
      })
    ).json();

    expect(answer.citations).toEqual([]);
    expect(answer.message).toContain('No rule matches your question.');
  });

  it('serves the document inline to a designer, so a browser opens it at the page', async () => {
    const url = await uploadRulesDocument(withoutModel.t, await rulebookPdf);

    const response = await requestAs(withoutModel.t, await designer(withoutModel.t), {
      method: 'GET',
      url,
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('keeps a scan for download, says why Axel cannot read it, and answers from the catalogue', async () => {
    await uploadRulesDocument(withoutModel.t, await rulebookPdf);
    // Replacing the document replaces what Axel reads.
    await uploadRulesDocument(withoutModel.t, await makeScannedPdf());

    const reading = await readingAsAdmin(withoutModel.t);
    const answer = (
      await askAs(withoutModel.t, await designer(withoutModel.t), { prompt: towingQuestion })
    ).json();

    expect(reading).toMatchObject({ state: 'no-text', pages: 2, clauses: 0 });
    expect(reading.message).toMatch(
      /^Axel cannot read this document: .* \(a scan\)\. Members can still download it\./,
    );
    expect(answer.citations.every((citation: { kind: string }) => citation.kind === 'card')).toBe(
      true,
    );
  });

  it('links a clause the model cites to its page, and drops one it invents or copies', async () => {
    const url = await uploadRulesDocument(withModel.t, await rulebookPdf);
    withModel.model.setAnswer((request) => {
      const system = request.messages[0]?.content ?? '';
      const [, clause] = /\[rule:(B\.13(?:\.\d)?)\] /.exec(system) ?? [];
      return `Two points [rule:${clause}], of steel [rule:B.99.9]; see also [rule:frame-tubing].`;
    });

    const answer = (
      await askAs(withModel.t, await designer(withModel.t), { prompt: towingQuestion })
    ).json();

    const system = withModel.model.requests[0]?.body.messages[0]?.content ?? '';
    expect(system).toMatch(
      /\[rule:B\.13\.1\] B\.13\.1 Towing Points, p\. \d+\nEach vehicle has one towing point/,
    );
    const [cited] = answer.citations;
    expect(answer.citations).toHaveLength(1);
    expect(cited.href).toMatch(new RegExp(`^${url}#page=\\d+$`));
    expect(answer.message).toBe(`Two points [${cited.title}](${cited.href}), of steel; see also.`);
  });
});

describe('a rules PDF past a reading limit', () => {
  it('is refused with the limit it passed, and the rules document stays as it was', async () => {
    const t = withoutModel.t;
    await uploadRulesDocument(t, await rulebookPdf);
    const before = await readingAsAdmin(t);
    const admin = await makeUser(t.db, { role: 'admin', isActive: 1 });
    const cookie = await sessionCookie(t, admin.id);

    const upload = await uploadDocument(
      t,
      cookie,
      multipartBody(await makeLongPdf(1001), 'Rules.pdf'),
      'rules-document',
    );

    expect(upload.statusCode).toBe(422);
    const message = pdfLimitMessage('too-many-pages');
    expect(upload.json()).toEqual({ message });
    expect(message).toBe(
      'This PDF was not uploaded: it has more than 1,000 pages, far beyond any competition’s rulebook. The rules document stays as it was.',
    );
    expect(await readingAsAdmin(t)).toEqual(before);
  });

  it('is read while the site keeps answering within 100 ms', async () => {
    const t = withoutModel.t;
    const admin = await makeUser(t.db, { role: 'admin', isActive: 1 });
    const cookie = await sessionCookie(t, admin.id);
    const body = multipartBody(await makeTallPagePdf(50_000), 'Rules.pdf');
    let uploaded = false;
    const upload = uploadDocument(t, cookie, body, 'rules-document').finally(() => {
      uploaded = true;
    });

    const waits: number[] = [];
    while (!uploaded) {
      const started = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      waits.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    expect((await upload).statusCode).toBe(201);
    expect(waits.length).toBeGreaterThan(5);
    expect(Math.max(...waits)).toBeLessThan(100);
  });
});
