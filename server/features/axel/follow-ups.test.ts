import { describe, expect, it } from 'vitest';
import { starterCard as rule, starterCatalogue } from '../../test/starter-rules';
import { suggestFollowUps as suggestFrom } from './follow-ups';
import { cardSource, clauseSource } from './retrieval/sources';

const suggestFollowUps = (question: string, sources: Parameters<typeof suggestFrom>[2]) =>
  suggestFrom(starterCatalogue, question, sources);
const card = (id: string) => cardSource(rule(id));
const about = (id: string) => `What do the rules say about “${rule(id).title}”?`;

describe('suggestFollowUps', () => {
  it('asks about the cards closest to the question that the answer did not use', () => {
    const suggestions = suggestFollowUps('What tubing can we use for the roll cage?', [
      card('roll-cage-bracing'),
    ]);

    expect(suggestions[0]).toBe(about('frame-tubing'));
    expect(suggestions).not.toContain(about('roll-cage-bracing'));
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(new Set(suggestions).size).toBe(suggestions.length);
  });

  it('stays on the subject of a ground clearance answer', () => {
    const suggestions = suggestFollowUps('What ground clearance does the car need?', [
      card('suspension-targets'),
    ]);

    // Steering geometry shares only "ground" with the question: not its subject.
    expect(suggestions).toEqual([]);
    for (const offTopic of ['welding-quality', 'roll-cage-bracing', 'inspection-process']) {
      expect(suggestions).not.toContain(about(offTopic));
    }
  });

  it('suggests no card that shares a single word with a rulebook answer', () => {
    const towing = clauseSource('/uploads/documents/a/rules.pdf', {
      number: 'B.13.2',
      heading: 'Towing Points',
      page: 11,
      body: 'A towing point is a closed steel loop.',
    });

    // "points" is in the cost event's card, "strong" in the guards': neither is about towing.
    expect(
      suggestFollowUps('Where do the tow points go on the car and how strong must they be?', [
        towing,
      ]),
    ).toEqual([]);
  });

  it('suggests nothing for a question the rules do not cover', () => {
    expect(suggestFollowUps('What colour should we paint the car?', [])).toEqual([]);
  });
});
