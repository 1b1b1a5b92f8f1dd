// The admins' side of the members' own team cards, in a real browser against the production server:
// an admin names the club's subteams in the Club settings and gives a card one; links a card to a
// member's account, who then reads it as theirs; answers a member's claim (Refuse, then Confirm)
// and their request to be listed as graduating; and the server's refusal shows in a toast. At
// phone and desktop widths, with axe.
import { adminContentPath } from '@common/editor/editor';
import {
  TEAM_CARD_CLAIM_PATH,
  TEAM_CARD_GRADUATION_PATH,
  TEAM_CARD_PATH,
  type TeamCardState,
  teamCardAccountPath,
} from '@common/team/team-card';
import type { APIRequestContext, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { useClubSettings } from './support/club-settings';
import { signInRequests } from './support/dev-login';
import { entryCard, openEditorTab } from './support/editor-entries';
import { useServerAndBrowser } from './support/suite';
import { notifications } from './support/toasts';

// Accounts and cards seeded for DEV_LOGIN=1 (server/db/seed/seed-dev-users.ts, seed-content.ts).
const ADMIN = 'dana.whitfield@example.org';
const MEMBER = 'jamie.ortiz@example.org';
const TEAM_LIST = adminContentPath('team-members');

interface Card {
  id: string;
  name: string;
  email: string | null;
  subteam: string | null;
  userId: string | null;
  claimedBy: string | null;
  graduationYear: number | null;
}

describeWithBrowser("the admins' side of the team cards", () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });
  const settings = useClubSettings(suite);
  const contexts: Record<'admin' | 'member', BrowserContext | undefined> = {
    admin: undefined,
    member: undefined,
  };
  let page: Page;

  const url = (path: string) => `${suite.server.baseUrl}${path}`;
  const requests = (who: 'admin' | 'member'): APIRequestContext => {
    const context = contexts[who];
    if (!context) throw new Error('signed in before the first test');
    return context.request;
  };
  const write = (who: 'admin' | 'member', method: 'PUT' | 'POST', path: string, data = {}) =>
    requests(who).fetch(url(path), { method, data, headers: { origin: suite.server.baseUrl } });

  async function cards(): Promise<Card[]> {
    const response = await requests('admin').get(url(TEAM_LIST));
    expect(response.status()).toBe(200);
    return (await response.json()) as Card[];
  }
  async function cardNamed(name: string): Promise<Card> {
    const card = (await cards()).find((candidate) => candidate.name === name);
    if (!card) throw new Error(`no card of ${name}`);
    return card;
  }
  async function membersCard(): Promise<TeamCardState> {
    const response = await requests('member').get(url(TEAM_CARD_PATH));
    expect(response.status()).toBe(200);
    return (await response.json()) as TeamCardState;
  }

  const toast = (text: string) => notifications(page).getByText(text, { exact: true });
  const card = (name: string) => entryCard(page, name);
  const accountOf = (name: string): Locator =>
    card(name).getByRole('region', { name: `Account of ${name}` });

  async function openTeam(viewport: (typeof viewports)[keyof typeof viewports]) {
    page = await suite.signedIn(ADMIN, viewport, '/admin/edit?tab=team');
    await (await openEditorTab(page, 'Team')).getByRole('list').first().waitFor();
  }

  beforeAll(async () => {
    for (const [who, email] of [
      ['admin', ADMIN],
      ['member', MEMBER],
    ] as const) {
      const context = await suite.browser.newContext();
      await signInRequests(context.request, suite.server.baseUrl, email);
      contexts[who] = context;
    }
  });
  // Each test starts with no card linked or claimed, so that the member keeps none.
  afterEach(async () => {
    for (const linked of (await cards()).filter((one) => one.userId || one.claimedBy)) {
      const response = await write('admin', 'PUT', teamCardAccountPath(linked.id), {
        userId: null,
      });
      expect(response.status()).toBe(200);
    }
  });
  afterAll(async () => {
    for (const context of Object.values(contexts)) await context?.close();
  });

  describe('at desktop width', () => {
    it('names the subteams in the settings, and a card takes one of them', async () => {
      page = await suite.signedIn(ADMIN, viewports.desktop, '/admin/edit?tab=settings');
      const team = page
        .getByRole('tabpanel', { name: 'Club settings' })
        .getByRole('region', { name: 'Team' });
      const seeded = ['Frame', 'Suspension', 'Drivetrain', 'Electronics', 'Business'];
      expect(await team.getByRole('textbox', { name: 'Subteam 1' }).inputValue()).toBe('Frame');

      await team.getByRole('button', { name: 'Add subteam' }).click();
      // The new row's box has the focus.
      await page.keyboard.type('frame');
      await team.getByRole('button', { name: 'Save subteams' }).click();
      await team.getByText('Each subteam must be named once').waitFor();
      expect((await settings.stored()).subteams).toEqual(seeded);

      await team.getByRole('textbox', { name: 'Subteam 6' }).fill('Aero');
      await team.getByRole('button', { name: 'Move subteam 6 (Aero) up' }).click();
      await team.getByRole('button', { name: 'Remove subteam 6 (Business)' }).click();
      await team.getByRole('button', { name: 'Save subteams' }).click();
      await toast('Club settings updated successfully!').waitFor();
      const subteams = ['Frame', 'Suspension', 'Drivetrain', 'Electronics', 'Aero'];
      expect((await settings.stored()).subteams).toEqual(subteams);

      const grouping = team.getByRole('switch', { name: 'Group the team section by subteam' });
      expect(await grouping.getAttribute('aria-checked')).toBe('false');
      await grouping.click();
      // The switch turns on when the server's answer arrives, which can be after the row is stored.
      await expect.poll(() => grouping.getAttribute('aria-checked')).toBe('true');
      expect((await settings.stored()).groupTeamBySubteam).toBe(true);
      await expectNoAxeViolations(page);

      await (await openEditorTab(page, 'Team')).getByRole('list').first().waitFor();
      const jordan = card('Jordan Vale');
      await jordan.getByRole('button', { name: 'Edit Subteam' }).click();
      const choice = jordan.getByRole('combobox', { name: 'Subteam' });
      expect(await choice.locator('option').allTextContents()).toEqual(['No subteam', ...subteams]);
      await choice.selectOption('Aero');
      await page.keyboard.press('Enter');
      await toast('Team member updated successfully!').waitFor();
      await choice.waitFor({ state: 'detached' });
      await jordan.getByText('Aero', { exact: true }).waitFor();
      expect((await cardNamed('Jordan Vale')).subteam).toBe('Aero');

      await page.getByRole('button', { name: 'Add Team Member' }).click();
      const form = page.getByRole('form', { name: 'Add Team Member' });
      expect(await form.getByLabel('Subteam').locator('option').allTextContents()).toEqual([
        'No subteam',
        ...subteams,
      ]);
      await expectNoAxeViolations(page);
    });

    it("answers a member's claim: Refuse leaves the card unlinked, Confirm gives it to them", async () => {
      const marcus = await cardNamed('Marcus Oyelaran');
      await write('admin', 'PUT', `/api/team-members/${marcus.id}`, { email: MEMBER });
      expect((await write('member', 'POST', TEAM_CARD_CLAIM_PATH)).status()).toBe(200);

      await openTeam(viewports.desktop);
      const account = accountOf('Marcus Oyelaran');
      await account
        .getByText('Claimed by Jamie Ortiz (jamie.ortiz@example.org) — waiting for you')
        .waitFor();
      await expectNoAxeViolations(page);
      await account.getByRole('button', { name: 'Refuse the claim on Marcus Oyelaran' }).click();
      await toast('Claim refused').waitFor();
      await account.getByText('No account keeps this card.').waitFor();
      expect(await membersCard()).toMatchObject({ card: null, claimed: null });

      // The member may claim it again; this time the admin confirms.
      expect((await write('member', 'POST', TEAM_CARD_CLAIM_PATH)).status()).toBe(200);
      await page.reload();
      await account.getByRole('button', { name: 'Confirm the claim on Marcus Oyelaran' }).click();
      await toast('Claim confirmed successfully!').waitFor();
      await account.getByText('Kept by Jamie Ortiz (jamie.ortiz@example.org)').waitFor();
      expect((await membersCard()).card?.name).toBe('Marcus Oyelaran');
      // The part's heading holds the focus once the buttons that answered are gone.
      expect(
        await account
          .getByRole('heading')
          .evaluate((element) => element === document.activeElement),
      ).toBe(true);
    });

    it('lists a member with the class they asked for, and shows why a link is refused', async () => {
      await linkToMember((await cardNamed('Marcus Oyelaran')).id);
      const year = new Date().getFullYear();
      const asked = await write('member', 'POST', TEAM_CARD_GRADUATION_PATH, {
        graduationYear: year,
      });
      expect(asked.status(), await asked.text()).toBe(200);

      await openTeam(viewports.desktop);
      const marcusCard = card('Marcus Oyelaran');
      await marcusCard.getByText(`Asks to be listed with the class of ${year}`).waitFor();
      await marcusCard.getByRole('button', { name: `List with the class of ${year}` }).click();
      await toast('Team member updated successfully!').waitFor();
      await marcusCard.getByText(`Asks to be listed with the class of ${year}`).waitFor({
        state: 'detached',
      });
      expect((await cardNamed('Marcus Oyelaran')).graduationYear).toBe(year);

      // The member keeps Marcus's card: the server refuses them a second one.
      const priya = accountOf('Priya Castellano');
      await priya.getByRole('button', { name: 'Link an account to Priya Castellano' }).click();
      await page.keyboard.type('jamie');
      await priya.getByRole('radio', { name: /Jamie Ortiz/ }).check();
      await priya.getByText('Keeps the card of Marcus Oyelaran').waitFor();
      await priya.getByRole('button', { name: 'Link Jamie Ortiz to Priya Castellano' }).click();
      await toast('Failed to link account').waitFor();
      await toast('That account already keeps the card of Marcus Oyelaran').waitFor();
      expect((await cardNamed('Priya Castellano')).userId).toBeNull();
    });
  });

  /** Links the card to the member through the API. */
  async function linkToMember(cardId: string) {
    const users = await (await requests('admin').get(url('/api/auth/dev-users'))).json();
    const member = (users as { id: string; email: string }[]).find((one) => one.email === MEMBER);
    if (!member) throw new Error('no seeded member');
    const response = await write('admin', 'PUT', teamCardAccountPath(cardId), {
      userId: member.id,
    });
    expect(response.status()).toBe(200);
  }

  describe('at phone width', () => {
    it("links a card to a member's account, who then reads it as theirs, and unlinks it", async () => {
      await openTeam(viewports.phone);
      const account = accountOf('Priya Castellano');
      await account.getByText('No account keeps this card.').waitFor();
      await account.getByRole('button', { name: 'Link an account to Priya Castellano' }).click();
      const search = account.getByRole('searchbox', {
        name: 'Find a member to keep the card of Priya Castellano',
      });
      expect(await search.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.type('ORTIZ');
      await account.getByText('1 active member matches. Pick one, then Link.').waitFor();
      const link = account.getByRole('button', { name: 'Link', exact: true });
      expect(await link.isDisabled()).toBe(true);
      await account.getByRole('radio', { name: /Jamie Ortiz/ }).check();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewports.phone.width,
      );

      await account.getByRole('button', { name: 'Link Jamie Ortiz to Priya Castellano' }).click();
      await toast('Account linked successfully!').waitFor();
      await account.getByText('Kept by Jamie Ortiz (jamie.ortiz@example.org)').waitFor();
      expect((await membersCard()).card?.name).toBe('Priya Castellano');

      await account
        .getByRole('button', { name: 'Unlink the account from Priya Castellano' })
        .click();
      const dialog = page.getByRole('dialog', {
        name: 'Unlink the account from Priya Castellano?',
      });
      await dialog.getByRole('button', { name: 'Unlink' }).click();
      await toast('Account unlinked successfully!').waitFor();
      await account.getByText('No account keeps this card.').waitFor();
      expect((await membersCard()).card).toBeNull();
    });
  });
});
