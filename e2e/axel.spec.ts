// Axel (/axel) in Chromium against the production server and a local OpenAI-compatible model
// server: a designer's question streams in with citations to rule cards and suggestions to ask
// next, an empty question cannot be sent, a failing model gives the error toast, a member is
// refused and sent home, and an admin sees what the questions cost. Without a language model the
// page says that Axel answers from the rules at no cost, a question no rule covers gets none, and
// the admin sees the question counted.
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { signInThroughDevLogin } from './support/dev-login';
import { useServerAndBrowser } from './support/suite';
import { notifications } from './support/toasts';

// Accounts seeded for DEV_LOGIN=1 (server/db/seed/seed-dev-users.ts).
const DESIGNER = 'Taylor Brooks';
const MEMBER = 'Jamie Ortiz';
const ADMIN = 'Dana Whitfield';
const MODEL = 'test-model';
const QUESTION = 'What frame tubing do the rules require?';

type Viewport = (typeof viewports)[keyof typeof viewports];

describeWithBrowser('Axel', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1', AI_MODEL: MODEL }, { model: true });
  let page: Page;

  afterEach(() => page?.context().close());

  async function openAs(name: string, viewport: Viewport, path = '/axel') {
    const context = await suite.browser.newContext({ viewport });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await signInThroughDevLogin(page, suite.server.baseUrl, name);
    await page.goto(`${suite.server.baseUrl}${path}`);
  }

  const input = () => page.getByRole('textbox', { name: 'Your question' });
  const sendButton = () => page.getByRole('button', { name: 'Send' });
  const stopButton = () => page.getByRole('button', { name: 'Stop' });
  const conversation = () => page.getByRole('log');
  const axelMessages = () => conversation().locator('> div').filter({ hasText: /^Axel/ });
  const toasts = () => notifications(page);
  const askRequests: string[] = [];

  /** Records each question the page sends to Axel, from now on. */
  function watchQuestions() {
    askRequests.length = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/axel/ask')) askRequests.push(request.postDataJSON().prompt);
    });
  }

  /** Every text the newest answer shows while it streams in, recorded inside the page. */
  async function recordAnswerGrowth() {
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { answerTexts: string[] }).answerTexts = seen;
      const log = document.querySelector('[role="log"]');
      if (!log) throw new Error('no conversation on the page');
      new MutationObserver(() => {
        const answers = [...log.children].filter((child) => child.textContent?.startsWith('Axel'));
        const text = answers.at(-1)?.querySelector('.break-words')?.textContent ?? '';
        if (text && text !== seen.at(-1)) seen.push(text);
      }).observe(log, { childList: true, subtree: true, characterData: true });
    });
  }

  /** The link to the Frame Tubing card among an answer's sources. */
  const citationLink = (answer: Locator) =>
    answer.getByRole('link', { name: /^Frame Tubing \(rule card/ });

  const answerTexts = () =>
    page.evaluate(() => (window as unknown as { answerTexts: string[] }).answerTexts);

  describe('at desktop width', () => {
    it('a designer sees the answer stream in, follows a citation and asks a suggestion', async () => {
      suite.model.setAnswer(
        'The main hoop needs **4130 steel** tubing, 1.25 in OD with a 0.065 in wall. See [rule:frame-tubing]. Document the material too: [rule:frame-material-documentation].',
      );
      suite.model.setMode({ kind: 'trickle', pieceDelayMs: 80 });
      await openAs(DESIGNER, viewports.desktop);
      await page.getByRole('heading', { name: 'Axel, our design assistant' }).waitFor();
      await page.getByText('Using Axel costs money.').waitFor();
      watchQuestions();
      await recordAnswerGrowth();

      await input().fill(QUESTION);
      await input().press('Enter');
      await conversation().getByText(QUESTION, { exact: true }).waitFor();
      expect(await input().isDisabled()).toBe(true);
      const answer = axelMessages().last();
      await citationLink(answer).waitFor();
      await page.getByRole('list', { name: 'Suggested questions' }).waitFor();

      // The answer grew in several steps, from its first words to the whole answer.
      const texts = await answerTexts();
      expect(texts.length).toBeGreaterThanOrEqual(3);
      expect(texts[0]?.startsWith('The')).toBe(true);
      expect(texts.at(-1)).toBe(await answer.locator('.break-words').textContent());
      expect(texts[0]?.length).toBeLessThan((texts.at(-1)?.length ?? 0) / 2);
      // Markdown is rendered, not shown as asterisks.
      expect(await answer.locator('strong').first().textContent()).toBe('4130 steel');
      expect(askRequests).toEqual([QUESTION]);
      // The input is back, empty and focused, for the next question.
      await expect.poll(() => input().isDisabled()).toBe(false);
      expect(await input().evaluate((element) => element === document.activeElement)).toBe(true);
      await expectNoAxeViolations(page);

      // A citation opens the rules page at its card.
      const citation = citationLink(answer);
      expect(await citation.getAttribute('href')).toBe('/rules#frame-tubing');
      const [rules] = await Promise.all([page.context().waitForEvent('page'), citation.click()]);
      await rules.waitForURL(/\/rules#frame-tubing$/);
      const card = rules.locator('article#frame-tubing');
      await card.waitFor();
      await expect
        .poll(() => card.evaluate((element) => element.getBoundingClientRect().top))
        .toBeLessThan(viewports.desktop.height / 2);
      // The cited card is highlighted; its neighbours are not.
      const ringOf = (article: Locator) =>
        article.evaluate((element) => getComputedStyle(element).boxShadow);
      // The page marks it once its code runs, which may come after the browser has scrolled.
      await expect.poll(() => ringOf(card)).not.toBe('none');
      expect(await ringOf(rules.locator('article:not(#frame-tubing)').first())).toBe('none');
      await rules.close();

      // A suggestion is sent as it reads, in the conversation the first answer started: the server
      // tells the model its history (decision 39).
      const suggestion = page
        .getByRole('list', { name: 'Suggested questions' })
        .getByRole('button')
        .first();
      const suggested = (await suggestion.textContent()) ?? '';
      const sent = page.waitForRequest((request) => request.url().endsWith('/api/axel/ask'));
      await suggestion.click();
      const body = (await sent).postDataJSON();
      expect(body.prompt).toBe(suggested);
      expect(body.conversationId).toBe(new URL(page.url()).searchParams.get('c'));
      await expect.poll(() => suite.model.requests.length).toBe(2);
      const toModel = suite.model.requests[1]?.body.messages ?? [];
      expect(toModel.map((message) => message.role)).toEqual([
        'system',
        'user',
        'assistant',
        'user',
      ]);
      // The chip's question is now in the conversation too.
      await conversation().getByText(suggested, { exact: true }).first().waitFor();
      await expect.poll(() => axelMessages().count()).toBe(2);
    });

    it('shows the thinking indicator and keeps the input disabled until the first words', async () => {
      suite.model.setMode({ kind: 'slow', delayMs: 1500 });
      await openAs(DESIGNER, viewports.desktop);
      await input().fill(QUESTION);
      await sendButton().click();
      await page.getByRole('status').filter({ hasText: 'Axel is thinking…' }).waitFor();
      expect(await input().isDisabled()).toBe(true);
      // Stop takes Send's place while the answer is awaited.
      expect(await sendButton().count()).toBe(0);
      await stopButton().waitFor();
      await axelMessages().first().waitFor();
      expect(await page.getByText('Axel is thinking…').count()).toBe(0);
    });

    it('Stop ends the answer, keeps what was written, and the conversation keeps it after a reload', async () => {
      suite.model.setAnswer(
        `The rules ask for two kill switches [rule:kill-switches]. ${'More. '.repeat(200)}`,
      );
      suite.model.setMode({ kind: 'trickle', pieceDelayMs: 60 });
      await openAs(DESIGNER, viewports.desktop);
      await input().fill(QUESTION);
      await input().press('Enter');
      const streaming = axelMessages().last();
      await streaming.getByText(/two kill switches/).waitFor();

      await stopButton().click();

      const stopped = axelMessages().last();
      await stopped.getByText('Stopped before the answer was finished.').waitFor();
      const kept = await stopped.locator('.break-words').textContent();
      expect(kept).toMatch(/^The rules ask for two kill switches/);
      expect(kept?.length).toBeLessThan(600);
      await expect.poll(() => input().isDisabled()).toBe(false);
      await sendButton().waitFor();
      // The answer stopped growing: the model call was ended with it.
      await page.waitForTimeout(500);
      expect(await stopped.locator('.break-words').textContent()).toBe(kept);

      await page.waitForURL(/\/axel\?c=[0-9a-f-]+$/);
      await page.reload();
      const reloaded = axelMessages().last();
      await reloaded.getByText('Stopped before the answer was finished.').waitFor();
      expect(await reloaded.locator('.break-words').textContent()).toMatch(
        /^The rules ask for two kill switches/,
      );
    });

    it('an empty or whitespace-only question cannot be sent', async () => {
      await openAs(DESIGNER, viewports.desktop);
      watchQuestions();
      expect(await sendButton().isDisabled()).toBe(true);
      await input().fill('   \n  ');
      expect(await sendButton().isDisabled()).toBe(true);
      await input().press('Enter');
      await input().fill('\t ');
      await input().press('Enter');
      await page.waitForTimeout(300);
      expect(askRequests).toEqual([]);
      expect(await conversation().textContent()).toBe('');
    });

    it("a failing model gives the error toast with the server's message and gives the question back", async () => {
      suite.model.setMode({ kind: 'fail', status: 401 });
      await openAs(DESIGNER, viewports.desktop);
      await input().fill(QUESTION);
      await input().press('Enter');
      await toasts().getByText('Error', { exact: true }).waitFor();
      await toasts()
        .getByText('The language model refused the club’s API key. Please tell an admin.')
        .waitFor();
      await expect.poll(() => input().inputValue()).toBe(QUESTION);
      expect(await conversation().textContent()).toBe('');
    });

    it('a member is refused and sent home after a second', async () => {
      await openAs(MEMBER, viewports.desktop);
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      await toasts().getByText('You need designer or admin access to use Axel.').waitFor();
      expect(await input().count()).toBe(0);
      await page.waitForURL(`${suite.server.baseUrl}/`, { timeout: 3_000 });
    });

    it('a visitor is asked to log in and sent to sign-in', async () => {
      const context = await suite.browser.newContext({ viewport: viewports.desktop });
      page = await context.newPage();
      const signIn = page.waitForRequest((request) => request.url().includes('/api/auth/google'));
      await page.goto(`${suite.server.baseUrl}/axel`);
      await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
      await toasts().getByText('Please log in to access the members area.').waitFor();
      expect(new URL((await signIn).url()).searchParams.get('returnTo')).toBe('/axel');
      // With DEV_LOGIN and no identity provider, sign-in ends on the local sign-in. Waiting for it
      // keeps the test from closing the browser in the middle of that navigation.
      await page.waitForURL(`${suite.server.baseUrl}/dev-login?returnTo=%2Faxel`);
    });

    it('an admin sees the day, the person, the model and the cost of the questions', async () => {
      await openAs(DESIGNER, viewports.desktop);
      await input().fill(QUESTION);
      await input().press('Enter');
      await axelMessages().first().getByRole('link').first().waitFor();
      await page.context().close();

      await openAs(ADMIN, viewports.desktop, '/admin');
      const usage = page.getByRole('region', { name: 'Axel usage per person and day' });
      const row = usage.getByRole('row').filter({ hasText: DESIGNER });
      await row.waitFor();
      expect(await row.textContent()).toContain(MODEL);
      expect(await row.getByRole('cell').nth(0).textContent()).toMatch(
        /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
      );
      await expectNoAxeViolations(page);
    });
  });

  describe('at phone width', () => {
    it('a designer asks and reads the answer without the page scrolling sideways', async () => {
      await openAs(DESIGNER, viewports.phone);
      await page
        .getByRole('list', { name: 'Example questions' })
        .getByRole('button')
        .first()
        .click();
      await axelMessages().first().getByRole('link').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewports.phone.width);
      await expectNoAxeViolations(page);
    });
  });
});

