import { describe, expect, it } from 'vitest';
import { citedIds, linkCitations, linkStreamedCitations } from './axel-citations';

const sources: Record<string, { title: string; href: string }> = {
  'kill-switches': { title: 'Kill Switches', href: '/rules#kill-switches' },
  frame: { title: 'Frame', href: '/rules#frame' },
  'B.3.4.2': {
    title: 'B.3.4.2 Ground clearance, p. 41',
    href: '/uploads/documents/a/r.pdf#page=41',
  },
};
const titleOf = (id: string) => sources[id];

describe('Axel citations', () => {
  it('lists cited ids once, in order of first citation', () => {
    expect(citedIds('A [rule:frame] b [rule:kill-switches] c [rule:frame].')).toEqual([
      'frame',
      'kill-switches',
    ]);
  });

  it('links known cards and drops unknown ones without leaving a gap', () => {
    expect(
      linkCitations('Two switches [rule:kill-switches] and paint [rule:paint].', titleOf),
    ).toBe('Two switches [Kill Switches](/rules#kill-switches) and paint.');
  });

  it('links a rulebook clause by its number to its page', () => {
    expect(citedIds('Keep 250 mm [rule:B.3.4.2].')).toEqual(['B.3.4.2']);
    expect(linkCitations('Keep 250 mm [rule:B.3.4.2] and [rule:B.9.9].', titleOf)).toBe(
      'Keep 250 mm [B.3.4.2 Ground clearance, p. 41](/uploads/documents/a/r.pdf#page=41) and.',
    );
  });

  it('shows a title from an uploaded PDF as written, never as Markdown of its own', () => {
    const source = { title: 'Seats](https://evil.example) [*see*', href: '/rules.pdf#page=2' };
    expect(linkCitations('Sit [rule:B.1.1].', () => source)).toBe(
      'Sit [Seats\\]\\(https://evil.example\\) \\[\\*see\\*](/rules.pdf#page=2).',
    );
  });

  it('hides a citation still being written at the end of a streamed answer', () => {
    for (const partial of [
      'Use two [',
      'Use two [ru',
      'Use two [rule:',
      'Use two [rule:kill-sw',
      'Use two [rule:B.3.',
    ]) {
      expect(linkStreamedCitations(partial, titleOf)).toBe('Use two ');
    }
    expect(linkStreamedCitations('Use two [rule:kill-switches] now', titleOf)).toBe(
      'Use two [Kill Switches](/rules#kill-switches) now',
    );
  });
});
