// A page's HTML as the server sends it, read as a crawler or a link preview reads it: no script
// runs, so only what the markup itself says counts (the page's data script does not).

/** The page's HTML as sent, and its status. */
export async function fetchPage(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(url);
  return { status: response.status, html: await response.text() };
}

/** Text as the browser shows it: character references decoded, runs of white space as one. */
function decodeText(html: string): string {
  return html
    .replace(/&#x([\da-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: keyof typeof named) => named[name])
    .replace(/\s+/g, ' ');
}

const named = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * What a reader of the body finds without scripts: its text and its images' descriptions. Scripts
 * (the page's data among them) and comments are left out.
 */
export function bodyText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? '';
  return decodeText(
    body
      .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<img\b[^>]*?\balt="([^"]*)"[^>]*>/gi, ' $1 ')
      .replace(/<[^>]+>/g, ' '),
  );
}

/** The text of the head's `<title>`. */
export function titleOf(html: string): string | undefined {
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1];
  return title === undefined ? undefined : decodeText(title);
}

/** The content of the `<meta>` tag whose `property` (Open Graph) or `name` is `key`. */
export function metaContent(html: string, key: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = Object.fromEntries(
      [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    );
    if (attributes.property === key || attributes.name === key) {
      return decodeText(attributes.content ?? '');
    }
  }
  return undefined;
}
