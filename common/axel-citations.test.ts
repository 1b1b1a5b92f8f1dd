import { describe, expect, it } from 'vitest';
import { citedIds, linkCitations, linkStreamedCitations } from './axel-citations';

const titles: Record<string, string> = { 'kill-switches': 'Kill Switches', frame: 'Frame' };
const titleOf = (id: string) => titles[id];

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

  it('hides a citation still being written at the end of a streamed answer', () => {
    for (const partial of ['Use two [', 'Use two [ru', 'Use two [rule:', 'Use two [rule:kill-sw']) {
      expect(linkStreamedCitations(partial, titleOf)).toBe('Use two ');
    }
    expect(linkStreamedCitations('Use two [rule:kill-switches] now', titleOf)).toBe(
      'Use two [Kill Switches](/rules#kill-switches) now',
    );
  });
});
