// Test support for the mail API tests: the site at https://club.example with a real SMTP server and
// a real OpenID provider, and a page shell so that the pages a mail links to answer as they would.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import { signInAdmin } from '../../test/admin-requests';
import { makeUser } from '../../test/factories';
import { pathOf, signedIn } from '../../test/oidc-browser';
import { requestAs } from '../../test/requests';
import type { ReceivedMail } from '../../test/smtp-server';
import { type TestSite, useTestSite } from '../../test/use-test-site';

export const PUBLIC_URL = 'https://club.example';
const HOST = new URL(PUBLIC_URL).host;

/**
 * The site for the file's tests, emptied (database and SMTP server) before each one, with a page
 * shell as its client so that the pages a mail links to answer.
 */
export function useMailSite(): TestSite {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'club-mail-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Club</title>');
  afterAll(() => rm(clientDir, { recursive: true, force: true }));
  return useTestSite({
    mail: true,
    identityProvider: true,
    environment: { PUBLIC_URL },
    app: { clientDir },
  });
}

/** Sends what is due and answers every mail the SMTP server has received. */
export async function deliver({ t, mail }: TestSite, now?: Date): Promise<ReceivedMail[]> {
  await t.app.deps.mail.sendDue(now);
  return [...mail.mails];
}

export const mailsTo = (mails: ReceivedMail[], address: string) =>
  mails.filter((mail) => mail.envelopeTo.includes(address));

/** The one mail to the address; fails when there is none or more. */
export function onlyMailTo(mails: ReceivedMail[], address: string): ReceivedMail {
  const found = mailsTo(mails, address);
  expect(found.map((mail) => mail.subject)).toHaveLength(1);
  return found[0] as ReceivedMail;
}

const unescapeHtml = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** Every address the mail links to: the HTML part's href and src, and the text part's URLs. */
export function linksIn(mail: ReceivedMail): string[] {
  const html = [...(mail.html ?? '').matchAll(/(?:href|src)="([^"]*)"/g)].map((match) =>
    unescapeHtml(match[1] ?? ''),
  );
  const text = [...(mail.text ?? '').matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]);
  return [...new Set([...html, ...text])];
}

/** The address of the mail's List-Unsubscribe header, or undefined when it has none. */
export function listUnsubscribeUrl(mail: ReceivedMail): string | undefined {
  return mail.headers['list-unsubscribe']?.match(/^<([^>]+)>$/)?.[1];
}

/**
 * Checks that every link of the mail is absolute to PUBLIC_URL and answers there: each page is one
 * the site serves, an invitation's or unsubscribe page's token is one its API knows, and the
 * List-Unsubscribe address describes its notice (a GET turns nothing off). Answers the links.
 */
export async function expectLinksAnswer({ t }: TestSite, mail: ReceivedMail): Promise<string[]> {
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

/** The token of the invitation link in a mail. */
export function invitationTokenIn(mail: ReceivedMail | undefined): string {
  const link = mail?.text?.match(/https:\/\/club\.example\/invitation\?token=([\w-]+)/);
  if (!link?.[1]) throw new Error(`no invitation link in:\n${mail?.text}`);
  return link[1];
}

/** What an invitation's link shows, asked as its page asks. */
export const invitationLink = ({ t }: TestSite, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/invitations/${token}` });

/** A person whose first sign-in goes through the provider: their account is made then. */
export async function signInFirstTime(
  { t, identityProvider }: TestSite,
  login: string,
  claims: { email: string; given_name?: string; family_name?: string },
) {
  identityProvider.setAccount(login, { email_verified: true, ...claims });
  return signedIn(t, identityProvider, login);
}

/** An active admin who can send requests, as in every admin test. */
export const adminOf = ({ t }: TestSite) => signInAdmin(t);

/** A user of the role, with requests sent as them. */
export async function userOf(
  { t }: TestSite,
  overrides: Parameters<typeof makeUser>[1] = { role: 'member', isActive: 1 },
) {
  const user = await makeUser(t.db, overrides);
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => requestAs(t, user.id, { method, url, ...(payload && { payload }) });
  return { user, send };
}
