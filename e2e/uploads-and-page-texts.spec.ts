// An admin uploads a sponsor's logo in the website editor and rewrites a landing page text in
// place; visitors see both on `/`, and the text returns to its default on reset.
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { signInThroughDevLogin } from './support/dev-login';
import { editPageSwitch, turnEditModeOn } from './support/edit-mode';
import { useServerAndBrowser } from './support/suite';
import { notifications } from './support/toasts';

const ADMIN = 'Dana Whitfield';
const SPONSOR = 'Granite Peak Machining';

describeWithBrowser('uploads and page texts', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });
  const pages: Page[] = [];
  afterEach(async () => {
    for (const page of pages.splice(0)) await page.close();
  });

  async function newPage(browser: Browser) {
    const page = await browser.newPage({ viewport: viewports.desktop });
    page.setDefaultTimeout(10_000);
    pages.push(page);
    return page;
  }

  async function signedInAdmin() {
    const page = await newPage(suite.browser);
    await signInThroughDevLogin(page, suite.server.baseUrl, ADMIN);
    return page;
  }

  describe('at desktop width', () => {
    it('an uploaded sponsor logo is stored as WebP and shown on /', async () => {
      const admin = await signedInAdmin();
      await admin.goto(`${suite.server.baseUrl}/admin/edit`);
      await admin.getByRole('tab', { name: 'Sponsors', exact: true }).click();
      const logo = await sharp({
        create: { width: 900, height: 300, channels: 4, background: '#1d4ed8' },
      })
        .png()
        .toBuffer();

      await admin
        .getByLabel(`Upload an image for ${SPONSOR}`)
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
      await admin.getByText('Sponsor updated successfully!').first().waitFor();

      const visitor = await newPage(suite.browser);
      await visitor.goto(`${suite.server.baseUrl}/`);
      const shown = visitor.locator('#sponsors img').first();
      await shown.waitFor();
      const src = String(await shown.getAttribute('src'));
      expect(src).toMatch(/^\/uploads\/images\/sponsor-[0-9a-f]{24}\.webp$/);
      const image = await visitor.evaluate(async (url) => {
        const response = await fetch(url);
        return { type: response.headers.get('content-type'), ok: response.ok };
      }, src);
      expect(image).toEqual({ type: 'image/webp', ok: true });
    });

    it('edit mode: off, the page is as visitors see it; on, every text has its pencil, and saves and failures show toasts', async () => {
      const admin = await signedInAdmin();
      await admin.goto(`${suite.server.baseUrl}/`);
      const pencils = admin.locator('button[aria-label^="Edit "]:not([role=switch])');
      await editPageSwitch(admin).waitFor();
      expect(await pencils.count()).toBe(0);

      await turnEditModeOn(admin);
      expect(await pencils.count()).toBeGreaterThanOrEqual(5);
      await expectNoAxeViolations(admin);
      const badge = admin.getByRole('button', { name: 'Edit Hero badge' });
      await badge.click();
      await admin.getByRole('textbox', { name: 'Hero badge' }).fill('Second season');
      await admin.keyboard.press('Enter');
      await notifications(admin).getByText('Hero badge updated successfully!').waitFor();

      await badge.click();
      await admin.getByRole('textbox', { name: 'Hero badge' }).fill('x'.repeat(2001));
      await admin.keyboard.press('Enter');
      await notifications(admin).getByText('Failed to update hero badge').waitFor();
      await admin.keyboard.press('Escape');

      await admin.getByRole('button', { name: 'History of Hero badge' }).click();
      await admin
        .getByRole('dialog', { name: 'History of Hero badge' })
        .getByRole('button', { name: 'Restore the version before this change' })
        .click();
      await notifications(admin).getByText('Version restored').waitFor();
      await admin.getByText('New club · Our first season').waitFor();

      await editPageSwitch(admin).click();
      await expect.poll(() => pencils.count()).toBe(0);
    });

    it('a page text rewritten in place is what visitors read, until it is reset', async () => {
      const admin = await signedInAdmin();
      await admin.goto(`${suite.server.baseUrl}/join`);
      await turnEditModeOn(admin);
      await admin.getByRole('button', { name: 'Edit Join page introduction' }).focus();
      await admin.keyboard.press('Enter');
      await admin
        .getByRole('textbox', { name: 'Join page introduction' })
        .fill('Sign up below and come to Friday’s meeting.');
      await admin.keyboard.press('Control+Enter');
      await admin.getByRole('button', { name: 'Reset to default' }).waitFor();
      await expectNoAxeViolations(admin);

      const visitor = await newPage(suite.browser);
      await visitor.goto(`${suite.server.baseUrl}/join`);
      await visitor.getByText('Sign up below and come to Friday’s meeting.').waitFor();
      expect(await visitor.getByRole('button', { name: /Edit/ }).count()).toBe(0);

      await admin.getByRole('button', { name: 'Reset to default' }).click();
      await admin.getByRole('button', { name: 'Reset to default' }).waitFor({ state: 'detached' });
      await visitor.reload();
      await visitor.getByText('No experience required. Fill in the signup form').waitFor();
    });

    it("the hero's figure, an About card and the footer are the club's words, in the page as sent", async () => {
      const admin = await signedInAdmin();
      await admin.goto(`${suite.server.baseUrl}/`);
      await turnEditModeOn(admin);
      const rewrite = async (label: string, text: string) => {
        await admin.getByRole('button', { name: `Edit ${label}`, exact: true }).click();
        await admin.getByRole('textbox', { name: label, exact: true }).fill(text);
        await admin.keyboard.press(
          label.endsWith('text') || label.endsWith('description') ? 'Control+Enter' : 'Enter',
        );
        await notifications(admin).getByText(`${label} updated successfully!`).waitFor();
      };
      await rewrite('Hero figure', '60+');
      await rewrite('About card 1 title', 'Design reviews');
      await rewrite('Footer description', 'Students who build a Baja car.');

      const sent = await (await fetch(`${suite.server.baseUrl}/`)).text();
      for (const words of ['60+', 'Design reviews', 'Students who build a Baja car.']) {
        expect(sent).toContain(words);
      }
      const visitor = await newPage(suite.browser);
      await visitor.goto(`${suite.server.baseUrl}/rules`);
      await visitor.getByRole('contentinfo').getByText('Students who build a Baja car.').waitFor();
    });
  });
});
