// The landing page's hero, its car and results section, and what the data sections show while their
// data loads (skeletons) or when it fails (a message in the section's place), in a real browser.
// Settings are saved through the real API as the admin, and put back after each test.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  starterClubConfig,
  starterCompetitions,
  starterNews,
  starterVehicles,
} from '../server/db/seed/seed-content';
import { describeWithBrowser, viewports } from './support/browser';
import { useClubSettings } from './support/club-settings';
import { expectSectionBelowBar } from './support/landing';
import { useServerAndBrowser } from './support/suite';
import { linesOf } from './support/text-lines';

const CAR_SECTION = 'Built by students, raced by students';
const SERVER_TROUBLE = 'Something went wrong on our side. Please try again later.';

const latestCar = starterVehicles.find((vehicle) => vehicle.isLatest === 1);
const earlierCars = starterVehicles.filter((vehicle) => vehicle !== latestCar);

/** How a visitor reads each seeded result: the date spelt out, the placings as ordinals. */
const shownResults: Record<string, { date: string; placings: string[] }> = {
  'Spring Off-Road Design Challenge': {
    date: 'May 14, 2026',
    placings: ['Overall: 34th', 'Design: 41st', 'Sales: 22nd', 'Endurance: 18th'],
  },
  'Midwest Endurance Invitational': { date: 'October 11, 2025', placings: ['Endurance: 27th'] },
};

