// The navigation bar and the links to landing sections in a real browser: the desktop bar, the
// phone's menu panel, labels that keep to one line for every role, an admin's menu, URL hashes and
// the footer's quick links.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { ADMIN, useClubSettings } from './support/club-settings';
import { expectSectionBelowBar, waitForLandingData } from './support/landing';
import {
  labelsOffOneLine,
  mainNavigation,
  type Role,
  untilBarComplete,
} from './support/navigation-bar';
import { useServerAndBrowser } from './support/suite';

const TRANSPARENT = 'rgba(0, 0, 0, 0)';
const WHITE = 'rgb(255, 255, 255)';

/** The section anchors of the landing page, in the bar's order. */
const sectionAnchors = [
  ['About', '#about'],
  ['Our Car', '#car'],
  ['News', '#news'],
  ['Team', '#team'],
  ['Sponsors', '#sponsors'],
  ['Join Us', '#contact'],
];

describeWithBrowser('the navigation', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });
  let page: Page;

  /** Gives each test of the enclosing block a fresh page of this size. */
  function newPageForEachTest(viewport: { width: number; height: number }) {
    beforeEach(async () => {
      page = await suite.openPage(viewport);
    });
  }

  const mainNav = () => page.getByRole('navigation', { name: 'Main' });

  /** The links a person sees in the bar: their text and where they lead. */
  function barLinks() {
    return mainNav()
      .getByRole('link')
      .evaluateAll((links) =>
        links
          .filter((link) => link.getBoundingClientRect().width > 0)
          .map((link) => [link.textContent?.trim(), link.getAttribute('href')]),
      );
  }

  describe('at desktop width', () => {
    newPageForEachTest(viewports.desktop);

    it('the bar shows the section anchors, Events, Rules, Members, Login and Join Us', async () => {
      await page.goto(`${suite.server.baseUrl}/`);
      await mainNav().getByRole('link', { name: 'Login' }).waitFor();

      expect(await barLinks()).toEqual([
        ['Off-Road Racing Club', '/'],
        ...sectionAnchors,
        ['Events', '/events'],
        ['Rules', '/rules'],
        ['Members', '/members'],
        ['Login', '/api/auth/google'],
        ['Join Us', '/join'],
      ]);
      expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
    });

    it('has the hero’s colour at the top, white with a bottom border once scrolled', async () => {
      await page.goto(`${suite.server.baseUrl}/`);
      const bar = page.getByRole('banner');
      const look = () =>
        bar.evaluate((header) => {
          const style = getComputedStyle(header);
          return {
            background: style.backgroundColor,
            border: style.borderBottomColor,
            borderWidth: style.borderBottomWidth,
          };
        });
      const hero = await page
        .locator('#home')
        .evaluate((section) => getComputedStyle(section).backgroundColor);
      expect(await look()).toMatchObject({ background: hero, border: TRANSPARENT });

      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, 300);

      await expect.poll(async () => (await look()).background).toBe(WHITE);
      const scrolled = await look();
      expect(scrolled.border).not.toBe(TRANSPARENT);
      expect(scrolled.border).not.toMatch(/\/ 0(\.\d+)?\)$/);
      expect(scrolled.borderWidth).toBe('1px');

      await page.mouse.wheel(0, -5_000);

      await expect.poll(look).toMatchObject({ background: hero, border: TRANSPARENT });
    });

    it('an anchor in the bar scrolls its section in below the bar', async () => {
      await page.goto(`${suite.server.baseUrl}/`);
      await waitForLandingData(page);

      await mainNav().getByRole('link', { name: 'Team', exact: true }).click();

      await page.waitForURL(`${suite.server.baseUrl}/#team`);
      await expectSectionBelowBar(page, 'team');
      await page.getByRole('heading', { name: 'Meet Our Club Family' }).waitFor();
    });

    it('on /rules the bar shows a Home link instead of the anchors, and it leads home', async () => {
      await page.goto(`${suite.server.baseUrl}/rules`);
      await mainNav().getByRole('link', { name: 'Login' }).waitFor();

      expect(await barLinks()).toEqual([
        ['Off-Road Racing Club', '/'],
        ['Home', '/'],
        ['Events', '/events'],
        ['Rules', '/rules'],
        ['Members', '/members'],
        ['Login', '/api/auth/google'],
        ['Join Us', '/join'],
      ]);
      expect(
        await mainNav().getByRole('link', { name: 'Rules' }).getAttribute('aria-current'),
      ).toBe('page');

      await mainNav().getByRole('link', { name: 'Home' }).click();

      await page.waitForURL(`${suite.server.baseUrl}/`);
      await page.getByRole('heading', { name: 'Off-Road Racing Club', level: 1 }).waitFor();
      await mainNav().getByRole('link', { name: 'About' }).waitFor();
    });
  });

  describe('at phone width', () => {
    newPageForEachTest(viewports.phone);

    const menuButton = () => page.getByRole('button', { name: 'Open menu' });
    /** Whether the menu button says the panel is open; the open panel hides it from role queries. */
    const menuExpanded = () =>
      page.locator('button[aria-label="Open menu"]').getAttribute('aria-expanded');
    const panel = () => page.getByRole('dialog', { name: 'Menu' });
    const focusIsInPanel = () =>
      panel().evaluate((dialog) => dialog.contains(document.activeElement));

    async function openMenu(path = '/') {
      await page.goto(`${suite.server.baseUrl}${path}`);
      await menuButton().click();
      await panel().waitFor();
    }

    it('the bar holds only the club name and the menu button', async () => {
      await page.goto(`${suite.server.baseUrl}/`);
      await menuButton().waitFor();

      expect(await barLinks()).toEqual([['Off-Road Racing Club', '/']]);
      expect(await menuExpanded()).toBe('false');
    });

    it('"Open menu" opens a 300 px panel on the right with the site links', async () => {
      await openMenu();

      const box = await panel().boundingBox();
      expect(box).toEqual({
        x: viewports.phone.width - 300,
        y: 0,
        width: 300,
        height: viewports.phone.height,
      });
      // The browser tells the page that the panel opened in a task of its own.
      await expect.poll(menuExpanded).toBe('true');
      for (const heading of ['Resources', 'Team Area']) {
        await panel().getByRole('heading', { name: heading, exact: true }).waitFor();
      }
      await panel().getByRole('link', { name: 'Login with Google' }).waitFor();
      const links = await panel()
        .getByRole('link')
        .evaluateAll((anchors) =>
          anchors.map((link) => [link.textContent?.trim(), link.getAttribute('href')]),
        );
      expect(links).toEqual([
        ...sectionAnchors,
        ['Events', '/events'],
        ['Rules', '/rules'],
        ['Members Area', '/members'],
        ['Login with Google', '/api/auth/google'],
        ['Join Us', '/join'],
      ]);
    });

    it('keeps Tab and Shift+Tab inside the open panel', async () => {
      await openMenu();
      await panel().getByRole('link', { name: 'Join Us' }).last().waitFor();
      const visited = new Set<string>();

      for (const key of [...Array(25).fill('Tab'), ...Array(10).fill('Shift+Tab')]) {
        await page.keyboard.press(key);
        expect(await focusIsInPanel(), `focus left the panel after ${key}`).toBe(true);
        visited.add(
          await page.evaluate(() => {
            const focused = document.activeElement;
            return [focused?.textContent, focused?.getAttribute('href'), focused?.ariaLabel].join();
          }),
        );
      }
      // Every link and the Close button took their turn: focus went round, not stuck on one (the
      // anchors, Events, Rules, Members Area, Login with Google, Join Us and Close).
      expect(visited.size).toBe(sectionAnchors.length + 6);
    });

    it('Escape closes the panel and gives focus back to the menu button', async () => {
      await openMenu();
      expect(await focusIsInPanel()).toBe(true);

      await page.keyboard.press('Escape');

      await panel().waitFor({ state: 'detached' });
      await expect
        .poll(() => menuButton().evaluate((button) => button === document.activeElement))
        .toBe(true);
      await expect.poll(menuExpanded).toBe('false');
    });

    it('choosing Sponsors closes the panel and scrolls to the sponsors', async () => {
      await openMenu();
      await waitForLandingData(page);

      await panel().getByRole('link', { name: 'Sponsors' }).click();

      await panel().waitFor({ state: 'detached' });
      await expectSectionBelowBar(page, 'sponsors');
      await page.getByRole('heading', { name: 'Our Valued Partners' }).waitFor();
    });

    it('on /rules the panel offers Home instead of the section anchors', async () => {
      await openMenu('/rules');

      await panel().getByRole('link', { name: 'Home' }).waitFor();
      expect(await panel().getByRole('link', { name: 'About' }).count()).toBe(0);
    });

    it('has no axe violations with the menu open', async () => {
      await openMenu();
      await panel().getByRole('link', { name: 'Login with Google' }).waitFor();

      await expectNoAxeViolations(page);
    });
  });

  describe('a bar that fits', () => {
    const settings = useClubSettings(suite);
    const WIDTHS = [1024, 1280, 1440, 1920];
    const LONG_NAME = 'University Off-Road Racing Club of Northern Example';
    const people: [Role, string | undefined][] = [
      ['visitor', undefined],
      ['pending', 'avery.quinn@example.org'],
      ['member', 'jamie.ortiz@example.org'],
      ['designer', 'taylor.brooks@example.org'],
      ['admin', ADMIN],
    ];

    async function openAs(email: string | undefined, path: string) {
      if (email) return suite.signedIn(email, viewports.desktop, path);
      const page = await suite.openPage(viewports.desktop);
      await page.goto(`${suite.server.baseUrl}${path}`);
      return page;
    }

    /** The labels off one line at each width from 1024 to 1920 px, with where they were found. */
    async function labelsOffOneLineAtEveryWidth(page: Page, path: string) {
      const found: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const problem of await labelsOffOneLine(page))
          found.push(`${path} at ${width} px: ${problem}`);
      }
      await page.setViewportSize(viewports.desktop);
      return found;
    }

    it.each(people)(
      '%s: every label of the bar keeps to one line from 1024 to 1920 px',
      async (role, email) => {
        const page = await openAs(email, '/');
        for (const path of ['/', '/rules']) {
          if (path !== '/') await page.goto(`${suite.server.baseUrl}${path}`);
          await untilBarComplete(page, role, path);

          expect(await labelsOffOneLineAtEveryWidth(page, path)).toEqual([]);
        }
      },
    );

    it('a long club name keeps to one line, cut short with an ellipsis, and keeps its whole name', async () => {
      await settings.change({ clubName: LONG_NAME });

      for (const [role, email] of people.filter(
        ([role]) => role === 'visitor' || role === 'admin',
      )) {
        const page = await openAs(email, '/');
        await untilBarComplete(page, role, '/');
        const home = mainNavigation(page).getByRole('link', { name: LONG_NAME });

        expect(await home.getAttribute('title')).toBe(LONG_NAME);
        expect(await labelsOffOneLineAtEveryWidth(page, '/')).toEqual([]);
        const cutShort = await home
          .locator('span')
          .evaluate(
            (name) => name.scrollWidth > name.clientWidth && getComputedStyle(name).textOverflow,
          );
        expect(cutShort).toBe('ellipsis');
      }
    });

    it("an admin's Admin menu leads to Admin and Editor at every desktop width, by keyboard too", async () => {
      const page = await suite.signedIn(ADMIN, viewports.desktop, '/');
      await untilBarComplete(page, 'admin', '/');
      const bar = mainNavigation(page);
      const menuButton = bar.getByRole('button', { name: 'Admin', exact: true });
      const adminLinks = () =>
        bar
          .getByRole('link', { name: /^(Admin|Editor)$/ })
          .evaluateAll((links) =>
            links.map((link) => [link.textContent, link.getAttribute('href')]),
          );

      for (const width of WIDTHS.slice(1)) {
        await page.setViewportSize({ width, height: 800 });
        expect(await adminLinks()).toEqual([]);

        await menuButton.click();

        expect(await adminLinks()).toEqual([
          ['Admin', '/admin'],
          ['Editor', '/admin/edit'],
        ]);
        expect(await labelsOffOneLine(page)).toEqual([]);
        await menuButton.click();
      }

      await menuButton.focus();
      await page.keyboard.press('Enter');
      expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Admin');
      await page.keyboard.press('Escape');
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
      expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await adminLinks()).toEqual([]);

      await menuButton.click();
      await page.getByRole('heading', { level: 1 }).first().click();
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    });

    it("an admin's phone menu lists Admin and Editor under Team Area, at 390 and 1024 px", async () => {
      const page = await suite.signedIn(ADMIN, viewports.phone, '/');
      for (const width of [390, 1024]) {
        await page.setViewportSize({ width, height: 844 });
        await page.getByRole('button', { name: 'Open menu' }).click();
        const panel = page.getByRole('dialog', { name: 'Menu' });
        await panel.getByRole('link', { name: 'Time Tracking' }).waitFor();

        const teamArea = await panel
          .getByRole('listitem')
          .getByRole('link')
          .evaluateAll((links) =>
            links.slice(-3).map((link) => [link.textContent, link.getAttribute('href')]),
          );
        expect(teamArea).toEqual([
          ['Time Tracking', '/time-tracking'],
          ['Admin', '/admin'],
          ['Editor', '/admin/edit'],
        ]);
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'detached' });
      }
    });

    it("a designer's Sections menu holds the landing page's anchors below 1536 px, and one leads to its section", async () => {
      const page = await suite.signedIn('taylor.brooks@example.org', viewports.desktop, '/');
      await untilBarComplete(page, 'designer', '/');
      await waitForLandingData(page);
      const bar = mainNavigation(page);
      const sections = bar.getByRole('button', { name: 'Sections' });
      expect(await bar.getByRole('link', { name: 'Our Car' }).count()).toBe(0);

      await sections.click();
      const anchors = await bar
        .getByRole('link')
        .evaluateAll((links) =>
          links
            .filter((link) => link.getAttribute('href')?.startsWith('#'))
            .map((link) => [link.textContent, link.getAttribute('href')]),
        );
      expect(anchors).toEqual(sectionAnchors);
      await bar.getByRole('link', { name: 'Team', exact: true }).click();

      await expectSectionBelowBar(page, 'team');
      expect(await sections.getAttribute('aria-expanded')).toBe('false');
      await page.setViewportSize({ width: 1920, height: 800 });
      expect(await sections.isVisible()).toBe(false);
      await bar.getByRole('link', { name: 'Our Car' }).waitFor();
    });

    it('the Edit page switch shows its name beside it at 390 and 1280 px; a press on the name flips it', async () => {
      const page = await suite.signedIn(ADMIN, viewports.phone, '/');
      const toggle = mainNavigation(page).getByRole('switch', { name: 'Edit page' });
      const name = page.getByRole('banner').getByText('Edit page', { exact: true });

      for (const viewport of [viewports.phone, viewports.desktop]) {
        await page.setViewportSize(viewport);
        await toggle.waitFor();
        // The bar lays itself out anew after the resize: measured until it has.
        await expect
          .poll(async () => {
            const words = await name.boundingBox();
            const control = await toggle.boundingBox();
            if (!words || !control) return `"Edit page" is not shown at ${viewport.width} px`;
            return {
              inView: words.x >= 0,
              beforeTheSwitch: words.x + words.width <= control.x,
              level: Math.abs(words.y + words.height / 2 - (control.y + control.height / 2)) < 4,
            };
          })
          .toEqual({ inView: true, beforeTheSwitch: true, level: true });
      }

      await name.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    });
  });

  describe.each(Object.entries(viewports))('links to sections at %s width', (_size, viewport) => {
    newPageForEachTest(viewport);

    it.each(['team', 'contact'])('opening /#%s lands on that section', async (id) => {
      await page.goto(`${suite.server.baseUrl}/#${id}`);

      await expectSectionBelowBar(page, id);
    });

    it('opening /#team on a slow connection lands on Team once the sections above have loaded', async () => {
      // Every read of the landing page answers 400 ms late, long after the page has first drawn.
      await page.route(
        /\/api\/(club-config|vehicles|competitions|team-members|sponsors|news)$/,
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 400));
          await route.continue();
        },
      );

      await page.goto(`${suite.server.baseUrl}/#team`);

      await waitForLandingData(page);
      await expectSectionBelowBar(page, 'team');
    });

    it('changing the hash to #sponsors scrolls there', async () => {
      await page.goto(`${suite.server.baseUrl}/`);
      await waitForLandingData(page);

      await page.evaluate(() => {
        window.location.hash = 'sponsors';
      });

      await expectSectionBelowBar(page, 'sponsors');
    });

    it("the footer's quick links lead to About, Team and Sponsors", async () => {
      await page.goto(`${suite.server.baseUrl}/`);
      await waitForLandingData(page);
      const quickLinks = page.getByRole('navigation', { name: 'Quick links' });

      for (const [label, id] of [
        ['About', 'about'],
        ['Team', 'team'],
        ['Sponsors', 'sponsors'],
      ] as const) {
        await quickLinks.getByRole('link', { name: label }).click();

        await page.waitForURL(`${suite.server.baseUrl}/#${id}`);
        await expectSectionBelowBar(page, id);
      }
    });

    it('a quick link on another page opens the home page at its section', async () => {
      await page.goto(`${suite.server.baseUrl}/rules`);
      await page.getByRole('heading', { name: 'Rules Catalog', level: 1 }).waitFor();

      await page
        .getByRole('navigation', { name: 'Quick links' })
        .getByRole('link', { name: 'Team' })
        .click();

      await page.waitForURL(`${suite.server.baseUrl}/#team`);
      await expectSectionBelowBar(page, 'team');
    });
  });
});
