import { describe, expect, it } from 'vitest';
import {
  applyToolbarAction,
  insertImage,
  type TextSelection,
  type ToolbarAction,
} from './markdown-toolbar';

/** A text area's state written as text, its selection between « and » (the cursor: «»). */
function written(text: string): TextSelection {
  const start = text.indexOf('«');
  const end = text.indexOf('»') - 1;
  return { text: text.replace('«', '').replace('»', ''), start, end };
}

/** The state written back the same way. */
const shown = ({ text, start, end }: TextSelection) =>
  `${text.slice(0, start)}«${text.slice(start, end)}»${text.slice(end)}`;

const applied = (action: ToolbarAction, text: string) =>
  shown(applyToolbarAction(action, written(text)));

describe('the heading button', () => {
  it('makes the cursor’s line a heading and keeps the cursor in its text', () => {
    expect(applied('heading', 'Intro\nRes«»ults\nMore')).toBe('Intro\n## Res«»ults\nMore');
  });

  it('starts a heading on an empty line, ready to type', () => {
    expect(applied('heading', 'Intro\n\n«»')).toBe('Intro\n\n## «»');
  });

  it('turns a heading of another level into ##', () => {
    expect(applied('heading', '### Res«»ults')).toBe('## Res«»ults');
  });

  it('takes the marker away from a line that is a heading already', () => {
    expect(applied('heading', '## Res«»ults')).toBe('Res«»ults');
  });

  it('makes each selected line a heading and selects them', () => {
    expect(applied('heading', 'On«e\nTw»o')).toBe('«## One\n## Two»');
  });
});

describe('the list buttons', () => {
  it('make each selected line an item and leave blank lines between them blank', () => {
    expect(applied('bulleted-list', '«Frame\n\nEngine»')).toBe('«- Frame\n\n- Engine»');
  });

  it('number the items in order', () => {
    expect(applied('numbered-list', '«Weld\nPaint\nTest»')).toBe('«1. Weld\n2. Paint\n3. Test»');
  });

  it('do not take in the line after a selection that ends at its start', () => {
    expect(applied('bulleted-list', '«Frame\n»Engine')).toBe('«- Frame»\nEngine');
  });

  it('turn a bulleted list into a numbered one', () => {
    expect(applied('numbered-list', '«- Weld\n- Paint»')).toBe('«1. Weld\n2. Paint»');
  });

  it('take the markers away from a list that is one already', () => {
    expect(applied('bulleted-list', '«- Weld\n- Paint»')).toBe('«Weld\nPaint»');
    expect(applied('numbered-list', '1. We«»ld')).toBe('We«»ld');
  });

  it('start an item on an empty line, ready to type', () => {
    expect(applied('bulleted-list', '«»')).toBe('- «»');
  });
});

describe('the bold and italic buttons', () => {
  it('wrap the selection and keep it selected', () => {
    expect(applied('bold', 'a «fast» car')).toBe('a **«fast»** car');
    expect(applied('italic', 'a «fast» car')).toBe('a _«fast»_ car');
  });

  it('insert a placeholder, selected, when nothing is selected', () => {
    expect(applied('bold', 'a «» car')).toBe('a **«bold text»** car');
    expect(applied('italic', '«»')).toBe('_«italic text»_');
  });

  it('leave the spaces at the selection’s ends outside the markers', () => {
    expect(applied('bold', 'a« fast »car')).toBe('a **«fast»** car');
  });

  it('take the markers away from text that has them', () => {
    expect(applied('bold', 'a **«fast»** car')).toBe('a «fast» car');
    expect(applied('bold', 'a «**fast**» car')).toBe('a «fast» car');
    expect(applied('italic', 'a _«fast»_ car')).toBe('a «fast» car');
  });

  it('nest italic inside bold, and take either away again', () => {
    expect(applied('italic', '**«fast»**')).toBe('**_«fast»_**');
    expect(applied('italic', '**_«fast»_**')).toBe('**«fast»**');
    expect(applied('bold', '**_«fast»_**')).toBe('_«fast»_');
  });
});

describe('the link button', () => {
  it('makes the selection a link’s text and selects the address to type', () => {
    expect(applied('link', 'See «our sponsor» now')).toBe('See [our sponsor](«https://») now');
  });

  it('inserts a link with a placeholder text when nothing is selected', () => {
    expect(applied('link', 'See «»')).toBe('See [link text](«https://»)');
  });

  it('makes a selected address the link’s address and selects its text', () => {
    expect(applied('link', '«https://example.org»')).toBe('[«link text»](https://example.org)');
  });

  it('escapes brackets in the link’s text', () => {
    expect(applied('link', '«[draft]»')).toBe('[\\[draft\\]](«https://»)');
  });
});

describe('inserting an image', () => {
  const image = { url: '/uploads/images/news-0123456789abcdef01234567.webp', alt: 'Image' };

  const inserted = (text: string) => shown(insertImage(written(text), image));

  it('puts it in a paragraph of its own after the cursor’s line, its description selected', () => {
    expect(inserted('First par«»agraph\nstill first\n\nSecond')).toBe(
      `First paragraph\n\n![«Image»](${image.url})\n\nstill first\n\nSecond`,
    );
  });

  it('adds no blank lines where there are some already', () => {
    expect(inserted('First\n\n«»\n\nSecond')).toBe(`First\n\n![«Image»](${image.url})\n\nSecond`);
    expect(inserted('«»')).toBe(`![«Image»](${image.url})`);
  });

  it('goes at the end of a text whose last line has the cursor', () => {
    expect(inserted('Only «»line')).toBe(`Only line\n\n![«Image»](${image.url})`);
  });

  it('escapes what would end its description or address early', () => {
    const state = insertImage(written('«»'), { url: '/uploads/images/a (1).webp', alt: 'a ] b' });
    expect(state.text).toBe('![a \\] b](/uploads/images/a%20%281%29.webp)');
  });
});
