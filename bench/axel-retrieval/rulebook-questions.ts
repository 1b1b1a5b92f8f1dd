// Questions answered by the fictional test rulebook (server/test/rulebook), as team designers ask
// them, with the numbers of the most specific clauses that answer them. Sorted by clause.
import type { RetrievalQuestion } from './question-set';

export const rulebookQuestions: RetrievalQuestion[] = [
  // Part A: administration
  {
    question: 'can our 17 yr old freshman drive at comp if he turns 18 in july',
    answers: ['A.2'],
  },
  {
    question: 'how many people can we bring into the pits? we have like 28 on the roster',
    answers: ['A.3'],
  },
  {
    question: 'when does registration close for next season',
    answers: ['A.4.1'],
  },
  {
    question: 'if we drop out in february do we get any of the entry fee back',
    answers: ['A.4.2'],
  },
  {
    question: 'we missed the reg deadline, is there a late entry option and what does it cost?',
    answers: ['A.4.3'],
  },
  {
    question: 'can we just email the organisers a rules question or is there a form',
    answers: ['A.5.1'],
  },
  {
    question: 'how long do they take to answer a rules question, and do the answers count as rules',
    answers: ['A.5.3'],
  },
  {
    question: 'what is the late penalty on the design report',
    answers: ['A.6'],
  },
  {
    question: 'our accel time looks wrong on the board, how long do we have to protest it',
    answers: ['A.7'],
  },

  // Part B: vehicle
  {
    question: 'max width and length of the car?',
    answers: ['B.1'],
  },
  {
    question: 'what OD and wall do we need for secondary tubes',
    answers: ['B.2.2'],
  },
  {
    question: 'if we go with a non-baseline tube for primaries, whats the thinnest wall allowed',
    answers: ['B.2.2.1'],
  },
  {
    question: 'what E value do we use in the equivalency calc, and yield from which condition?',
    answers: ['B.2.2.2'],
  },
  {
    question: 'how far apart do the RRH legs need to be at shoulder height',
    answers: ['B.2.3'],
  },
  {
    question: 'how close to the top bend do the rear braces have to attach',
    answers: ['B.2.4'],
  },
  {
    question: 'how high above the seat do the SIMs have to sit, in mm',
    answers: ['B.2.5'],
  },
  {
    question: 'min distance from the helmet to a straightedge across the cage?',
    answers: ['B.2.6'],
  },
  {
    question: 'can inspectors make us drill a hole in the frame to check wall thickness??',
    answers: ['B.2.7.2'],
  },
  {
    question: 'is there a minimum amount of suspension travel we have to have, not just a target',
    answers: ['B.3.1'],
  },
  {
    question: 'min ground clearance per the rules, measured with who in the seat?',
    answers: ['B.3.2.1'],
  },
  {
    question: 'what rpm is the governor set to and what reading gets you pulled',
    answers: ['B.4.2.1', 'B.4.2.2'],
  },
  {
    question: 'is one return spring on the throttle enough',
    answers: ['B.4.3'],
  },
  {
    question: 'how big can the fuel tank be and how far from the muffler',
    answers: ['B.5.2'],
  },
  {
    question: 'how many gas cans can we keep in our pit and how big can they be',
    answers: ['B.5.4.1'],
  },
  {
    question: 'do the fuel jugs need to be a certain colour or have our number on them',
    answers: ['B.5.4.2'],
  },
  {
    question: 'how far do the gas cans have to be from where we are welding/grinding',
    answers: ['B.5.4.3'],
  },
  {
    question: 'how thick does the CVT guard need to be if we make it from aluminum',
    answers: ['B.6.1'],
  },
  {
    question: 'are cutting brakes legal on top of the main hydraulic system',
    answers: ['B.7.1'],
  },
  {
    question: 'how high off the ground does the brake light go',
    answers: ['B.7.3'],
  },
  {
    question: 'how much slop in the steering wheel is too much',
    answers: ['B.8'],
  },
  {
    question: 'which side does the external e-stop go on and at what height',
    answers: ['B.9.1.2'],
  },
  {
    question: 'what thickness aluminium can we use for the firewall',
    answers: ['B.10.1'],
  },
  {
    question: 'what size fire extinguisher on the car, and do we need another one in the pit',
    answers: ['B.10.2'],
  },
  {
    question: 'how old can the harness be before we have to buy a new one',
    answers: ['B.11.2.2'],
  },
  {
    question: 'do we need tow hooks on the car, front and back?',
    answers: ['B.13.1'],
  },
  {
    question: 'how big does the opening in the tow point have to be and how strong',
    answers: ['B.13.2'],
  },
  {
    question: 'how tall do the car numbers need to be on the side panels',
    answers: ['B.14.2'],
  },
  {
    question: 'is loctite alone ok as the locking method on suspension bolts',
    answers: ['B.16'],
  },

  // Part C: static events
  {
    question: 'how many points is design worth compared to enduro',
    answers: ['C.1'],
  },
  {
    question: 'page limit on the design report, do drawings count?',
    answers: ['C.2'],
  },
  {
    question: 'what happens to the cost score for each part on the car thats not in the report',
    answers: ['C.4.3'],
  },
  {
    question: 'how long is the sales pitch and how many of us can talk',
    answers: ['C.5'],
  },

  // Part D: dynamic events
  {
    question: 'how many seconds do we lose for hitting a cone',
    answers: ['D.1.2'],
  },
  {
    question: 'how long is the accel straight',
    answers: ['D.2'],
  },
  {
    question: 'what if we dont make it to the top of the hill climb, do we get zero?',
    answers: ['D.3.2'],
  },
  {
    question: 'do we need reverse gear for the maneuverability course',
    answers: ['D.4'],
  },
  {
    question: 'how is the enduro start grid decided',
    answers: ['D.6.1.1'],
  },
  {
    question: 'max time one driver can be in the car during endurance',
    answers: ['D.6.2'],
  },
  {
    question: 'what does the blue flag mean',
    answers: ['D.6.4'],
  },

  // Part E: technical inspection
  {
    question: 'what angle do they tilt the car to in tech',
    answers: ['E.3.1'],
  },
  {
    question: 'is there a dB limit for the exhaust',
    answers: ['E.3.3'],
  },
  {
    question: 'how many tries does a driver get at the egress test',
    answers: ['E.4.3'],
  },
  {
    question: 'what speed do we need for the brake test and how many attempts',
    answers: ['E.5'],
  },
  {
    question: 'where do they put the tech sticker',
    answers: ['E.6.1'],
  },
];
