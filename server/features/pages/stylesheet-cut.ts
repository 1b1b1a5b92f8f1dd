// The built stylesheet cut by PurgeCSS to what a page can use (decision 50): every rule but those
// whose selectors name a class, tag or attribute the page has none of, and every custom property
// (Tailwind's theme, its registered `--tw-*`) but those nothing left reads.
import postcss, { type Container, type Root } from 'postcss';
import {
  defaultOptions,
  ExtractorResultSets,
  type Options,
  PurgeCSS,
  standardizeSafelist,
} from 'purgecss';
import { selectorsOfPage } from './page-selectors';

/** The stylesheet's rules that the page (its whole HTML) can use, as CSS. */
export type StylesheetCut = (html: string) => string;

const PURGECSS_OPTIONS: Options = {
  ...defaultOptions,
  variables: true,
  // PurgeCSS drops a selector of pseudo-classes alone (`:focus-visible`, the `:popover-open` of
  // `open:`'s `:is()`), though nothing in it names what the page could lack.
  safelist: standardizeSafelist({ standard: [/^:/] }),
  // boot.ts marks the page's <html> once it is scrolled (the `scrolled:` variant).
  dynamicAttributes: ['data-scrolled'],
};

/** Parses the stylesheet once; each cut works on a copy. */
export function stylesheetCut(css: string): StylesheetCut {
  const stylesheet = postcss.parse(css);
  stylesheet.walkComments((comment) => {
    comment.remove();
  });
  const layerOrder = layerOrderOf(stylesheet);
  return (html) => {
    const root = stylesheet.clone();
    const readInline = variablesReadIn(html);
    purge(root, html, readInline);
    removeUnreadRegistrations(root, readInline);
    removeEmpty(root);
    // Without the line breaks the built stylesheet has after its license comment and at its end.
    return `${layerOrder}${root.toString().trim()}`;
  };
}

/**
 * The steps of PurgeCSS's `purge()`, as its own PostCSS plugin takes them: unlike `purge()` they
 * are synchronous, and they work on a parsed stylesheet. A custom property the page's inline
 * styles read counts as read, as do those it reads in turn.
 */
function purge(root: Root, html: string, readInline: string[]) {
  const purgeCSS = new PurgeCSS();
  purgeCSS.options = PURGECSS_OPTIONS;
  for (const name of readInline) purgeCSS.variablesStructure.usedVariables.add(name);
  purgeCSS.walkThroughCSS(root, new ExtractorResultSets(selectorsOfPage(html)));
  purgeCSS.removeUnusedCSSVariables();
}

/** The custom properties a text reads: each `var(--name`. */
const variablesReadIn = (text: string) =>
  [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name as string);

/** Drops the `@property` rules, which PurgeCSS keeps, of the custom properties nothing reads. */
function removeUnreadRegistrations(root: Root, readInline: string[]) {
  const read = new Set(readInline);
  root.walkDecls((declaration) => {
    for (const name of variablesReadIn(declaration.value)) read.add(name);
  });
  root.walkAtRules('property', (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
}

/**
 * Removes the rules and groups left empty: PurgeCSS leaves a rule whose custom properties it
 * removed, and a group whose only group it removed.
 */
function removeEmpty(container: Container) {
  container.each((node) => {
    if ((node.type !== 'rule' && node.type !== 'atrule') || !node.nodes) return;
    removeEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/**
 * The stylesheet's layers in the order it first names them, as the statement that keeps that order
 * when the cut leaves a layer out.
 */
function layerOrderOf(stylesheet: Root): string {
  const names = new Set<string>();
  stylesheet.each((node) => {
    if (node.type !== 'atrule' || node.name !== 'layer') return;
    for (const name of node.params.split(',')) if (name.trim()) names.add(name.trim());
  });
  return names.size > 0 ? `@layer ${[...names].join(',')};` : '';
}
