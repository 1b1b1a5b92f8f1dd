// Part B of the test rulebook, B.1 to B.3: general requirements, frame and roll cage, suspension.
// Fictional, written for the tests and the retrieval benchmark (test-rulebook-content.ts).
import type { RulebookBlock } from './rulebook-blocks';

export const partBFrameAndSuspension: RulebookBlock[] = [
  { kind: 'page-break' },
  { kind: 'part', title: 'PART B  VEHICLE REQUIREMENTS' },
  {
    kind: 'clause',
    number: 'B.1',
    heading: 'General Vehicle Requirements',
    paragraphs: [
      'The vehicle is a single-seat off-road car for one driver, powered only by the ' +
        'supplied engine of B.4 and able to cross rough ground, mud, rocks and shallow water ' +
        'in all weather. It must be built so that every registered driver of the team fits it ' +
        'safely, and so that officials can reach and check every part these rules cover ' +
        'without dismantling the vehicle.',
      'The vehicle has four or more wheels in contact with the ground and carries no ' +
        'passenger.',
      'Overall width must not exceed 1,650 mm and overall length must not exceed 2,800 mm, ' +
        'both measured at ride height with the wheels pointing straight ahead. There is no ' +
        'minimum size and no mass limit, but every vehicle is weighed at technical inspection ' +
        '(E.3.2).',
      'The cockpit must fit drivers from 1,500 mm to 1,950 mm tall and weighing from 50 kg ' +
        'to 110 kg. Every registered driver must meet the clearances of B.2.6 in their own ' +
        'seating position.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.2',
    heading: 'Frame and Roll Cage',
    paragraphs: [
      'The frame is a welded steel space frame that forms the roll cage around the driver ' +
        'and carries the engine, drivetrain and suspension. The rules of this section apply ' +
        'to every tube that forms part of the cage or is welded to it.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.2.1',
    heading: 'Member Definitions',
    paragraphs: [
      'Frame tubes are either primary or secondary members. Primary members take the loads ' +
        'of a rollover or a collision and define the space that protects the driver; secondary ' +
        'members brace and triangulate them.',
      'The primary members are the rear hoop, the roof frame, the floor rails, the front ' +
        'pillars, the side impact members and the cross members that join these tubes together ' +
        'at their ends.',
      'Every other frame tube is a secondary member, including the rear hoop braces, the ' +
        'front and rear triangulation tubes, harness mounting tubes and engine mounting tubes.',
      'A primary member may contain bends. Each bend must have a centreline radius of at ' +
        'least three times the tube’s outside diameter and be free of wrinkles, flats and ' +
        'kinks.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.2.2',
    heading: 'Tubing Minimum Sizes',
    paragraphs: [
      'Frame members are round steel tubes no smaller than the sizes in the table. The sizes ' +
        'are nominal; a measured wall up to 0.1 mm under the nominal figure is accepted.',
      'Aluminium, titanium and composite tubes are not allowed in any frame member, primary ' +
        'or secondary.',
    ],
  },
  {
    kind: 'table',
    rows: [
      ['Member', 'Outside diameter', 'Wall thickness', 'Material'],
      ['Rear hoop and roof frame', '31.75 mm (1.25 in)', '1.65 mm (0.065 in)', '4130 steel'],
      [
        'Floor rails, front pillars, side impact members',
        '31.75 mm (1.25 in)',
        '1.65 mm (0.065 in)',
        '4130 steel',
      ],
      ['Rear hoop braces', '25.4 mm (1.0 in)', '1.24 mm (0.049 in)', 'Any steel'],
      ['Other secondary members', '25.4 mm (1.0 in)', '0.89 mm (0.035 in)', 'Any steel'],
      ['Harness mounting tubes', '25.4 mm (1.0 in)', '1.65 mm (0.065 in)', 'Any steel'],
    ],
  },
  {
    kind: 'clause',
    number: 'B.2.2.1',
    paragraphs: [
      'A primary member may use another tube size or another steel only if the tube has at ' +
        'least the bending stiffness and the bending strength of the baseline 4130 tube of the ' +
        'table, and its wall is no thinner than 1.40 mm in any case.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.2.2.2',
    paragraphs: [
      'For the comparison, bending stiffness is the product of the elastic modulus and the ' +
        'second moment of area, and bending strength is the yield strength multiplied by the ' +
        'second moment of area and divided by the distance from the neutral axis to the outer ' +
        'wall. Use 205 GPa as the elastic modulus of every steel, and take the yield strength ' +
        'from the supplier’s certificate for the welded condition, not the annealed or ' +
        'heat-treated one. The calculation goes on the Frame Equivalence Form, due on the date ' +
        'given in A.6, and the frame is not inspected until the form is accepted.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.2.3',
    heading: 'Rear Hoop',
    paragraphs: [
      'The rear hoop is the hoop directly behind the driver’s seat that carries the roof ' +
        'frame and takes most of the load in a rollover.',
      'The rear hoop must be one continuous tube from one floor rail to the other. Its ' +
        'inside width must be at least 740 mm when measured 680 mm above the lowest point of ' +
        'the seat.',
      'Seen from the side, the rear hoop must lean no more than 20 degrees from vertical.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.2.4',
    heading: 'Rear Hoop Bracing',
    paragraphs: [
      'Two braces, one on each side, must run from the upper part of the rear hoop down to ' +
        'the floor rails or the rear cross member, so that the hoop cannot fold forward or ' +
        'backward. Each brace must join the rear hoop within 125 mm of the top corner bend.',
      'The angle between each brace and the rear hoop must be at least 20 degrees. Braces ' +
        'are triangulated and end at a node, never in the middle of an unsupported tube.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.2.5',
    heading: 'Side Impact Protection',
    paragraphs: [
      'A side impact member runs on each side of the cockpit from the rear hoop to the front ' +
        'pillars, between 200 mm and 350 mm above the lowest point of the seat where the ' +
        'driver sits.',
      'The opening between each side impact member and the floor rail below it must be ' +
        'closed by a metal or plastic panel, or by a net, that keeps the driver’s arms and ' +
        'legs inside the vehicle.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.2.6',
    heading: 'Driver Clearance',
    paragraphs: [
      'With the driver seated and belted in their normal driving position and wearing their ' +
        'helmet, a straight edge held against any two frame members must stay at least 150 mm ' +
        'from the helmet. The same straight edge must stay at least 75 mm from the driver’s ' +
        'shoulders, torso, hips, thighs, knees, arms and hands. Padding, seat cushions and ' +
        'body panels are ignored when measuring, since they may crush in a crash. Officials ' +
        'check clearance with each registered driver in turn, so the tallest and the broadest ' +
        'driver usually decide the size of the cage.',
      'Seen from above, no part of the driver’s feet may stick out past the frame when they ' +
        'rest on the pedals.',
    ],
  },
  { kind: 'clause', number: 'B.2.7', heading: 'Joints and Welds', paragraphs: [] },
  {
    kind: 'clause',
    number: 'B.2.7.1',
    paragraphs: [
      'Primary members are continuous between nodes or joined by welds that run all the way ' +
        'round the joint. Sleeved, bolted, brazed and glued joints are not allowed in primary ' +
        'members.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.2.7.2',
    paragraphs: [
      'Welds on frame members are left as welded, without grinding or filler, so that ' +
        'officials can judge them. Welds with cracks, porosity, undercut or lack of fusion ' +
        'fail inspection.',
      'To check a wall thickness, officials may ask the team to drill one hole of 5 mm at ' +
        'most in a low-stress spot of a primary member. The hole is closed afterwards with a ' +
        'drop of weld.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.2.8',
    heading: 'Frame Documentation',
    paragraphs: [
      'Teams bring to technical inspection the supplier’s certificate or a receipt that ' +
        'names the steel grade and size of the primary tubes, the accepted Frame Equivalence ' +
        'Form if one was needed, and photos of the bare frame showing every primary joint ' +
        'before it was painted. A frame without this documentation may be refused.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.3',
    heading: 'Suspension, Wheels and Ground Clearance',
    paragraphs: [],
  },
  {
    kind: 'clause',
    number: 'B.3.1',
    heading: 'Suspension',
    paragraphs: [
      'All four wheels must be sprung, with dampers, and have at least 100 mm of wheel ' +
        'travel measured at the wheel centre from full droop to full bump.',
      'Rod ends in the suspension and steering are loaded in double shear, or carry a washer ' +
        'larger than the ball on the open side, so that the joint cannot pull apart if the ' +
        'ball breaks out of its housing.',
      'Bump stops must keep the tyres from touching the frame, the body or any other part at ' +
        'full bump with the wheels at full lock.',
    ],
  },
  { kind: 'clause', number: 'B.3.2', heading: 'Ground Clearance', paragraphs: [] },
  {
    kind: 'clause',
    number: 'B.3.2.1',
    paragraphs: [
      'There must be at least 250 mm between the ground and the lowest point of the frame, ' +
        'engine, drivetrain, floor pan and fuel system. Clearance is measured on flat ground ' +
        'at ride height, with the heaviest registered driver seated and the fuel tank full.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.3.2.2',
    paragraphs: [
      'The cockpit floor is closed by a floor pan of at least 1.5 mm aluminium or 0.8 mm ' +
        'steel, with no opening wider than 12 mm, so that rocks and mud thrown up by the ' +
        'wheels cannot reach the driver.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.3.3',
    heading: 'Wheels and Tyres',
    paragraphs: [
      'Tyres are pneumatic off-road tyres. Metal studs, snow chains and paddle tyres are not ' +
        'allowed.',
      'Wheels held by a single centre nut need a positive lock such as a castle nut with a ' +
        'cotter pin. Lug nuts must be fully engaged on their studs.',
    ],
  },
  { kind: 'page-break' },
];
