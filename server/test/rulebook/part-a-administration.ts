// Part A of the test rulebook: administration (eligibility, registration, rule questions, conduct).
// Fictional, written for the tests and the retrieval benchmark (test-rulebook-content.ts).
import type { RulebookBlock } from './rulebook-blocks';

export const partA: RulebookBlock[] = [
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
];
