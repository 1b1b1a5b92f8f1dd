// The rules catalogue of the public /rules page (spec section 2), as typed data. Axel, the AI
// assistant, searches these lines to answer rule questions, so each requirement names its subject
// and stands on its own. Figures follow the rules content constants of spec section 9.
import { carRuleSections } from './rules-sections-car';
import { eventRuleSections } from './rules-sections-events';

export const rulesDocument = {
  title: '2025 Collegiate Off-Road Design Rules',
  revision: 'C',
  date: 'May 14, 2025',
} as const;

export const ruleCategories = [
  {
    id: 'technical-inspection',
    label: 'Technical Inspection',
    description: 'What inspectors check on the frame, engine and brakes before the car may run.',
  },
  {
    id: 'safety',
    label: 'Safety',
    description: 'Protection of the driver: restraints, egress, kill switches, fire and guards.',
  },
  {
    id: 'design-evaluation',
    label: 'Design Evaluation',
    description: 'How the design review runs and the vehicle targets judges expect you to defend.',
  },
  {
    id: 'cost-event',
    label: 'Cost Event',
    description: 'Scoring, reports and deadlines of the 100-point cost event.',
  },
  {
    id: 'materials',
    label: 'Materials',
    description: 'Fasteners, tubing, welds and the documentation that proves material choices.',
  },
  {
    id: 'competition',
    label: 'Competition',
    description:
      'The static and dynamic events of competition week, ending in the 4-hour endurance.',
  },
] as const;
export type RuleCategoryId = (typeof ruleCategories)[number]['id'];

export const RULES_PATH = '/rules';

/** The tab a /rules address names with `?tab=`, else the first: each tab has an address. */
export function ruleCategoryOf(search: string): RuleCategoryId {
  const named = new URLSearchParams(search).get('tab');
  return ruleCategories.find((category) => category.id === named)?.id ?? ruleCategories[0].id;
}

/** The address of a tab; the first one's is the page's own. */
export const ruleCategoryPath = (category: RuleCategoryId) =>
  category === ruleCategories[0].id ? RULES_PATH : `${RULES_PATH}?tab=${category}`;

export const rulePriorities = ['critical', 'high', 'medium'] as const;
export type RulePriority = (typeof rulePriorities)[number];

export const priorityMeanings: Record<RulePriority, string> = {
  critical: 'Must pass inspection',
  high: 'Important for competition',
  medium: 'Design optimization',
};

export const keyDeadlines = [
  { name: 'Cost Reduction Report', date: 'Feb 16' },
  { name: 'Initial Cost Report', date: 'Mar 16' },
  { name: 'Design Review', date: 'During competition week' },
] as const;

export interface RuleSection {
  id: string;
  category: RuleCategoryId;
  title: string;
  priority: RulePriority;
  requirements: string[];
}

/** Every section card; the /rules page shows them by category, the assistant searches them. */
export const ruleSections: RuleSection[] = [...carRuleSections, ...eventRuleSections];

/** The section card with this id (the /rules URL hash), if any. */
export function findRuleSection(id: string): RuleSection | undefined {
  return ruleSections.find((section) => section.id === id);
}

export function sectionsOfCategory(category: RuleCategoryId): RuleSection[] {
  return ruleSections.filter((section) => section.category === category);
}
