// Part C of the test rulebook: the static events (design report, cost report, presentation).
// Fictional, written for the tests and the retrieval benchmark (test-rulebook-content.ts).
import type { RulebookBlock } from './rulebook-blocks';

export const partC: RulebookBlock[] = [
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
];
