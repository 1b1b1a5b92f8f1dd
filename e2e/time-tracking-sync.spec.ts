// The time-tracking record in Chromium (decision 29) against the production server, the local
// Clockify-compatible server and a free workspace's budget of 30 calls an hour: a start made while
// Clockify fails shows at once and waits, then reaches Clockify once it answers; Refresh and its
// limit; the member's CSV export; the admin's view of the budget and the team's CSV; and no
// sideways scrolling on a phone.
import { readFile } from 'node:fs/promises';
import {
  TEAM_HOURS_CSV_HEADER,
  TIME_ENTRIES_CSV_HEADER,
} from '@common/time-tracking/clockify-sync';
import { clockifyMessages } from '@common/time-tracking/time-tracking';
import type { Download, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { addMemberWithYesterdaysEntry, connectClockifyKey } from './support/clockify-member';
import { useServerAndBrowser } from './support/suite';
import { expectToast, notifications } from './support/toasts';

// Accounts seeded by server/db/seed/seed-dev-users.ts.
const MEMBER = 'jamie.ortiz@example.org';
const ADMIN = 'dana.whitfield@example.org';
const MEMBER_KEY = 'jamie-clockify-key';
const ADMIN_KEY = 'dana-clockify-admin-key';
const DAY_MS = 86_400_000;

// The sender tries again a minute after Clockify failed (decision 29); here five seconds. The
// dashboard reads its entries every 5 s while one waits, so the entry shows as sent soon after.
const RETRY_AFTER_OUTAGE_MS = 5000;
const SENT_AFTER_OUTAGE_MS = 25_000;

/** Nothing on the page reaches past the window's right edge. */
async function expectNoSidewaysScroll(page: Page) {
  const { windowWidth, pageWidth } = await page.evaluate(() => ({
    windowWidth: window.innerWidth,
    pageWidth: document.documentElement.scrollWidth,
  }));
  expect(pageWidth, `${page.url()} is wider than the window`).toBeLessThanOrEqual(windowWidth);
}

/** The file the click downloads, with its name and text. */
async function downloadOf(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: await textOf(download) };
}

async function textOf(download: Download) {
  return readFile(await download.path(), 'utf8');
}

/** A CSV of plain fields (no quotes, no commas inside) as rows of cells. */
const csvRows = (text: string) =>
  text
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));

