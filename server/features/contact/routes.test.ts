import { describe, expect, it } from 'vitest';
import { CONTACT_TOO_MANY, CONTACT_TOO_MANY_PATH } from '../../../common/contact/interest-form';
import { contactSubmissions } from '../../db/schema/site-schema';
import { countRequest } from '../../http/rate-limits/rate-limit-store';
import { joiningVisitorsMessage } from '../../test/interest-form';
import { useTestSite } from '../../test/use-test-site';
import { SITE_FORMS_KEY, SITE_FORMS_PER_HOUR } from './service';

const site = useTestSite();

let address = 0;
/** Each call comes from its own address, so that the rate limit only counts where a test wants. */
const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

function postContact(
  payload: unknown,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return site.t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: payload as object,
    remoteAddress: options.remoteAddress ?? nextAddress(),
    headers: options.headers,
  });
}

const storedCount = async () => (await site.t.db.select().from(contactSubmissions)).length;

describe('POST /api/contact', () => {
  it('stores a valid submission and answers 201 with its id and a thank-you', async () => {
    const response = await postContact(joiningVisitorsMessage);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe("Thank you for your interest. We'll get back to you soon!");
    const [stored] = await site.t.db.select().from(contactSubmissions);
    expect(stored).toMatchObject({
      id: body.id,
      firstName: 'Casey',
      interestLevel: 'join',
      isProcessed: 0,
    });
  });

  it("answers every bad field with the form's message and stores nothing", async () => {
    const response = await postContact({
      firstName: ' ',
      lastName: '',
      email: 'not-an-email',
      interestLevel: '',
      message: 'too short',
    });

    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'First name is required' },
        { field: 'lastName', message: 'Last name is required' },
        { field: 'email', message: 'Valid email is required' },
        { field: 'interestLevel', message: 'Please select your interest level' },
        { field: 'message', message: 'Message must be at least 10 characters' },
      ]),
    );
    expect(body.message).toMatch(/^First name is required/);
    expect(await storedCount()).toBe(0);
  });

  it('gives missing fields the same messages as empty ones', async () => {
    const response = await postContact({});

    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { message: string }) => error.message)).toEqual([
      'First name is required',
      'Last name is required',
      'Valid email is required',
      'Please select your interest level',
      'Message must be at least 10 characters',
    ]);
  });

  it('accepts only the four interest options', async () => {
    const response = await postContact({ ...joiningVisitorsMessage, interestLevel: 'free-pizza' });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'interestLevel', message: 'Please select your interest level' },
    ]);
  });

  it('drops unknown fields instead of storing them', async () => {
    const response = await postContact({
      ...joiningVisitorsMessage,
      isProcessed: 1,
      id: 'chosen-id',
    });

    expect(response.statusCode).toBe(201);
    const [stored] = await site.t.db.select().from(contactSubmissions);
    expect(stored?.isProcessed).toBe(0);
    expect(stored?.id).not.toBe('chosen-id');
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const response = await postContact({ ...joiningVisitorsMessage, website: 'http://spam.test' });

    expect(response.statusCode).toBe(201);
    expect(await storedCount()).toBe(0);
  });

  it('limits one address to 20 submissions in 10 minutes', async () => {
    const remoteAddress = '192.0.2.77';
    for (let i = 0; i < 20; i++) {
      expect((await postContact(joiningVisitorsMessage, { remoteAddress })).statusCode).toBe(201);
    }

    const refused = await postContact(joiningVisitorsMessage, { remoteAddress });

    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many requests. Please try again later.');
    expect((await postContact(joiningVisitorsMessage)).statusCode).toBe(201);
  });

  it('counts an IPv6 address by its /64, where one host picks a new address for each request', async () => {
    for (let i = 0; i < 20; i++) {
      const remoteAddress = `2001:db8:1:2::${(i + 1).toString(16)}`;
      expect((await postContact(joiningVisitorsMessage, { remoteAddress })).statusCode).toBe(201);
    }

    const sameNetwork = await postContact(joiningVisitorsMessage, {
      remoteAddress: '2001:db8:1:2:ffff:1:2:3',
    });
    const nextNetwork = await postContact(joiningVisitorsMessage, {
      remoteAddress: '2001:db8:1:3::1',
    });

    expect(sameNetwork.statusCode).toBe(429);
    expect(nextNetwork.statusCode).toBe(201);
  });

  it('counts the form posted without scripts with the API, from one address', async () => {
    const remoteAddress = '192.0.2.78';
    const postForm = () =>
      site.t.app.inject({
        method: 'POST',
        url: '/contact',
        payload: new URLSearchParams(joiningVisitorsMessage).toString(),
        remoteAddress,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: site.t.app.deps.config.publicUrl.origin,
          'sec-fetch-site': 'same-origin',
        },
      });
    for (let i = 0; i < 10; i++) {
      expect((await postForm()).statusCode).toBe(303);
      expect((await postContact(joiningVisitorsMessage, { remoteAddress })).statusCode).toBe(201);
    }

    // Without scripts, a page says so.
    const refusedForm = await postForm();
    expect(refusedForm.statusCode).toBe(303);
    expect(refusedForm.headers.location).toBe(CONTACT_TOO_MANY_PATH);
    expect((await postContact(joiningVisitorsMessage, { remoteAddress })).statusCode).toBe(429);
  });

  it('takes at most 200 forms an hour from the whole site, whatever their addresses', async () => {
    for (let i = 0; i < SITE_FORMS_PER_HOUR; i++)
      await countRequest(site.t.db, SITE_FORMS_KEY, 3_600_000);
    const before = await storedCount();

    const refused = await postContact(joiningVisitorsMessage);

    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(CONTACT_TOO_MANY);
    expect(CONTACT_TOO_MANY).toBe(
      'The club has had more messages than usual this hour. Please try again in an hour.',
    );
    expect(await storedCount()).toBe(before);
  });

  it('refuses a body over 16 KB', async () => {
    const response = await postContact({
      ...joiningVisitorsMessage,
      message: 'x'.repeat(17 * 1024),
    });

    expect(response.statusCode).toBe(413);
    expect(await storedCount()).toBe(0);
  });

  it('refuses malformed JSON with a 400', async () => {
    const response = await site.t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": ',
      remoteAddress: nextAddress(),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('refuses a form or text body, which another site could send without asking', async () => {
    const response = await site.t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(joiningVisitorsMessage),
      remoteAddress: nextAddress(),
    });

    expect(response.statusCode).toBe(415);
    expect(await storedCount()).toBe(0);
  });

  it('refuses a submission sent from another site', async () => {
    const fromOrigin = await postContact(joiningVisitorsMessage, {
      headers: { origin: 'https://evil.test' },
    });
    const crossSite = await postContact(joiningVisitorsMessage, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    const sameSite = await postContact(joiningVisitorsMessage, {
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    });

    expect(fromOrigin.statusCode).toBe(403);
    expect(crossSite.statusCode).toBe(403);
    expect(sameSite.statusCode).toBe(201);
    expect(await storedCount()).toBe(1);
  });
});
