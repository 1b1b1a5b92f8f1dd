import { describe, expect, it } from 'vitest';
import {
  findRuleSection,
  keyDeadlines,
  priorityMeanings,
  ruleCategories,
  rulePriorities,
  ruleSections,
  rulesDocument,
  sectionsOfCategory,
} from './rules-catalogue';

const catalogueText = ruleSections
  .flatMap((section) => [section.title, ...section.requirements])
  .join('\n');

describe('rules catalogue', () => {
  it('has the six tabs of the spec, in order', () => {
    expect(ruleCategories.map((category) => category.id)).toEqual([
      'technical-inspection',
      'safety',
      'design-evaluation',
      'cost-event',
      'materials',
      'competition',
    ]);
    expect(ruleCategories.map((category) => category.label)).toEqual([
      'Technical Inspection',
      'Safety',
      'Design Evaluation',
      'Cost Event',
      'Materials',
      'Competition',
    ]);
    for (const category of ruleCategories) expect(category.description.trim()).not.toBe('');
  });

  it('puts every section in a known category with a known priority', () => {
    const categoryIds: string[] = ruleCategories.map((category) => category.id);
    for (const section of ruleSections) {
      expect(categoryIds).toContain(section.category);
      expect(rulePriorities).toContain(section.priority);
    }
  });

  it('gives every category at least 3 section cards', () => {
    for (const category of ruleCategories)
      expect(sectionsOfCategory(category.id).length).toBeGreaterThanOrEqual(3);
  });

  it('uses unique kebab-case section ids usable as a URL hash', () => {
    const ids = ruleSections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every section a title and at least 3 non-empty requirement lines', () => {
    for (const section of ruleSections) {
      expect(section.title.trim()).not.toBe('');
      expect(section.requirements.length).toBeGreaterThanOrEqual(3);
      for (const line of section.requirements) expect(line.trim()).not.toBe('');
    }
  });

  const specConstants = [
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
  for (const constant of specConstants) {
    it(`states the spec constant "${constant}"`, () => {
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

  it('lists the key deadlines of the spec', () => {
    expect(keyDeadlines).toEqual([
      { name: 'Cost Reduction Report', date: 'Feb 16' },
      { name: 'Initial Cost Report', date: 'Mar 16' },
      { name: 'Design Review', date: 'During competition week' },
    ]);
  });

  it('names the rules document revision C of May 14, 2025', () => {
    expect(rulesDocument).toEqual({
      title: '2025 Collegiate Off-Road Design Rules',
      revision: 'C',
      date: 'May 14, 2025',
    });
  });
});

describe('findRuleSection', () => {
  it('finds a section by its id', () => {
    expect(findRuleSection('frame-tubing')?.title).toBe('Frame Tubing');
    for (const section of ruleSections) expect(findRuleSection(section.id)).toBe(section);
  });

  it('returns undefined for an unknown id', () => {
    expect(findRuleSection('no-such-section')).toBeUndefined();
  });
});

describe('sectionsOfCategory', () => {
  it('returns only the sections of that category, covering every section once', () => {
    const byCategory = ruleCategories.flatMap((category) => sectionsOfCategory(category.id));
    expect(byCategory).toHaveLength(ruleSections.length);
    for (const section of sectionsOfCategory('cost-event'))
      expect(section.category).toBe('cost-event');
  });
});
