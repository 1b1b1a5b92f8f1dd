import { expect, it } from 'vitest';
import { describeWithBrowser, viewports } from './support/browser';
import { ADMIN, type SettingsChange, useClubSettings } from './support/club-settings';
import { turnEditModeOn } from './support/edit-mode';
import { useServerAndBrowser } from './support/suite';
import { linesOf } from './support/text-lines';

const MEMBER = 'jamie.ortiz@example.org';

const granite = {
  clubName: 'Granite Valley Off-Road',
  tagline: 'Students who build a mud-proof car every year, and race it.',
  logoUrl: '/images/sponsors/granite-peak.svg',
  heroImageUrl: '/images/vehicles/nr-26.svg',
  contactEmail: 'hello@granite-valley.example.edu',
  meeting: { day: 'Saturday', startTime: '11:00', endTime: '13:00', place: 'the engineering shop' },
  activeMembers: null,
  foundingYear: null,
  buildHours: null,
} satisfies SettingsChange;

/** The lines of text a person reads in an element, without the blank ones. */
describeWithBrowser("the club's own settings on its pages", () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });
  const settings = useClubSettings(suite);
  const url = (path: string) => `${suite.server.baseUrl}${path}`;

  it('the page the server sends names the club in its title and og:site_name, before any script', async () => {
    await settings.change({ clubName: granite.clubName });

    const visitor = await suite.openPage(viewports.desktop);
    const html = await (await visitor.context().request.get(url('/'))).text();

    expect(html).toContain(`<title>${granite.clubName}</title>`);
    expect(html).toMatch(
      new RegExp(`<meta property="og:site_name" content="${granite.clubName}"\\s*/?>`),
    );
  });

  it.each(Object.entries(viewports))(
    'at %s width, the bar, the hero, the footer and the tab carry the club’s name, logo, tagline and picture',
    async (_size, viewport) => {
      await settings.change(granite);
      const page = await suite.openPage(viewport);
      await page.goto(url('/'));
      await page.reload();

      await page.getByRole('heading', { name: granite.clubName, level: 1 }).waitFor();
      const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link').first();
      expect(await home.innerText()).toBe(granite.clubName);
      const logo = home.locator('img');
      expect(await logo.getAttribute('src')).toBe(granite.logoUrl);
      expect(await logo.getAttribute('alt')).toBe('');
      await page.getByText(granite.tagline, { exact: true }).waitFor();
      const picture = page.locator('#home img');
      expect(await picture.getAttribute('src')).toBe(granite.heroImageUrl);
      expect(await picture.getAttribute('fetchpriority')).toBe('high');
      await page.getByText('competing teams').waitFor();
      const year = new Date().getFullYear();
      await page
        .getByRole('contentinfo')
        .getByText(`© ${year} ${granite.clubName}. A registered student organization.`)
        .waitFor();
      expect(await page.title()).toBe(granite.clubName);

      await page.goto(url('/rules'));
      await page.getByRole('heading', { name: 'Rules Catalog', level: 1 }).waitFor();
      await expect.poll(() => page.title()).toBe(`Rules Catalog · ${granite.clubName}`);
    },
  );

  it('a page opened by the bar’s link carries the club’s name in its tab title', async () => {
    await settings.change({ clubName: granite.clubName });
    const page = await suite.openPage(viewports.desktop);
    await page.goto(url('/'));

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Rules', exact: true })
      .click();

    await page.getByRole('heading', { name: 'Rules Catalog', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe(`Rules Catalog · ${granite.clubName}`);
  });

  it.each(Object.entries(viewports))(
    'at %s width, the landing page shows the club’s meeting and email, and the fallbacks of unset figures',
    async (_size, viewport) => {
      await settings.change(granite);
      const page = await suite.openPage(viewport);
      await page.goto(url('/'));
      await page.reload();

      const stats = page.locator('#team dl > div');
      await stats.first().waitFor();
      const figures = await stats.evaluateAll((cards) =>
        cards.map((card) => card.querySelector('dd')?.textContent),
      );
      expect(figures).toEqual(['25+', '2024', '100+']);
      const meeting = page.getByRole('complementary', { name: 'Meetings and links' });
      await meeting.getByText('Saturdays 11:00 AM-1:00 PM', { exact: true }).waitFor();
      await meeting
        .getByText('In the engineering shop. Everyone is welcome, drop in any week.')
        .waitFor();
      const email = meeting.getByRole('link', { name: 'Email us' });
      expect(await email.getAttribute('href')).toBe(`mailto:${granite.contactEmail}`);
      expect(linesOf(await page.locator('footer').innerText())).toContain(granite.contactEmail);
    },
  );

  it('the landing page shows the figures the club typed', async () => {
    await settings.change({ activeMembers: '40+', foundingYear: '2019', buildHours: '2,400' });
    const page = await suite.openPage(viewports.phone);
    await page.goto(url('/'));

    const stats = page.locator('#team dl > div');
    await stats.first().waitFor();
    const figures = await stats.evaluateAll((cards) =>
      cards.map((card) => card.querySelector('dd')?.textContent),
    );
    expect(figures).toEqual(['40+', '2019', '2,400']);
  });

  it('/join without a signup form leads to the contact form and names the meeting', async () => {
    await settings.change({ ...granite, signupFormUrl: null });
    const page = await suite.openPage(viewports.phone);
    await page.goto(url('/join'));

    const notice = page.getByText('Our signup form is not online yet.');
    await notice.waitFor();
    expect(await notice.innerText()).toContain(
      'Saturdays 11:00 AM-1:00 PM in the engineering shop',
    );
    await page.getByRole('link', { name: 'the contact form' }).click();

    await page.waitForURL(url('/#contact'));
    await page.getByRole('heading', { name: 'Get Involved' }).waitFor();
  });

  it('/join frames the signup form and offers it in a new tab', async () => {
    const form = 'https://forms.example.org/granite-signup';
    await settings.change({ signupFormUrl: form });
    const page = await suite.openPage(viewports.phone);
    await page.goto(url('/join'));

    const frame = page.getByTitle('Club signup form');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(form);
    const newTab = page.getByRole('link', { name: 'Open the form in a new tab' });
    expect(await newTab.getAttribute('href')).toBe(form);
    expect(await newTab.getAttribute('target')).toBe('_blank');
  });

  it('the members area shows the club’s weekly meeting', async () => {
    await settings.change(granite);
    const page = await suite.signedIn(MEMBER, viewports.phone, '/members');

    const meeting = page.getByRole('region', { name: 'Weekly meeting' });
    await meeting.getByText('Saturdays 11:00 AM-1:00 PM', { exact: true }).waitFor();
    await meeting.getByText('In the engineering shop.', { exact: true }).waitFor();
  });

  it('an admin rewrites the rules catalogue’s title in place, and visitors read it', async () => {
    const admin = await suite.signedIn(ADMIN, viewports.desktop, '/rules');
    await turnEditModeOn(admin);
    await admin.getByRole('button', { name: 'Edit Rules catalogue title' }).click();
    await admin.getByRole('textbox', { name: 'Rules catalogue title' }).fill('Our Rulebook');
    await admin.keyboard.press('Enter');
    await admin.getByRole('button', { name: 'Reset to default' }).waitFor();
    await admin.getByRole('button', { name: 'Edit Rules catalogue introduction' }).waitFor();

    const visitor = await suite.openPage(viewports.phone);
    await visitor.goto(url('/rules'));
    await visitor.getByRole('heading', { name: 'Our Rulebook', level: 1 }).waitFor();
    expect(await visitor.title()).toMatch(/^Our Rulebook · /);

    await admin.getByRole('button', { name: 'Reset to default' }).click();
    await admin.getByRole('heading', { name: 'Rules Catalog', level: 1 }).waitFor();
  });
});
