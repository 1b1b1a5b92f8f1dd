// Part B of the test rulebook, B.10 to B.16: firewall, seat, driver equipment, towing, numbers, body, fasteners.
// Fictional, written for the tests and the retrieval benchmark (test-rulebook-content.ts).
import type { RulebookBlock } from './rulebook-blocks';

export const partBCockpitAndBody: RulebookBlock[] = [
  { kind: 'clause', number: 'B.10', heading: 'Firewall and Fire Protection', paragraphs: [] },
  {
    kind: 'clause',
    number: 'B.10.1',
    heading: 'Firewall',
    paragraphs: [
      'A firewall separates the cockpit from the engine, the fuel tank and the fuel lines. ' +
        'Its job is to keep fuel, flame and hot gases away from the driver long enough for ' +
        'them to get out of the vehicle after a fire starts. It is fixed to the frame, not to ' +
        'the seat or to body panels, so it stays in place even when the body is damaged.',
      'The firewall covers the full width of the cockpit between the rear hoop tubes and ' +
        'runs from the floor pan to at least 100 mm above the top of the engine and the fuel ' +
        'tank, and in any case up to the height of the driver’s shoulders.',
      'The firewall is made of steel at least 0.5 mm thick or aluminium at least 0.8 mm ' +
        'thick. Plastic, carbon fibre and fabric are not allowed.',
      'Gaps in the firewall wider than 5 mm are sealed. Wires, cables and hoses pass through ' +
        'it in grommets or bulkhead fittings.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.10.2',
    heading: 'Fire Extinguishers',
    paragraphs: [
      'Each vehicle carries one dry powder fire extinguisher of at least 1 kg, rated for ' +
        'petrol fires, mounted where both the belted driver and a marshal outside the vehicle ' +
        'can reach it. Each team also keeps a second extinguisher of at least 2 kg in its pit ' +
        'area.',
      'Extinguishers are held in metal brackets with a quick-release strap and show a ' +
        'charged reading on their gauge. Cable ties and tape are not accepted as mounts.',
    ],
  },
  { kind: 'clause', number: 'B.11', heading: 'Seat, Harness and Head Restraint', paragraphs: [] },
  {
    kind: 'clause',
    number: 'B.11.1',
    heading: 'Seat',
    paragraphs: [
      'The seat is bolted to the frame. Sliding or adjustable seats are allowed only if the ' +
        'adjuster locks positively and cannot move under braking or in a crash.',
    ],
  },
  { kind: 'clause', number: 'B.11.2', heading: 'Harness', paragraphs: [] },
  {
    kind: 'clause',
    number: 'B.11.2.1',
    paragraphs: [
      'Each driver is held by a five-point harness: two shoulder straps, two lap straps and ' +
        'a crotch strap, all released by one buckle. Lap straps are at least 75 mm wide and ' +
        'shoulder straps at least 50 mm wide.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.11.2.2',
    paragraphs: [
      'Harness webbing may be at most five years old on the first day of the competition, ' +
        'counted from the date of manufacture on its label. Webbing that is cut, frayed, burnt ' +
        'or faded by sun is replaced whatever its age.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.11.2.3',
    paragraphs: [
      'All harness straps are bolted or wrapped to frame members, never to the seat. Seen ' +
        'from the side, the shoulder straps run back from the driver’s shoulders at an angle ' +
        'between horizontal and 20 degrees below horizontal.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.11.3',
    heading: 'Head Restraint',
    paragraphs: [
      'A padded head restraint at least 25 mm thick sits behind the helmet and no more than ' +
        '50 mm from it, so that the helmet stays within the clearance of B.2.6 under load.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.12',
    heading: 'Driver Equipment',
    paragraphs: [
      'Drivers wear the equipment listed below every time they sit in a running vehicle, ' +
        'including practice and the brake test. Officials check it at technical inspection and ' +
        'may check it again at the start of any dynamic event. A driver whose equipment is ' +
        'missing or damaged does not drive until it is replaced.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.12.1',
    paragraphs: [
      'Helmets are full-face, carry a current motorsport certification from the list on the ' +
        'competition website, and were made no more than ten years before the competition. ' +
        'Open-face and bicycle helmets are not allowed.',
      'Eyes are protected by the helmet visor or by shatter-resistant goggles worn over the ' +
        'eyes at all times while driving.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.12.2',
    paragraphs: [
      'Drivers wear a fire-resistant suit covering them from neck to ankles and wrists, ' +
        'gloves of leather or fire-resistant material with no holes, and closed shoes that ' +
        'cover the ankle. Long hair is tucked fully inside the helmet or suit.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.12.3',
    paragraphs: [
      'Drivers wear a neck support, either a collar type or a head-and-neck restraint with ' +
        'its own certification.',
      'Arm restraints that keep the driver’s hands inside the cage in a rollover are worn in ' +
        'every dynamic event.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.13',
    heading: 'Towing Points',
    paragraphs: [
      'Vehicles that stop on the course are recovered by officials with a strap or a rigid ' +
        'tow bar, so every vehicle has fixed points they can hook onto without searching.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.13.1',
    paragraphs: [
      'Each vehicle has one towing point at the front and one at the rear, each within 150 ' +
        'mm of the vehicle’s centreline and reachable without removing any body panel.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.13.2',
    paragraphs: [
      'A towing point is a closed steel loop with an opening at least 30 mm across, welded ' +
        'or bolted to a primary member. It must hold a pull of twice the vehicle’s mass in any ' +
        'direction within 30 degrees of the vehicle’s length.',
      'Towing points are painted yellow or orange so that they stand out from the frame and ' +
        'body.',
    ],
  },
  { kind: 'clause', number: 'B.14', heading: 'Vehicle Numbers', paragraphs: [] },
  {
    kind: 'clause',
    number: 'B.14.1',
    paragraphs: [
      'The organiser gives each vehicle its number at registration (A.4.4). Teams may not ' +
        'choose or change it.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.14.2',
    paragraphs: [
      'The number is shown on the front and on both sides of the vehicle, in black figures ' +
        'at least 200 mm high with strokes at least 30 mm wide, on a white background that ' +
        'extends at least 25 mm beyond the figures on every side.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.14.3',
    paragraphs: [
      'The name of the university is shown on both sides in letters at least 50 mm high.',
      'Numbers must be readable from 25 m away throughout every event. A team whose numbers ' +
        'are covered in mud or missing may be stopped until they are cleaned or replaced.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.15',
    heading: 'Bodywork',
    paragraphs: [
      'Body panels are fastened firmly to the frame and have no sharp edges or corners; ' +
        'every exposed edge has a radius of at least 3 mm or is covered by edge trim.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.16',
    heading: 'Fasteners',
    paragraphs: [
      'Every bolt in the frame, suspension, steering, brakes, harness mounts, drivetrain and ' +
        'engine mounts is SAE Grade 5, metric property class 8.8, or stronger, with the grade ' +
        'marking visible on its head.',
      'At least two full threads of every bolt show beyond its nut.',
      'Each of these bolts has a positive lock: a prevailing-torque nut, a castle nut with a ' +
        'cotter pin, or safety wire. Thread-locking compound alone is not a positive lock.',
    ],
  },
];
