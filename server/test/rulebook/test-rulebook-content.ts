// The text of a fictional competition rulebook, written for the tests and the Axel retrieval
// benchmark, which print it as a PDF. It belongs to no real competition: every rule, figure and
// date in it was made up for testing, though it reads like a real off-road design rulebook. Where
// it covers what the /rules catalogue covers it agrees with the catalogue; it also holds facts the
// catalogue lacks (registration, fuel containers, towing points, vehicle numbers...).

export type RulebookBlock =
  | { kind: 'part'; title: string }
  | { kind: 'clause'; number: string; heading?: string; paragraphs: string[] }
  | { kind: 'table'; rows: string[][] }
  | { kind: 'page-break' };

export interface TestRulebook {
  title: string;
  revision: string;
  blocks: RulebookBlock[];
}

export const testRulebook: TestRulebook = {
  title: 'Off-Road Design Challenge Rules (test edition)',
  revision: 'T1',
  blocks: [
    { kind: 'page-break' },
    { kind: 'part', title: 'PART A  ADMINISTRATION' },
    {
      kind: 'clause',
      number: 'A.1',
      heading: 'Scope of These Rules',
      paragraphs: [
        'These rules govern the Off-Road Design Challenge, in which student teams design, ' +
          'build, document and race a single-seat off-road vehicle. They apply to every team, ' +
          'vehicle, team member, advisor and guest from the moment a team registers until the ' +
          'final results of the competition are published.',
        'The rules aim to keep drivers, crews, officials and spectators safe while leaving the ' +
          'design as open as possible. A solution that no rule forbids is allowed, provided it ' +
          'does not make the vehicle less safe than the rules intend. Officials decide whether a ' +
          'design meets the intent of a rule, and their decision at the competition is final. A ' +
          'team that is unsure about a design should ask through the rule question process of ' +
          'A.5 before it builds the part, not at technical inspection.',
        'This edition, revision T1, replaces every earlier edition. Where an answer published ' +
          'in the rules bulletin under A.5.3 differs from this document, the published answer ' +
          'applies to the competition it was issued for.',
        'Figures are given in SI units. Where a size is also given in inches, officials ' +
          'measure against the SI figure.',
      ],
    },
    {
      kind: 'clause',
      number: 'A.2',
      heading: 'Eligibility',
      paragraphs: [
        'Every team member must be enrolled, full time or part time, in a degree programme of ' +
          'a university or college on the day the team registers. A member who graduates during ' +
          'the season may stay on the team for that season, provided the competition ends no ' +
          'later than seven months after their graduation date.',
        'Each team names a faculty advisor employed by its university. The advisor ' +
          'countersigns the registration and is the organiser’s contact on conduct matters, but ' +
          'does not have to attend the competition.',
        'Drivers must be at least 18 years old on the first day of the competition and hold a ' +
          'valid road driving licence. A team member under 18 may work in the pits but may not ' +
          'drive in any event, practice session or test on the competition site.',
        'A student may be registered on only one team per competition, even when their ' +
          'university enters more than one vehicle.',
      ],
    },
    {
      kind: 'clause',
      number: 'A.3',
      heading: 'Team Size and Roles',
      paragraphs: [
        'A team may register up to 25 members. No more than 20 of them may hold a pit pass at ' +
          'the same time; the others attend as spectators.',
        'Each team registers at least two and at most six drivers. Every registered driver ' +
          'must pass the driver checks of E.4 before driving in any event.',
        'Each team names a team captain and a safety officer at registration, and the same ' +
          'person may not hold both roles. The safety officer attends the safety briefing on the ' +
          'morning of the first competition day. They are responsible for the team’s pit fire ' +
          'extinguisher, its fuel containers and the safe conduct of its members in the pits, ' +
          'and officials address them first when a safety problem is found in the team’s area.',
        'Advisors, alumni and professional engineers may give advice, but the design, ' +
          'manufacture and documentation of the vehicle must be the work of the registered ' +
          'student members.',
      ],
    },
    { kind: 'clause', number: 'A.4', heading: 'Registration', paragraphs: [] },
    {
      kind: 'clause',
      number: 'A.4.1',
      paragraphs: [
        'Registration opens on 1 October and closes on 15 November of the year before the ' +
          'competition, at 23:59 organiser’s local time. A registration is complete only when ' +
          'the entry form, the advisor’s signature and the entry fee have all been received.',
      ],
    },
    {
      kind: 'clause',
      number: 'A.4.2',
      paragraphs: [
        'The entry fee is 950 per vehicle, in the currency shown on the registration page. A ' +
          'team that withdraws before 15 January is refunded in full; one that withdraws before ' +
          '1 March gets half of the fee back; later withdrawals are not refunded.',
      ],
    },
    {
      kind: 'clause',
      number: 'A.4.3',
      paragraphs: [
        'After registration closes, a late entry may be accepted until 1 December if places ' +
          'remain, with a late fee of 200 on top of the entry fee. No entry is accepted after 1 ' +
          'December.',
      ],
    },
    {
      kind: 'clause',
      number: 'A.4.4',
      paragraphs: [
        'Each team submits its final list of members and drivers no later than 21 days before ' +
          'the first competition day. A person missing from that list receives no pit pass.',
        'Vehicle numbers are handed out in the order registrations are completed; B.14 sets ' +
          'out how they are displayed.',
      ],
    },
    { kind: 'clause', number: 'A.5', heading: 'Rule Questions', paragraphs: [] },
    {
      kind: 'clause',
      number: 'A.5.1',
      paragraphs: [
        'Questions about the meaning of a rule are sent in writing through the rule question ' +
          'form on the competition website. Questions sent by email or phone, or asked in ' +
          'person, receive no official answer.',
      ],
    },
    {
      kind: 'clause',
      number: 'A.5.2',
      paragraphs: [
        'A question must name the clause it concerns and describe the design or situation in ' +
          'enough detail to be answered; drawings and photos may be attached. A team may send no ' +
          'more than five rule questions per calendar month.',
      ],
    },
    {
      kind: 'clause',
      number: 'A.5.3',
      paragraphs: [
        'The organiser aims to answer within 10 working days. Answers of general interest are ' +
          'published in the rules bulletin without the name of the team that asked, and from the ' +
          'date of publication they carry the same weight as these rules.',
        'Advice given verbally by an official, including at technical inspection, does not ' +
          'bind the organiser at a later event or competition.',
      ],
    },
    {
      kind: 'clause',
      number: 'A.6',
      heading: 'Submission Deadlines',
      paragraphs: [
        'Reports and forms are uploaded as PDF files to the team’s account on the competition ' +
          'website. The table below lists each submission, its deadline and the penalty for ' +
          'sending it late.',
      ],
    },
    {
      kind: 'table',
      rows: [
        ['Submission', 'Deadline', 'Late penalty'],
        ['Cost Reduction Report', '16 February', '5 points per day late'],
        [
          'Frame Equivalence Form (only if not using baseline tubing)',
          '1 March',
          'Frame not inspected until accepted',
        ],
        ['Initial Cost Report', '16 March', '5 points per day late'],
        ['Design Report and Design Specification Sheet', '6 April', '10 points per day late'],
        [
          'Final team member and driver list',
          '21 days before the competition',
          'No pit pass for missing members',
        ],
      ],
    },
    {
      kind: 'clause',
      number: 'A.6.1',
      paragraphs: [
        'A submission is on time when its upload has finished before 23:59 organiser’s local ' +
          'time on the deadline date. Upload problems are considered only if they are reported ' +
          'to the organiser before the deadline.',
        'A report not received within seven days after its deadline scores zero in the part of ' +
          'the event it belongs to. The team still takes part in the event itself.',
      ],
    },
    {
      kind: 'clause',
      number: 'A.7',
      heading: 'Protests and Appeals',
      paragraphs: [
        'A team that believes a result or an official’s decision is wrong may file a written ' +
          'protest, signed by its team captain, with the chief official within 30 minutes of the ' +
          'result being posted.',
        'A protest that is rejected costs the protesting team 25 points from its overall ' +
          'score. Judges’ scores in the static events are matters of judgement and cannot be ' +
          'protested.',
        'The chief official’s decision on a protest is final.',
      ],
    },
    {
      kind: 'clause',
      number: 'A.8',
      heading: 'Conduct',
      paragraphs: [
        'Team members, advisors and guests follow officials’ instructions at all times. Unsafe ' +
          'or unsporting behaviour may be penalised with points or with the exclusion of the ' +
          'whole team.',
        'In the pits and paddock, vehicles move at walking pace. A vehicle moved through the ' +
          'pits outside an event is pushed with its engine off unless an official directs ' +
          'otherwise.',
        'Alcohol and recreational drugs are not allowed anywhere on the competition site ' +
          'during the competition days.',
      ],
    },
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
    { kind: 'page-break' },
    { kind: 'part', title: 'PART C  STATIC EVENTS' },
    {
      kind: 'clause',
      number: 'C.1',
      heading: 'Events and Points',
      paragraphs: [
        'The static events are the design evaluation, the cost event and the sales ' +
          'presentation. Technical inspection (Part E) is held before them but scores no points. ' +
          'The table gives the maximum score of every event of the competition.',
      ],
    },
    {
      kind: 'table',
      rows: [
        ['Event', 'Type', 'Maximum points'],
        ['Design Evaluation', 'Static', '150'],
        ['Cost Event', 'Static', '100'],
        ['Sales Presentation', 'Static', '50'],
        ['Acceleration', 'Dynamic', '75'],
        ['Hill Climb', 'Dynamic', '75'],
        ['Manoeuvrability', 'Dynamic', '75'],
        ['Suspension and Traction', 'Dynamic', '75'],
        ['Endurance', 'Dynamic', '400'],
        ['Total', '', '1,000'],
      ],
    },
    {
      kind: 'clause',
      number: 'C.2',
      heading: 'Design Report',
      paragraphs: [
        'The design report has no more than 8 pages of text and figures, plus no more than 3 ' +
          'pages of drawings of A3 size or smaller. Text is at least 10 pt. Pages beyond the ' +
          'limit are not read.',
        'The report states the team’s design goals and explains, subsystem by subsystem, how ' +
          'the vehicle meets them and how this was shown by analysis and by testing. Judges read ' +
          'the report before the design evaluation and use it to choose their questions, so a ' +
          'report that only describes parts without giving reasons leaves the team with little ' +
          'to build on. A report may refer to the design specification sheet instead of ' +
          'repeating its figures.',
        'A design specification sheet on the organiser’s form is submitted with the report. It ' +
          'gives the vehicle’s mass, dimensions, ground clearance, wheel travel, steering ' +
          'geometry and expected top speed.',
      ],
    },
    {
      kind: 'clause',
      number: 'C.3',
      heading: 'Design Evaluation',
      paragraphs: [
        'Each team has a 30-minute slot with its vehicle during competition week: 20 minutes ' +
          'in which the team presents and answers questions, followed by 10 minutes in which the ' +
          'judges agree on a score without the team.',
        'No more than six team members take part. Posters and printed material are allowed; no ' +
          'power is provided for screens.',
        'Judges score how well the team understands and justifies its design, backed by ' +
          'analysis and test results, not the appearance of the vehicle. The six best teams are ' +
          'invited to a design final on the last day, where the 150 points are awarded again ' +
          'from a fresh ranking.',
      ],
    },
    {
      kind: 'clause',
      number: 'C.4',
      heading: 'Cost Event',
      paragraphs: [
        'The cost event is worth 100 points: 80 points for the accuracy of the cost report ' +
          'compared with the vehicle on site, and 20 points for the cost reduction report.',
      ],
    },
    {
      kind: 'clause',
      number: 'C.4.1',
      heading: 'Initial Cost Report',
      paragraphs: [
        'The initial cost report is due on 16 March. It lists every part of the vehicle with ' +
          'its quantity, material, manufacturing process and cost.',
        'Bought parts are costed at the price on their receipt. Parts the team makes are ' +
          'costed from the material and process tables published with these rules, not from what ' +
          'the team actually paid.',
      ],
    },
    { kind: 'clause', number: 'C.4.2', heading: 'Cost Reduction Report', paragraphs: [] },
    {
      kind: 'clause',
      number: 'C.4.2.1',
      paragraphs: [
        'The cost reduction report is due on 16 February and is no longer than 4 pages. It ' +
          'presents up to two ideas for making the vehicle cheaper, each worth up to 10 points.',
      ],
    },
    {
      kind: 'clause',
      number: 'C.4.2.2',
      paragraphs: [
        'For each idea the report gives the present cost, the proposed change, the new cost ' +
          'and the effect of the change on the vehicle’s performance and safety.',
      ],
    },
    {
      kind: 'clause',
      number: 'C.4.3',
      heading: 'Cost Audit',
      paragraphs: [
        'At the competition, cost judges walk round the vehicle with the team’s cost report ' +
          'and compare the parts they find with the parts listed. A part on the vehicle but ' +
          'missing from the report is added at twice its table cost, and each one also costs 2 ' +
          'accuracy points, up to 40 points in all. Judges may ask to see receipts for any ' +
          'bought part, so teams bring them to the competition. Parts listed but not found on ' +
          'the vehicle are removed from the total without penalty.',
      ],
    },
    {
      kind: 'clause',
      number: 'C.5',
      heading: 'Sales Presentation',
      paragraphs: [
        'The team presents its vehicle as a product to a panel playing the managers of a firm ' +
          'that is considering building 4,000 of them a year. The presentation lasts no more ' +
          'than 10 minutes and is stopped at 10 minutes; it is followed by 5 minutes of ' +
          'questions.',
        'Up to four team members speak. A projector and screen are provided; teams bring their ' +
          'own laptop with an HDMI output.',
      ],
    },
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
  ],
};
