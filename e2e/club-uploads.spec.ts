// The files of the Club settings tab in a real browser against the production server: an admin
// uploads the logo, the hero image, the sponsor brochure and the members' rules document through the
// tab's own file inputs; visitors and members see them after a reload, at phone and desktop width,
// and the PDFs download as PDFs. A file that is not a PDF is refused with the server's message.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeWithBrowser, viewports } from './support/browser';
import { ADMIN, useClubSettings } from './support/club-settings';
import { useServerAndBrowser } from './support/suite';
import { expectToast } from './support/toasts';

const MEMBER = 'jamie.ortiz@example.org';

const onePagePdf = () =>
  readFile(new URL('../server/features/uploads/test-files/one-page.pdf', import.meta.url));

const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();

const UPLOADED_IMAGE = /^\/uploads\/images\/[\w-]+\.\w+$/;

describeWithBrowser('files in the club settings', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });
  const settings = useClubSettings(suite);
  const url = (path: string) => `${suite.server.baseUrl}${path}`;

  /** The admin on the Club settings tab at desktop width, and the tab's panel. */
  async function openSettingsTab(): Promise<{ admin: Page; panel: Locator }> {
    const admin = await suite.signedIn(ADMIN, viewports.desktop, '/admin/edit?tab=settings');
    const panel = admin.getByRole('tabpanel', { name: 'Club settings' });
    await panel.getByRole('heading', { name: 'Identity' }).waitFor();
    return { admin, panel };
  }

  /** A visitor's page at each width, showing `/` after a reload. */
  async function* visitorsOfHome(): AsyncGenerator<Page> {
    for (const viewport of Object.values(viewports)) {
      const page = await suite.openPage(viewport);
      await page.goto(url('/'));
      await page.reload();
      await page.getByRole('link', { name: 'Learn More' }).waitFor();
      yield page;
    }
  }

  it('an uploaded logo and hero image show in the bar and the hero', async () => {
    const { panel } = await openSettingsTab();

    await panel.getByLabel('Upload the logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await png(120, 120, '#b45309'),
    });
    const logoPreview = panel.getByRole('img', { name: 'Current logo' });
    await expect.poll(() => logoPreview.getAttribute('src')).toMatch(UPLOADED_IMAGE);
    await panel.getByLabel('Upload the hero image').setInputFiles({
      name: 'hero.png',
      mimeType: 'image/png',
      buffer: await png(640, 480, '#0f766e'),
    });
    const heroPreview = panel.getByRole('img', { name: 'Current hero image' });
    await expect.poll(() => heroPreview.getAttribute('src')).toMatch(UPLOADED_IMAGE);
    const logoUrl = await logoPreview.getAttribute('src');
    const heroUrl = await heroPreview.getAttribute('src');

    for await (const visitor of visitorsOfHome()) {
      const home = visitor.getByRole('navigation', { name: 'Main' }).getByRole('link').first();
      expect(await home.locator('img').getAttribute('src')).toBe(logoUrl);
      const picture = visitor.locator('#home img');
      expect(await picture.getAttribute('src')).toBe(heroUrl);
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  it('an uploaded sponsor brochure opens from the hero as a PDF in a new tab, until it is removed from the hero', async () => {
    const { admin, panel } = await openSettingsTab();
    const brochure = await onePagePdf();

    await panel.getByLabel('Upload the sponsor brochure (PDF)').setInputFiles({
      name: 'Sponsor Brochure 2026.pdf',
      mimeType: 'application/pdf',
      buffer: brochure,
    });
    await panel.getByRole('link', { name: /^sponsor-brochure-2026\.pdf/ }).waitFor();

    let href = '';
    for await (const visitor of visitorsOfHome()) {
      const link = visitor.getByRole('link', { name: 'Sponsor Brochure (opens in a new tab)' });
      href = String(await link.getAttribute('href'));
      expect(href).toMatch(/^\/uploads\/documents\/[0-9a-f]{24}\/sponsor-brochure-2026\.pdf$/);
      expect(await link.getAttribute('target')).toBe('_blank');

      const context = visitor.context();
      const [newTab, response] = await Promise.all([
        context.waitForEvent('page'),
        context.waitForEvent('response', (candidate) => candidate.url() === url(href)),
        link.click(),
      ]);
      expect(newTab).not.toBe(visitor);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect(response.headers()['content-disposition']).toBe(
        'inline; filename="sponsor-brochure-2026.pdf"',
      );
    }
    const served = await admin.request.get(url(href));
    expect(Buffer.from(await served.body()).equals(brochure)).toBe(true);

    await panel.getByRole('button', { name: 'Remove sponsor brochure' }).click();
    // Removing asks first.
    const dialog = admin.getByRole('dialog', { name: 'Remove the sponsor brochure?' });
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: 'Remove sponsor brochure' }).waitFor({
      state: 'detached',
    });
    for await (const visitor of visitorsOfHome()) {
      expect(await visitor.getByText('Sponsor Brochure').count()).toBe(0);
    }
    // The file stays stored: the club settings' History can show it again (decision 36).
    expect((await admin.request.get(url(href))).status()).toBe(200);
  });

  it('a member reads the rules document’s title, revision and date, and downloads the same PDF', async () => {
    const { admin, panel } = await openSettingsTab();
    const rules = await onePagePdf();

    await panel.getByLabel('Upload the rules document (PDF)').setInputFiles({
      name: 'Baja Rules 2026.pdf',
      mimeType: 'application/pdf',
      buffer: rules,
    });
    await panel.getByRole('link', { name: /^baja-rules-2026\.pdf/ }).waitFor();
    await editInPlace(admin, panel, 'Rules document title', '2026 Baja Competition Rules');
    await editInPlace(admin, panel, 'Revision', 'A');
    await editInPlace(admin, panel, 'Rules document date', '2026-03-09');
    await panel.getByText('March 9, 2026', { exact: true }).waitFor();

    for (const viewport of Object.values(viewports)) {
      const member = await suite.signedIn(MEMBER, viewport, '/members');
      const card = member.getByRole('region', { name: 'Competition rules' });
      await card
        .getByText('2026 Baja Competition Rules, revision A, dated March 9, 2026.', { exact: true })
        .waitFor();

      const [download] = await Promise.all([
        member.waitForEvent('download'),
        card.getByRole('link', { name: 'Download the rules (PDF)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('baja-rules-2026.pdf');
      expect((await readFile(await download.path())).equals(rules)).toBe(true);
      const href = String(
        await card.getByRole('link', { name: 'Download the rules (PDF)' }).getAttribute('href'),
      );
      const response = await member.context().request.get(url(href));
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect(Buffer.from(await response.body()).equals(rules)).toBe(true);
    }
  });

  it('a PNG chosen as the brochure is refused with the server’s message, and nothing changes', async () => {
    const { admin, panel } = await openSettingsTab();
    const before = await settings.stored();

    await panel.getByLabel('Upload the sponsor brochure (PDF)').setInputFiles({
      name: 'brochure.png',
      mimeType: 'image/png',
      buffer: await png(40, 40, '#1d4ed8'),
    });

    await expectToast(admin, 'Error', 'The file is not a PDF.');
    expect(await settings.stored()).toEqual(before);
    for await (const visitor of visitorsOfHome()) {
      expect(await visitor.getByText('Sponsor Brochure').count()).toBe(0);
    }
  });

  it('a member gets 403 on every settings write', async () => {
    const member = await suite.signedIn(MEMBER, viewports.phone, '/members');
    const request = member.context().request;
    const origin = { origin: suite.server.baseUrl };
    const before = await settings.stored();

    const writes = [
      request.put(url('/api/club-config'), { headers: origin, data: { clubName: 'Taken Over' } }),
      request.post(url('/api/uploads/documents?kind=brochure'), {
        headers: origin,
        multipart: {
          document: { name: 'b.pdf', mimeType: 'application/pdf', buffer: await onePagePdf() },
        },
      }),
      request.post(url('/api/members/resources'), {
        headers: origin,
        data: { title: 'Ours', description: 'A link', url: 'https://example.org', type: 'link' },
      }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(`${response.url()}: ${response.status()}`).toBe(`${response.url()}: 403`);
    }
    expect(await settings.stored()).toEqual(before);
  });
});

/** Types a setting in place by keyboard and waits until it is saved (its field closes). */
async function editInPlace(page: Page, panel: Locator, label: string, value: string) {
  await panel.getByRole('button', { name: `Edit ${label}`, exact: true }).focus();
  await page.keyboard.press('Enter');
  // A date field is no textbox, so the field is found by its label.
  const input = panel.getByLabel(label, { exact: true });
  await input.fill(value);
  await page.keyboard.press('Enter');
  await input.waitFor({ state: 'detached' });
}
