// News publishing in a real browser (decisions 37 and 42): an article's Markdown, written with the
// toolbar, reaches readers formatted and inert; a scheduled draft goes public at its time with nobody
// acting; Create Article makes a draft unless told otherwise, and schedules an article in one go;
// a published article's draft of changes stays with the admins (and their Preview) until it is
// published; the News tab with the Markdown editor open and the preview pass axe, and the editor
// does not scroll sideways on a phone.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import { notifications } from './support/toasts';

type Viewport = (typeof viewports)[keyof typeof viewports];

// Accounts and content seeded for DEV_LOGIN=1 (server/db/seed/seed-dev-users.ts, seed-content.ts). The
// tests share one server, so each one works on an article of its own.
const ADMIN = 'dana.whitfield@example.org';
const MARKDOWN_ARTICLE = 'Fall recruitment night draws 40 students';
const DRAFT = 'Draft: spring shop schedule';
const CHANGED_ARTICLE = 'Frame welded for the 2026 car';
const LAYOUT_ARTICLE = 'Suspension design review with faculty advisors';

const SAFE_LINK = 'https://www.example.org/rules';

/** Markdown with the formatting the toolbar offers, and what must never run or load. */
const UNSAFE_MARKDOWN = [
  '# Shop night recap',
  '',
  'Visitors sat in the car and tried the welding simulator.',
  '',
  '- Welding demo',
  '- Suspension walk-through',
  '',
  `Read the [competition rules](${SAFE_LINK}) or [click me](javascript:alert(1)).`,
  '',
  '<script>window.__pwned = true</script>',
  '',
  'Photo: <img src=x onerror="window.__pwned=true">',
].join('\n');

interface AdminArticle {
  id: string;
  title: string;
  slug: string;
}