// A server of its own: whether a language model answers is settled when the server starts.
describeWithBrowser('Axel without a language model', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });

  it('says it answers from the rules at no cost, finds no rule for pizza, and counts the question', async () => {
    const page = await suite.signedIn('taylor.brooks@example.org', viewports.desktop, '/axel');
    await page.getByText('Axel answers from the rules alone.').waitFor();
    expect(await page.getByText('Using Axel costs money.').count()).toBe(0);
    await expectNoAxeViolations(page);

    const input = page.getByRole('textbox', { name: 'Your question' });
    await input.fill('best pizza near campus');
    await input.press('Enter');
    const answer = page.getByRole('log').getByText('No rule matches your question.');
    await answer.waitFor();
    expect(
      await page
        .getByRole('log')
        .getByRole('link', { name: /rule card/ })
        .count(),
    ).toBe(0);

    const admin = await suite.signedIn('dana.whitfield@example.org', viewports.desktop, '/admin');
    const usage = admin.getByRole('region', { name: 'Axel usage per person and day' });
    const row = usage.getByRole('row').filter({ hasText: DESIGNER });
    await row.waitFor();
    const cells = row.getByRole('cell');
    expect(await cells.nth(2).textContent()).toBe('none');
    expect(await cells.nth(3).textContent()).toBe('1');
  });
});
