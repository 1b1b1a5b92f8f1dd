// One layout for every mail the site sends: an HTML part in the club's name, colours and logo, and
// a plain-text part that says the same. Mail clients ignore stylesheets and scripts, so the HTML is
// a table with inline styles; every value is escaped, and every link is absolute.
import { escapeHtml } from '../pages/html-text';

/** The club's accent and the slate it sits on (client/src/index.css). */
const ACCENT = '#c2410c';
const INK = '#0f172a';
const MUTED = '#475569';

export interface MailClub {
  name: string;
  /** Absolute address of the club's logo, or null for none. */
  logoUrl: string | null;
  /** The site's address, for the footer. */
  siteUrl: string;
}

export interface MailContent {
  subject: string;
  /** The first line of the mail, as a heading. */
  heading: string;
  paragraphs: string[];
  /** A list set apart (the people in a digest, a message's fields). */
  list?: string[];
  /** A quoted text, kept as written (an interest-form message). */
  quote?: string;
  /** The one thing to do, as a button: its link is absolute. */
  action?: { label: string; url: string };
}

export interface RenderedMail {
  html: string;
  text: string;
}

/** The mail's two parts; `unsubscribeUrl` adds the footer line that turns this notice off. */
export function renderMail(
  club: MailClub,
  content: MailContent,
  unsubscribeUrl: string | null,
): RenderedMail {
  return {
    html: htmlPart(club, content, unsubscribeUrl),
    text: textPart(club, content, unsubscribeUrl),
  };
}

function htmlPart(club: MailClub, content: MailContent, unsubscribeUrl: string | null): string {
  const logo = club.logoUrl
    ? `<img src="${escapeHtml(club.logoUrl)}" alt="" width="48" height="48" style="display:block;border-radius:8px;margin-bottom:12px">`
    : '';
  const paragraphs = content.paragraphs
    .map((text) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`)
    .join('');
  const list = content.list?.length
    ? `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${content.list
        .map((item) => `<li>${escapeHtml(item)}</li>`)
        .join('')}</ul>`
    : '';
  const quote = content.quote
    ? `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${ACCENT};background:#f8fafc;white-space:pre-wrap">${escapeHtml(content.quote)}</blockquote>`
    : '';
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const unsubscribe = unsubscribeUrl
    ? ` · <a href="${escapeHtml(unsubscribeUrl)}" style="color:${MUTED}">Turn off these emails</a>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:${INK}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;border-top:6px solid ${ACCENT}">
<tr><td style="padding:24px">
${logo}<p style="margin:0 0 4px;font-size:14px;font-weight:bold;color:${ACCENT}">${escapeHtml(club.name)}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(content.heading)}</h1>
${paragraphs}${list}${quote}${action}
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:${MUTED}"><a href="${escapeHtml(club.siteUrl)}" style="color:${MUTED}">${escapeHtml(club.name)}</a>${unsubscribe}</p>
</td></tr></table>
</body></html>`;
}

function textPart(club: MailClub, content: MailContent, unsubscribeUrl: string | null): string {
  const blocks = [content.heading, ...content.paragraphs];
  if (content.list?.length) blocks.push(content.list.map((item) => `- ${item}`).join('\n'));
  if (content.quote) blocks.push(content.quote.replace(/^/gm, '> '));
  if (content.action) blocks.push(`${content.action.label}: ${content.action.url}`);
  const footer = [`${club.name} · ${club.siteUrl}`];
  if (unsubscribeUrl) footer.push(`Turn off these emails: ${unsubscribeUrl}`);
  blocks.push(`--\n${footer.join('\n')}`);
  return `${blocks.join('\n\n')}\n`;
}
