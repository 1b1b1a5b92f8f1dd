// Part B of the test rulebook, B.6 to B.9: drivetrain guards, brakes, steering, electrics.
// Fictional, written for the tests and the retrieval benchmark (test-rulebook-content.ts).
import type { RulebookBlock } from './rulebook-blocks';

export const partBDrivetrainToElectrics: RulebookBlock[] = [
  {
    kind: 'clause',
    number: 'B.6',
    heading: 'Drivetrain Guards',
    paragraphs: [
      'Every rotating drivetrain part that the driver or a crew member could touch, or that ' +
        'could throw debris towards the driver if it failed, is covered by a guard. This ' +
        'includes the CVT, belts, chains, sprockets and exposed shafts.',
      'Guards are fastened with bolts that meet B.16 and may not be held by cable ties, tape ' +
        'or hook-and-loop straps.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.6.1',
    paragraphs: [
      'The CVT guard is made of steel at least 1.5 mm thick or aluminium at least 3.0 mm ' +
        'thick, and covers the belt and both pulleys on every side from which a broken belt ' +
        'could fly out. Mesh and plastic are not allowed for the CVT guard.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.6.2',
    paragraphs: [
      'Chain guards are made of steel at least 1.5 mm thick and are at least three times as ' +
        'wide as the chain, so that a broken chain stays inside the guard.',
    ],
  },
  { kind: 'clause', number: 'B.7', heading: 'Brakes', paragraphs: [] },
  {
    kind: 'clause',
    number: 'B.7.1',
    heading: 'Brake System',
    paragraphs: [
      'The vehicle has a hydraulic brake system that acts on all four wheels and is worked ' +
        'by one foot pedal. The system is split into two independent hydraulic circuits, so ' +
        'that a leak or a failed line in one circuit still leaves braking on at least two ' +
        'wheels. A single brake on a shaft that drives two wheels counts as braking both of ' +
        'them, provided the shaft cannot be disconnected from those wheels by the gearbox or a ' +
        'clutch.',
      'The brake pedal and its mounting must withstand a force of 2,000 N applied by the ' +
        'driver’s foot without failing or bending permanently.',
      'Cutting brakes, which brake the left or right rear wheel alone to help the vehicle ' +
        'turn, are allowed in addition to the main system, worked by separate hand or foot ' +
        'controls.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.7.2',
    heading: 'Brake Lines',
    paragraphs: [
      'Rigid brake lines are held to the frame at least every 300 mm. Flexible hoses are ' +
        'used only where parts move, and no line may rub on sharp edges or run close to the ' +
        'exhaust.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.7.3',
    heading: 'Brake Light',
    paragraphs: [
      'A red brake light is mounted at the rear of the vehicle, between 600 mm and 1,200 mm ' +
        'above the ground, and must be clearly visible in bright daylight from 10 m behind the ' +
        'vehicle.',
      'The light comes on whenever the brake pedal is pressed, switched by hydraulic ' +
        'pressure or by a switch on the pedal. It does not light when only a cutting brake is ' +
        'used.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.8',
    heading: 'Steering',
    paragraphs: [
      'Steering works through a direct mechanical link between the steering wheel and the ' +
        'wheels. Steer-by-wire and cable steering are not allowed.',
      'Positive steering stops keep the tyres from touching the frame, body or suspension at ' +
        'full lock in either direction.',
      'Free play, measured at the rim of the steering wheel with the front wheels held ' +
        'still, must not exceed 7 degrees.',
      'The steering wheel has a closed rim and may have a quick release. If it does, the ' +
        'driver must be able to refit and lock it while seated and belted.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.9',
    heading: 'Electrical System and Kill Switches',
    paragraphs: [],
  },
  {
    kind: 'clause',
    number: 'B.9.1',
    heading: 'Kill Switches',
    paragraphs: [
      'Every vehicle has two kill switches that stop the engine by opening the ignition ' +
        'circuit: one inside the cockpit and one outside. They are part of the ignition wiring ' +
        'itself, so the engine stops even if the battery is disconnected or flat.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.9.1.1',
    paragraphs: [
      'The cockpit kill switch is within easy reach of the driver while seated and belted, ' +
        'with the steering wheel in place.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.9.1.2',
    paragraphs: [
      'The external kill switch is mounted on the rear hoop, on the right side of the ' +
        'vehicle, between 500 mm and 1,000 mm above the ground, where a marshal standing ' +
        'beside the vehicle can reach it without leaning over a wheel.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.9.1.3',
    paragraphs: [
      'Each kill switch must stop the engine on its own. Neither switch may depend on the ' +
        'other, on a relay or on an electronic module to work.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.9.1.4',
    paragraphs: [
      'Each kill switch is marked with a label reading ENGINE OFF in letters at least 20 mm ' +
        'high, white on a red background.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.9.2',
    heading: 'Battery and Wiring',
    paragraphs: [
      'A battery, if fitted, is a sealed type that cannot spill, is held by metal brackets ' +
        'and has both terminals covered. Its nominal voltage may not exceed 12 V.',
      'The positive lead is fused within 150 mm of the battery. Wiring is clipped to the ' +
        'frame and protected where it passes through panels or the firewall.',
    ],
  },
];
