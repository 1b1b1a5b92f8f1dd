// Test support for the mail API tests: the site at https://club.example with a real SMTP server and
// a real OpenID provider, and a page shell so that the pages a mail links to answer as they would.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import { signInAdmin } from '../../test/admin-requests';
import { makeUser } from '../../test/factories';
import { pathOf, signedIn } from '../../test/identity/oidc-browser';
import type { ReceivedMail } from '../../test/mail/smtp-server';
import { requestAs } from '../../test/requests';
import type { TestApp } from '../../test/test-app';
import { useTestSite } from '../../test/use-test-site';
import { linksIn, listUnsubscribeUrl } from './received-mail';

export const PUBLIC_URL = 'https://club.example';
const HOST = new URL(PUBLIC_URL).host;

/**
 * The site for the file's tests, emptied (database and SMTP server) before each one, with what
 * its tests do through it: deliver the mail that is due, sign people in, follow a mail's links.
 */
export function useMailSite() {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'club-mail-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Club</title>');
  afterAll(() => rm(clientDir, { recursive: true, force: true }));
  const site = useTestSite({
    mail: true,
    identityProvider: true,
    environment: { PUBLIC_URL },
    app: { clientDir },
  });
  return Object.assign(site, {
    /** Sends what is due and answers every mail the SMTP server has received. */
    async deliver(now?: Date): Promise<ReceivedMail[]> {
      await site.t.app.deps.mail.sendDue(now);
      return [...site.mail.mails];
    },
    expectLinksAnswer: (mail: ReceivedMail) => expectLinksAnswer(site.t, mail),
    /** What an invitation's link shows, asked as its page asks. */
    invitationLink: (token: string) =>
      site.t.app.inject({ method: 'GET', url: `/api/invitations/${token}` }),
    /** A person whose first sign-in goes through the provider: their account is made then. */
    signInFirstTime(
      login: string,
      claims: { email: string; given_name?: string; family_name?: string },
    ) {
      site.identityProvider.setAccount(login, { email_verified: true, ...claims });
      return signedIn(site.t, site.identityProvider, login);
    },
    /** An active admin who can send requests, as in every admin test. */
    signInAdmin: () => signInAdmin(site.t),
    /** A user of the role, with requests sent as them. */
    async signInUser(overrides: Parameters<typeof makeUser>[1] = { role: 'member', isActive: 1 }) {
      const user = await makeUser(site.t.db, overrides);
      const send = (
        method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        url: string,
        payload?: object,
      ) => requestAs(site.t, user.id, { method, url, ...(payload && { payload }) });
      return { user, send };
    },
  });
}

/**
 * Checks that every link of the mail is absolute to PUBLIC_URL and answers there: each page is one
 * the site serves, an invitation's or unsubscribe page's token is one its API knows, and the
 * List-Unsubscribe address describes its notice (a GET turns nothing off). Answers the links.
 */
async function expectLinksAnswer(t: TestApp, mail: ReceivedMail): Promise<string[]> {
  const links = linksIn(mail);
  expect(links.length).toBeGreaterThan(0);
  const header = listUnsubscribeUrl(mail);
  for (const link of [...links, ...(header ? [header] : [])]) {
    expect(link.startsWith(`${PUBLIC_URL}/`), link).toBe(true);
    const url = new URL(link);
    const get = (pathAndQuery: string) =>
      t.app.inject({ method: 'GET', url: pathAndQuery, headers: { host: HOST } });
    expect((await get(pathOf(url))).statusCode, link).toBe(200);
    const token = url.searchParams.get('token') ?? '';
    if (url.pathname === '/invitation') {
      expect((await get(`/api/invitations/${token}`)).statusCode, link).toBe(200);
    }
    if (url.pathname === '/unsubscribe') {
      const notice = await get(`/api/mail/unsubscribe?token=${token}`);
      expect(notice.statusCode, link).toBe(200);
    }
  }
  return links;
}