describeWithBrowser('the landing sections', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });
  const settings = useClubSettings(suite);
  let page: Page;

  /** Gives each test of the enclosing block a fresh page of this size. */
  function newPageForEachTest(viewport: { width: number; height: number }) {
    beforeEach(async () => {
      page = await suite.openPage(viewport);
    });
  }

  const section = (name: string) => page.getByRole('region', { name });

  describe.each(Object.entries(viewports))('at %s width', (_size, viewport) => {
    newPageForEachTest(viewport);

    it('"Sign Up Now" in the hero leads to the contact section while no signup form is set', async () => {
      expect(starterClubConfig.signupFormUrl).toBeNull();
      await page.goto(`${suite.server.baseUrl}/`);

      await page.getByRole('link', { name: 'Sign Up Now' }).click();

      await page.waitForURL(`${suite.server.baseUrl}/#contact`);
      await expectSectionBelowBar(page, 'contact');
    });

    it('"Sign Up Now" in the hero leads to /join once a signup form is set', async () => {
      await settings.change({ signupFormUrl: 'https://forms.example.org/offroad-signup' });
      await page.goto(`${suite.server.baseUrl}/`);

      await page.getByRole('link', { name: 'Sign Up Now' }).click();

      await page.waitForURL(`${suite.server.baseUrl}/join`);
      await page.getByRole('heading', { name: 'Join Our Team' }).waitFor();
      expect(await page.getByTitle('Club signup form').getAttribute('src')).toBe(
        'https://forms.example.org/offroad-signup',
      );
    });

    it('"Learn More" in the hero scrolls to the about section', async () => {
      await page.goto(`${suite.server.baseUrl}/`);

      await page.getByRole('link', { name: 'Learn More' }).click();

      await page.waitForURL(`${suite.server.baseUrl}/#about`);
      await expectSectionBelowBar(page, 'about');
    });

    it('the hero has no Sponsor Brochure while none is set', async () => {
      expect(starterClubConfig.sponsorBrochureUrl).toBeNull();
      await page.goto(`${suite.server.baseUrl}/`);
      await page.getByRole('link', { name: 'Learn More' }).waitFor();

      expect(await page.getByText('Sponsor Brochure').count()).toBe(0);
      expect(await page.getByText('coming soon').count()).toBe(0);
    });

    it('the Sponsor Brochure opens in a new tab once set', async () => {
      await settings.change({ sponsorBrochureUrl: '/uploads/documents/abc/brochure.pdf' });
      await page.goto(`${suite.server.baseUrl}/`);

      const brochure = page.getByRole('link', { name: 'Sponsor Brochure (opens in a new tab)' });
      await brochure.waitFor();
      expect(await brochure.getAttribute('href')).toBe('/uploads/documents/abc/brochure.pdf');
      expect(await brochure.getAttribute('target')).toBe('_blank');
      expect(await page.getByRole('button', { name: /Sponsor Brochure/ }).count()).toBe(0);
    });

    it('the car section shows the latest car with its specs, and the earlier cars', async () => {
      if (!latestCar) throw new Error('the seeded site has no car');
      await page.goto(`${suite.server.baseUrl}/`);
      const car = section(CAR_SECTION);

      const latest = car.getByRole('article');
      await latest.getByRole('heading', { name: latestCar.name }).waitFor();
      await latest.getByText(`Latest car · ${latestCar.year}`).waitFor();
      await latest.getByText(latestCar.description).waitFor();
      await latest
        .getByRole('img', { name: `${latestCar.name}, our ${latestCar.year} car` })
        .waitFor();
      const specs = await latest.locator('dl > div').allInnerTexts();
      expect(specs.map(linesOf)).toEqual([
        ['Engine', latestCar.engine],
        ['Weight', latestCar.weight],
        ['Suspension', latestCar.suspension],
        ['Top speed', latestCar.topSpeed],
      ]);

      await car.getByRole('heading', { name: 'Earlier cars' }).waitFor();
      expect(earlierCars.length).toBeGreaterThan(0);
      for (const earlier of earlierCars) {
        const item = car.getByRole('listitem').filter({ hasText: earlier.name });
        expect(linesOf(await item.innerText())).toEqual([
          `${earlier.name} (${earlier.year})`,
          earlier.description,
        ]);
      }
    });

    it('the car section lists the competition results, newest first, with their placings', async () => {
      await page.goto(`${suite.server.baseUrl}/`);
      const car = section(CAR_SECTION);
      await car.getByRole('heading', { name: 'Competition results' }).waitFor();

      for (const result of starterCompetitions) {
        const shown = shownResults[result.eventName];
        if (!shown) throw new Error(`no expected display for ${result.eventName}`);
        const card = car.getByRole('listitem').filter({ hasText: result.eventName });
        const lines = linesOf(await card.innerText());
        expect(lines[0]).toBe(result.eventName);
        expect(lines[1]).toBe(`${result.location} · ${shown.date}`);
        expect(await card.locator('dl > div').allInnerTexts()).toEqual(shown.placings);
        if (result.notes) expect(lines.at(-1)).toBe(result.notes);
      }
      const text = await car.innerText();
      const newestFirst = [...starterCompetitions].sort((a, b) => b.date.localeCompare(a.date));
      const positions = newestFirst.map((result) => text.indexOf(result.eventName));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    });
  });

  // The server writes the landing page's data into `/` as it sends it; the browser reads that data
  // from the API only when it opens the page itself, from another page of the site.
  describe('when the data does not come', () => {
    newPageForEachTest(viewports.phone);

    /** Opens /join, then the home page by the club's name in the bar, without loading a page. */
    async function goHomeFromJoin() {
      await page.goto(`${suite.server.baseUrl}/join`);
      await page.evaluate(() => {
        Object.assign(window, { sameDocument: true });
      });
      await page.locator('header a[href="/"]').first().click();
      await page.waitForURL(`${suite.server.baseUrl}/`);
      expect(
        await page.evaluate(() => 'sameDocument' in window),
        'the browser loaded / from the server',
      ).toBe(true);
    }

    const firstNewsTitle = [...starterNews]
      .filter((article) => article.isPublished !== 0)
      .sort((a, b) => b.date.localeCompare(a.date))[0]?.title;

    /** Each read, its section, its failure message, a seeded text it shows when it loads. */
    const failures = [
      [
        '/api/team-members',
        'Meet Our Club Family',
        'Failed to load team members. Please try again later.',
        'Jordan Vale',
      ],
      [
        '/api/sponsors',
        'Our Valued Partners',
        'Failed to load sponsor information. Please try again later.',
        'Trailhead Outfitters',
      ],
      [
        '/api/news',
        'Latest News',
        'Failed to load news articles. Please try again later.',
        firstNewsTitle ?? '',
      ],
      [
        '/api/vehicles',
        CAR_SECTION,
        'Failed to load our cars. Please try again later.',
        latestCar?.name ?? '',
      ],
      [
        '/api/competitions',
        CAR_SECTION,
        'Failed to load competition results. Please try again later.',
        'Spring Off-Road Design Challenge',
      ],
    ] as const;

    it.each(failures)(
      'a failed %s shows its message in "%s" and the other sections still load',
      async (path, sectionName, message, missing) => {
        expect(missing).not.toBe('');
        await page.route(`**${path}`, (route) =>
          route.fulfill({ status: 500, json: { message: SERVER_TROUBLE } }),
        );
        await goHomeFromJoin();

        const alert = section(sectionName).getByRole('alert');
        await alert.waitFor();
        expect(await alert.innerText()).toBe(message);
        expect(await section(sectionName).getByText(missing).count()).toBe(0);
        expect(await page.getByText(SERVER_TROUBLE).count()).toBe(0);
        // Every other read still fills its section.
        for (const [otherPath, otherSection, otherMessage, shown] of failures) {
          if (otherPath === path) continue;
          await section(otherSection).getByText(shown, { exact: true }).first().waitFor();
          expect(await page.getByText(otherMessage).count(), otherMessage).toBe(0);
        }
      },
    );

    it('a read that gets no answer at all shows the same message', async () => {
      await page.route('**/api/team-members', (route) => route.abort('internetdisconnected'));
      await goHomeFromJoin();

      await section('Meet Our Club Family')
        .getByText('Failed to load team members. Please try again later.', { exact: true })
        .waitFor();
    });

    it('no published news shows "No news articles available at this time."', async () => {
      await page.route('**/api/news', (route) => route.fulfill({ json: [] }));
      await goHomeFromJoin();

      await section('Latest News')
        .getByText('No news articles available at this time.', { exact: true })
        .waitFor();
      expect(
        await section('Latest News')
          .getByRole('button', { name: /Read more/ })
          .count(),
      ).toBe(0);
    });

    it('while loading, team shows 3 placeholder cards, sponsors 8 and news 3', async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/api\/(team-members|sponsors|news)$/, async (route) => {
        await held;
        await route.continue();
      });
      await goHomeFromJoin();
      const placeholders = (name: string) =>
        section(name).locator('.animate-pulse[aria-hidden="true"]').count();

      await section('Latest News').locator('.animate-pulse').first().waitFor();
      expect(await placeholders('Meet Our Club Family')).toBe(3);
      expect(await placeholders('Our Valued Partners')).toBe(8);
      expect(await placeholders('Latest News')).toBe(3);

      release();
      await section('Latest News').getByRole('heading', { name: firstNewsTitle }).waitFor();
      expect(await placeholders('Latest News')).toBe(0);
      await section('Meet Our Club Family').getByText('Jordan Vale').waitFor();
      expect(await placeholders('Meet Our Club Family')).toBe(0);
    });
  });
});
