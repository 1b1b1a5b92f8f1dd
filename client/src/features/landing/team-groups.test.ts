import type { PublicTeamMember } from '@common/club/content';
import { describe, expect, it } from 'vitest';
import { teamGroups } from './team-groups';

const member = (name: string, subteam: string | null): PublicTeamMember => ({
  id: name,
  name,
  role: 'Member',
  major: null,
  bio: null,
  imageUrl: null,
  subteam,
});

describe("the team section's groups", () => {
  it("follow the club's order of subteams, keep the club's order within each, and put the rest last", () => {
    const team = [
      member('Ada', 'Suspension'),
      member('Ben', null),
      member('Cy', 'Frame'),
      member('Di', 'Aero'),
      member('Ed', 'Frame'),
    ];

    expect(
      teamGroups(team, ['Frame', 'Suspension', 'Business']).map((group) => [
        group.subteam,
        group.members.map((one) => one.name),
      ]),
    ).toEqual([
      ['Frame', ['Cy', 'Ed']],
      ['Suspension', ['Ada']],
      [null, ['Ben', 'Di']],
    ]);
  });
});
