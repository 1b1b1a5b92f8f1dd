import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordDiff } from './word-diff';

const textOf = (parts: ReturnType<typeof wordDiff>, kinds: string[]) =>
  parts
    .filter((part) => kinds.includes(part.kind))
    .map((part) => part.text)
    .join('');

describe('wordDiff', () => {
  it('marks the words changed and keeps the rest', () => {
    expect(
      wordDiff('Runs sponsorship and the shop.', 'Runs sponsorship and the paint shop.'),
    ).toEqual([
      { kind: 'same', text: 'Runs sponsorship and the ' },
      { kind: 'added', text: 'paint ' },
      { kind: 'same', text: 'shop.' },
    ]);
  });

  it('shows a text replaced whole as removed, then added', () => {
    expect(wordDiff('Old', 'New')).toEqual([
      { kind: 'removed', text: 'Old' },
      { kind: 'added', text: 'New' },
    ]);
  });

  it('gives back each text from its parts, whatever the texts', () => {
    const text = fc.array(fc.constantFrom('car ', 'frame ', 'weld', ' ', '\n', 'shop. '), {
      maxLength: 30,
    });
    fc.assert(
      fc.property(text, text, (before, after) => {
        const parts = wordDiff(before.join(''), after.join(''));
        expect(textOf(parts, ['same', 'removed'])).toBe(before.join(''));
        expect(textOf(parts, ['same', 'added'])).toBe(after.join(''));
      }),
    );
  });

  it('compares long articles without running out of time', () => {
    const article = Array.from({ length: 4000 }, (_, n) => `word${n % 97} `).join('');
    const parts = wordDiff(article, `${article.slice(0, 9000)}inserted ${article.slice(9000)}`);
    expect(textOf(parts, ['added'])).toContain('inserted');
  });
});
