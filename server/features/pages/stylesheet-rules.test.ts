import { describe, expect, it } from 'vitest';
import { parseStylesheet, rulesUsedBy } from './stylesheet-rules';

const cut = (css: string, ...classes: string[]) =>
  rulesUsedBy(parseStylesheet(css), { classes: new Set(classes), markup: '' });

describe('the rules a page uses', () => {
  it('keeps rules without classes and those whose classes the page has', () => {
    const css = '*,:before{box-sizing:border-box}.flex{display:flex}.grid{display:grid}';
    expect(cut(css, 'flex')).toBe('*,:before{box-sizing:border-box}.flex{display:flex}');
  });

  it('keeps a selector list when one of its selectors can match', () => {
    expect(cut('.a,.b{color:red}', 'b')).toBe('.a,.b{color:red}');
    expect(cut('.a .b{color:red}', 'b')).toBe('');
    expect(cut('.a .b{color:red}', 'a', 'b')).toBe('.a .b{color:red}');
  });

  it('reads escaped class names as Tailwind writes them', () => {
    const css =
      '.sm\\:mt-6{margin-top:1.5rem}.w-\\[calc\\(100\\%-2rem\\)\\]{width:calc(100% - 2rem)}.\\32 xl\\:flex{display:flex}';
    expect(cut(css, 'sm:mt-6', 'w-[calc(100%-2rem)]', '2xl:flex')).toBe(css);
    expect(cut(css, 'mt-6')).toBe('');
  });

  it('does not count classes in parentheses or attribute selectors', () => {
    const groupHover = '.group-hover\\:block:is(:where(.group):hover *){display:block}';
    expect(cut(groupHover, 'group-hover:block')).toBe(groupHover);
    expect(cut('.a:not(.b){color:red}', 'a')).toBe('.a:not(.b){color:red}');
    expect(cut('.a[data-x=".b"]{color:red}', 'a')).toBe('.a[data-x=".b"]{color:red}');
  });

  it('cuts inside @layer, @media and @supports, dropping a group left empty but a layer', () => {
    const css =
      '@layer base,utilities;@layer utilities{.a{color:red}@media (min-width:40rem){.sm\\:a{color:blue}}.b{color:green}}@layer components;@layer empty{.c{color:red}}';
    expect(cut(css, 'a', 'b')).toBe(
      '@layer base,utilities;@layer utilities{.a{color:red}.b{color:green}}@layer components;@layer empty{}',
    );
  });

  it('keeps other at-rules whole, and strings and comments do not confuse it', () => {
    const css =
      '/*! tailwindcss */@keyframes spin{to{transform:rotate(360deg)}}.q::after{content:"}{.r";color:red}';
    expect(cut(css, 'q')).toBe(
      '@keyframes spin{to{transform:rotate(360deg)}}.q::after{content:"}{.r";color:red}',
    );
    expect(cut(css)).toBe('@keyframes spin{to{transform:rotate(360deg)}}');
  });

  it('keeps the custom properties that what is left reads, in the page or its markup', () => {
    const css =
      '@property --tw-shadow{syntax:"*";inherits:false}@property --tw-ring{syntax:"*";inherits:false}:root,:host{--color-a:#111;--color-b:#222;--font:var(--font-x, "A;B")}.shadow{--tw-shadow:0 1px var(--color-a);box-shadow:var(--tw-shadow)}.ring{--tw-ring:1px;box-shadow:var(--tw-ring)}';
    expect(cut(css, 'shadow')).toBe(
      '@property --tw-shadow{syntax:"*";inherits:false}:root,:host{--color-a:#111}.shadow{--tw-shadow:0 1px var(--color-a);box-shadow:var(--tw-shadow)}',
    );
    const page = { classes: new Set<string>(), markup: '<p style="color:var(--color-b)">' };
    expect(rulesUsedBy(parseStylesheet(css), page)).toBe(':root,:host{--color-b:#222}');
  });
});
