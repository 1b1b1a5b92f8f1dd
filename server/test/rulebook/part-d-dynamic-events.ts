// Part D of the test rulebook: the dynamic events.
// Fictional, written for the tests and the retrieval benchmark (test-rulebook-content.ts).
import type { RulebookBlock } from './rulebook-blocks';

export const partD: RulebookBlock[] = [
  { kind: 'page-break' },
  { kind: 'part', title: 'PART D  DYNAMIC EVENTS' },
  {
    kind: 'clause',
    number: 'D.1',
    heading: 'General',
    paragraphs: [
      'Only a vehicle with a valid inspection sticker (E.6.1) may take part in a dynamic ' +
        'event or a practice session.',
      'A team uses at least two different drivers over the four short dynamic events, and no ' +
        'driver drives in more than two of them.',
    ],
  },
  {
    kind: 'clause',
    number: 'D.1.1',
    paragraphs: [
      'In the timed events, the fastest team scores the event’s maximum. Other teams score ' +
        'in proportion to how close their time is to the fastest, falling to zero at a time ' +
        'one and a half times the fastest. A team that starts but sets no valid time scores 5 ' +
        'percent of the maximum.',
    ],
  },
  {
    kind: 'clause',
    number: 'D.1.2',
    paragraphs: [
      'Each cone knocked over or moved out of its marked box adds 2 seconds to the run. ' +
        'Missing a gate adds 10 seconds.',
    ],
  },
  {
    kind: 'clause',
    number: 'D.2',
    heading: 'Acceleration',
    paragraphs: [
      'The acceleration event is a flat, straight 45 m run from a standing start, timed by ' +
        'light beams at the start and finish lines.',
      'Each team has two runs, which may be made by different drivers; the better time ' +
        'counts.',
    ],
  },
  { kind: 'clause', number: 'D.3', heading: 'Hill Climb', paragraphs: [] },
  {
    kind: 'clause',
    number: 'D.3.1',
    paragraphs: [
      'The hill climb is a timed climb of about 60 m on a slope of at least 30 percent, ' +
        'started from rest at the foot of the hill. It tests traction and pulling power.',
    ],
  },
  {
    kind: 'clause',
    number: 'D.3.2',
    paragraphs: [
      'A vehicle that does not reach the top is scored by the distance its front axle ' +
        'reached, measured along the slope, and ranks behind every vehicle that finished.',
      'Each team has two attempts; the better one counts.',
    ],
  },
  {
    kind: 'clause',
    number: 'D.4',
    heading: 'Manoeuvrability',
    paragraphs: [
      'The manoeuvrability course is a tight, twisting course marked with cones, with ' +
        'hairpin turns, ruts, bumps and slaloms. It tests steering response and low-speed ' +
        'control.',
      'The course may include a short section that must be driven in reverse. A vehicle that ' +
        'cannot reverse under its own power is pushed through that section by officials and ' +
        'given a 20-second penalty.',
    ],
  },
  {
    kind: 'clause',
    number: 'D.5',
    heading: 'Suspension and Traction',
    paragraphs: [
      'The suspension and traction course is a timed run over logs, rocks, holes and drops ' +
        'of up to 450 mm. It tests how well the suspension keeps the wheels on the ground and ' +
        'the vehicle moving over rough obstacles.',
      'A vehicle that stays stuck on an obstacle for more than 60 seconds is towed off the ' +
        'course by its towing points (B.13) and scored by the distance it reached.',
    ],
  },
  { kind: 'clause', number: 'D.6', heading: 'Endurance', paragraphs: [] },
  {
    kind: 'clause',
    number: 'D.6.1',
    heading: 'Format',
    paragraphs: [
      'The endurance event is a 4-hour race on a closed off-road course of roughly 2 to 3 ' +
        'km, with every vehicle on the course at the same time. The team that completes the ' +
        'most laps in the 4 hours wins, and teams with the same number of laps are ranked by ' +
        'the time at which they finished their last lap. A lap counts only if the vehicle ' +
        'completes it under its own power, without being towed. Vehicles start from a grid in ' +
        'rows of five, with a clear gap between rows so that marshals can reach a vehicle that ' +
        'stalls on the start.',
    ],
  },
  {
    kind: 'clause',
    number: 'D.6.1.1',
    paragraphs: [
      'Grid positions follow the results of the manoeuvrability event. Teams without a ' +
        'manoeuvrability result start at the back, in the order their vehicles passed ' +
        'technical inspection.',
    ],
  },
  {
    kind: 'clause',
    number: 'D.6.1.2',
    paragraphs: [
      'Points are shared out in proportion to laps completed compared with the winner. A ' +
        'team must complete at least a quarter of the winner’s laps to score any endurance ' +
        'points.',
    ],
  },
  {
    kind: 'clause',
    number: 'D.6.2',
    heading: 'Driver Changes',
    paragraphs: [
      'Teams may change drivers as often as they like, but only in the driver change zone ' +
        'and with the engine off. An official checks that the new driver is belted correctly ' +
        'before the vehicle leaves. Only drivers who have passed the egress check of E.4.3 may ' +
        'drive, and no driver may drive for more than 2 hours in total.',
    ],
  },
  {
    kind: 'clause',
    number: 'D.6.3',
    heading: 'Refuelling and Repairs',
    paragraphs: [
      'Refuelling follows B.5.5. The vehicle is pushed into the refuelling area with its ' +
        'engine off, and no more than two team members may be inside that area with it.',
      'Repairs are made only in the team’s pit lane box. Parts may not be taken from another ' +
        'team’s vehicle. After a repair to the frame, brakes, steering or fuel system, the ' +
        'vehicle is re-inspected before it rejoins the race.',
    ],
  },
  {
    kind: 'clause',
    number: 'D.6.4',
    heading: 'Flags',
    paragraphs: [
      'Marshals signal drivers with the flags below. Every driver attends the drivers’ ' +
        'briefing before the endurance event, where the flags are shown.',
    ],
  },
  {
    kind: 'table',
    rows: [
      ['Flag', 'Meaning'],
      ['Green', 'The course is clear; racing may start or resume.'],
      ['Yellow', 'Danger ahead; slow down and do not overtake.'],
      ['Blue', 'A faster vehicle is about to pass; keep your line and let it by.'],
      ['Red', 'Stop at once at the side of the course and wait for a marshal.'],
      ['Black', 'Leave the course at the next pit entry and report to the official.'],
      ['Chequered', 'The race is over; finish the lap slowly and leave the course.'],
    ],
  },
  {
    kind: 'clause',
    number: 'D.6.4.1',
    paragraphs: [
      'A vehicle shown the black flag that has not entered the pits by the end of the next ' +
        'lap is excluded from the event.',
    ],
  },
];
