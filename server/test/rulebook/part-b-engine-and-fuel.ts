// Part B of the test rulebook, B.4 and B.5: engine and governor, fuel system.
// Fictional, written for the tests and the retrieval benchmark (test-rulebook-content.ts).
import type { RulebookBlock } from './rulebook-blocks';

export const partBEngineAndFuel: RulebookBlock[] = [
  { kind: 'clause', number: 'B.4', heading: 'Engine and Governor', paragraphs: [] },
  {
    kind: 'clause',
    number: 'B.4.1',
    heading: 'Supplied Engine',
    paragraphs: [
      'Every team uses the same single-cylinder, four-stroke, air-cooled engine of 10 hp ' +
        '(about 7.5 kW), bought through the organiser’s engine programme. Each engine is ' +
        'registered to one team by its serial number, and only that engine, or a replacement ' +
        'the organiser has issued and registered, may run at the competition. The engine is ' +
        'the only source of propulsion: no battery, flywheel or stored pressure may drive the ' +
        'wheels. Teams may rotate the engine about its crankshaft only within the angles the ' +
        'engine supplier allows for lubrication.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.4.1.1',
    paragraphs: [
      'No internal part of the engine may be machined, replaced with a non-original part or ' +
        'removed. Teams may change the oil, the spark plug for the listed type and the air ' +
        'filter element, and may fit a remote air filter housing under B.4.4.',
      'Officials seal the engine at technical inspection. A vehicle whose seal is broken may ' +
        'not run until it has been inspected and sealed again.',
    ],
  },
  { kind: 'clause', number: 'B.4.2', heading: 'Governor', paragraphs: [] },
  {
    kind: 'clause',
    number: 'B.4.2.1',
    paragraphs: [
      'The governor stays as supplied, set to hold the engine at no more than 3,600 rpm. Its ' +
        'spring, arm and linkage may not be bent, replaced, blocked or bypassed.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.4.2.2',
    paragraphs: [
      'Officials may check the highest engine speed with a tachometer at inspection and at ' +
        'any time during the competition. A reading above 3,700 rpm excludes the vehicle from ' +
        'the event in progress and from every later event until it is re-inspected.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.4.3',
    heading: 'Throttle',
    paragraphs: [
      'The throttle is worked by a foot pedal through a cable. Two return springs act on the ' +
        'throttle, and either spring alone must bring the engine back to idle when the driver ' +
        'lifts their foot.',
      'A stop at the pedal keeps the cable from being stretched past full throttle. Hand ' +
        'throttles and cruise controls are not allowed.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.4.4',
    heading: 'Exhaust and Air Intake',
    paragraphs: [
      'The supplied muffler is used. The exhaust outlet points rearward or downward, away ' +
        'from the driver and the fuel tank, and ends behind the rear hoop.',
      'The air intake opens outside the cockpit. A remote air filter may be mounted higher ' +
        'to keep water out, connected to the carburettor by a sealed hose with no other ' +
        'opening.',
    ],
  },
  { kind: 'clause', number: 'B.5', heading: 'Fuel and Fuel System', paragraphs: [] },
  {
    kind: 'clause',
    number: 'B.5.1',
    heading: 'Fuel',
    paragraphs: [
      'Only the unleaded petrol the organiser supplies at the competition fuel station may ' +
        'be used. Additives, octane boosters and oxygenates are not allowed.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.5.2',
    heading: 'Fuel Tank',
    paragraphs: [
      'The fuel tank holds no more than 5.0 litres. It sits inside the frame, outside the ' +
        'cockpit, below the top of the rear hoop and held to the frame by metal brackets.',
      'The tank is at least 150 mm from any part of the exhaust, unless a metal heat shield ' +
        'stands between them. Fuel spilled while filling or in a rollover must not be able to ' +
        'reach the driver, the exhaust or the ignition.',
      'The filler cap seals when closed. The tank vent has a check valve or a roll-over ' +
        'valve so that no fuel escapes when the vehicle is upside down.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.5.3',
    heading: 'Fuel Lines',
    paragraphs: [
      'Fuel lines are rated for petrol, clamped at both ends and held to the frame at least ' +
        'every 200 mm. They are routed away from the exhaust and from moving parts, and may ' +
        'not pass through the cockpit.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.5.4',
    heading: 'Fuel Containers',
    paragraphs: [
      'In the pits, fuel is kept only in containers that meet this clause. Officials check ' +
        'the containers during technical inspection and may check them again at any time.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.5.4.1',
    paragraphs: [
      'A team may keep no more than two fuel containers, each holding 10 litres at most. ' +
        'Containers are metal, or plastic sold for petrol, and close with a screw cap and a ' +
        'spout that seals.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.5.4.2',
    paragraphs: [
      'Each container is red or yellow and carries the team’s vehicle number in figures at ' +
        'least 50 mm high.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.5.4.3',
    paragraphs: [
      'Containers stand in the team’s marked fuel area, out of direct sun and at least 3 m ' +
        'from any welding, grinding, open flame or running engine. Fuel may not be kept in ' +
        'tents, vans or other closed spaces.',
    ],
  },
  {
    kind: 'clause',
    number: 'B.5.5',
    heading: 'Refuelling',
    paragraphs: [
      'Vehicles are refuelled only in the refuelling area, with the engine off and the ' +
        'driver out of the vehicle.',
      'While fuel is poured, a team member stands beside the vehicle holding a fire ' +
        'extinguisher, and a drip tray is placed under the filler. Spilled fuel is wiped up ' +
        'before the engine is started.',
    ],
  },
];
