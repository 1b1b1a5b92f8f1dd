// Members' answers to an event as an admin sees them in the Website Editor (/admin/edit?tab=events),
// in Chromium against the production server: the counts on the event's card, the names behind a
// disclosure, the answers as a CSV file, what the card says when there are none or the read fails,
// and who waits once the capacity changes. The members answer through the real API, each signed in
// as themselves.

import { readFile } from 'node:fs/promises';
import { ADMIN_USERS_PATH } from '@common/admin/admin';
import { type EventAnswer, eventAnswerPath, eventAnswersPath } from '@common/events/event-answers';
import { adminEventSchema, EVENTS_PATH } from '@common/events/events';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { ADMIN } from './support/club-settings';
import { signInRequests } from './support/dev-login';
import { entryCard } from './support/editor-entries';
import { useServerAndBrowser } from './support/suite';
import { linesOf } from './support/text-lines';

type AdminEvent = z.infer<typeof adminEventSchema>;

// Seeded for DEV_LOGIN=1 (server/db/seed/seed-dev-users.ts). Morgan's account waits for approval
// until the admin approves it below.
const JAMIE = 'jamie.ortiz@example.org';
const MORGAN = 'morgan.hale@example.org';
const TAYLOR = 'taylor.brooks@example.org';

const FULL_TITLE = 'Skidpad test day, one seat';
const QUIET_TITLE = 'Paint booth cleanup';

