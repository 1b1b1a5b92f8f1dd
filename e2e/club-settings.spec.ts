// The Website Editor's Club settings tab in a real browser against the production server: an admin
// makes the site the club's own (name, tagline, contact email, meeting, a social account, the signup
// form) and sees each on the public pages after a reload; refused input shows its message beside
// the field and changes nothing; the Dashboard's checklist ticks what is done and links to it; the
// tab fits a phone and passes axe.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import { notifications } from './support/toasts';

// The admin seeded for DEV_LOGIN=1 (server/db/seed/seed-dev-users.ts).
const ADMIN = 'dana.whitfield@example.org';
const SAVED = 'Club settings updated successfully!';

interface StoredSettings {
  clubName: string;
  signupFormUrl: string | null;
  meeting: { day: string; startTime: string; endTime: string; place: string };
  socialLinks: { label: string; url: string }[];
}

describeWithBrowser('the club settings', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });
  let page: Page;

  afterEach(() => page?.close());

  const url = (path: string) => `${suite.server.baseUrl}${path}`;
  const panel = () => page.getByRole('tabpanel', { name: 'Club settings' });
  const checklistItem = (text: string) =>
    page
      .getByRole('region', { name: 'Make this site yours' })
      .getByRole('listitem')
      .filter({ hasText: text });

  async function openSettings(viewport: (typeof viewports)[keyof typeof viewports]) {
    page = await suite.signedIn(ADMIN, viewport, '/admin/edit?tab=settings');
    await panel().getByRole('heading', { name: 'Identity' }).waitFor();
  }

  /** Edits a setting in place by keyboard and waits until it is saved. */
  async function editSetting(label: string, value: string, { multiline = false } = {}) {
    await panel()
      .getByRole('button', { name: `Edit ${label}`, exact: true })
      .focus();
    await page.keyboard.press('Enter');
    const input = panel().getByRole('textbox', { name: label, exact: true });
    await input.fill(value);
    await page.keyboard.press(multiline ? 'Control+Enter' : 'Enter');
    await input.waitFor({ state: 'detached' });
  }

  /** The settings as the server keeps them. */
  async function storedSettings(): Promise<StoredSettings> {
    const response = await page.request.get(url('/api/admin/club-config'));
    expect(response.status()).toBe(200);
    return (await response.json()) as StoredSettings;
  }

  /** The home page after a reload, once its content is there. */
  async function openHome() {
    await page.goto(url('/'));
    await page.reload();
    await page.locator('#contact').waitFor();
  }

  it('the checklist links to the club name, which gets the focus, and ticks it once given', async () => {
    page = await suite.signedIn(ADMIN, viewports.desktop, '/admin/edit');
    const clubName = checklistItem("Give the club's name");
    await clubName.waitFor();
    expect(await clubName.textContent()).toContain('To do:');
    const progress = page.getByText(/^\d of 7 done$/);
    const doneBefore = Number((await progress.textContent())?.split(' ')[0]);

    await clubName.getByRole('link').click();
    await page.waitForURL(url('/admin/edit?tab=settings#setting-clubName'));
    const pencil = panel().getByRole('button', { name: 'Edit Club name', exact: true });
    await expect.poll(() => pencil.evaluate(isFocused)).toBe(true);
    await page.keyboard.press('Enter');
    await panel().getByRole('textbox', { name: 'Club name' }).fill('Prairie Off-Road Racing');
    await page.keyboard.press('Enter');
    await notifications(page).getByText(SAVED, { exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await expect.poll(() => checklistItem("Give the club's name").textContent()).toContain('Done:');
    await page.getByText(`${doneBefore + 1} of 7 done`).waitFor();
  });

  it('changes the name, tagline and contact email, and / shows them after a reload', async () => {
    await openSettings(viewports.desktop);
    await editSetting('Club name', 'Badlands Baja Racing');
    await notifications(page).getByText(SAVED, { exact: true }).waitFor();
    await editSetting('Tagline', 'Built in a prairie barn, raced across the continent.', {
      multiline: true,
    });
    await editSetting('Contact email', 'hello-racing@example.edu');

    await openHome();
    expect(await page.locator('main h1').first().textContent()).toContain('Badlands Baja Racing');
    await page.getByText('Built in a prairie barn, raced across the continent.').first().waitFor();
    expect(await page.locator('footer').textContent()).toContain('Badlands Baja Racing');
    await page.locator('#contact').getByText('hello-racing@example.edu').first().waitFor();
  });

  it('saves the meeting and a social account, and the contact section shows them', async () => {
    await openSettings(viewports.desktop);
    await panel().getByLabel('Day').selectOption('Saturday');
    await panel().getByLabel('Start time').fill('11:00');
    await panel().getByLabel('End time').fill('13:00');
    await panel().getByLabel('Place').fill('the engineering workshop');
    await panel().getByText('Saturdays 11:00 AM-1:00 PM', { exact: true }).waitFor();
    await panel().getByRole('button', { name: 'Save meeting' }).click();
    await expect.poll(async () => (await storedSettings()).meeting.day).toBe('Saturday');

    const instagram = 'https://www.instagram.com/badlands_baja_racing';
    await panel().getByRole('textbox', { name: 'Link' }).first().fill(instagram);
    await panel().getByRole('button', { name: 'Save social accounts' }).click();
    await notifications(page).getByText(SAVED, { exact: true }).waitFor();
    // The meeting's toast says the same: the account is saved once the server has it.
    await expect
      .poll(async () => (await storedSettings()).socialLinks.map((link) => link.url))
      .toContain(instagram);

    await openHome();
    const contact = page.locator('#contact');
    await contact.getByText('Saturdays 11:00 AM-1:00 PM').first().waitFor();
    await contact.getByText('the engineering workshop').first().waitFor();
    expect(await page.locator(`a[href="${instagram}"]`).count()).toBeGreaterThan(0);

    await page.goto(url('/admin/edit?tab=settings'));
    expect(await panel().getByLabel('Day').inputValue()).toBe('Saturday');
    expect(await panel().getByLabel('Place').inputValue()).toBe('the engineering workshop');
  });

  it('adds a social account by keyboard, focus landing in its label', async () => {
    await openSettings(viewports.desktop);
    await panel().getByRole('button', { name: 'Add account' }).focus();
    await page.keyboard.press('Enter');
    const label = panel().getByRole('textbox', { name: 'Label' }).last();
    await expect.poll(() => label.evaluate(isFocused)).toBe(true);
    await page.keyboard.type('Club chat');
    await page.keyboard.press('Tab');
    await page.keyboard.type('not an address');
    await panel().getByRole('button', { name: 'Save social accounts' }).click();

    const link = panel().getByRole('textbox', { name: 'Link' }).last();
    const message = panel().getByText('Link must be an https:// address', { exact: true });
    await message.waitFor();
    expect(await message.evaluate((element) => element.id)).toBe(
      await link.getAttribute('aria-describedby'),
    );
    await expect.poll(() => link.evaluate(isFocused)).toBe(true);

    await link.fill('https://chat.example.org/invite/offroad');
    await panel().getByRole('button', { name: 'Remove account 1 (Instagram)' }).click();
    await panel().getByRole('button', { name: 'Save social accounts' }).click();
    await notifications(page).getByText(SAVED, { exact: true }).waitFor();
    await openHome();
    await page.locator('a[href="https://chat.example.org/invite/offroad"]').first().waitFor();
    expect(await page.locator('a[href^="https://www.instagram.com/"]').count()).toBe(0);
  });

  it('sets the signup form, and /join frames it', async () => {
    await openSettings(viewports.desktop);
    const form = 'https://forms.example.org/badlands-baja/join';
    await editSetting('Signup form URL', form);
    await page.goto(url('/join'));
    await expect.poll(() => page.locator('main iframe').getAttribute('src')).toBe(form);
  });

  it('refuses a javascript: address with the message beside the field, and nothing changes', async () => {
    await openSettings(viewports.desktop);
    const before = await storedSettings();
    await panel().getByRole('button', { name: 'Edit Signup form URL', exact: true }).focus();
    await page.keyboard.press('Enter');
    const input = panel().getByRole('textbox', { name: 'Signup form URL', exact: true });
    await input.fill('javascript:alert(1)');
    await page.keyboard.press('Enter');

    const message = panel()
      .getByRole('alert')
      .getByText('Signup form URL must be an https:// address', { exact: true });
    await message.waitFor();
    expect(await message.evaluate((element) => element.id)).toBe(
      await input.getAttribute('aria-describedby'),
    );
    expect(await input.evaluate(isFocused)).toBe(true);
    await page.keyboard.press('Escape');
    await input.waitFor({ state: 'detached' });
    expect((await storedSettings()).signupFormUrl).toBe(before.signupFormUrl);
  });

  it('refuses an end time before the start, on the end time, and nothing changes', async () => {
    await openSettings(viewports.desktop);
    const before = await storedSettings();
    await panel().getByLabel('Start time').fill('18:00');
    await panel().getByLabel('End time').fill('17:00');
    await panel().getByRole('button', { name: 'Save meeting' }).click();

    const endTime = panel().getByLabel('End time');
    const message = panel().getByText('End time must be after the start time', { exact: true });
    await message.waitFor();
    expect(await message.evaluate((element) => element.id)).toBe(
      await endTime.getAttribute('aria-describedby'),
    );
    expect(await endTime.evaluate(isFocused)).toBe(true);
    expect((await storedSettings()).meeting).toEqual(before.meeting);
  });

  describe.each(Object.entries(viewports))('at %s width', (_size, viewport) => {
    it('has no axe violations on the tab and nothing scrolls sideways', async () => {
      await openSettings(viewport);
      await expectNoAxeViolations(page);
      expect(await sidewaysOverflow(page), 'the settings scroll sideways').toBeLessThanOrEqual(0);
      await page.getByRole('tab', { name: 'Dashboard' }).click();
      await checklistItem('Add a team member').waitFor();
      expect(await sidewaysOverflow(page), 'the dashboard scrolls sideways').toBeLessThanOrEqual(0);
    });
  });

  it('nothing on the editor scrolls sideways on the narrowest phones', async () => {
    await openSettings(viewports.phone);
    for (const width of [320, 360, 414]) {
      await page.setViewportSize({ width, height: 800 });
      for (const tab of ['Club settings', 'Dashboard', 'Team', 'News']) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await page.getByRole('tabpanel', { name: tab }).getByRole('heading').first().waitFor();
        expect(await sidewaysOverflow(page), `${tab} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  });
});

const isFocused = (element: Element) => element === document.activeElement;

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
