// An event's times in the reader's own zone (decision 54 keeps them in the club's): a reader whose
// browser is in New York, reading a Denver club's event, finds its New York times under the club's
// on the event's page and a hint on its card at /events, once the page's code has come at their
// first touch; the page as sent holds the club's times alone, and hydrates without a mismatch. A
// reader in Denver finds nothing more.
import { EVENTS_PAGE_PATH, eventPagePath } from '@common/events/event-pages';
import { adminEventSchema, EVENTS_PATH } from '@common/events/events';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { ADMIN } from './support/club-settings';
import { signInRequests } from './support/dev-login';
import { waitForHydration, watchConsole } from './support/hydration';
import { bodyText, fetchPage } from './support/page-as-sent';
import { leaveAlone, untilStarted } from './support/site-started';
import { useServerAndBrowser } from './support/suite';

type AdminEvent = z.infer<typeof adminEventSchema>;

const CLUB_ZONE = 'America/Denver';
const TITLE = 'Winter suspension workshop';

/** January 15 of next year, at `hour` o'clock in Denver's winter time (MST, New York's EST). */
function nextJanuaryAt(hour: number): string {
  const year = new Date().getUTCFullYear() + 1;
  return `${year}-01-15T${String(hour).padStart(2, '0')}:00:00-07:00`;
}

/** The text as a reader sees it: no-break spaces as plain ones, without word joiners. */
const plain = (text: string | null) =>
  (text ?? '').replaceAll('\u00a0', ' ').replaceAll('\u2060', '').trim();

/** No page wider than the window: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

describeWithBrowser('an event’s times in the reader’s own zone', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });
  const url = (path: string) => `${suite.server.baseUrl}${path}`;
  const readers: BrowserContext[] = [];
  let admin: BrowserContext;
  let workshop: AdminEvent;

  /** A visitor's browser in `timezoneId`, on `path`, touched by a moving mouse as a person would. */
  async function readerOn(
    path: string,
    timezoneId: string,
    viewport: { width: number; height: number },
  ) {
    const context = await suite.browser.newContext({ viewport, timezoneId });
    readers.push(context);
    const page = leaveAlone(await context.newPage());
    page.setDefaultTimeout(10_000);
    const problems = watchConsole(page);
    await page.goto(url(path));
    await page.mouse.move(20, 300);
    await untilStarted(page);
    await waitForHydration(page);
    return { page, problems };
  }

  beforeAll(async () => {
    admin = await suite.browser.newContext();
    await signInRequests(admin.request, suite.server.baseUrl, ADMIN);
    const write = (method: 'POST' | 'PUT', path: string, data: unknown) =>
      admin.request.fetch(url(path), { method, data, headers: { origin: suite.server.baseUrl } });
    const zone = await write('PUT', '/api/club-config', { timeZone: CLUB_ZONE });
    expect(zone.status(), await zone.text()).toBe(200);
    const created = await write('POST', EVENTS_PATH, {
      title: TITLE,
      kind: 'build-day',
      startsAt: nextJanuaryAt(16),
      endsAt: nextJanuaryAt(18),
      place: 'Engineering shop',
      audience: 'public',
      capacity: null,
    });
    expect(created.status(), await created.text()).toBeLessThan(300);
    workshop = adminEventSchema.parse(await created.json());
  });
  afterAll(async () => {
    for (const context of readers.splice(0)) await context.close();
    await admin?.close();
  });

  it('the pages as sent hold the club’s times alone', async () => {
    for (const path of [eventPagePath(workshop.slug), EVENTS_PAGE_PATH]) {
      const text = plain(bodyText((await fetchPage(url(path))).html));
      expect(text).toContain('4:00 – 6:00 PM');
      expect(text).not.toMatch(/your time/i);
    }
  });

  for (const [size, viewport] of Object.entries(viewports)) {
    it(`at ${size} width, a reader in New York finds the New York times under the club’s`, async () => {
      const { page, problems } = await readerOn(
        eventPagePath(workshop.slug),
        'America/New_York',
        viewport,
      );
      const yours = page.getByText(/^Your time:/);
      await yours.waitFor();
      expect(plain(await yours.textContent())).toMatch(
        /^Your time: \w{3}, Jan 15 · 6:00 – 8:00 PM EST$/,
      );
      const club = page.locator('dd time').first();
      expect(plain(await club.textContent())).toMatch(/January 15, \d{4} · 4:00 – 6:00 PM MST$/);
      const [clubBox, yoursBox] = [await club.boundingBox(), await yours.boundingBox()];
      expect(yoursBox?.y ?? 0, 'the reader’s line is under the club’s').toBeGreaterThan(
        clubBox?.y ?? 0,
      );
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'All events' }).click();
      const card = page.getByRole('listitem').filter({ hasText: TITLE });
      const hint = card.getByText(/your time$/);
      await hint.waitFor();
      expect(plain(await hint.textContent())).toBe('6:00 PM your time');
      await expectNoSidewaysScroll(page);
      expect(problems()).toEqual([]);
    });

    it(`at ${size} width, /events opened in New York gives each card its hint, hydrating cleanly`, async () => {
      const { page, problems } = await readerOn(EVENTS_PAGE_PATH, 'America/New_York', viewport);
      const card = page.getByRole('listitem').filter({ hasText: TITLE });
      const hint = card.getByText(/your time$/);
      await hint.waitFor();
      expect(plain(await hint.textContent())).toBe('6:00 PM your time');
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      expect(problems()).toEqual([]);
    });

    it(`at ${size} width, a reader in Denver finds the club’s times and nothing more`, async () => {
      const { page, problems } = await readerOn(eventPagePath(workshop.slug), CLUB_ZONE, viewport);
      // Google Calendar's link takes the page's address in the render after hydration, the one in
      // which a reader elsewhere finds their times: once it has it, nothing more will come.
      const google = page.getByRole('link', { name: /^Add to Google Calendar/ });
      await expect
        .poll(() => google.getAttribute('href'))
        .toContain(encodeURIComponent(eventPagePath(workshop.slug)));
      expect(await page.getByText(/your time/i).count()).toBe(0);

      await page.getByRole('link', { name: 'All events' }).click();
      await page.getByRole('link', { name: TITLE, exact: true }).waitFor();
      expect(await page.getByText(/your time/i).count()).toBe(0);
      expect(problems()).toEqual([]);
    });
  }
});