/** `days` from today, at `hour` o'clock MST: an event still open to answers. */
function aheadAt(days: number, hour: number): string {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00:00-07:00`;
}

describeWithBrowser('members’ answers to an event in the website editor', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });
  let fullEvent: AdminEvent;
  const contexts: BrowserContext[] = [];

  /** A request context signed in as the account with this email. */
  async function signedInRequests(email: string): Promise<APIRequestContext> {
    const context = await suite.browser.newContext();
    contexts.push(context);
    await signInRequests(context.request, suite.server.baseUrl, email);
    return context.request;
  }

  /** A write with the session cookie and the site's own Origin; answers the JSON body. */
  async function write(
    request: APIRequestContext,
    method: 'POST' | 'PUT' | 'PATCH',
    path: string,
    data: unknown,
  ) {
    const response = await request.fetch(`${suite.server.baseUrl}${path}`, {
      method,
      data,
      headers: { origin: suite.server.baseUrl },
    });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
    return response.json() as Promise<unknown>;
  }

  beforeAll(async () => {
    const admin = await signedInRequests(ADMIN);
    const addEvent = async (fields: Record<string, unknown>) =>
      adminEventSchema.parse(
        await write(admin, 'POST', EVENTS_PATH, {
          kind: 'test-day',
          audience: 'public',
          ...fields,
        }),
      );
    fullEvent = await addEvent({
      title: FULL_TITLE,
      startsAt: aheadAt(300, 8),
      endsAt: aheadAt(300, 17),
      capacity: 1,
    });
    await addEvent({
      title: QUIET_TITLE,
      kind: 'build-day',
      startsAt: aheadAt(200, 9),
      endsAt: aheadAt(200, 12),
      capacity: null,
    });

    const users: { id: string; email: string }[] = await (
      await admin.get(`${suite.server.baseUrl}/api/auth/dev-users`)
    ).json();
    const morgan = users.find((user) => user.email === MORGAN);
    await write(admin, 'PATCH', `${ADMIN_USERS_PATH}/${morgan?.id}/role`, {
      role: 'member',
      isActive: 1,
    });

    // Jamie says Going first and takes the one place; Morgan's Going waits.
    const answers: [string, EventAnswer][] = [
      [JAMIE, 'going'],
      [MORGAN, 'going'],
      [TAYLOR, 'maybe'],
      [ADMIN, 'not-going'],
    ];
    for (const [email, answer] of answers) {
      const member = email === ADMIN ? admin : await signedInRequests(email);
      await write(member, 'PUT', eventAnswerPath(fullEvent.id), { answer });
    }
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  /** The Answers part of the event's card, scrolled into view as the admin would. */
  async function answersOf(page: Page, title: string) {
    const answers = entryCard(page, title).getByRole('region', { name: `Answers to ${title}` });
    await answers.scrollIntoViewIfNeeded();
    return answers;
  }

  describe.each(Object.entries(viewports))('at %s width', (_size, viewport) => {
    it('an admin sees the counts, opens the names by keyboard and downloads the answers', async () => {
      const page = await suite.signedIn(ADMIN, viewport, '/admin/edit?tab=events');
      const answers = await answersOf(page, FULL_TITLE);
      const names = answers.getByRole('button', { name: `Who answered for ${FULL_TITLE}` });

      await names.waitFor();
      expect(linesOf(await answers.locator('dl').innerText())).toEqual([
        'Going',
        '1 of 1 place',
        'Waiting',
        '1',
        'Maybe',
        '1',
        'Not going',
        '1',
      ]);

      expect(await names.getAttribute('aria-expanded')).toBe('false');
      await names.focus();
      await page.keyboard.press('Enter');
      expect(await names.getAttribute('aria-expanded')).toBe('true');
      const shown = answers.locator(`[id="${await names.getAttribute('aria-controls')}"]`);
      await shown.getByRole('heading', { name: 'Waiting (1)' }).waitFor();
      expect(linesOf(await shown.innerText())).toEqual([
        'Going (1)',
        'Jamie Ortiz',
        'Waiting (1)',
        'Morgan Hale',
        'Maybe (1)',
        'Taylor Brooks',
        'Not going (1)',
        'Dana Whitfield',
      ]);

      const csv = answers.getByRole('link', { name: `Download answers (CSV) for ${FULL_TITLE}` });
      expect(await csv.getAttribute('href')).toBe(`${eventAnswersPath(fullEvent.id)}.csv`);
      const [download] = await Promise.all([page.waitForEvent('download'), csv.click()]);
      expect(download.suggestedFilename()).toBe(`${fullEvent.slug}-answers.csv`);
      expect(linesOf(await readFile(await download.path(), 'utf8'))).toEqual([
        'Name,Answer,Waiting',
        'Jamie Ortiz,Going,no',
        'Morgan Hale,Going,yes',
        'Taylor Brooks,Maybe,no',
        'Dana Whitfield,Not going,no',
      ]);

      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, 'the editor scrolls sideways').toBeLessThanOrEqual(clientWidth);
      await expectNoAxeViolations(page);
    });

    it('an event nobody answered says so, with nothing to open', async () => {
      const page = await suite.signedIn(ADMIN, viewport, '/admin/edit?tab=events');
      const answers = await answersOf(page, QUIET_TITLE);
      await answers.getByText('No answers yet', { exact: true }).waitFor();
      expect(await answers.getByRole('button').count()).toBe(0);
      expect(await answers.getByRole('link').count()).toBe(0);
    });
  });

  it('a failed read says what went wrong, and Try again reads the answers', async () => {
    const page = await suite.openPage(viewports.phone);
    const answersPath = `**${eventAnswersPath(fullEvent.id)}`;
    await page.route(answersPath, (route) => route.abort('internetdisconnected'));
    await signInRequests(page.context().request, suite.server.baseUrl, ADMIN);
    await page.goto(`${suite.server.baseUrl}/admin/edit?tab=events`);
    const answers = await answersOf(page, FULL_TITLE);
    await answers
      .getByRole('alert')
      .getByText('Failed to load the answers. The server could not be reached. Please try again.', {
        exact: true,
      })
      .waitFor();

    await page.unroute(answersPath);
    await answers.getByRole('button', { name: 'Try again' }).click();
    await answers.getByRole('button', { name: `Who answered for ${FULL_TITLE}` }).waitFor();
    expect(await answers.getByRole('alert').count()).toBe(0);
  });

  // Last: it changes the event the other tests read.
  it('a larger capacity gives the waiting member a place, on the card at once', async () => {
    const page = await suite.signedIn(ADMIN, viewports.desktop, '/admin/edit?tab=events');
    const card = entryCard(page, FULL_TITLE);
    const answers = await answersOf(page, FULL_TITLE);
    await answers.getByText('of 1 place', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Edit Capacity' }).click();
    await card.getByLabel('Capacity').fill('2');
    await card.getByLabel('Capacity').press('Enter');

    // The counts of the old capacity stay on screen until the answers are read again.
    await expect
      .poll(async () => linesOf(await answers.locator('dl').innerText()))
      .toEqual(['Going', '2 of 2 places', 'Maybe', '1', 'Not going', '1']);
  });
});
