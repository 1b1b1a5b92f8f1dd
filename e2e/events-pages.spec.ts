// The club's calendar pages in Chromium against the production server (decision 54): a visitor
// finds the public events at /events, each linked to its own page, and never a members-only one,
// whose page a member opens; an event's page says what it is to a crawler (schema.org Event) and
// offers Google Calendar; a member answers Going on it, kept after a reload, and waits for a place
// when the event is full.
import { type EventAnswer, eventAnswerPath } from '@common/events/event-answers';
import { EVENTS_PAGE_PATH, eventPagePath } from '@common/events/event-pages';
import { adminEventSchema, EVENTS_PATH } from '@common/events/events';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { ADMIN } from './support/club-settings';
import { signInRequests } from './support/dev-login';
import { fetchPage } from './support/page-as-sent';
import { useServerAndBrowser } from './support/suite';

type AdminEvent = z.infer<typeof adminEventSchema>;

// Seeded for DEV_LOGIN=1 (server/db/seed/seed-dev-users.ts): an active member who is no admin.
const MEMBER = 'jamie.ortiz@example.org';

const PUBLIC_TITLE = 'Open shop night for new students';
const MEMBERS_TITLE = 'Members-only engine teardown';
const FULL_TITLE = (size: string) => `Skidpad test day, one seat (${size})`;

const WAITING_TEXT =
  'The event is full: you are on the waiting list, and move up when a place frees.';

/** `days` from today (an event still coming), at `hour` o'clock MST. */
function aheadAt(days: number, hour: number): string {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00:00-07:00`;
}

/** No page wider than the window: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

describeWithBrowser('the club’s calendar pages', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });
  const url = (path: string) => `${suite.server.baseUrl}${path}`;
  let admin: BrowserContext;
  let publicEvent: AdminEvent;
  let membersEvent: AdminEvent;
  const fullEvents = new Map<string, AdminEvent>();

  /** A write of the admin's, with the session cookie and the site's own Origin. */
  async function adminWrite(method: 'POST' | 'PUT', path: string, data: unknown) {
    const response = await admin.request.fetch(url(path), {
      method,
      data,
      headers: { origin: suite.server.baseUrl },
    });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
    return response.json() as Promise<unknown>;
  }

  async function addEvent(fields: Record<string, unknown>): Promise<AdminEvent> {
    return adminEventSchema.parse(
      await adminWrite('POST', EVENTS_PATH, {
        kind: 'meeting',
        place: 'Engineering shop',
        ...fields,
      }),
    );
  }

  beforeAll(async () => {
    admin = await suite.browser.newContext();
    await signInRequests(admin.request, suite.server.baseUrl, ADMIN);
    await adminWrite('PUT', '/api/club-config', { timeZone: 'America/Denver' });
    publicEvent = await addEvent({
      title: PUBLIC_TITLE,
      kind: 'outreach',
      startsAt: aheadAt(300, 18),
      endsAt: aheadAt(300, 20),
      audience: 'public',
      capacity: null,
    });
    membersEvent = await addEvent({
      title: MEMBERS_TITLE,
      kind: 'build-day',
      startsAt: aheadAt(301, 9),
      endsAt: aheadAt(301, 16),
      audience: 'members',
      capacity: null,
    });
    // One full event for each width: the member's answer stays from one test to the next.
    for (const size of Object.keys(viewports)) {
      const full = await addEvent({
        title: FULL_TITLE(size),
        kind: 'test-day',
        startsAt: aheadAt(302, 8),
        endsAt: aheadAt(302, 17),
        audience: 'public',
        capacity: 1,
      });
      const answer: { answer: EventAnswer } = { answer: 'going' };
      await adminWrite('PUT', eventAnswerPath(full.id), answer);
      fullEvents.set(size, full);
    }
  });
  afterAll(async () => {
    await admin?.close();
  });

  it('an address under /events that names no event answers 404', async () => {
    expect((await fetchPage(url(eventPagePath('no-such-event')))).status).toBe(404);
  });

  describe.each(Object.entries(viewports))('at %s width', (size, viewport) => {
    it('a visitor finds the public event at /events, linked to its page, and no members’ one', async () => {
      const page = await suite.openPage(viewport);
      await page.goto(url(EVENTS_PAGE_PATH));

      const link = page.getByRole('link', { name: PUBLIC_TITLE, exact: true });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(eventPagePath(publicEvent.slug));
      expect(await page.getByText(MEMBERS_TITLE).count()).toBe(0);
      expect(await page.content()).not.toContain(MEMBERS_TITLE);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });

    it('a visitor opens the event’s page: its heading, its schema.org Event and Google Calendar', async () => {
      const page = await suite.openPage(viewport);
      const response = await page.goto(url(eventPagePath(publicEvent.slug)));
      expect(response?.status()).toBe(200);

      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(PUBLIC_TITLE);
      const structured = (
        await page.locator('script[type="application/ld+json"]').allTextContents()
      ).map((text) => JSON.parse(text) as Record<string, unknown>);
      expect(structured).toContainEqual(
        expect.objectContaining({ '@type': 'Event', name: PUBLIC_TITLE }),
      );
      const google = page.getByRole('link', { name: /^Add to Google Calendar/ });
      expect(await google.getAttribute('href')).toMatch(/^https:\/\/calendar\.google\.com\//);
      // Not signed in: nothing to answer.
      expect(await page.getByRole('heading', { name: 'Will you come?' }).count()).toBe(0);
      await expectNoSidewaysScroll(page);
    });

    it('a member opens a members-only event’s page, which a visitor finds missing', async () => {
      const path = eventPagePath(membersEvent.slug);
      const page = await suite.signedIn(MEMBER, viewport, EVENTS_PAGE_PATH);
      const response = await page.goto(url(path));
      expect(response?.status()).toBe(200);

      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(MEMBERS_TITLE);
      await page.getByRole('region', { name: 'Will you come?' }).waitFor();
      await expectNoSidewaysScroll(page);
      expect((await fetchPage(url(path))).status).toBe(404);
    });

    it('a member answers Going to a full event: pressed, on the waiting list, after a reload too', async () => {
      const full = fullEvents.get(size);
      if (!full) throw new Error(`no full event for ${size}`);
      const page = await suite.signedIn(MEMBER, viewport, eventPagePath(full.slug));

      const section = page.getByRole('region', { name: 'Will you come?' });
      await section.waitFor();
      const button = (name: string) => section.getByRole('button', { name, exact: true });
      for (const name of ['Going', 'Maybe', 'Not going']) {
        await expect.poll(() => button(name).getAttribute('aria-pressed')).toBe('false');
      }
      await section.getByText('Places are limited to 1.').waitFor();
      await expectNoAxeViolations(page);

      await button('Going').click();
      await expect.poll(() => button('Going').getAttribute('aria-pressed')).toBe('true');
      await section.getByText(WAITING_TEXT).waitFor();

      await page.reload();
      await section.getByText(WAITING_TEXT).waitFor();
      await expect.poll(() => button('Going').getAttribute('aria-pressed')).toBe('true');
      expect(await button('Maybe').getAttribute('aria-pressed')).toBe('false');
      await expectNoSidewaysScroll(page);
    });
  });
});
