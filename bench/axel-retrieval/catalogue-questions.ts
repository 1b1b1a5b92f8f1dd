// Questions about the rules catalogue cards, as team designers ask them, with the ids of the
// cards that answer them. Sorted by the card that answers them first, in catalogue order.
import type { RetrievalQuestion } from './question-set';

export const catalogueQuestions: RetrievalQuestion[] = [
  // inspection-process
  {
    question: 'do we need to pass tech before we can run accel or hill climb?',
    answers: ['inspection-process', 'dynamic-events'],
  },
  {
    question: 'what do we actually bring to tech, just the car or all the drivers + their gear too',
    answers: ['inspection-process'],
  },
  {
    question:
      'we rolled the car in practice and swapped a bent lower a-arm, does it have to go back ' +
      'through inspection before the next run?',
    answers: ['inspection-process'],
  },
  {
    question: 'is it ok if we move the seat mounts after we got the sticker without telling anyone',
    answers: ['inspection-process'],
  },

  // frame-tubing
  {
    question: "what's the min tube size for the primary members",
    answers: ['frame-tubing', 'frame-material-documentation'],
  },
  {
    question:
      'can we run 1 in OD chromoly with a thicker wall on the primaries instead of the standard ' +
      'tube?',
    answers: ['frame-tubing', 'frame-material-documentation'],
  },
  {
    question: 'is it ok if a primary member is two pieces sleeved together and only tack welded',
    answers: ['frame-tubing'],
  },
  {
    question: 'wall thicknes on primaries, is .065 the minimum?',
    answers: ['frame-tubing', 'frame-material-documentation'],
  },

  // roll-cage-bracing
  {
    question: 'how much room do we need between the drivers helmet and the cage',
    answers: ['roll-cage-bracing'],
  },
  {
    question: 'does the RRH need diagonal braces so it doesnt fold over if we roll',
    answers: ['roll-cage-bracing'],
  },
  {
    question: 'at what height do the SIMs have to be, hip and shoulder?',
    answers: ['roll-cage-bracing'],
  },
  {
    question: 'can a brace tube end in the middle of a member or does it have to land on a node',
    answers: ['roll-cage-bracing'],
  },

  // engine-restrictions
  {
    question: 'how much hp are we allowed',
    answers: ['engine-restrictions'],
  },
  {
    question: 'can we adjust the governer to get a few more rpm out of the motor',
    answers: ['engine-restrictions'],
  },
  {
    question: 'is it ok if we port the head and put in a hotter cam',
    answers: ['engine-restrictions'],
  },
  {
    question:
      'does the throttle linkage need a return spring so it snaps back to idle when the driver ' +
      'lifts off',
    answers: ['engine-restrictions'],
  },

  // brake-system
  {
    question: 'do all 4 wheels have to lock up in the brake test',
    answers: ['brake-system'],
  },
  {
    question: 'can we run a cable brake on the rear and hydraulics only up front',
    answers: ['brake-system'],
  },
  {
    question: 'do we need a brake light',
    answers: ['brake-system'],
  },
  {
    question: 'how should we route the brake lines around the exhaust and the CV axles',
    answers: ['brake-system'],
  },

  // driver-restraint-and-egress
  {
    question: 'how fast does the driver need to be able to get out of the car',
    answers: ['driver-restraint-and-egress'],
  },
  {
    question: '5 pt harness or is a 4 pt ok?',
    answers: ['driver-restraint-and-egress'],
  },
  {
    question: 'our harness tags say 2019, is an expired belt gonna be a problem',
    answers: ['driver-restraint-and-egress'],
  },
  {
    question: 'egress test - do they start with the belts done up or unbuckled?',
    answers: ['driver-restraint-and-egress'],
  },

  // kill-switches
  {
    question: 'how many e-stops does the car need and where do they go',
    answers: ['kill-switches'],
  },
  {
    question:
      'is it ok if the outside kill switch just triggers the cockpit one through a relay so we ' +
      'only have one circuit',
    answers: ['kill-switches'],
  },
  {
    question: 'where should the external kill go so corner workers can find it fast',
    answers: ['kill-switches'],
  },

  // fire-and-fuel-protection
  {
    question: 'do we need a firewall between the seat and the engine bay',
    answers: ['fire-and-fuel-protection'],
  },
  {
    question: 'how many fire extinguishers does the car have to carry',
    answers: ['fire-and-fuel-protection'],
  },
  {
    question: 'can we top up the gas with the motor still idling',
    answers: ['fire-and-fuel-protection', 'endurance-race'],
  },
  {
    question:
      'gas tank sits right above the muffler on our layout, does it need some kind of shield ' +
      'in case fuel spills',
    answers: ['fire-and-fuel-protection'],
  },

  // drivetrain-guards
  {
    question: 'does the CVT need a cover',
    answers: ['drivetrain-guards'],
  },
  {
    question: 'how beefy does the chain guard need to be, like if the chain snaps at full rpm',
    answers: ['drivetrain-guards'],
  },
  {
    question: 'do the halfshafts / CV joints need guarding too',
    answers: ['drivetrain-guards'],
  },
  {
    question: 'is a lexan belt cover held on with zip ties good enough',
    answers: ['drivetrain-guards'],
  },

  // driver-gear
  {
    question: 'what helmet rating do our drivers need',
    answers: ['driver-gear'],
  },
  {
    question: 'do drivers need a proper fire suit or are normal work overalls fine',
    answers: ['driver-gear'],
  },
  {
    question: 'is a neck brace mandatory?',
    answers: ['driver-gear'],
  },
  {
    question: 'can a driver wear running shoes in the car',
    answers: ['driver-gear'],
  },

  // fastener-grades
  {
    question: 'what grade bolts do we need, is 8.8 ok?',
    answers: ['fastener-grades'],
  },
  {
    question: 'how many threads have to stick out past the nut',
    answers: ['fastener-grades'],
  },
  {
    question: 'do we need nylocks on everything or is blue loctite enough',
    answers: ['fastener-grades'],
  },
  {
    question: 'is it ok if we powder coat the suspension bolts, heads included',
    answers: ['fastener-grades'],
  },

  // frame-material-documentation
  {
    question: 'what paperwork do we need to prove the frame tube is actually 4130',
    answers: ['frame-material-documentation', 'frame-tubing'],
  },
  {
    question: 'we lost the mill cert for the chromoly, can they refuse the frame?',
    answers: ['frame-material-documentation'],
  },
  {
    question:
      'if we switch the primaries to 1020 DOM, what calcs do we need to show its equivalent ' +
      '(EI, bending strength?)',
    answers: ['frame-material-documentation', 'frame-tubing'],
  },

  // welding-quality
  {
    question: 'what do the inspectors look for on frame welds',
    answers: ['welding-quality'],
  },
  {
    question: 'can we grind the welds flush so the frame looks cleaner',
    answers: ['welding-quality'],
  },
  {
    question: 'should new guys do practice coupons before TIG-ing the actual frame',
    answers: ['welding-quality'],
  },
  {
    question: 'after shakedown do we need to recheck welds around the shock and motor mounts',
    answers: ['welding-quality'],
  },

  // material-selection
  {
    question: 'is 6061 aluminium fine for non-structural brackets like the seat or dash mounts',
    answers: ['material-selection'],
  },
  {
    question: 'any rules on body panels? ours are cut from HDPE sheet',
    answers: ['material-selection'],
  },
  {
    question:
      'do we have to write down why we picked each material, for design or for the cost ' +
      'report?',
    answers: ['material-selection'],
  },
  {
    question: 'worth ordering odd tube sizes to save weight or should we stick to standard stock',
    answers: ['material-selection'],
  },

  // design-review-format
  {
    question: 'how long is design review',
    answers: ['design-review-format'],
  },
  {
    question: 'how many minutes do we actually get to present at design before the judges talk',
    answers: ['design-review-format'],
  },
  {
    question: 'is the car there at design or is it slides only',
    answers: ['design-review-format'],
  },

  // design-justification
  {
    question: 'what are design judges actually scoring, is it how the car looks?',
    answers: ['design-justification'],
  },
  {
    question: 'should we bring our FEA load cases and test data to design?',
    answers: ['design-justification'],
  },
  {
    question: 'do we need to explain what we changed from last years car and why',
    answers: ['design-justification'],
  },
  {
    question: 'best way to show the judges our targets vs what we measured on the real car?',
    answers: ['design-justification'],
  },

  // suspension-targets
  {
    question: 'how low can the car sit',
    answers: ['suspension-targets'],
  },
  {
    question: 'how much wheel travel should we be aiming for',
    answers: ['suspension-targets'],
  },
  {
    question: 'do we measure ride height with the driver in and a full tank?',
    answers: ['suspension-targets'],
  },

  // steering-geometry
  {
    question: 'what KPI are we targetting',
    answers: ['steering-geometry'],
  },
  {
    question: 'how much caster do we want for self centering',
    answers: ['steering-geometry'],
  },
  {
    question: 'static camber target for the front wheels?',
    answers: ['steering-geometry'],
  },
  {
    question:
      'why are we running so much kingpin inclination, is it just to cut scrub radius and ' +
      'steering effort',
    answers: ['steering-geometry'],
  },

  // cost-event-scoring
  {
    question: 'how many points is the cost event worth in total',
    answers: ['cost-event-scoring'],
  },
  {
    question: 'what happens if our BOM is missing stuff that is on the car at comp',
    answers: ['cost-event-scoring', 'initial-cost-report'],
  },
  {
    question: 'how much of the cost score is accuracy vs the cost reduction part',
    answers: ['cost-event-scoring', 'cost-reduction-report'],
  },

  // cost-reduction-report
  {
    question: 'page limit for the cost reduction report?',
    answers: ['cost-reduction-report'],
  },
  {
    question: 'how many cost-down ideas can we submit and what is each worth',
    answers: ['cost-reduction-report'],
  },
  {
    question: 'what does each cost reduction concept need to include, before/after cost?',
    answers: ['cost-reduction-report'],
  },

  // initial-cost-report
  {
    question: 'does the initial cost report need every single part, like every bolt and washer',
    answers: ['initial-cost-report'],
  },
  {
    question: 'do we need to bring receipts to comp for the cost judges',
    answers: ['initial-cost-report'],
  },
  {
    question: 'when is the ICR due',
    answers: ['initial-cost-report', 'cost-report-deadlines'],
  },

  // cost-report-deadlines
  {
    question: 'when are the cost reports due',
    answers: ['cost-report-deadlines', 'cost-reduction-report', 'initial-cost-report'],
  },
  {
    question: 'what happens if we submit the cost report a couple days late',
    answers: ['cost-report-deadlines'],
  },
  {
    question: 'how early should we set our own internal deadline for the cost docs',
    answers: ['cost-report-deadlines'],
  },

  // static-events
  {
    question: 'what are the static events',
    answers: ['static-events'],
  },
  {
    question: "what's the sales presentation about, who are we pitching to",
    answers: ['static-events'],
  },
  {
    question: 'do we need printed copies of our reports at statics or is a laptop fine',
    answers: ['static-events'],
  },

  // dynamic-events
  {
    question: 'which dynamic events are there',
    answers: ['dynamic-events'],
  },
  {
    question: 'does accel measure top speed or is it from a standing start',
    answers: ['dynamic-events'],
  },
  {
    question: 'what is the maneuverabilty event actually testing',
    answers: ['dynamic-events'],
  },

  // endurance-race
  {
    question: 'how long is enduro',
    answers: ['endurance-race'],
  },
  {
    question: 'can we swap drivers during the endurance race',
    answers: ['endurance-race'],
  },
  {
    question: 'what does a black flag mean',
    answers: ['endurance-race'],
  },
  {
    question: 'what spares should we pack for the 4 hr race',
    answers: ['endurance-race'],
  },
];
