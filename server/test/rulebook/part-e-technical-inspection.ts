// Part E of the test rulebook: technical inspection.
// Fictional, written for the tests and the retrieval benchmark (test-rulebook-content.ts).
import type { RulebookBlock } from './rulebook-blocks';

export const partE: RulebookBlock[] = [
  { kind: 'page-break' },
  { kind: 'part', title: 'PART E  TECHNICAL INSPECTION' },
  {
    kind: 'clause',
    number: 'E.1',
    heading: 'General',
    paragraphs: [
      'Technical inspection checks that each vehicle and its drivers meet Part B before the ' +
        'vehicle runs. It is held at a fixed set of stations in the order listed below, and a ' +
        'vehicle passes a station before it moves on to the next one. Teams book their ' +
        'inspection slot at the registration desk on arrival. A team that misses its slot goes ' +
        'to the end of the queue, and inspection closes at the end of the second competition ' +
        'day.',
      'The vehicle is presented complete and ready to run, with every registered driver and ' +
        'their driver equipment, and with the frame documentation of B.2.8.',
      'The stations, in order, are: documents and frame; engine and fuel system; electrical ' +
        'and kill switches; drivers and egress; tilt test and weighing; brake test.',
    ],
  },
  {
    kind: 'clause',
    number: 'E.2',
    heading: 'Documents',
    paragraphs: [
      'At the first station the team shows the frame documentation, the accepted Frame ' +
        'Equivalence Form if any, the engine serial number registration and the driver ' +
        'licences. Missing documents stop the inspection until they are found.',
    ],
  },
  {
    kind: 'clause',
    number: 'E.3',
    heading: 'Vehicle Checks',
    paragraphs: [
      'Officials measure frame tubes, look over every weld and check driver clearance with ' +
        'each registered driver in the seat.',
      'Officials check the engine against B.4, measure the governed engine speed and fit the ' +
        'engine seals.',
    ],
  },
  {
    kind: 'clause',
    number: 'E.3.1',
    paragraphs: [
      'With a full fuel tank and the heaviest driver belted in, the vehicle is tilted ' +
        'sideways to 45 degrees, first to one side and then the other. No fuel, oil or battery ' +
        'fluid may leak, and the vehicle must not tip over.',
    ],
  },
  {
    kind: 'clause',
    number: 'E.3.2',
    paragraphs: [
      'The vehicle is weighed with a full fuel tank and without a driver. The mass is ' +
        'recorded and published with the results.',
    ],
  },
  {
    kind: 'clause',
    number: 'E.3.3',
    paragraphs: [
      'With the engine running at idle, officials measure the exhaust noise 0.5 m from the ' +
        'outlet. It may not exceed 100 dB(A).',
    ],
  },
  { kind: 'clause', number: 'E.4', heading: 'Driver Checks', paragraphs: [] },
  {
    kind: 'clause',
    number: 'E.4.1',
    paragraphs: [
      'Officials check each driver’s helmet, suit, gloves, shoes, neck support and arm ' +
        'restraints against B.12, and check the fit of the harness on each driver.',
    ],
  },
  {
    kind: 'clause',
    number: 'E.4.2',
    paragraphs: [
      'With the engine running, officials operate each kill switch in turn; each must stop ' +
        'the engine on its own.',
    ],
  },
  {
    kind: 'clause',
    number: 'E.4.3',
    paragraphs: [
      'Each driver, seated with the harness tight, the helmet on and both hands on the ' +
        'steering wheel, must get out of the vehicle without help in no more than 5 seconds, ' +
        'timed from the official’s signal until both feet are on the ground. A driver has two ' +
        'attempts, and one who fails both may not drive.',
    ],
  },
  {
    kind: 'clause',
    number: 'E.5',
    heading: 'Brake Test',
    paragraphs: [
      'On a flat, paved or hard-packed lane, the driver accelerates to at least 25 km/h and ' +
        'then brakes hard. All four wheels must lock, and the vehicle must stop in a straight ' +
        'line.',
      'A vehicle has three attempts at the brake test. One that fails all three goes back to ' +
        'its pit for repair and starts the brake test again.',
    ],
  },
  {
    kind: 'clause',
    number: 'E.6',
    heading: 'Inspection Sticker and Re-inspection',
    paragraphs: [],
  },
  {
    kind: 'clause',
    number: 'E.6.1',
    paragraphs: [
      'A vehicle that passes every station receives an inspection sticker, placed by an ' +
        'official on the left front pillar. A vehicle without a sticker may not run.',
    ],
  },
  {
    kind: 'clause',
    number: 'E.6.2',
    paragraphs: [
      'After a rollover, a crash or a repair to the frame, brakes, steering or fuel system, ' +
        'officials remove the sticker. The vehicle runs again only after it has been inspected ' +
        'at the stations concerned and given a new sticker.',
      'A team that changes an inspected vehicle in a way that affects safety tells the chief ' +
        'inspector before the vehicle runs again. Officials may inspect any vehicle again at ' +
        'any time during the competition.',
    ],
  },
];
