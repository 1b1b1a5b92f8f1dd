import { describe, expect, it } from 'vitest';
import { contactSubmissions } from '../../db/schema/site-schema';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite();

let address = 0;
const nextAddress = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;

const filledForm = {
  firstName: 'Casey',
  lastName: 'Rivera',
  email: 'casey@student.test',
  majorYear: '',
  interestLevel: 'meeting',
  message: 'Can I visit the shop on Thursday?',
  website: '',
};

/** What a browser sends when the form is posted without scripts. */
function postForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return site.t.app.inject({
    method: 'POST',
    url: '/contact',
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: nextAddress(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: site.t.app.deps.config.publicUrl.origin,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
  });
}

const stored = () => site.t.db.select().from(contactSubmissions);

describe('the interest form posted without scripts', () => {
  it('stores a filled form and sends the browser to the page that says it was sent', async () => {
    const response = await postForm(filledForm);

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact/sent');
    expect(await stored()).toMatchObject([
      { firstName: 'Casey', interestLevel: 'meeting', majorYear: null },
    ]);
  });

  it('stores nothing from a bad form and names the fields to fix', async () => {
    const response = await postForm({
      ...filledForm,
      firstName: ' ',
      email: 'casey',
      message: 'hi',
    });

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact/not-sent?fix=firstName,email,message');
    expect(await stored()).toEqual([]);
  });

  it('thanks a bot that filled the hidden field, and stores nothing', async () => {
    const response = await postForm({ ...filledForm, website: 'https://spam.example' });

    expect(response.headers.location).toBe('/contact/sent');
    expect(await stored()).toEqual([]);
  });

  it('refuses a form posted from another site', async () => {
    const response = await postForm(filledForm, {
      origin: 'https://elsewhere.example',
      'sec-fetch-site': 'cross-site',
    });

    expect(response.statusCode).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('reads form bodies on this address alone: the API still refuses them', async () => {
    const response = await site.t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: new URLSearchParams(filledForm).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

    expect(response.statusCode).toBe(415);
  });

  it('answers a form of any shape with a page, never a server error', async () => {
    for (const payload of ['', '%%%', 'firstName=a&firstName=b', `message=${'x'.repeat(20_000)}`]) {
      const response = await site.t.app.inject({
        method: 'POST',
        url: '/contact',
        payload,
        remoteAddress: nextAddress(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect([303, 413], payload.slice(0, 20)).toContain(response.statusCode);
    }
  });
});
