// A member keeps their own team card from /profile, in Chromium against the production server: once
// an admin has linked the card to their account, they change its photo and bio in place, and the
// home page as sent shows the change at once. Checked with axe and for sideways scrolling on a
// phone and a desktop.
import { TEAM_CARD_PATH, teamCardAccountPath } from '@common/team/team-card';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { ADMIN } from './support/club-settings';
import { signInRequests } from './support/dev-login';
import { bodyText, fetchPage } from './support/page-as-sent';
import { useServerAndBrowser } from './support/suite';
import { notifications } from './support/toasts';

// Seeded for DEV_LOGIN=1 (server/db/seed/seed-dev-users.ts): an active member.
const MEMBER = 'jamie.ortiz@example.org';
const CARD = 'Theo Nakamura-Reyes';

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

describeWithBrowser("a member's own team card on /profile", () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });
  const url = (path: string) => `${suite.server.baseUrl}${path}`;

  beforeAll(async () => {
    const admin = await suite.browser.newContext();
    await signInRequests(admin.request, suite.server.baseUrl, ADMIN);
    const users = await (
      await admin.request.get(url('/api/admin/users?search=jamie.ortiz'))
    ).json();
    const member = users.items.find((user: { email: string }) => user.email === MEMBER);
    const cards: { id: string; name: string }[] = await (
      await admin.request.get(url('/api/admin/content/team-members'))
    ).json();
    const card = cards.find(({ name }) => name === CARD);
    const linked = await admin.request.put(url(teamCardAccountPath(String(card?.id))), {
      data: { userId: member.id },
      headers: { origin: suite.server.baseUrl },
    });
    expect(linked.status(), await linked.text()).toBe(200);
    await admin.close();
  });

  for (const [size, viewport] of Object.entries(viewports)) {
    it(`the member changes their photo and bio, and / shows them (${size})`, async () => {
      const page = await suite.signedIn(MEMBER, viewport, '/profile');
      const section = page.getByRole('region', { name: 'Your team card' });
      await section.getByText(CARD, { exact: true }).waitFor();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      const bio = `Welds the frame and writes the ${size} test.`;
      await section.getByRole('button', { name: 'Edit Bio' }).click();
      const field = section.getByRole('textbox', { name: 'Bio' });
      await field.fill(bio);
      await field.press('Control+Enter');
      await notifications(page)
        .getByText('Your card is updated', { exact: true })
        .first()
        .waitFor();
      await section.getByText(bio).waitFor();

      const png = await sharp({
        create: {
          width: 96,
          height: 96,
          channels: 3,
          background: size === 'phone' ? '#0f766e' : '#b45309',
        },
      })
        .png()
        .toBuffer();
      const answered = page.waitForResponse((response) =>
        response.url().endsWith(`${TEAM_CARD_PATH}/photo`),
      );
      await section
        .getByLabel('Change your photo')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
      expect((await answered).status()).toBe(200);
      await section.locator('img[src*="/uploads/images/"]').waitFor();

      const { html } = await fetchPage(url('/'));
      expect(bodyText(html)).toContain(bio);
      const photo = (await (await page.request.get(url(TEAM_CARD_PATH))).json()).card.imageUrl;
      // The page names the photo by its stored name, in whichever sizes it offers.
      expect(html).toContain(photo.replace(/\.[a-z]+$/, ''));
    });
  }
});
