import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPageStylesheet } from './page-stylesheet';

let clientDir: string;
beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'page-css-'));
  mkdirSync(path.join(clientDir, 'assets'));
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const page = (href: string) =>
  `<html><head><link rel="stylesheet" crossorigin href="${href}"><title>x</title></head><body><div id="root"><!--__SERVER_RENDERED__--></div></body></html>`;

let stylesheets = 0;
/** The page stylesheet of a built client whose stylesheet is `css`. */
function pageStylesheetOf(css: string) {
  stylesheets += 1;
  const href = `/assets/index-${stylesheets}.css`;
  writeFileSync(path.join(clientDir, href), css);
  const template = page(href);
  const write = loadPageStylesheet(template, clientDir);
  return { template, href, write: (markup: string) => write(template, markup) };
}

/** The rules of `css` written into a page whose server rendering is `markup`. */
function cut(css: string, markup: string): string {
  const written = pageStylesheetOf(css).write(markup);
  return /<style[^>]*>(.*)<\/style>/s.exec(written)?.[1] ?? written;
}

describe('the stylesheet written into a page', () => {
  it("replaces the link with the rules the page's markup uses, naming the whole stylesheet", () => {
    const { template, href, write } = pageStylesheetOf(
      'body{color:#123}.card{padding:1rem}.hidden{display:none}.x\\&y{color:red}',
    );
    expect(write('<div class="card  x&amp;y"><p class="">text</p></div>')).toBe(
      template.replace(
        /<link[^>]*>/,
        `<style data-whole-stylesheet="${href}">body{color:#123}.card{padding:1rem}.x\\&y{color:red}</style>`,
      ),
    );
    expect(cut('body{color:#123}.card{padding:1rem}', '')).toBe('body{color:#123}');
  });

  it('stays linked when its rules could end the style element', () => {
    const { template, write } = pageStylesheetOf('a::after{content:"</style><script>"}');
    expect(write('<p class="a"></p>')).toBe(template);
  });

  it('leaves a page without a stylesheet as it is', () => {
    expect(loadPageStylesheet('<head></head>', clientDir)('<head></head>', '')).toBe(
      '<head></head>',
    );
  });
});

describe('the rules a page uses', () => {
  it('keeps the rules the elements of the page can match and drops the others', () => {
    const css = '*,:before{box-sizing:border-box}.flex{display:flex}.grid{display:grid}';
    expect(cut(css, '<div class="flex"></div>')).toBe(
      '*,:before{box-sizing:border-box}.flex{display:flex}',
    );
    expect(cut('p{margin:0}table{border:0}', '<p>text</p>')).toBe('p{margin:0}');
    expect(cut('.a .b{color:red}', '<p class="b"></p>')).toBe('');
    expect(cut('.a .b{color:red}', '<p class="a"><i class="b"></i></p>')).toBe('.a .b{color:red}');
  });

  it("takes no word of the page's text for a class", () => {
    expect(cut('.hidden{display:none}', '<p>hidden</p>')).toBe('');
  });

  it.each([
    {
      title: 'reads class names as Tailwind escapes them and React writes them',
      css: '.sm\\:mt-6{margin-top:1.5rem}.w-\\[300px\\]{width:300px}.w-\\[calc\\(100\\%-2rem\\)\\]{width:calc(100% - 2rem)}.\\32 xl\\:flex{display:flex}.\\[\\&\\>td\\]\\:relative>td{position:relative}',
      using:
        '<table class="sm:mt-6 w-[300px] w-[calc(100%-2rem)] 2xl:flex [&amp;&gt;td]:relative"><tr><td></td></tr></table>',
      notUsing: '<p class="mt-6 flex">text</p>',
    },
    {
      title: 'keeps a rule whose variant the page uses, and only then',
      css: '.open\\:flex:is([open],:popover-open,:open){display:flex}.backdrop\\:bg-black::backdrop{background-color:#000}.aria-\\[current\\=page\\]\\:text-accent-700[aria-current=page]{color:#c2410c}.group-hover\\:block:is(:where(.group):hover *){display:block}:root[data-scrolled] .scrolled\\:bg-white{background-color:#fff}',
      using:
        '<div class="group"><dialog class="open:flex backdrop:bg-black"></dialog><a class="aria-[current=page]:text-accent-700" aria-current="page"></a><i class="group-hover:block scrolled:bg-white"></i></div>',
      notUsing: '<a aria-current="page"></a>',
    },
  ])('$title', ({ css, using, notUsing }) => {
    expect(cut(css, using)).toBe(css);
    expect(cut(css, notUsing)).toBe('');
  });

  it('keeps a rule that names no class, tag or attribute but pseudo-classes', () => {
    const css = ':focus-visible{outline-width:2px}html:has(dialog:modal){overflow:hidden}';
    expect(cut(css, '')).toBe(css);
  });

  it('cuts inside @layer, @media and @supports, dropping groups left empty but keeping the order of layers', () => {
    const css =
      '@layer theme,base;@layer base{.a{color:red}@media (min-width:40rem){.sm\\:a{color:blue}}@supports (color:lab(0% 0 0)){.b{color:green}}@media (hover:hover){@supports (color:red){.c:hover{color:red}}}}@layer components;@layer empty{.c{color:red}}@keyframes spin{to{transform:rotate(360deg)}}';
    expect(cut(css, '<p class="a b"></p>')).toBe(
      '@layer theme,base,components,empty;@layer theme,base;@layer base{.a{color:red}@supports (color:lab(0% 0 0)){.b{color:green}}}@layer components;@keyframes spin{to{transform:rotate(360deg)}}',
    );
  });

  it('drops comments and the line breaks around them, and strings do not confuse it', () => {
    const css = '/*! tailwindcss */\n.q::after{content:"}{.r";color:red}.r{color:blue}\n';
    expect(cut(css, '<p class="q"></p>')).toBe('.q::after{content:"}{.r";color:red}');
  });
});

describe('the custom properties a page keeps', () => {
  const css =
    '@property --tw-shadow{syntax:"*";inherits:false}@property --tw-ring{syntax:"*";inherits:false}*{--tw-ring:0}:root,:host{--color-a:#111;--color-b:#222;--color-c:var(--color-a)}.shadow{--tw-shadow:0 1px var(--color-a);box-shadow:var(--tw-shadow)}.ring{--tw-ring:1px;box-shadow:var(--tw-ring)}';

  it('keeps those that the rules left read, and drops the others with their registration', () => {
    expect(cut(css, '<p class="shadow"></p>')).toBe(
      '@property --tw-shadow{syntax:"*";inherits:false}:root,:host{--color-a:#111}.shadow{--tw-shadow:0 1px var(--color-a);box-shadow:var(--tw-shadow)}',
    );
  });

  it('keeps those that an inline style reads, and those they read', () => {
    expect(cut(css, '<p style="color:var(--color-b);background:var(--color-c)"></p>')).toBe(
      ':root,:host{--color-a:#111;--color-b:#222;--color-c:var(--color-a)}',
    );
  });
});
