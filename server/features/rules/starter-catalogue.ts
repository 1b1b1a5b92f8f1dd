// The rules catalogue a new site starts with, for an invented rulebook: six tabs of cards and the
// quick reference's deadlines. Figures follow the competition's published rules of 2025; a club
// rewrites them in the website editor when its rulebook changes.
import type { RulesCatalogue } from '../../../common/rules/rules-catalogue';
import { starterCarCards } from './starter-cards-car';
import { starterEventCards } from './starter-cards-events';

const starterTabs = [
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
];

const starterCards = [...starterCarCards, ...starterEventCards];

export const starterRulesCatalogue: RulesCatalogue = {
  tabs: starterTabs.map((tab) => ({
    ...tab,
    cards: starterCards
      .filter((card) => card.category === tab.id)
      .map(({ category: _tab, ...card }) => card),
  })),
  deadlines: [
    { name: 'Cost Reduction Report', date: 'Feb 16' },
    { name: 'Initial Cost Report', date: 'Mar 16' },
    { name: 'Design Review', date: 'During competition week' },
  ],
};