describeWithBrowser('news publishing', () => {
  const suite = useServerAndBrowser({ DEV_LOGIN: '1' });
  /** The admin's page, on the Website Editor's News tab. */
  let admin: Page;

  const url = (path: string) => `${suite.server.baseUrl}${path}`;

  async function openNewsTab(viewport: Viewport) {
    admin = await suite.signedIn(ADMIN, viewport, '/admin/edit?tab=news');
    await admin.getByRole('tabpanel', { name: 'News' }).getByRole('list').first().waitFor();
  }

  const toast = (text: string) => notifications(admin).getByText(text, { exact: true });

  /** The News tab's card of the article whose heading is `title`. */
  const card = (title: string): Locator =>
    admin
      .getByRole('listitem')
      .filter({ has: admin.getByRole('heading', { name: title, exact: true }) });

  /** The article as the admins' list has it (its id and its public address). */
  async function articleOf(title: string): Promise<AdminArticle> {
    const response = await admin.request.get(url('/api/admin/content/news'));
    expect(response.status()).toBe(200);
    const articles = (await response.json()) as AdminArticle[];
    const article = articles.find((candidate) => candidate.title === title);
    if (!article) throw new Error(`no article titled "${title}"`);
    return article;
  }

  /** A write of the admin's, with the session cookie and the site's own Origin. */
  async function adminCall(method: 'PUT' | 'DELETE', path: string, data?: unknown) {
    const response = await admin.request.fetch(url(path), {
      method,
      data,
      headers: { origin: suite.server.baseUrl },
    });
    expect(response.status(), await response.text()).toBe(200);
  }

  /** A browser of its own, not signed in, that fails the test's checks if a dialog opens. */
  async function openVisitor(viewport: Viewport = viewports.desktop) {
    const visitor = await suite.openPage(viewport);
    const dialogs: string[] = [];
    visitor.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    return { visitor, dialogs };
  }

  /** The title of the article's public page, once the page shows the article. */
  async function publicTitle(visitor: Page, slug: string): Promise<string | null> {
    await visitor.goto(url(`/news/${slug}`));
    return visitor.locator('main article h1').textContent();
  }

  /** The titles the visitor's /news lists, once it lists them. */
  async function titlesOnNewsPage(visitor: Page): Promise<string[]> {
    await visitor.goto(url('/news'));
    await visitor.locator('main li h2').first().waitFor();
    return visitor.locator('main li h2').allTextContents();
  }

  /** Opens the Create Article form and fills in an article titled `title`. */
  async function startArticle(title: string): Promise<Locator> {
    await admin.getByRole('button', { name: 'Create Article' }).click();
    const form = admin.getByRole('form', { name: 'Create Article' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Excerpt').fill('Everyone is welcome.');
    await form.getByRole('textbox', { name: 'Content' }).fill('Doors open at **six**.');
    return form;
  }

  /** A moment `fromNowMs` away, written to the second as the admin's datetime-local input takes it. */
  const localDateTime = (fromNowMs: number) =>
    admin.evaluate((offset) => {
      const moment = new Date(Date.now() + offset);
      // A whole minute reads back without its seconds, which the test's fill would take as refused.
      if (moment.getSeconds() === 0) moment.setSeconds(1);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(moment.getHours())}:${pad(moment.getMinutes())}:${pad(moment.getSeconds())}`;
    }, fromNowMs);

  /** Selects `word` in the text area, as a person dragging over it would. */
  async function select(textarea: Locator, word: string) {
    await textarea.evaluate((element, wanted) => {
      const area = element as HTMLTextAreaElement;
      const start = area.value.indexOf(wanted);
      area.focus();
      area.setSelectionRange(start, start + wanted.length);
    }, word);
  }

  /**
   * What UNSAFE_MARKDOWN shows inside `scope`: its formatting, its `#` heading (at `headingLevel`,
   * one below the heading it sits under, when given), and nothing that runs or loads.
   */
  async function expectRenderedInert(page: Page, scope: Locator, headingLevel?: number) {
    await scope.getByRole('heading', { level: headingLevel, name: 'Shop night recap' }).waitFor();
    await expect.poll(() => scope.locator('strong').allTextContents()).toContain('welding');
    expect(await scope.getByRole('listitem').allTextContents()).toEqual([
      'Welding demo',
      'Suspension walk-through',
    ]);
    const rules = scope.getByRole('link', { name: 'competition rules' });
    expect(await rules.getAttribute('href')).toBe(SAFE_LINK);
    expect(await rules.getAttribute('rel')).toBe('noopener noreferrer');
    // The unsafe link's words stay, as words only.
    await scope.getByText('click me', { exact: false }).waitFor();
    expect(await scope.getByRole('link', { name: 'click me' }).count()).toBe(0);
    expect(await page.locator('[href^="javascript:" i]').count()).toBe(0);
    expect(await scope.locator('script').count()).toBe(0);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  }

  describe('at desktop width', () => {
    it('renders an article written with the toolbar formatted, with nothing in it that runs', async () => {
      await openNewsTab(viewports.desktop);
      const article = card(MARKDOWN_ARTICLE);
      await article.getByRole('button', { name: 'Edit Content' }).click();
      const content = admin.getByRole('textbox', { name: 'Content' });
      await content.fill(UNSAFE_MARKDOWN);
      await select(content, 'welding');
      await admin
        .getByRole('toolbar', { name: 'Formatting' })
        .getByRole('button', { name: 'Bold' })
        .click();
      expect(await content.inputValue()).toContain('tried the **welding** simulator');

      const preview = admin.getByRole('group', { name: 'Preview', exact: true });
      // Under the card's h3 title.
      await expectRenderedInert(admin, preview, 4);
      await article.getByRole('button', { name: 'Save', exact: true }).click();
      await toast('News article updated successfully!').waitFor();
      await content.waitFor({ state: 'detached' });

      const { slug } = await articleOf(MARKDOWN_ARTICLE);
      const { visitor, dialogs } = await openVisitor();
      await visitor.goto(url(`/news/${slug}`));
      // Under the page's h1 title.
      await expectRenderedInert(visitor, visitor.locator('main article'), 2);

      await visitor.goto(url('/'));
      await visitor.getByRole('button', { name: `Read more: ${MARKDOWN_ARTICLE}` }).click();
      // Under the dialog's h2 title.
      await expectRenderedInert(
        visitor,
        visitor.getByRole('dialog', { name: MARKDOWN_ARTICLE }),
        3,
      );
      expect(dialogs).toEqual([]);
    });

    it('publishes a scheduled draft at its time, with nobody acting', async () => {
      await openNewsTab(viewports.desktop);
      const draft = card(DRAFT);
      await draft.getByText('Draft', { exact: true }).waitFor();
      await draft.getByRole('button', { name: `Schedule: ${DRAFT}` }).click();
      const form = draft.locator('form');
      // The form offers tomorrow at 09:00 where the admin is.
      const chosen = await form.getByLabel('Publish on').inputValue();
      await form.getByRole('button', { name: 'Schedule', exact: true }).click();

      await toast('News article scheduled').waitFor();
      await draft.getByText('Scheduled', { exact: true }).waitFor();
      const shown = await admin.evaluate(
        (moment) =>
          new Intl.DateTimeFormat('en-US', {
            month: 'short',
            day: 'numeric',
            year: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
          }).format(new Date(moment)),
        chosen,
      );
      await draft.getByText(`Goes public on ${shown}.`, { exact: true }).waitFor();
      await draft.getByRole('button', { name: `Change time: ${DRAFT}` }).waitFor();
      await draft.getByRole('button', { name: 'Cancel schedule' }).waitFor();
      const { visitor } = await openVisitor();
      expect(await titlesOnNewsPage(visitor)).not.toContain(DRAFT);

      const { id } = await articleOf(DRAFT);
      await adminCall('PUT', `/api/news/${id}/schedule`, {
        publishAt: new Date(Date.now() + 3_000).toISOString(),
      });
      const publicTitles = async () => {
        const response = await visitor.request.get(url('/api/news'));
        return ((await response.json()) as { title: string }[]).map(({ title }) => title);
      };
      expect(await publicTitles(), 'public before its time').not.toContain(DRAFT);

      await expect
        .poll(() => titlesOnNewsPage(visitor), { timeout: 15_000, interval: 500 })
        .toContain(DRAFT);
      await admin.reload();
      await draft.getByText('Published', { exact: true }).waitFor();
      expect(await draft.getByText('Goes public on').count()).toBe(0);
      await draft.getByRole('switch', { name: 'Keep my edits as a draft' }).waitFor();
    });

    it('creates a draft unless told otherwise, and schedules an article from the same form', async () => {
      const draftTitle = 'Brake test day announced';
      const scheduledTitle = 'Sponsor night in the shop';
      await openNewsTab(viewports.desktop);
      const { visitor } = await openVisitor();

      const form = await startArticle(draftTitle);
      const publishing = form.getByRole('group', { name: 'Publishing' });
      expect(await publishing.getByRole('radio', { name: 'Draft' }).isChecked()).toBe(true);
      expect(await form.getByLabel('Publish on').count()).toBe(0);
      await form.getByRole('button', { name: 'Save draft' }).click();
      await toast('News article created successfully!').waitFor();
      await card(draftTitle).getByText('Draft', { exact: true }).waitFor();
      expect(await titlesOnNewsPage(visitor)).not.toContain(draftTitle);

      await startArticle(scheduledTitle);
      // By keyboard: the arrow picks Schedule, and Tab reaches the time it offers.
      await publishing.getByRole('radio', { name: 'Draft' }).focus();
      await admin.keyboard.press('ArrowDown');
      expect(await publishing.getByRole('radio', { name: 'Schedule' }).isChecked()).toBe(true);
      await admin.keyboard.press('Tab');
      const publishOn = form.getByLabel('Publish on');
      expect(await publishOn.evaluate((input) => input === document.activeElement)).toBe(true);
      const tomorrowAtNine = await admin.evaluate(() => {
        const moment = new Date();
        moment.setDate(moment.getDate() + 1);
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T09:00`;
      });
      expect(await publishOn.inputValue()).toBe(tomorrowAtNine);
      await expectNoAxeViolations(admin);

      await publishOn.fill(await localDateTime(-3_600_000));
      await form.getByRole('button', { name: 'Schedule', exact: true }).click();
      await form.getByText('Choose a time in the future', { exact: true }).waitFor();
      expect(await publishOn.getAttribute('aria-invalid')).toBe('true');
      expect(await publishOn.evaluate((input) => input === document.activeElement)).toBe(true);

      // A few seconds ahead, so that the test sees it go public.
      await publishOn.fill(await localDateTime(8_000));
      await form.getByRole('button', { name: 'Schedule', exact: true }).click();
      const scheduled = card(scheduledTitle);
      await scheduled.getByText('Scheduled', { exact: true }).waitFor();
      expect(await titlesOnNewsPage(visitor)).not.toContain(scheduledTitle);

      await expect
        .poll(() => titlesOnNewsPage(visitor), { timeout: 20_000, interval: 500 })
        .toContain(scheduledTitle);
      // The editor reads its list again just after the time, with no reload.
      await scheduled.getByText('Published', { exact: true }).waitFor({ timeout: 15_000 });
      expect(await titlesOnNewsPage(visitor)).not.toContain(draftTitle);
    });

    it('keeps a draft of changes from the public until it is published', async () => {
      const newTitle = 'Frame welded, painted and on its wheels';
      await openNewsTab(viewports.desktop);
      const { slug } = await articleOf(CHANGED_ARTICLE);
      const { visitor } = await openVisitor();
      expect(await publicTitle(visitor, slug)).toBe(CHANGED_ARTICLE);

      const keepAsDraft = card(CHANGED_ARTICLE).getByRole('switch', {
        name: 'Keep my edits as a draft',
      });
      await keepAsDraft.click();
      expect(await keepAsDraft.getAttribute('aria-checked')).toBe('true');
      await card(CHANGED_ARTICLE).getByRole('button', { name: 'Edit Title' }).focus();
      await admin.keyboard.press('Enter');
      await admin.getByRole('textbox', { name: 'Title' }).fill(newTitle);
      await admin.keyboard.press('Enter');

      await toast('Draft saved: the public still sees the published article').waitFor();
      const changed = card(newTitle);
      await changed
        .getByText('Unpublished changes to the title. The public still sees the published text.')
        .waitFor();
      expect(await publicTitle(visitor, slug)).toBe(CHANGED_ARTICLE);

      const previewLink = changed.getByRole('link', { name: /^Preview/ });
      expect(await previewLink.getAttribute('target')).toBe('_blank');
      const previewPath = (await previewLink.getAttribute('href')) ?? '';
      const preview = await admin.context().newPage();
      await preview.goto(url(previewPath));
      await preview
        .getByRole('note')
        .getByText('Draft of changes: the public still sees the published text.')
        .waitFor();
      expect(await preview.locator('main article h1').textContent()).toBe(newTitle);

      await visitor.goto(url(previewPath));
      await visitor.getByRole('heading', { name: 'Admin Access Required' }).waitFor();
      expect(await visitor.getByText(newTitle).count()).toBe(0);
      expect(await visitor.locator('article').count()).toBe(0);

      await changed.getByRole('button', { name: 'Publish changes' }).click();
      await toast('Changes published').waitFor();
      await changed.getByText('Published', { exact: true }).waitFor();
      expect(await changed.getByText('Unpublished changes').count()).toBe(0);
      expect(await publicTitle(visitor, slug)).toBe(newTitle);
    });

    it('has no axe violations with the Markdown editor open, nor on the preview', async () => {
      await openNewsTab(viewports.desktop);
      const { id } = await articleOf(LAYOUT_ARTICLE);
      // A draft of changes, so that the card shows its panel and Preview has something to show.
      await adminCall('PUT', `/api/news/${id}/draft`, {
        content: '# Front geometry\n\n- About 6 inches of travel\n- Roughly 3 degrees of camber',
      });
      try {
        await admin.reload();
        const article = card(LAYOUT_ARTICLE);
        await article.getByRole('button', { name: 'Edit Content' }).click();
        await admin
          .getByRole('group', { name: 'Preview', exact: true })
          .getByRole('heading', { name: 'Front geometry' })
          .waitFor();
        await expectNoAxeViolations(admin);

        const previewPath =
          (await article.getByRole('link', { name: /^Preview/ }).getAttribute('href')) ?? '';
        const preview = await admin.context().newPage();
        await preview.goto(url(previewPath));
        await preview
          .locator('main article')
          .getByRole('heading', { name: 'Front geometry' })
          .waitFor();
        await expectNoAxeViolations(preview);
      } finally {
        await adminCall('DELETE', `/api/news/${id}/draft`);
      }
    });
  });

  describe('at phone width', () => {
    it('opens the Markdown editor without scrolling sideways', async () => {
      await openNewsTab(viewports.phone);
      const article = card(LAYOUT_ARTICLE);
      await article.getByRole('button', { name: 'Edit Content' }).click();
      await admin.getByRole('toolbar', { name: 'Formatting' }).waitFor();
      // A long word and a long address are what would push a narrow page wide.
      await admin
        .getByRole('textbox', { name: 'Content' })
        .fill(
          `# Geometry\n\nSee https://www.example.org/${'a'.repeat(120)} and ${'b'.repeat(80)}.`,
        );
      await admin
        .getByRole('group', { name: 'Preview', exact: true })
        .getByRole('heading', { name: 'Geometry' })
        .waitFor();

      const overflow = await admin.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      await expectNoAxeViolations(admin);
      await article.getByRole('button', { name: 'Cancel', exact: true }).click();
      await article.getByRole('button', { name: 'Edit Content' }).waitFor();
    });
  });
});
