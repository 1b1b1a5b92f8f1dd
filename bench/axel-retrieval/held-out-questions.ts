// Catalogue questions held out from tuning: a first-year member who does not know the jargon yet
// and a team lead in a hurry, with the ids of the cards that answer them.
import type { RetrievalQuestion } from './question-set';

export const heldOutCatalogueQuestions: RetrievalQuestion[] = [
  // inspection-process
  {
    question:
      "I'm new to the team. What is the inspection everyone keeps talking about, and why can't " +
      'we just drive the car when it is finished?',
    answers: ['inspection-process', 'dynamic-events'],
  },
  {
    question: 'tech checklist: frame docs and equivalence calcs, do those come with us?',
    answers: ['inspection-process', 'frame-material-documentation'],
  },

  // frame-tubing
  {
    question: 'What kind of metal are the big tubes of the frame supposed to be made from?',
    answers: ['frame-tubing', 'frame-material-documentation'],
  },
  {
    question: 'Will the officials actually measure our tubes, like with calipers?',
    answers: ['frame-tubing'],
  },

  // roll-cage-bracing
  {
    question: 'What keeps the cage from collapsing on the driver if the car ends up on its roof?',
    answers: ['roll-cage-bracing'],
  },
  {
    question: "What are the bars next to the driver's hips and shoulders for?",
    answers: ['roll-cage-bracing'],
  },

  // engine-restrictions
  {
    question: 'Do we get to choose our own engine, or does every school get the same one?',
    answers: ['engine-restrictions'],
  },
  {
    question: 'engine rules, one line pls, powertrain meeting in 5',
    answers: ['engine-restrictions'],
  },

  // brake-system
  {
    question: 'How do they decide if our brakes are good enough?',
    answers: ['brake-system'],
  },
  {
    question: 'one pedal for every wheel, or can front and rear get their own pedals?',
    answers: ['brake-system'],
  },

  // driver-restraint-and-egress
  {
    question: 'Can the seat belts bolt to the seat itself, or do they have to attach to the frame?',
    answers: ['driver-restraint-and-egress'],
  },
  {
    question: 'Does the headrest behind the driver have to do anything in particular?',
    answers: ['driver-restraint-and-egress'],
  },

  // kill-switches
  {
    question: 'Do they test the engine off buttons during inspection?',
    answers: ['kill-switches'],
  },

  // fire-and-fuel-protection
  {
    question: 'What protects the driver if the petrol catches fire?',
    answers: ['fire-and-fuel-protection'],
  },

  // drivetrain-guards
  {
    question:
      'The spinning belt between the engine and the gearbox is right by where I sit. Is it ' +
      'supposed to be covered?',
    answers: ['drivetrain-guards'],
  },

  // driver-gear
  {
    question: 'Do I need goggles or a visor, or is just the helmet enough?',
    answers: ['driver-gear'],
  },

  // fastener-grades
  {
    question:
      'I picked up some bolts from the hardware store for the pedal box. How do I know if ' +
      'they are strong enough?',
    answers: ['fastener-grades'],
  },

  // welding-quality
  {
    question: 'What counts as a bad weld? Is it bad if it has tiny holes in it?',
    answers: ['welding-quality'],
  },

  // material-selection
  {
    question:
      "We want to make the car lighter using parts that don't hold up the cage. What should " +
      'those be made of?',
    answers: ['material-selection'],
  },

  // design-review-format
  {
    question:
      'Does everyone who talks at the design review need to know their own part of the car ' +
      'really well?',
    answers: ['design-review-format'],
  },

  // design-justification
  {
    question: 'What kind of proof makes the judges believe a design choice was a good one?',
    answers: ['design-justification'],
  },

  // suspension-targets
  {
    question: 'clearance + travel targets, numbers only',
    answers: ['suspension-targets'],
  },

  // steering-geometry
  {
    question:
      'Once the car is built, are we supposed to check the angles of the front wheels against ' +
      'the plan?',
    answers: ['steering-geometry'],
  },

  // cost-event-scoring
  {
    question: 'How do the cost judges check our numbers? Do they look at the real car?',
    answers: ['cost-event-scoring'],
  },

  // initial-cost-report
  {
    question:
      'If we change a part halfway through the build, do we have to update the list of parts ' +
      'and prices?',
    answers: ['initial-cost-report'],
  },

  // cost-reduction-report
  {
    question:
      'What is a cost reduction report? Is it a different thing from the normal cost report?',
    answers: ['cost-reduction-report'],
  },

  // cost-report-deadlines
  {
    question: 'cost deadlines??',
    answers: ['cost-report-deadlines', 'cost-reduction-report', 'initial-cost-report'],
  },

  // static-events
  {
    question: 'Which events happen without the car driving, and how do I find out when ours is on?',
    answers: ['static-events'],
  },

  // dynamic-events
  {
    question: 'driving events list + what each one tests, need it for the sponsor deck tonight',
    answers: ['dynamic-events'],
  },

  // endurance-race
  {
    question:
      'Can someone who never did the get-out-of-the-car test drive a stint in the long race?',
    answers: ['endurance-race', 'driver-restraint-and-egress'],
  },
];
