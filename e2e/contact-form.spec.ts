// The interest form of the landing page's contact section (decision 6) in a real browser against
// the production server: validation, sending, the toasts, and the honeypot.
import { CONTACT_THANKS } from '@common/contact/interest-form';
import type { Locator, Page, Request } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { describeWithBrowser, viewports } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import { notifications } from './support/toasts';

const CONTACT_PATH = '/api/contact';

/** The fields of the form, by label, with what a prospective member types into them. */
const person = {
  'First Name': 'Ada',
  'Last Name': 'Okafor',
  Email: 'ada.okafor@example.edu',
  'Major & Year (optional)': 'Mechanical Engineering, 1st year',
  Message: 'I have never welded but would love to learn. When can I come by?',
};
const interest = { value: 'meeting', label: 'I want to visit a meeting first' };

/** Each required field with the message a visitor reads when it is left empty. */
const requiredFields = [
  ['First Name', 'First name is required'],
  ['Last Name', 'Last name is required'],
  ['Email', 'Valid email is required'],
  ['Interest Level', 'Please select your interest level'],
  ['Message', 'Message must be at least 10 characters'],
] as const;

const isContactPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === CONTACT_PATH;

describeWithBrowser('the contact form', () => {
  const suite = useServerAndBrowser();

  describe.each(Object.entries(viewports))('at %s width', (_size, viewport) => {
    let page: Page;
    /** Every contact submission the page sent, whether or not it reached the server. */
    let sent: Request[];

    beforeEach(async () => {
      page = await suite.browser.newPage({ viewport });
      page.setDefaultTimeout(10_000);
      sent = [];
      page.on('request', (request) => {
        if (isContactPost(request)) sent.push(request);
      });
    });

    afterEach(() => page.close());

    const field = (label: string) => page.getByLabel(label, { exact: true });
    const sendButton = () => page.getByRole('button', { name: 'Send Message' });

    /** Scrolls down to the contact section, as a visitor does. */
    async function scrollToContactSection() {
      await page.goto(`${suite.server.baseUrl}/`);
      await page.getByRole('heading', { name: 'Get Involved' }).scrollIntoViewIfNeeded();
    }

    /**
     * Waits until the form that checks in the browser has taken the place of the plain one the
     * server sent, which posts where scripts do not run. Both have the same markup: only the
     * handlers React gave the fields tell them apart.
     */
    async function waitForCheckingForm() {
      await page.waitForFunction(() => {
        const input = document.getElementById('contact-firstName');
        const props: unknown = Object.entries(input ?? {}).find(([key]) =>
          key.startsWith('__reactProps$'),
        )?.[1];
        return typeof props === 'object' && props !== null && 'onChange' in props;
      });
    }

    /** Scrolls down to the contact section until its checking form has loaded. */
    async function openContactForm() {
      await scrollToContactSection();
      await waitForCheckingForm();
    }

    async function fillForm(values: Partial<typeof person> = person) {
      for (const [label, value] of Object.entries(values)) await field(label).fill(value);
      await field('Interest Level').selectOption({ label: interest.label });
    }

    /** The text of the message a control points to with aria-describedby, as a screen reader reads it. */
    function describedBy(control: Locator): Promise<string | null> {
      return control.evaluate((element) => {
        const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
        const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '');
        return texts.length > 0 ? texts.join(' ') : null;
      });
    }

    async function expectToast(title: string, description: string) {
      await notifications(page).getByText(title, { exact: true }).waitFor();
      await notifications(page).getByText(description, { exact: true }).waitFor();
    }

    it('sending the empty form shows the message of every required field and sends nothing', async () => {
      await openContactForm();

      await sendButton().click();

      for (const [label, message] of requiredFields) {
        await page.getByText(message, { exact: true }).waitFor();
        expect(await describedBy(field(label)), `message of ${label}`).toBe(message);
        expect(await field(label).getAttribute('aria-invalid'), label).toBe('true');
      }
      expect(await field('Major & Year (optional)').getAttribute('aria-invalid')).toBeNull();
      expect(await field('First Name').evaluate((input) => input === document.activeElement)).toBe(
        true,
      );
      expect(sent).toHaveLength(0);
    });

    it('a message under 10 characters is refused with its message alone', async () => {
      await openContactForm();
      await fillForm({ ...person, Message: 'Hi there!' });

      await sendButton().click();

      await page.getByText('Message must be at least 10 characters', { exact: true }).waitFor();
      expect(await field('Message').getAttribute('aria-invalid')).toBe('true');
      for (const [label, message] of requiredFields.slice(0, 4)) {
        expect(await page.getByText(message, { exact: true }).count(), message).toBe(0);
        expect(await field(label).getAttribute('aria-invalid'), label).toBeNull();
      }
      expect(sent).toHaveLength(0);

      await field('Message').fill('Hi there! When do you meet?');
      await page
        .getByText('Message must be at least 10 characters', { exact: true })
        .waitFor({ state: 'detached' });
    });

    it('a valid form reads "Sending..." while in flight, is stored, thanked and reset', async () => {
      // Hold the request until the test has seen the form waiting for it.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(`**${CONTACT_PATH}`, async (route) => {
        await held;
        await route.continue();
      });
      await openContactForm();
      await fillForm();
      const answered = page.waitForResponse((response) => isContactPost(response.request()));

      await sendButton().click();

      const sending = page.getByRole('button', { name: 'Sending...' });
      await sending.waitFor();
      expect(await sending.isDisabled()).toBe(true);
      release();
      const response = await answered;
      expect(response.status()).toBe(201);
      expect(await response.json()).toMatchObject({ id: expect.any(String) });
      expect(response.request().postDataJSON()).toMatchObject({
        firstName: person['First Name'],
        lastName: person['Last Name'],
        email: person.Email,
        majorYear: person['Major & Year (optional)'],
        interestLevel: interest.value,
        message: person.Message,
      });

      await expectToast('Message Sent!', CONTACT_THANKS);
      await sendButton().waitFor();
      expect(await sendButton().isEnabled()).toBe(true);
      for (const label of [...Object.keys(person), 'Interest Level']) {
        expect(await field(label).inputValue(), `${label} after sending`).toBe('');
      }
      expect(sent).toHaveLength(1);
    });

    it('a server error shows a toast titled "Error" with the server message and keeps the form', async () => {
      const serverMessage = 'Something went wrong on our side. Please try again later.';
      await page.route(`**${CONTACT_PATH}`, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: serverMessage }),
        }),
      );
      await openContactForm();
      await fillForm();

      await sendButton().click();

      await expectToast('Error', serverMessage);
      expect(await sendButton().isEnabled()).toBe(true);
      expect(await field('Message').inputValue()).toBe(person.Message);
      expect(await field('Interest Level').inputValue()).toBe(interest.value);
    });

    it("the server's own refusal reaches the person as the toast's text", async () => {
      // A body the form itself never sends: the real server refuses it with its own message.
      await page.route(`**${CONTACT_PATH}`, (route) =>
        route.continue({
          postData: JSON.stringify({
            ...route.request().postDataJSON(),
            message: 'x'.repeat(5001),
          }),
        }),
      );
      await openContactForm();
      await fillForm();
      const answered = page.waitForResponse((response) => isContactPost(response.request()));

      await sendButton().click();

      expect((await answered).status()).toBe(400);
      await expectToast('Error', 'Message must be at most 5000 characters');
      expect(await field('Message').inputValue()).toBe(person.Message);
    });

    it('a network failure shows "Failed to send message. Please try again."', async () => {
      await page.route(`**${CONTACT_PATH}`, (route) => route.abort('internetdisconnected'));
      await openContactForm();
      await fillForm();

      await sendButton().click();

      await expectToast('Error', 'Failed to send message. Please try again.');
      expect(await sendButton().isEnabled()).toBe(true);
      expect(await field('First Name').inputValue()).toBe(person['First Name']);
    });

    it('what a person typed before the checking form came stays, and so does their place', async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const formCode = /\/assets\/contact-form-[\w-]+\.js$/;
      await page.route(formCode, async (route) => {
        await held;
        await route.continue();
      });
      const requested = page.waitForRequest(formCode);
      await scrollToContactSection();
      await requested;
      await field('First Name').fill(person['First Name']);
      await field('Interest Level').selectOption({ label: interest.label });
      await field('Message').fill(person.Message);

      release();
      await waitForCheckingForm();

      expect(await field('First Name').inputValue()).toBe(person['First Name']);
      expect(await field('Interest Level').inputValue()).toBe(interest.value);
      // The cursor is still at the end of the message.
      await page.keyboard.type(' Thanks!');
      expect(await field('Message').inputValue()).toBe(`${person.Message} Thanks!`);
      await sendButton().click();
      await page.getByText('Last name is required', { exact: true }).waitFor();
      for (const message of ['First name is required', 'Please select your interest level']) {
        expect(await page.getByText(message, { exact: true }).count(), message).toBe(0);
      }
      expect(sent).toHaveLength(0);
    });

    it('the honeypot field is neither seen nor reached with Tab', async () => {
      await openContactForm();

      expect(await page.getByRole('textbox', { name: 'Website' }).count()).toBe(0);
      const honeypot = page.locator('#contact-website');
      const box = await honeypot.boundingBox();
      expect(box, 'the honeypot has no box at all').not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);

      await field('First Name').focus();
      const reached: string[] = [];
      for (let step = 0; step < 7; step++) {
        reached.push(
          await page.evaluate(() => {
            const focused = document.activeElement;
            if (!(focused instanceof HTMLElement)) return '';
            const label = 'labels' in focused ? (focused.labels as NodeList)[0] : undefined;
            return (label?.textContent ?? focused.textContent ?? '').trim();
          }),
        );
        await page.keyboard.press('Tab');
      }
      expect(reached).toEqual([
        'First Name',
        'Last Name',
        'Email',
        'Major & Year (optional)',
        'Interest Level',
        'Message',
        'Send Message',
      ]);
      expect(await honeypot.evaluate((input) => input === document.activeElement)).toBe(false);
    });

    it('has no axe violations with the validation messages shown', async () => {
      await openContactForm();
      await sendButton().click();
      await page.getByText('Valid email is required', { exact: true }).waitFor();

      await expectNoAxeViolations(page);
    });
  });
});
