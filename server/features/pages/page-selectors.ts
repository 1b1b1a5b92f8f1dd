// What of a page a stylesheet's selectors can match, as PurgeCSS's extractor gives it: the tags,
// and each attribute's name and value, read from the `name="value"` React writes (a boolean one as
// `name=""`). A class attribute is split at whitespace alone, so a Tailwind class such as
// `aria-[current=page]:text-accent-700` or `[&>td]:relative` is seen whole, and a word of the
// page's text is not taken for a class.
import type { ExtractorResultDetailed } from 'purgecss';

const TAG = /<([a-zA-Z][\w-]*)/g;
const ATTRIBUTE = /\s([^\s"'<>/=]+)="([^"]*)"/g;

export function selectorsOfPage(html: string): ExtractorResultDetailed {
  const found: ExtractorResultDetailed = {
    attributes: { names: [], values: [] },
    classes: [],
    ids: [],
    tags: [],
    undetermined: [],
  };
  for (const [, tag = ''] of html.matchAll(TAG)) found.tags.push(tag.toLowerCase());
  for (const [, name = '', escaped = ''] of html.matchAll(ATTRIBUTE)) {
    const value = unescapeAttribute(escaped);
    const words = value.split(/\s+/).filter(Boolean);
    found.attributes.names.push(name);
    found.attributes.values.push(value, ...words);
    if (name === 'class') found.classes.push(...words);
    else if (name === 'id') found.ids.push(value);
  }
  return found;
}

function unescapeAttribute(value: string): string {
  return value
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}
