// Text written into the sitemap and the news feed: escaped, and without the control characters
// that XML 1.0 cannot hold at all (the editor stores them; a feed reader would refuse the feed).

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML forbids.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text safe inside an XML element and a quoted attribute. */
export function escapeXml(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** An instant as the sitemap and Atom write it: 2026-04-12T18:30:00Z. */
export const xmlDateTime = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
