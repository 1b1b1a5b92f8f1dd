// Test support: reads the XML the site writes (sitemap, news feed) as a tree, as strictly as a feed
// reader would. Node has no XML parser and the site needs none outside tests. It knows what those
// documents use (a declaration, elements, double-quoted attributes, text, the five named entities
// and numeric ones) and throws on anything else or on anything that is not well-formed.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, entities decoded. */
  text: string;
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function parseXml(document: string): XmlElement {
  let at = 0;
  const fail = (problem: string): never => {
    throw new Error(`Not well-formed XML at ${at}: ${problem} in ${document.slice(at, at + 40)}`);
  };
  const skipSpace = () => {
    while (/\s/.test(document[at] ?? '')) at += 1;
  };
  const readName = () => {
    const name = NAME.exec(document.slice(at))?.[0] ?? fail('a name expected');
    at += name.length;
    return name;
  };
  const decode = (raw: string) => {
    if (raw.includes('<')) fail('a "<" in text or an attribute');
    return raw.replace(/&([^;]*);|&/g, (entity, name: string | undefined) => {
      if (name === undefined) return fail('an "&" that starts no entity');
      if (ENTITIES[name]) return ENTITIES[name];
      const code = /^#(\d+)$/.exec(name)?.[1] ?? /^#x([\da-fA-F]+)$/.exec(name)?.[1];
      if (!code) return fail(`an unknown entity ${entity}`);
      return String.fromCodePoint(Number.parseInt(code, name.startsWith('#x') ? 16 : 10));
    });
  };

  function readElement(): XmlElement {
    if (document[at] !== '<') fail('an element expected');
    at += 1;
    const element: XmlElement = { name: readName(), attributes: {}, children: [], text: '' };
    for (;;) {
      skipSpace();
      if (document.startsWith('/>', at)) {
        at += 2;
        return element;
      }
      if (document[at] === '>') break;
      const attribute = readName();
      if (!document.startsWith('="', at)) fail('an attribute without a quoted value');
      const end = document.indexOf('"', at + 2);
      if (end < 0) fail('an attribute value that never ends');
      if (attribute in element.attributes) fail(`a second ${attribute} attribute`);
      element.attributes[attribute] = decode(document.slice(at + 2, end));
      at = end + 1;
    }
    at += 1;
    for (;;) {
      const next = document.indexOf('<', at);
      if (next < 0) fail(`<${element.name}> is never closed`);
      element.text += decode(document.slice(at, next));
      at = next;
      if (document.startsWith('</', at)) break;
      if (document.startsWith('<!', at) || document.startsWith('<?', at)) fail('unexpected markup');
      element.children.push(readElement());
    }
    at += 2;
    if (readName() !== element.name) fail(`</…> does not close <${element.name}>`);
    skipSpace();
    if (document[at] !== '>') fail('an end tag that does not end');
    at += 1;
    return element;
  }

  if (!document.startsWith('<?xml ')) fail('no XML declaration');
  at = document.indexOf('?>') + 2;
  skipSpace();
  const root = readElement();
  skipSpace();
  if (at !== document.length) fail('content after the root element');
  return root;
}

/** The children of `element` named `name`. */
export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.name === name);

/** The first child named `name`; throws when there is none. */
export function child(element: XmlElement, name: string): XmlElement {
  const found = childrenNamed(element, name)[0];
  if (!found) throw new Error(`<${element.name}> has no <${name}>`);
  return found;
}

/** The text of the first child named `name`. */
export const childText = (element: XmlElement, name: string) =>
  childrenNamed(element, name)[0]?.text;
