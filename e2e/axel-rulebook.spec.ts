// Axel reads the rulebook an admin uploads (decision 40), in Chromium against the production server
// and a local OpenAI-compatible model: a PDF made here, never seen by the project, is uploaded in
// Club settings, which says what Axel read; a question only that PDF answers is answered with the
// clause's number, heading and page, linked to the PDF at that page; an id the model invents is not
// linked. A scan is kept, and the admin is told why Axel cannot read it.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { pdfLimitMessage } from '../common/rules/rulebook';
import { readRulebookPdf } from '../server/features/axel/rulebook/read-pdf';
import {
  makeLongPdf,
  makeRulebookPdf,
  makeScannedPdf,
} from '../server/test/rulebook/make-rulebook-pdf';
import { WINCH_QUESTION, winchRulebook } from '../server/test/rulebook/winch-rulebook';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { ADMIN, useClubSettings } from './support/club-settings';
import { useServerAndBrowser } from './support/suite';

describeWithBrowser('Axel and the uploaded rulebook', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' }, { model: true });
  useClubSettings(suite);

  async function uploadRulesDocument(pdf: Buffer): Promise<{ admin: Page; panel: Locator }> {
    const admin = await suite.signedIn(ADMIN, viewports.desktop, '/admin/edit?tab=settings');
    const panel = admin.getByRole('tabpanel', { name: 'Club settings' });
    await panel.getByLabel('Upload the rules document (PDF)').setInputFiles({
      name: 'Winch Trophy Regulations.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await panel.getByRole('link', { name: /^winch-trophy-regulations\.pdf/ }).waitFor();
    return { admin, panel };
  }

  it('cites the clause that answers, with its page, and links it to the PDF at that page', async () => {
    const pdf = await makeRulebookPdf(winchRulebook);
    const pages = (await readRulebookPdf(pdf)).lines;
    const { panel } = await uploadRulesDocument(pdf);
    await panel
      .getByRole('status')
      .filter({ hasText: `Axel reads this document: 15 numbered clauses on ${pages.length} pages` })
      .waitFor();
    // The model cites the clause it was given first, and a clause nobody gave it.
    suite.model.setAnswer((request) => {
      const [, first] = /\[rule:([A-Z]\.[\d.]+)\] /.exec(request.messages[0]?.content ?? '') ?? [];
      return `At most 17 m, with a damper [rule:${first}]. Steel is out [rule:W.9.9].`;
    });

    for (const viewport of Object.values(viewports)) {
      const page = await suite.signedIn(ADMIN, viewport, '/axel');
      await page.getByRole('textbox', { name: 'Your question' }).fill(WINCH_QUESTION);
      await page.getByRole('button', { name: 'Send' }).click();

      const answer = page.getByRole('log').locator('> div').filter({ hasText: /^Axel/ }).last();
      const source = answer.getByRole('link', {
        name: /^W\.2\.1 Winch Rope, p\. \d+ \(rules document at this page, opens in a new tab\)$/,
      });
      await source.waitFor();
      const href = (await source.getAttribute('href')) ?? '';
      const [path, fragment] = href.split('#');
      const pageNumber = Number(fragment?.replace('page=', ''));
      expect(pages[pageNumber - 1]?.some((line) => line.startsWith('W.2.1 '))).toBe(true);
      // The passage used is under the source.
      await answer.getByText(/^The winch rope is at most 17 metres long/).waitFor();
      // The citation in the text links to the same page; the invented clause is not linked.
      const inline = answer.getByRole('link', {
        name: /^W\.2\.1 Winch Rope, p\. \d+ \(opens in a new tab\)$/,
      });
      expect(await inline.getAttribute('href')).toBe(href);
      await expect(answer.innerText()).resolves.not.toMatch(/W\.9\.9|\[rule:/);
      // Served inline, so the browser's viewer opens it at #page=.
      const response = await page.request.get(`${suite.server.baseUrl}${path}`);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect(response.headers()['content-disposition']).toMatch(/^inline;/);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await expectNoAxeViolations(page);
      await page.context().close();
    }
  });

  it('keeps a scan for members and tells the admin why Axel cannot read it', async () => {
    const { panel } = await uploadRulesDocument(await makeScannedPdf());

    await panel
      .getByRole('status')
      .filter({
        hasText:
          'Axel cannot read this document: its pages have no text, only images (a scan). ' +
          'Members can still download it.',
      })
      .waitFor();
  });

  it('refuses a PDF past a reading limit, saying which, and keeps the rules document', async () => {
    const { admin, panel } = await uploadRulesDocument(await makeRulebookPdf(winchRulebook));

    await panel.getByLabel('Upload the rules document (PDF)').setInputFiles({
      name: 'Everything Ever Written.pdf',
      mimeType: 'application/pdf',
      buffer: await makeLongPdf(1001),
    });

    await admin.getByText(pdfLimitMessage('too-many-pages')).first().waitFor();
    expect(await panel.getByRole('link', { name: /^winch-trophy-regulations\.pdf/ }).count()).toBe(
      1,
    );
    expect(await panel.getByRole('link', { name: /^everything-ever-written/ }).count()).toBe(0);
  });
});
