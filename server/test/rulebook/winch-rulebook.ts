// Test support: a second rulebook, of a winch event, that only the tests of replacing or uploading
// a new rules document use: its clauses answer a question no other rulebook or card answers.
import type { TestRulebook } from './rulebook-blocks';

/** A rulebook of a winch event no other rulebook of the tests has: only it answers the question. */
export const winchRulebook: TestRulebook = {
  title: 'Mud and Winch Trophy Regulations',
  revision: 'W3',
  blocks: [
    { kind: 'part', title: 'PART W  WINCH EQUIPMENT' },
    {
      kind: 'clause',
      number: 'W.1',
      heading: 'Winch Mounting',
      paragraphs: ['The winch is bolted to a plate welded between two primary members.'],
    },
    ...Array.from({ length: 12 }, (_, i) => ({
      kind: 'clause' as const,
      number: `W.1.${i + 1}`,
      paragraphs: [
        `Mounting requirement ${i + 1}: the plate and its bolts are inspected before every ` +
          'session, and a cracked weld or a loose bolt keeps the vehicle in the paddock. '.repeat(
            3,
          ),
      ],
    })),
    {
      kind: 'clause',
      number: 'W.2',
      heading: 'Winch Rope',
      paragraphs: ['Only synthetic rope is allowed; steel cable is forbidden.'],
    },
    {
      kind: 'clause',
      number: 'W.2.1',
      paragraphs: [
        'The winch rope is at most 17 metres long and carries a damper weighing at least 1.2 kg ' +
          'at its middle whenever it is under load.',
      ],
    },
  ],
};
export const WINCH_QUESTION = 'How long may the winch rope be, and does it need a damper on it?';
