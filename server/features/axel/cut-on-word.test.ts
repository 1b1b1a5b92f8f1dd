import { describe, expect, it } from 'vitest';
import { cutOnWord } from './cut-on-word';

describe('cutOnWord', () => {
  it('keeps a text that fits as it is', () => {
    expect(cutOnWord('Frame tubing', 12)).toBe('Frame tubing');
  });

  it('cuts after the last whole word and marks the cut, within the limit', () => {
    expect(cutOnWord('What frame tubing do the rules require?', 20)).toBe('What frame tubing…');
    // The room ends exactly where a word does: that word is kept.
    expect(cutOnWord('What frame tubing do', 18)).toBe('What frame tubing…');
  });

  it('cuts a word longer than half the limit where it must', () => {
    const cut = cutOnWord(`A ${'x'.repeat(50)}`, 20);
    expect(cut).toBe(`A ${'x'.repeat(17)}…`);
    expect(cut).toHaveLength(20);
  });
});
