// Test support for the mail API tests: a mail as the tests' SMTP server received it, read as its
// recipient would: to whom it went, where it links, how to leave its notices.
import { expect } from 'vitest';
import type { ReceivedMail } from '../../test/mail/smtp-server';

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

/** The token of the invitation link in a mail. */
export function invitationTokenIn(mail: ReceivedMail | undefined): string {
  const link = mail?.text?.match(/https:\/\/club\.example\/invitation\?token=([\w-]+)/);
  if (!link?.[1]) throw new Error(`no invitation link in:\n${mail?.text}`);
  return link[1];
}
