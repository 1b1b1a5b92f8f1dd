// Text written into the sitemap and the news feed: escaped, and without the control characters
// that XML 1.0 cannot hold at all (the editor stores them; a feed reader would refuse the feed).

import { escapeHtml } from '../pages/html-text';

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML forbids.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text safe inside an XML element and a quoted attribute: HTML's escapes are XML's too. */
export const escapeXml = (value: string): string => escapeHtml(value.replace(NOT_XML, ''));

/** An instant as the sitemap and Atom write it: 2026-04-12T18:30:00Z. */
export const xmlDateTime = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
