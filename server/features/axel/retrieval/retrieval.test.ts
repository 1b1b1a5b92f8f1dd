// Axel's grounding finds the card that answers a member's question, asked in their own words.
import { describe, expect, it } from 'vitest';
import { starterCatalogue } from '../../../test/starter-rules';
import { searchRuleCards } from './retrieval';

const searchRuleSections = (question: string, limit?: number) =>
  searchRuleCards(starterCatalogue, question, limit);

const questions: { question: string; answeredBy: string }[] = [
  {
    question: 'What diameter and wall thickness should the main chassis tubes be?',
    answeredBy: 'frame-tubing',
  },
  {
    question:
      'Can we use a different steel tube size for the main frame if we prove it is as stiff?',
    answeredBy: 'frame-material-documentation',
  },
  {
    question: 'How fast does a driver have to climb out of the car?',
    answeredBy: 'driver-restraint-and-egress',
  },
  {
    question: 'How many emergency engine cut-off switches do we need and where?',
    answeredBy: 'kill-switches',
  },
  {
    question: 'Are we allowed to adjust the governor to get more rpm?',
    answeredBy: 'engine-restrictions',
  },
  {
    question: 'Do the brakes have to lock every wheel in the brake test?',
    answeredBy: 'brake-system',
  },
  {
    question: 'What bolt grade is acceptable, and do we need nylock nuts?',
    answeredBy: 'fastener-grades',
  },
  {
    question: 'Is it ok to grind our frame welds smooth so they look nice?',
    answeredBy: 'welding-quality',
  },
  { question: 'Which helmet and fire suit does a driver need to wear?', answeredBy: 'driver-gear' },
  { question: 'Does the CVT belt need a cover?', answeredBy: 'drivetrain-guards' },
  {
    question: 'Where do we need a firewall, and how should the fuel tank be shielded?',
    answeredBy: 'fire-and-fuel-protection',
  },
  {
    question: 'How long is the design presentation to the judges?',
    answeredBy: 'design-review-format',
  },
  {
    question: 'What ride height and wheel travel should our suspension aim for?',
    answeredBy: 'suspension-targets',
  },
  {
    question: 'What caster and camber angles should the front end have?',
    answeredBy: 'steering-geometry',
  },
  {
    question: 'How many points is cost accuracy worth in the cost event?',
    answeredBy: 'cost-event-scoring',
  },
  {
    question: 'How many pages can the cost reduction concepts take?',
    answeredBy: 'cost-reduction-report',
  },
  {
    question: 'What goes into the bill of materials for the initial cost report?',
    answeredBy: 'initial-cost-report',
  },
  {
    question: 'How long does the endurance race last and can drivers swap during it?',
    answeredBy: 'endurance-race',
  },
  {
    question: 'Which events measure acceleration and hill climbing?',
    answeredBy: 'dynamic-events',
  },
  {
    question: 'What do we need to show the inspectors after we crash and repair the car?',
    answeredBy: 'inspection-process',
  },
];

describe('the rules search', () => {
  it('asks only about cards that exist', () => {
    for (const { answeredBy } of questions)
      expect(starterCatalogue.cards.get(answeredBy), answeredBy).toBeDefined();
  });

  it('puts the answering card in the top 3 for at least 18 of 20 questions', () => {
    const misses = questions.filter(
      ({ question, answeredBy }) =>
        !searchRuleSections(question, 3).some((card) => card.id === answeredBy),
    );
    expect(misses.length, JSON.stringify(misses, null, 1)).toBeLessThanOrEqual(2);
  });

  it('finds nothing for a question that is not about the rules', () => {
    expect(searchRuleSections('xyzzy plugh')).toEqual([]);
    // Each shares a word with a card ("near", "score"), not its subject.
    expect(searchRuleSections('best pizza near campus')).toEqual([]);
    expect(searchRuleSections('who won the football game? what was the score')).toEqual([]);
  });
});
