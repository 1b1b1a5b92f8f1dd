import { describe, expect, it } from 'vitest';
import { CONTACT_TOO_MANY_PATH } from '../../../common/contact/interest-form';
import { contactSubmissions } from '../../db/schema/site-schema';
import { countRequest } from '../../http/rate-limits/rate-limit-store';
import { useTestSite } from '../../test/use-test-site';
import { SITE_FORMS_KEY, SITE_FORMS_PER_HOUR } from './service';

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

  it('sends the browser to a page that says so when the site has had too many this hour', async () => {
    for (let form = 0; form < SITE_FORMS_PER_HOUR; form++) {
      await countRequest(site.t.db, SITE_FORMS_KEY, 3_600_000);
    }

    const refused = await postForm(filledForm);

    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe(CONTACT_TOO_MANY_PATH);
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
