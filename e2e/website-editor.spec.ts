// The Website Editor (/admin/edit) in a real browser against the production server: an admin edits
// a news title in place by keyboard and sees it on /, Escape cancels, a team member is deleted only
// after confirming, a new member is created from the form, and everyone else is turned away.
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { entryCard, openEditorTab } from './support/editor-entries';
import { useServerAndBrowser } from './support/suite';
import { notifications } from './support/toasts';

// Accounts and content seeded for DEV_LOGIN=1 (server/db/seed/seed-dev-users.ts, seed-content.ts).
const ADMIN = 'dana.whitfield@example.org';
const MEMBER = 'jamie.ortiz@example.org';
const ARTICLE = 'Frame welded for the 2026 car';

describeWithBrowser('the website editor', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });
  let page: Page;

  async function openAs(viewport: (typeof viewports)[keyof typeof viewports], email: string) {
    page = await suite.signedIn(email, viewport, '/admin/edit');
  }

  const toast = (text: string) => notifications(page).getByText(text, { exact: true });

  const card = (name: string) => entryCard(page, name);

  async function openTab(name: string) {
    await (await openEditorTab(page, name)).getByRole('list').first().waitFor();
  }

  /** What / shows in a landing section once its data is there. */
  async function landingHeadings(section: 'news' | 'team'): Promise<string[]> {
    await page.goto(`${suite.server.baseUrl}/`);
    await page.locator(`#${section} h3`).first().waitFor();
    return page.locator(`#${section} h3`).allTextContents();
  }

  describe('at desktop width', () => {
    beforeEach(() => openAs(viewports.desktop, ADMIN));

    it('shows the dashboard with a count of each kind of entry', async () => {
      await page.getByRole('heading', { name: 'Website Editor' }).waitFor();
      expect(await page.getByRole('tab').allTextContents()).toEqual([
        'Dashboard',
        'Club settings',
        'Team',
        'Competitions',
        'Vehicles',
        'Sponsors',
        'News',
        'Events',
        'Rules',
        'Trash',
      ]);
      const news = page.locator('dl > div').filter({ hasText: 'News articles' });
      await expect.poll(() => news.locator('dd').first().textContent()).toBe('5');
      expect(await news.getByText('1 draft').count()).toBe(1);
      await expectNoAxeViolations(page);
    });

    it('edits a news title by keyboard, and / shows the new title', async () => {
      await openTab('News');
      const pencil = card(ARTICLE).getByRole('button', { name: 'Edit Title' });
      expect(await opacityOf(pencil)).toBe('0');

      await pencil.focus();
      await expect.poll(() => opacityOf(pencil)).toBe('1');
      await page.keyboard.press('Enter');
      const input = page.getByRole('textbox', { name: 'Title' });
      expect(await input.inputValue()).toBe(ARTICLE);
      await input.fill('Frame welded and painted');
      await page.keyboard.press('Enter');

      await toast('News article updated successfully!').waitFor();
      await card('Frame welded and painted').waitFor();
      const renamed = card('Frame welded and painted').getByRole('button', { name: 'Edit Title' });
      await expect.poll(() => renamed.evaluate(isFocused)).toBe(true);
      expect(await landingHeadings('news')).toContain('Frame welded and painted');
    });

    it('Escape cancels an edit and keeps the old value', async () => {
      await openTab('News');
      const article = card('Top-20 finish in endurance at our first competition');
      await article.hover();
      await article.getByRole('button', { name: 'Edit Excerpt' }).click();
      const excerpt = page.getByRole('textbox', { name: 'Excerpt' });
      await excerpt.fill('Something nobody meant to save');

      await page.keyboard.press('Escape');

      await excerpt.waitFor({ state: 'detached' });
      await article
        .getByText('Our first car finished the four-hour endurance race', {
          exact: false,
        })
        .first()
        .waitFor();
      expect(await page.getByText('Something nobody meant to save').count()).toBe(0);
      expect(await article.getByRole('button', { name: 'Edit Excerpt' }).evaluate(isFocused)).toBe(
        true,
      );
    });

    it('refuses a title that is too long, with the message beside the field', async () => {
      await openTab('News');
      const title = 'Suspension design review with faculty advisors';
      await card(title).getByRole('button', { name: 'Edit Title' }).focus();
      await page.keyboard.press('Enter');
      const input = page.getByRole('textbox', { name: 'Title' });
      await input.fill('x'.repeat(201));
      await page.keyboard.press('Enter');

      const message = page.getByRole('alert').getByText('Title must be at most 200 characters');
      await message.waitFor();
      const describedBy = await input.getAttribute('aria-describedby');
      expect(await message.evaluate((element) => element.id)).toBe(describedBy);
      expect(await input.evaluate(isFocused)).toBe(true);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await card(title).waitFor();
    });

    it('publishes a draft, which then shows on /', async () => {
      const draft = 'Draft: spring shop schedule';
      expect(await landingHeadings('news')).not.toContain(draft);
      await page.goto(`${suite.server.baseUrl}/admin/edit`);
      await openTab('News');

      await card(draft)
        .getByRole('button', { name: `Publish: ${draft}` })
        .click();

      await toast('News article updated successfully!').waitFor();
      await card(draft).getByText('Published', { exact: true }).waitFor();
      expect(await landingHeadings('news')).toContain(draft);
    });

    it('deletes a team member only after confirming, and / no longer shows them', async () => {
      await openTab('Team');
      const name = 'Theo Nakamura-Reyes';
      const dialog = page.getByRole('dialog', { name: 'Delete team member?' });

      await card(name)
        .getByRole('button', { name: `Delete ${name}` })
        .click();
      await dialog
        .getByText(
          `Are you sure you want to delete "${name}"? It goes to the Trash tab, where an admin can restore it for 30 days.`,
        )
        .waitFor();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await card(name).count()).toBe(1);

      await card(name)
        .getByRole('button', { name: `Delete ${name}` })
        .click();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

      await toast('Team member deleted successfully!').waitFor();
      await card(name).waitFor({ state: 'detached' });
      expect(await landingHeadings('team')).not.toContain(name);
    });

    it('moves a team member by keyboard, keeping the focus on it, and / follows it', async () => {
      await openTab('Team');
      const [, second = '', third = ''] = await editorTeamNames();
      const moveButton = (direction: 'up' | 'down') =>
        card(third).getByRole('button', { name: `Move ${third} ${direction}` });

      await moveButton('up').focus();
      await page.keyboard.press('Enter');
      await toast('Team member moved up').waitFor();
      await expect.poll(() => moveButton('up').evaluate(isFocused)).toBe(true);

      // Moving down re-inserts the focused card itself into the list.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await toast('Team member moved down').waitFor();
      await expect.poll(() => moveButton('down').evaluate(isFocused)).toBe(true);
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await toast('Team member moved up').waitFor();
      await expect.poll(() => moveButton('up').evaluate(isFocused)).toBe(true);

      const after = await landingHeadings('team');
      expect(after.indexOf(third)).toBe(1);
      expect(after.indexOf(second)).toBe(2);
    });

    it('creates a team member from the form, required fields first', async () => {
      await openTab('Team');
      await page.getByRole('button', { name: 'Add Team Member' }).click();
      const form = page.getByRole('form', { name: 'Add Team Member' });
      expect(await form.locator('label').allTextContents()).toEqual([
        'Name*',
        'Role*',
        'Major*',
        'Year*',
        'Bio*',
        'Subteam',
        'Email',
        'LinkedIn',
        'Image URL',
        'Graduated',
        'Where they went',
      ]);

      await form.getByRole('button', { name: 'Save team member' }).click();
      await form.getByText('Name is required').waitFor();
      expect(await form.getByLabel('Name').evaluate(isFocused)).toBe(true);

      await form.getByLabel('Name').fill('Rowan Ibarra');
      await form.getByLabel('Role').fill('Designer');
      await form.getByLabel('Major').fill('Mechanical Engineering');
      await form.getByLabel('Year').fill('Sophomore');
      await form.getByLabel('Bio').fill('Chassis and welding.');
      await form.getByLabel('Email').fill('rowan@example.edu');
      await form.getByRole('button', { name: 'Save team member' }).click();

      await toast('Team member created successfully!').waitFor();
      await card('Rowan Ibarra').waitFor();
      expect(await landingHeadings('team')).toContain('Rowan Ibarra');
    });
  });

  it('a signed-out visitor is turned away too, and offered the login', async () => {
    page = await suite.openPage(viewports.desktop);
    await page.goto(`${suite.server.baseUrl}/admin/edit`);

    await page.getByRole('heading', { name: 'Admin Access Required' }).waitFor();
    expect(await page.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    const login = page.getByRole('main').getByRole('link', { name: 'Login', exact: true });
    expect(await login.getAttribute('href')).toBe('/api/auth/google?returnTo=%2Fadmin%2Fedit');
  });

  /** The team's names in the editor, in their order. */
  async function editorTeamNames(): Promise<string[]> {
    return page.getByRole('tabpanel', { name: 'Team' }).locator('li h3').allTextContents();
  }

  describe.each(Object.entries(viewports))('at %s width', (_size, viewport) => {
    it('a member sees "Admin Access Required" and can return home', async () => {
      await openAs(viewport, MEMBER);

      await page.getByRole('heading', { name: 'Admin Access Required' }).waitFor();
      expect(await page.getByRole('tab').count()).toBe(0);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Return Home' }).click();
      await page.waitForURL(`${suite.server.baseUrl}/`);
    });

    it('has no axe violations on a tab with a field being edited', async () => {
      await openAs(viewport, ADMIN);
      await openTab('Sponsors');
      await page.getByRole('button', { name: 'Edit Tier' }).first().focus();
      await page.keyboard.press('Enter');
      await page.getByRole('combobox', { name: 'Tier' }).waitFor();

      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    });
  });
});

const isFocused = (element: Element) => element === document.activeElement;

const opacityOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).opacity);
