// Saved conversations with Axel (decision 39) in Chromium against the production server and a local
// OpenAI-compatible model: a conversation survives a reload and is continued with its history, is
// renamed and deleted, and is refused to another member; a thumbs down with a comment shows in
// /admin; on a phone the conversations sit behind a disclosure and nothing scrolls sideways.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import { notifications } from './support/toasts';

// Accounts seeded for DEV_LOGIN=1 (server/db/seed/seed-dev-users.ts).
const DESIGNER = 'taylor.brooks@example.org';
const ADMIN = 'dana.whitfield@example.org';
const QUESTION = 'What frame tubing do the rules require?';
const FOLLOW_UP = 'And what wall thickness for the main hoop?';

describeWithBrowser('Axel conversations', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' }, { model: true });

  const input = (page: Page) => page.getByRole('textbox', { name: 'Your question' });
  const log = (page: Page) => page.getByRole('log');
  const answers = (page: Page) => log(page).locator('> div').filter({ hasText: /^Axel/ });
  const conversations = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });

  /** Asks and waits until the answer is whole (its sources are listed) and the input is back. */
  async function ask(page: Page, question: string) {
    const before = await answers(page).count();
    await input(page).fill(question);
    await input(page).press('Enter');
    await answers(page).nth(before).getByRole('link').first().waitFor();
    await expect.poll(() => input(page).isDisabled()).toBe(false);
  }

  const conversationIdOf = (page: Page) => new URL(page.url()).searchParams.get('c');

  describe('at desktop width', () => {
    it('keeps a conversation over a reload, continues it, renames and deletes it', async () => {
      const page = await suite.signedIn(DESIGNER, viewports.desktop, '/axel');
      await conversations(page).getByText('No saved conversations yet.').waitFor();

      await ask(page, QUESTION);
      await expect.poll(() => conversationIdOf(page)).toMatch(/^[0-9a-f-]{36}$/);
      const id = conversationIdOf(page) ?? '';
      const item = conversations(page).getByRole('link', { name: QUESTION });
      expect(await item.getAttribute('aria-current')).toBe('page');
      const firstAnswer = (await answers(page).first().locator('.break-words').textContent()) ?? '';

      await page.reload();
      await log(page).getByText(QUESTION, { exact: true }).waitFor();
      expect(await answers(page).first().locator('.break-words').textContent()).toBe(firstAnswer);
      expect(conversationIdOf(page)).toBe(id);

      // Continued: the page names the conversation, the server tells the model its history.
      const sent = page.waitForRequest((request) => request.url().endsWith('/api/axel/ask'));
      await ask(page, FOLLOW_UP);
      expect((await sent).postDataJSON()).toMatchObject({ prompt: FOLLOW_UP, conversationId: id });
      const messages = suite.model.requests.at(-1)?.body.messages ?? [];
      expect(messages.map((message) => message.role)).toEqual([
        'system',
        'user',
        'assistant',
        'user',
      ]);
      expect(messages[1]?.content).toBe(QUESTION);
      expect(await conversations(page).getByRole('listitem').count()).toBe(1);
      await expectNoAxeViolations(page);

      // Renamed in place: Escape leaves the title as it was, Enter keeps the new one.
      const renameButton = conversations(page).getByRole('button', {
        name: `Rename “${QUESTION}”`,
      });
      await renameButton.click();
      const title = conversations(page).getByRole('textbox', { name: 'Conversation title' });
      await title.fill('Frame tubing');
      await title.press('Escape');
      expect(await renameButton.evaluate((element) => element === document.activeElement)).toBe(
        true,
      );
      await renameButton.click();
      await title.fill('Frame tubing');
      await title.press('Enter');
      await conversations(page)
        .getByRole('link', { name: /^Frame tubing/ })
        .waitFor();

      // Another member who may use Axel is told it does not exist.
      const admin = await suite.signedIn(ADMIN, viewports.desktop, `/axel?c=${id}`);
      await admin.getByRole('heading', { name: 'Conversation not found' }).waitFor();
      expect(await conversations(admin).getByText('Frame tubing').count()).toBe(0);
      const read = await admin.request.get(`${suite.server.baseUrl}/api/axel/conversations/${id}`);
      expect(read.status()).toBe(404);

      // Deleted after a question; the page starts a new conversation.
      await conversations(page).getByRole('button', { name: 'Delete “Frame tubing”' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete conversation?' });
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await notifications(page).getByText('Conversation deleted').waitFor();
      await conversations(page).getByText('No saved conversations yet.').waitFor();
      await page.waitForURL(`${suite.server.baseUrl}/axel`);
      expect(await log(page).textContent()).toBe('');
      await page.reload();
      await conversations(page).getByText('No saved conversations yet.').waitFor();
    });

    it('shows a thumbs down and its comment to admins, with the question', async () => {
      const page = await suite.signedIn(DESIGNER, viewports.desktop, '/axel');
      await ask(page, QUESTION);

      const notHelpful = answers(page).first().getByRole('button', { name: 'Not helpful' });
      await notHelpful.click();
      await notifications(page).getByText('Thanks for your feedback').waitFor();
      expect(await notHelpful.getAttribute('aria-pressed')).toBe('true');
      const helpful = answers(page).first().getByRole('button', { name: 'Helpful', exact: true });
      expect(await helpful.getAttribute('aria-pressed')).toBe('false');
      await answers(page)
        .first()
        .getByRole('textbox', { name: 'What was wrong? (optional)' })
        .fill('It did not say the wall thickness.');
      await answers(page).first().getByRole('button', { name: 'Send' }).click();
      await notifications(page).getByText('Your comment was sent to the club’s admins.').waitFor();
      await expectNoAxeViolations(page);

      const admin = await suite.signedIn(ADMIN, viewports.desktop, '/admin');
      const feedback = admin.getByRole('region', { name: 'Axel feedback' });
      const row = feedback
        .getByRole('row')
        .filter({ hasText: 'It did not say the wall thickness.' });
      await row.waitFor();
      expect(await row.textContent()).toContain(QUESTION);
      expect(await row.textContent()).toContain('Taylor Brooks');
      expect(await row.textContent()).toContain('Not helpful');
      await expectNoAxeViolations(admin);
    });
  });

  describe('at phone width', () => {
    it('keeps the conversations behind a disclosure, without the page scrolling sideways', async () => {
      const page = await suite.signedIn(DESIGNER, viewports.phone, '/axel');
      await ask(page, QUESTION);

      const disclosure = conversations(page).getByRole('button', { name: 'Conversations' });
      expect(await disclosure.getAttribute('aria-expanded')).toBe('false');
      expect(
        await conversations(page).getByRole('button', { name: 'New conversation' }).isVisible(),
      ).toBe(false);
      await disclosure.click();
      const current = conversations(page).locator('[aria-current="page"]');
      await current.waitFor();
      expect(await current.textContent()).toContain(QUESTION);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewports.phone.width);
      await expectNoAxeViolations(page);

      // "New conversation" closes the list and empties the chat.
      await conversations(page).getByRole('button', { name: 'New conversation' }).click();
      expect(await disclosure.getAttribute('aria-expanded')).toBe('false');
      await page.waitForURL(`${suite.server.baseUrl}/axel`);
      expect(await log(page).textContent()).toBe('');
    });
  });
});