/** A local calendar day as YYYY-MM-DD, as a date input takes it. */
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describeWithBrowser('time tracking with the record', () => {
  // The hourly limit stays the free workspace's 30.
  const suite = useServerAndBrowser(
    { DEV_LOGIN: '1', TEST_CLOCKIFY_RETRY_AFTER_OUTAGE_MS: String(RETRY_AFTER_OUTAGE_MS) },
    {
      clockify: (clockify) => {
        addMemberWithYesterdaysEntry(clockify, {
          apiKey: MEMBER_KEY,
          name: 'Jamie Ortiz',
          email: MEMBER,
        });
        clockify.addMember({
          apiKey: ADMIN_KEY,
          name: 'Dana Whitfield',
          email: ADMIN,
          admin: true,
        });
        return {
          CLOCKIFY_REPORTS_URL: clockify.reportsUrl,
          CLOCKIFY_ADMIN_API_KEY: ADMIN_KEY,
          CLOCKIFY_WORKSPACE_ID: clockify.workspaceId,
        };
      },
    },
  );

  async function memberDashboard(viewport: (typeof viewports)[keyof typeof viewports]) {
    const page = await suite.signedIn(MEMBER, viewport, '/rules');
    await connectClockifyKey(page, MEMBER_KEY);
    await page.goto(`${suite.server.baseUrl}/time-tracking`);
    await page.getByText(/^Updated /).waitFor();
    return page;
  }

  const entriesList = (page: Page) => page.getByRole('region', { name: 'Time Entries' });

  it('a start while Clockify fails shows at once, waiting, and reaches Clockify once it answers again', {
    timeout: SENT_AFTER_OUTAGE_MS + 30_000,
  }, async () => {
    const page = await memberDashboard(viewports.phone);
    const task = 'Drill the firewall';
    const running = page.getByRole('region', { name: 'Timer running' });
    const waiting = running.getByText('Waiting for Clockify');
    const note = page
      .getByRole('status')
      .getByText(`1 entry waiting for Clockify: ${clockifyMessages.notResponding}`);
    await page.getByLabel('Task description').fill(task);
    try {
      suite.clockify.setFailure('serverError');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await expectToast(page, 'Timer started', `Tracking: ${task} on No project`);
      await running.getByText(task).waitFor();
      await waiting.waitFor();
      await note.waitFor();
      await expectNoSidewaysScroll(page);
    } finally {
      suite.clockify.setFailure(null);
    }
    expect(suite.clockify.entriesOf(MEMBER_KEY).map((entry) => entry.description)).not.toContain(
      task,
    );

    await waiting.waitFor({ state: 'detached', timeout: SENT_AFTER_OUTAGE_MS });
    await note.waitFor({ state: 'detached' });
    const sent = suite.clockify.entriesOf(MEMBER_KEY).filter((entry) => entry.description === task);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.end).toBeNull();

    await running.getByRole('button', { name: 'Stop' }).click();
    await expectToast(page, 'Timer stopped', 'Time entry completed');
    const row = entriesList(page).getByRole('listitem').filter({ hasText: task });
    await row.waitFor();
    expect(await row.getByText('Waiting for Clockify').count()).toBe(0);
    await expect
      .poll(() => suite.clockify.entriesOf(MEMBER_KEY).find((entry) => entry.description === task))
      .toMatchObject({ end: expect.any(Date) });
  });

  it('Refresh brings in what changed in Clockify, and a second Refresh says when it can', async () => {
    const page = await memberDashboard(viewports.desktop);
    const madeInClockify = 'Order the spare chain';
    const started = new Date(Date.now() - 2 * 3600_000);
    suite.clockify.addTimeEntry(MEMBER_KEY, {
      description: madeInClockify,
      start: started,
      end: new Date(started.getTime() + 900_000),
    });
    const refresh = page.getByRole('button', { name: 'Refresh', exact: true });
    await entriesList(page).getByText('Shop cleanup').waitFor();
    expect(await entriesList(page).getByText(madeInClockify).count()).toBe(0);

    await refresh.click();
    await page.getByText('Updated just now', { exact: true }).waitFor();
    await entriesList(page).getByText(madeInClockify).waitFor();

    await refresh.click();
    await notifications(page).getByText('Error', { exact: true }).waitFor();
    await notifications(page)
      .getByText(/^You refreshed a moment ago\. You can refresh again in (1 minute|2 minutes)\.$/)
      .waitFor();
    await expectNoAxeViolations(page);
  });

  it('Download CSV saves the entries of the chosen days, the ones the list shows', async () => {
    const page = await memberDashboard(viewports.desktop);
    const rows = entriesList(page).getByRole('listitem');
    await rows.first().waitFor();
    const shown = await Promise.all(
      (await rows.all()).map(async (row) => row.locator('p').first().textContent()),
    );
    expect(shown).toContain('Shop cleanup');
    // The list shows at most 10; all of these are within the week exported.
    expect(shown.length).toBeLessThan(10);

    const export_ = page.getByRole('region', { name: 'Export', exact: true });
    const today = new Date();
    const from = isoDay(new Date(today.getTime() - 7 * DAY_MS));
    const to = isoDay(today);
    await export_.getByLabel('From').fill(from);
    await export_.getByLabel('To').fill(to);
    const file = await downloadOf(page, () =>
      export_.getByRole('button', { name: 'Download CSV' }).click(),
    );

    expect(file.name).toBe(`time-entries-${from}-to-${to}.csv`);
    const [header, ...entries] = csvRows(file.text);
    expect(header).toEqual([...TIME_ENTRIES_CSV_HEADER]);
    expect(entries.map((cells) => cells.at(-1)).sort()).toEqual([...shown].sort());
    for (const cells of entries) {
      expect(cells[0]).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(cells[3]).toMatch(/^\d+:\d\d:\d\d$/);
    }
  });

  it("the admin's Team hours show the budget and the members, reachable by keyboard, on a phone", async () => {
    const member = await suite.signedIn(MEMBER, viewports.desktop, '/rules');
    await connectClockifyKey(member, MEMBER_KEY);
    const admin = await suite.signedIn(ADMIN, viewports.phone, '/admin');
    const panel = admin.locator('#team-hours');
    const used = panel.getByText(/^\d+ of 30 requests in the last hour$/);
    await used.waitFor();
    const meter = panel.getByRole('meter');
    expect(await meter.getAttribute('max')).toBe('30');
    expect(`${await meter.getAttribute('value')} of 30 requests in the last hour`).toBe(
      await used.textContent(),
    );
    await panel.getByText(/^Webhooks: off — /).waitFor();

    const members = panel.getByRole('region', { name: "Members' Clockify records" });
    const jamie = members.getByRole('row').filter({ hasText: 'Jamie Ortiz' });
    await jamie.waitFor();
    expect(await jamie.getByRole('cell').last().textContent()).toBe('0');
    const exportButton = panel.getByRole('button', { name: 'Export CSV' });
    await exportButton.waitFor();
    await expectNoSidewaysScroll(admin);

    // From the panel's heading, Tab reaches the members table, then the team's export.
    await admin.getByRole('heading', { name: 'Clockify requests' }).click();
    await admin.keyboard.press('Tab');
    expect(await members.evaluate((element) => element === document.activeElement)).toBe(true);
    await admin.keyboard.press('Tab');
    expect(await exportButton.evaluate((element) => element === document.activeElement)).toBe(true);
    const file = await downloadOf(admin, () => admin.keyboard.press('Enter'));
    const [header, ...hours] = csvRows(file.text);
    expect(header).toEqual([...TEAM_HOURS_CSV_HEADER]);
    expect(hours.map((cells) => cells[0])).toContain('Jamie Ortiz');
  });
});
