// Time tracking in Chromium against the production server and the local Clockify-compatible server
// (decisions 19 and 20): connecting a key on the profile, starting a timer that ticks, seeing it in
// the week chart, finding it in the list, stopping it, a start and a stop that wait while Clockify
// fails (decision 29), removing the key, and what visitors, pending accounts and members without a
// key see. The record's freshness, Refresh, exports and the budget: time-tracking-sync.spec.ts.
import { clockifyMessages } from '@common/time-tracking/time-tracking';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { addMemberWithYesterdaysEntry, connectClockifyKey } from './support/clockify-member';
import { turnEditModeOn } from './support/edit-mode';
import { useServerAndBrowser } from './support/suite';
import { expectToast } from './support/toasts';

// Accounts seeded by server/db/seed/seed-dev-users.ts.
const MEMBER = 'jamie.ortiz@example.org';
const INACTIVE_MEMBER = 'morgan.hale@example.org';
const DESIGNER = 'taylor.brooks@example.org';
const ADMIN = 'dana.whitfield@example.org';
const MEMBER_KEY = 'jamie-clockify-key';

describeWithBrowser('time tracking', () => {
  // A paid workspace's limit: every test connects the key again (two calls), and within a free
  // workspace's 30 the later starts would wait for their stops (decision 29).
  const suite = useServerAndBrowser(
    { DEV_LOGIN: '1', CLOCKIFY_HOURLY_LIMIT: '1000' },
    {
      clockify: (clockify) => {
        addMemberWithYesterdaysEntry(clockify, {
          apiKey: MEMBER_KEY,
          name: 'Jamie Ortiz',
          email: MEMBER,
        });
        clockify.addProject({ name: 'Suspension', color: '#0ea5e9', duration: 'PT4H' });
        return { CLOCKIFY_REPORTS_URL: clockify.reportsUrl };
      },
    },
  );

  const connectKey = (page: Page) => connectClockifyKey(page, MEMBER_KEY);

  const hasApiKey = (page: Page) =>
    page.evaluate(async () => (await (await fetch('/api/clockify/user-status')).json()).hasApiKey);

  it('the profile refuses a bad key, storing nothing, then connects with a good one', async () => {
    const page = await suite.signedIn(MEMBER, viewports.desktop, '/profile');
    const keyField = page.getByLabel('Clockify API key');
    await page.getByText('Not configured').waitFor();
    expect(await keyField.getAttribute('type')).toBe('password');

    await page.getByRole('button', { name: 'Connect' }).click();
    await expectToast(page, 'Error', 'Please enter your Clockify API key');

    await keyField.fill('not-a-real-key');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expectToast(page, 'Error', clockifyMessages.keyRejected);
    expect(await hasApiKey(page)).toBe(false);
    expect(await page.getByText('Not configured').count()).toBe(1);

    await keyField.fill(MEMBER_KEY);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expectToast(
      page,
      'Success',
      'Clockify API key updated successfully! Connected as Jamie Ortiz',
    );
    await page.getByText('Connected', { exact: true }).waitFor();
    expect(await page.getByText('Jamie Ortiz', { exact: true }).count()).toBeGreaterThan(0);
    // The button reads "Checking…" until the saved key's status has been read again.
    await expect.poll(() => page.getByRole('button', { name: 'Update' }).count()).toBe(1);
    await expect.poll(() => keyField.inputValue()).toBe('');
    expect(await hasApiKey(page)).toBe(true);
    await expectNoAxeViolations(page);
  });

  describe.each([
    { size: 'desktop', viewport: viewports.desktop, task: 'Weld the rear frame gussets' },
    { size: 'phone', viewport: viewports.phone, task: 'Bleed the front brakes' },
  ])('at $size width', ({ viewport, task }) => {
    it('a member starts a timer, watches it tick, finds it, and stops it', async () => {
      const page = await suite.signedIn(MEMBER, viewport, '/rules');
      await connectKey(page);
      await page.goto(`${suite.server.baseUrl}/time-tracking`);

      const description = page.getByLabel('Task description');
      const start = page.getByRole('button', { name: 'Start', exact: true });
      await description.waitFor();
      expect(await start.isDisabled()).toBe(true);
      await description.fill('   ');
      await start.click();
      await expectToast(page, 'Error', 'Please enter a description');

      await description.fill(task);
      await page.getByLabel('Project (optional)').selectOption({ label: 'Chassis' });
      await start.click();
      await expectToast(page, 'Timer started', `Tracking: ${task} on Chassis`);

      // The running panel replaces the start panel, and its clock ticks every second.
      const running = page.getByRole('region', { name: 'Timer running' });
      await running.getByText(task).waitFor();
      const clock = running.getByRole('timer', { name: 'Running time' });
      const firstReading = await clock.textContent();
      expect(firstReading).toMatch(/^0:00:\d\d$/);
      await expect.poll(() => clock.textContent(), { timeout: 3_000 }).not.toBe(firstReading);
      expect(await description.count()).toBe(0);
      expect(
        suite.clockify.entriesOf(MEMBER_KEY).filter((entry) => entry.end === null),
      ).toHaveLength(1);

      // The week chart counts the running timer under its project.
      const week = page.getByRole('region', { name: 'This week' });
      await week.getByRole('list', { name: 'By project' }).getByText('Chassis').waitFor();

      // The list has it, running, with its project and person; the search narrows the list.
      const entries = page.getByRole('region', { name: 'Time Entries' });
      const row = entries.getByRole('listitem').filter({ hasText: task });
      await row.getByText('Running', { exact: true }).waitFor();
      const totalEntries = page.getByRole('definition').filter({ hasText: 'last 30 days' });
      expect(await totalEntries.textContent()).toMatch(/^\d+last 30 days$/);
      expect(await row.textContent()).toContain('Chassis');
      expect(await row.textContent()).toContain('by Jamie Ortiz');
      await entries.getByText('Shop cleanup').waitFor();
      const search = page.getByLabel('Search time entries');
      await search.fill('chassis');
      await expect.poll(() => entries.getByText('Shop cleanup').count()).toBe(0);
      expect(await row.count()).toBe(1);
      await search.fill('no such work');
      await entries.getByText('No entries match your search').waitFor();
      await search.fill('');
      await row.waitFor();

      await running.getByRole('button', { name: 'Stop' }).click();
      await expectToast(page, 'Timer stopped', 'Time entry completed');
      await description.waitFor();
      await expect.poll(() => row.getByText('Running', { exact: true }).count()).toBe(0);
      expect(
        suite.clockify.entriesOf(MEMBER_KEY).filter((entry) => entry.end === null),
      ).toHaveLength(0);
    });
  });

  it('the dashboard with a running timer has no axe violations, and Stop in the list stops it', async () => {
    const page = await suite.signedIn(MEMBER, viewports.desktop, '/rules');
    await connectKey(page);
    await page.goto(`${suite.server.baseUrl}/time-tracking`);
    await page.getByLabel('Task description').fill('Sand the seat mould');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expectToast(page, 'Timer started', 'Tracking: Sand the seat mould on No project');
    await page.getByRole('region', { name: 'Active Projects' }).getByText('Suspension').waitFor();
    await page.getByRole('timer', { name: 'Running time' }).waitFor();

    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Stop "Sand the seat mould"' }).click();
    await expectToast(page, 'Timer stopped', 'Time entry completed');
    await page.getByLabel('Task description').waitFor();
  });

  it('Stop in a tab showing an old timer leaves the newer one, started elsewhere, running', async () => {
    const page = await suite.signedIn(MEMBER, viewports.desktop, '/rules');
    await connectKey(page);
    const start = async (tab: Page, task: string) => {
      await tab.getByLabel('Task description').fill(task);
      await tab.getByRole('button', { name: 'Start', exact: true }).click();
      await expectToast(tab, 'Timer started', `Tracking: ${task} on No project`);
    };
    await page.goto(`${suite.server.baseUrl}/time-tracking`);
    await start(page, 'Grease the bearings');
    const otherTab = await page.context().newPage();
    await otherTab.goto(`${suite.server.baseUrl}/time-tracking`);
    const runningInOtherTab = otherTab.getByRole('region', { name: 'Timer running' });
    await runningInOtherTab.getByText('Grease the bearings').waitFor();

    // The first tab stops that timer and starts the next; the other tab still shows the old one.
    await page.getByRole('region', { name: 'Timer running' }).getByRole('button').click();
    await expectToast(page, 'Timer stopped', 'Time entry completed');
    await start(page, 'Check tyre pressure');
    await runningInOtherTab.getByRole('button', { name: 'Stop' }).click();

    await expectToast(otherTab, 'Error', clockifyMessages.timerAlreadyStopped);
    await runningInOtherTab.getByText('Check tyre pressure').waitFor();
    const running = suite.clockify.entriesOf(MEMBER_KEY).filter((entry) => entry.end === null);
    expect(running.map((entry) => entry.description)).toEqual(['Check tyre pressure']);
    await page.getByRole('region', { name: 'Timer running' }).getByRole('button').click();
    await expectToast(page, 'Timer stopped', 'Time entry completed');
  });

  it('when Clockify fails, a start and a stop still succeed at once, and the entry waits for Clockify', async () => {
    const page = await suite.signedIn(MEMBER, viewports.desktop, '/rules');
    await connectKey(page);
    await page.goto(`${suite.server.baseUrl}/time-tracking`);
    const task = 'Torque the hub nuts';
    const running = page.getByRole('region', { name: 'Timer running' });
    await page.getByLabel('Task description').fill(task);
    try {
      suite.clockify.setFailure('serverError');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await expectToast(page, 'Timer started', `Tracking: ${task} on No project`);
      await running.getByText(task).waitFor();
      await running.getByText('Waiting for Clockify').waitFor();
      await page
        .getByRole('status')
        .getByText(`1 entry waiting for Clockify: ${clockifyMessages.notResponding}`)
        .waitFor();
      await expectNoAxeViolations(page);

      await running.getByRole('button', { name: 'Stop' }).click();
      await expectToast(page, 'Timer stopped', 'Time entry completed');
      const row = page
        .getByRole('region', { name: 'Time Entries' })
        .getByRole('listitem')
        .filter({ hasText: task });
      await row.getByText('Waiting for Clockify').waitFor();
      expect(await row.getByText('Running', { exact: true }).count()).toBe(0);
      // Sent again a minute after Clockify failed, finished, in one call.
      const inClockify = suite.clockify.entriesOf(MEMBER_KEY).map((entry) => entry.description);
      expect(inClockify).not.toContain(task);
    } finally {
      suite.clockify.setFailure(null);
    }
  });

  it('a member removes the key after confirming, and time tracking asks for setup again', async () => {
    const page = await suite.signedIn(MEMBER, viewports.phone, '/rules');
    await connectKey(page);
    await page.goto(`${suite.server.baseUrl}/profile`);

    await page.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Remove key' }).click();
    await expectToast(page, 'Success', 'Clockify API key removed successfully');
    await page.getByText('Not configured').waitFor();
    expect(await hasApiKey(page)).toBe(false);

    await page.goto(`${suite.server.baseUrl}/time-tracking`);
    await page.getByRole('heading', { name: 'Setup Required' }).waitFor();
  });

  it('a member without a key is asked to set up, and the link leads to the profile', async () => {
    const page = await suite.signedIn(DESIGNER, viewports.phone, '/time-tracking');

    await page.getByRole('heading', { name: 'Setup Required' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Connect Clockify in your profile' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/profile`);
    await page.getByRole('heading', { name: 'How to connect' }).waitFor();
  });

  it('a visitor sees Authentication Required with the way to log in', async () => {
    const page = await suite.openPage(viewports.phone);
    await page.goto(`${suite.server.baseUrl}/time-tracking`);

    await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
    const login = page.getByRole('main').getByRole('link', { name: 'Login with Google' });
    expect(await login.getAttribute('href')).toBe('/api/auth/google?returnTo=%2Ftime-tracking');
    await expectNoAxeViolations(page);
  });

  it('an inactive account sees the inactive notice and no dashboard', async () => {
    const page = await suite.signedIn(INACTIVE_MEMBER, viewports.desktop, '/time-tracking');

    await page.getByRole('heading', { name: 'Your membership is inactive' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Setup Required' }).count()).toBe(0);
    expect(await page.getByLabel('Task description').count()).toBe(0);
  });

  it('an admin renames the page in place, and visitors read the new title', async () => {
    const admin = await suite.signedIn(ADMIN, viewports.desktop, '/time-tracking');
    await turnEditModeOn(admin);
    await admin.getByRole('button', { name: 'Edit Time tracking title' }).click();
    await admin.getByRole('textbox', { name: 'Time tracking title' }).fill('Build Hours');
    await admin.keyboard.press('Enter');
    await admin.getByRole('button', { name: 'Reset to default' }).waitFor();
    await expectNoAxeViolations(admin);

    const visitor = await suite.openPage(viewports.phone);
    await visitor.goto(`${suite.server.baseUrl}/time-tracking`);
    await visitor.getByRole('heading', { level: 1, name: 'Build Hours' }).waitFor();
    expect(await visitor.getByRole('button', { name: /Edit/ }).count()).toBe(0);

    await admin.getByRole('button', { name: 'Reset to default' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Time Tracking' }).waitFor();
  });
});
