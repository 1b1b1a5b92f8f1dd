// The starter catalogue's cards about the events: design evaluation, cost event and competition.
import type { RuleCard } from '../../../common/rules/rules-catalogue';

export const starterEventCards: (RuleCard & { category: string })[] = [
  {
    id: 'design-review-format',
    category: 'design-evaluation',
    title: 'Design Review Format',
    priority: 'high',
    requirements: [
      'Design review lasts 30 minutes: 20 min of presentation then 10 min of judges consensus.',
      'The design review takes place during competition week, with the car present.',
      'Plan the 20 min presentation to leave time for judges questions about each subsystem.',
      'Every team member presenting should be ready to explain the reasoning behind their subsystem.',
    ],
  },
  {
    id: 'design-justification',
    category: 'design-evaluation',
    title: 'Design Justification',
    priority: 'high',
    requirements: [
      'Back each design decision with analysis, test data or both; judges score reasoning, not looks.',
      'Bring frame analysis (for example FEA load cases) and the results of physical tests.',
      'Show what changed from last year and why, with the data that drove the change.',
      'Keep design targets and measured results side by side to show the car meets its goals.',
    ],
  },
  {
    id: 'suspension-targets',
    category: 'design-evaluation',
    title: 'Ground Clearance and Suspension Travel',
    priority: 'medium',
    requirements: [
      'Target ground clearance: at least 13 in under the lowest point of the car at ride height.',
      'Target suspension travel: about 6 in of wheel travel.',
      'Check that clearance and travel hold with the driver seated and the car fully fueled.',
      'Document measured clearance and travel for the design review.',
    ],
  },
  {
    id: 'steering-geometry',
    category: 'design-evaluation',
    title: 'Steering and Alignment Geometry',
    priority: 'medium',
    requirements: [
      'Target camber: about 3 degrees, chosen for tire contact over rough ground.',
      'Target caster: about 7 degrees, for straight-line stability and steering self-centering.',
      'Target kingpin inclination (KPI): about 31 degrees, to reduce scrub radius and steering effort.',
      'Measure camber, caster and KPI on the built car and compare them with the design targets.',
    ],
  },
  {
    id: 'cost-event-scoring',
    category: 'cost-event',
    title: 'Cost Event Scoring',
    priority: 'high',
    requirements: [
      'Cost event: 100 points in total.',
      'Prototype cost accuracy is worth 80 points: the cost report must match the car on site.',
      'The cost reduction report is worth 20 points.',
      'Judges compare the car with the report; parts missing from the report cost accuracy points.',
    ],
  },
  {
    id: 'cost-reduction-report',
    category: 'cost-event',
    title: 'Cost Reduction Report',
    priority: 'high',
    requirements: [
      'The cost reduction report is worth 20 points: up to 2 reduction concepts of 10 points each.',
      'Cost reduction report maximum length: 4 pages.',
      'Each concept must state the current cost, the proposed change and the resulting saving.',
      'The cost reduction report is due Feb 16.',
    ],
  },
  {
    id: 'initial-cost-report',
    category: 'cost-event',
    title: 'Initial Cost Report',
    priority: 'high',
    requirements: [
      'The initial cost report is due Mar 16.',
      'List every part of the prototype with its material, process and cost, per the current rules.',
      'Keep the bill of materials up to date as parts change, so the report matches the car.',
      'Bring receipts and cost backup to competition in case judges ask for them.',
    ],
  },
  {
    id: 'cost-report-deadlines',
    category: 'cost-event',
    title: 'Cost Report Deadlines',
    priority: 'critical',
    requirements: [
      'Cost Reduction Report deadline: Feb 16.',
      'Initial Cost Report deadline: Mar 16.',
      'Late or missing cost reports lose points, per the current rules.',
      'Set internal deadlines at least a week earlier so the reports can be reviewed.',
    ],
  },
  {
    id: 'static-events',
    category: 'competition',
    title: 'Static Events',
    priority: 'high',
    requirements: [
      'Static events: technical inspection, cost analysis, design review and sales presentation.',
      'The sales presentation pitches the car as a product to a panel acting as buyers.',
      'Bring printed copies of reports and documentation to every static event.',
      'Arrive early to each static event slot; check the schedule daily during competition week.',
    ],
  },
  {
    id: 'dynamic-events',
    category: 'competition',
    title: 'Dynamic Events',
    priority: 'high',
    requirements: [
      'Dynamic events: acceleration, hill climb, maneuverability and the 4-hour endurance race.',
      'Only cars that have passed technical inspection may enter dynamic events.',
      'Acceleration measures straight-line speed from a standing start.',
      'Hill climb tests traction and power; maneuverability tests steering on a tight course.',
    ],
  },
  {
    id: 'endurance-race',
    category: 'competition',
    title: 'Endurance Race',
    priority: 'high',
    requirements: [
      'The endurance race lasts 4 hours; the car completing the most laps scores highest.',
      'Refuel only with the engine off, in the designated refueling area.',
      'Driver changes are allowed; every driver must have passed the egress test.',
      'Obey all flags; a black flag means report to the pits at once.',
      'Bring spare parts and tools for trackside repairs, such as belts, tie rods and wheels.',
    ],
  },
];
