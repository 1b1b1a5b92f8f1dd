// The club's events in the Website Editor (/admin/edit?tab=events), in Chromium against the
// production server: an admin whose browser may be anywhere adds an event at the club's clock time
// and moves it in place, and the API answers it in the club's time zone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { entryCard } from './support/editor-entries';
import { useServerAndBrowser } from './support/suite';

// Seeded for DEV_LOGIN=1 (server/db/seed/seed-dev-users.ts).
const ADMIN = 'dana.whitfield@example.org';

describeWithBrowser('the club’s events in the website editor', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });

  /** The events of 13 March 2027 as the API answers them to this browser. */
  const eventsOfTheDay = (page: Page) =>
    page.evaluate(async () => {
      const answer = await fetch('/api/events?from=2027-03-13&to=2027-03-13');
      return (await answer.json()) as { title: string; startsAt: string; endsAt: string }[];
    });

  describe.each([
    { size: 'phone', viewport: viewports.phone, title: 'Suspension build day' },
    { size: 'desktop', viewport: viewports.desktop, title: 'Frame build day' },
  ])('at $size width', ({ viewport, title }) => {
    it('an admin adds an event at the club’s clock time, and moves it in place', async () => {
      const page = await suite.signedIn(ADMIN, viewport, '/admin/edit');
      const zoneSet = await page.evaluate(async () => {
        const answer = await fetch('/api/club-config', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ timeZone: 'America/Denver' }),
        });
        return answer.status;
      });
      expect(zoneSet).toBe(200);
      await page.goto(`${suite.server.baseUrl}/admin/edit?tab=events`);

      await page.getByRole('button', { name: 'Add Event' }).click();
      const form = page.getByRole('form', { name: 'Add Event' });
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Kind').selectOption({ label: 'Build day' });
      await form.getByLabel('Starts (America/Denver)').fill('2027-03-13T09:00');
      await form.getByLabel('Ends (America/Denver)').fill('2027-03-13T16:00');
      await form.getByRole('button', { name: 'Save event' }).click();

      const card = entryCard(page, title);
      await card.getByText('Sat, Mar 13, 2027, 9:00 AM MST').waitFor();
      await card.getByRole('button', { name: 'Edit Starts' }).click();
      const starts = card.getByLabel('Starts');
      expect(await starts.inputValue()).toBe('2027-03-13T09:00');
      await starts.fill('2027-03-13T10:30');
      await starts.press('Enter');
      await card.getByText('Sat, Mar 13, 2027, 10:30 AM MST').waitFor();

      const saved = (await eventsOfTheDay(page)).find((event) => event.title === title);
      expect(saved).toMatchObject({
        startsAt: '2027-03-13T10:30:00-07:00',
        endsAt: '2027-03-13T16:00:00-07:00',
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await expectNoAxeViolations(page);
    });
  });
});
