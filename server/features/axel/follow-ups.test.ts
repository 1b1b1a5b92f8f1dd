import { describe, expect, it } from 'vitest';
import { findRuleSection, type RuleSection } from '../../../common/rules-catalogue';
import { suggestFollowUps } from './follow-ups';

const card = (id: string): RuleSection => {
  const found = findRuleSection(id);
  if (!found) throw new Error(`no rule card ${id}`);
  return found;
};

describe('suggestFollowUps', () => {
  it('asks about the cards found that the answer did not cite, by their titles', () => {
    const retrieved = [card('frame-tubing'), card('kill-switches')];
    const suggestions = suggestFollowUps(retrieved, ['frame-tubing']);
    expect(suggestions[0]).toBe(`What do the rules say about “${card('kill-switches').title}”?`);
    expect(suggestions.join(' ')).not.toContain(card('frame-tubing').title);
  });

  it('fills up to three with cards of the best card’s category, never repeating one', () => {
    const suggestions = suggestFollowUps([card('frame-tubing')], []);
    expect(suggestions).toHaveLength(3);
    expect(new Set(suggestions).size).toBe(3);
  });

  it('suggests nothing when nothing was found', () => {
    expect(suggestFollowUps([], [])).toEqual([]);
  });
});
