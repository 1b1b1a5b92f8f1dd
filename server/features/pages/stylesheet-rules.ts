// The built stylesheet as a tree of rules, and the part of it a page's markup can use: every rule
// but those that name a class the page does not have, and every custom property (Tailwind's theme
// and its registered `--tw-*`) but those nothing left reads. A page then carries a third to a half
// of the stylesheet, and on a slow phone network arrives in one round trip (decision 34).

/**
 * A rule: a style rule, an at-rule grouping rules (@layer, @media, @supports), or another at-rule
 * kept whole (`registers` is the custom property an @property rule is for).
 */
type Rule =
  | { kind: 'text'; text: string; registers?: string }
  | { kind: 'style'; selector: string; declarations: string[]; classSets: string[][] }
  | { kind: 'group'; prelude: string; rules: Rule[] };

const GROUPING_AT_RULES = /^@(layer|media|supports|container|starting-style)\b/;

/** Parses minified CSS (as Vite builds it) into rules; comments are dropped. */
export function parseStylesheet(css: string): Rule[] {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const [rules] = parseRules(source, 0);
  return rules;
}

function parseRules(css: string, from: number): [Rule[], number] {
  const rules: Rule[] = [];
  let start = from;
  let at = from;
  while (at < css.length) {
    const char = css[at];
    if (char === '"' || char === "'") at = endOfString(css, at);
    else if (char === '\\') at += 2;
    else if (char === '}') break;
    else if (char === ';') {
      const text = css.slice(start, at + 1).trim();
      if (text) rules.push({ kind: 'text', text });
      start = at += 1;
    } else if (char === '{') {
      const prelude = css.slice(start, at).trim();
      if (GROUPING_AT_RULES.test(prelude)) {
        const [inner, end] = parseRules(css, at + 1);
        rules.push({ kind: 'group', prelude, rules: inner });
        start = at = end + 1;
      } else {
        const end = endOfBlock(css, at);
        const body = css.slice(at + 1, end);
        rules.push(
          prelude.startsWith('@')
            ? { kind: 'text', text: `${prelude}{${body}}`, registers: registered(prelude) }
            : {
                kind: 'style',
                selector: prelude,
                declarations: declarationsOf(body),
                classSets: classSetsOf(prelude),
              },
        );
        start = at = end + 1;
      }
    } else at += 1;
  }
  return [rules, at];
}

/** The custom property of an `@property --name` rule. */
const registered = (prelude: string) => /^@property\s+(--[\w-]+)/.exec(prelude)?.[1];

/** A block's declarations, split at the semicolons outside strings and parentheses. */
function declarationsOf(body: string): string[] {
  const declarations: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < body.length; at += 1) {
    const char = body[at];
    if (char === '"' || char === "'") at = endOfString(body, at) - 1;
    else if (char === '\\') at += 1;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ';' && depth === 0) {
      declarations.push(body.slice(start, at));
      start = at + 1;
    }
  }
  if (body.slice(start).trim()) declarations.push(body.slice(start));
  return declarations;
}

/** The index of the quote that ends the string opened at `open`. */
function endOfString(css: string, open: number): number {
  let at = open + 1;
  while (at < css.length && css[at] !== css[open]) at += css[at] === '\\' ? 2 : 1;
  return at + 1;
}

/** The index of the brace that closes the block opened at `open`. */
function endOfBlock(css: string, open: number): number {
  let depth = 0;
  let at = open;
  while (at < css.length) {
    const char = css[at];
    if (char === '"' || char === "'") {
      at = endOfString(css, at);
      continue;
    }
    if (char === '\\') at += 1;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return at;
    at += 1;
  }
  return at;
}

/**
 * For each selector of a list, the classes an element path must have for it to match. Classes in
 * parentheses (`:is(.a,.b)`, `:not(.a)`) and in attribute selectors are not counted: leaving one
 * out only keeps a rule that might not be needed.
 */
function classSetsOf(selectorList: string): string[][] {
  const sets: string[][] = [[]];
  let depth = 0;
  for (let at = 0; at < selectorList.length; at += 1) {
    const char = selectorList[at];
    if (char === '\\') at += 1;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) sets.push([]);
    else if (char === '.' && depth === 0) {
      const [name, end] = readClassName(selectorList, at + 1);
      sets.at(-1)?.push(name);
      at = end - 1;
    }
  }
  return sets;
}

/** The class name starting at `from`, unescaped, and the index after it. */
function readClassName(selector: string, from: number): [string, number] {
  let name = '';
  let at = from;
  while (at < selector.length) {
    const char = selector[at] as string;
    if (char === '\\') {
      const hex = /^[0-9a-fA-F]{1,6} ?/.exec(selector.slice(at + 1, at + 8));
      if (hex) {
        name += String.fromCodePoint(Number.parseInt(hex[0], 16));
        at += 1 + hex[0].length;
      } else {
        name += selector[at + 1] ?? '';
        at += 2;
      }
    } else if (/[\w-]/.test(char) || char.charCodeAt(0) > 0x7f) {
      name += char;
      at += 1;
    } else break;
  }
  return [name, at];
}

/**
 * The stylesheet cut to a page: the rules an element with the page's classes could match, less the
 * custom properties that neither those rules nor the markup (an inline style) read.
 */
export function rulesUsedBy(rules: Rule[], page: { classes: ReadonlySet<string>; markup: string }) {
  const kept = rulesMatching(rules, page.classes);
  const read = new Set([...variablesReadBy(kept), ...variablesReadIn(page.markup)]);
  return cssOf(kept, read);
}

function rulesMatching(rules: Rule[], classes: ReadonlySet<string>): Rule[] {
  return rules.flatMap((rule): Rule[] => {
    if (rule.kind === 'text') return [rule];
    if (rule.kind === 'style') {
      const matches = rule.classSets.some((set) => set.every((name) => classes.has(name)));
      return matches ? [rule] : [];
    }
    const inner = rulesMatching(rule.rules, classes);
    // An empty @layer still declares the layer's place in the order; an empty @media is noise.
    return inner.length > 0 || rule.prelude.startsWith('@layer') ? [{ ...rule, rules: inner }] : [];
  });
}

/** The custom properties a text reads: each `var(--name`. */
const variablesReadIn = (text: string) =>
  [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name as string);

/** The custom properties the rules read. */
function variablesReadBy(rules: Rule[]): string[] {
  return rules.flatMap((rule) => {
    if (rule.kind === 'group') return variablesReadBy(rule.rules);
    return variablesReadIn(rule.kind === 'text' ? rule.text : rule.declarations.join(';'));
  });
}

/** The rules as CSS, without the custom properties that are not in `read`. */
function cssOf(rules: Rule[], read: ReadonlySet<string>): string {
  let css = '';
  for (const rule of rules) {
    if (rule.kind === 'text') {
      if (!rule.registers || read.has(rule.registers)) css += rule.text;
    } else if (rule.kind === 'style') {
      const declarations = rule.declarations.filter((declaration) => {
        const property = declaration.slice(0, declaration.indexOf(':')).trim();
        return !property.startsWith('--') || read.has(property);
      });
      if (declarations.length > 0) css += `${rule.selector}{${declarations.join(';')}}`;
    } else {
      const inner = cssOf(rule.rules, read);
      if (inner || rule.prelude.startsWith('@layer')) css += `${rule.prelude}{${inner}}`;
    }
  }
  return css;
}
