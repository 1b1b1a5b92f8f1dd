import { describe, expect, it } from 'vitest';
import {
  checklistLines,
  priorityMeanings,
  rulePriorities,
  ruleTabOf,
  ruleTabPath,
  tabOfCard,
} from '../../../common/rules/rules-catalogue';
import { starterRulesCatalogue } from './starter-catalogue';

const tabs = starterRulesCatalogue.tabs;
const cards = tabs.flatMap((tab) => tab.cards);
const catalogueText = cards.flatMap((card) => [card.title, ...card.requirements]).join('\n');

describe('the starter rules catalogue', () => {
  it('has the six required tabs, in order', () => {
    expect(tabs.map((tab) => tab.id)).toEqual([
      'technical-inspection',
      'safety',
      'design-evaluation',
      'cost-event',
      'materials',
      'competition',
    ]);
    expect(tabs.map((tab) => tab.label)).toEqual([
      'Technical Inspection',
      'Safety',
      'Design Evaluation',
      'Cost Event',
      'Materials',
      'Competition',
    ]);
    for (const tab of tabs) expect(tab.description.trim()).not.toBe('');
  });

  it('gives every tab at least 3 cards', () => {
    for (const tab of tabs) expect(tab.cards.length).toBeGreaterThanOrEqual(3);
  });

  it('uses unique kebab-case card ids usable as a URL hash', () => {
    const ids = cards.map((card) => card.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every card a title and at least 3 non-empty requirement lines', () => {
    for (const card of cards) {
      expect(card.title.trim()).not.toBe('');
      expect(card.requirements.length).toBeGreaterThanOrEqual(3);
      for (const line of card.requirements) expect(line.trim()).not.toBe('');
    }
  });

  const ruleFigures = [
    '100 points',
    '80 points',
    '20 points',
    '2 reduction concepts of 10 points each',
    '4 pages',
    'Feb 16',
    'Mar 16',
    '30 min',
    '20 min',
    '10 min',
    '4 hours',
    '4-hour',
    '10 HP',
    'Grade 5',
    '8.8',
    'two full threads',
    'nylock',
    'safety wire',
    '1.25 in',
    '0.065 in',
    '4130',
    '13 in',
    '6 in',
    '3 degrees',
    '7 degrees',
    '31 degrees',
    'governor',
    '5 seconds',
    '5-point harness',
    'lock all four wheels',
  ];
  for (const constant of ruleFigures) {
    it(`states the required constant "${constant}"`, () => {
      expect(catalogueText).toContain(constant);
    });
  }

  it('explains the priorities with the words of the quick reference guide', () => {
    expect(rulePriorities).toEqual(['critical', 'high', 'medium']);
    expect(priorityMeanings).toEqual({
      critical: 'Must pass inspection',
      high: 'Important for competition',
      medium: 'Design optimization',
    });
  });

  it('lists the key deadlines the rules set', () => {
    expect(starterRulesCatalogue.deadlines).toEqual([
      { name: 'Cost Reduction Report', date: 'Feb 16' },
      { name: 'Initial Cost Report', date: 'Mar 16' },
      { name: 'Design Review', date: 'During competition week' },
    ]);
  });
});

describe('the addresses of /rules', () => {
  it('opens the tab ?tab= names, else the first', () => {
    expect(ruleTabOf(starterRulesCatalogue, '?tab=safety')?.label).toBe('Safety');
    expect(ruleTabOf(starterRulesCatalogue, '?tab=nothing')?.id).toBe('technical-inspection');
    expect(ruleTabOf(starterRulesCatalogue, '')?.id).toBe('technical-inspection');
    expect(ruleTabOf({ tabs: [], deadlines: [] }, '?tab=safety')).toBeUndefined();
  });

  it("gives the first tab the page's own address", () => {
    expect(ruleTabPath(starterRulesCatalogue, 'technical-inspection')).toBe('/rules');
    expect(ruleTabPath(starterRulesCatalogue, 'cost-event')).toBe('/rules?tab=cost-event');
  });

  it('finds the tab of a card', () => {
    expect(tabOfCard(starterRulesCatalogue, 'frame-tubing')?.id).toBe('technical-inspection');
    expect(tabOfCard(starterRulesCatalogue, 'no-such-card')).toBeUndefined();
  });
});

describe('checklistLines', () => {
  it('reads a requirement a line, without blank lines or edge spaces', () => {
    expect(checklistLines('  One.\n\n Two. \r\nThree.')).toEqual(['One.', 'Two.', 'Three.']);
  });
});
