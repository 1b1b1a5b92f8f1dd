// The team section's cards by subteam, in the order the club lists its subteams; members of no
// subteam (or of one the club has since dropped) come last, together.
import type { PublicTeamMember } from '@common/club/content';

export interface TeamGroup {
  /** The subteam, or null for the members of none. */
  subteam: string | null;
  members: PublicTeamMember[];
}

export function teamGroups(members: PublicTeamMember[], subteams: string[]): TeamGroup[] {
  const groups: TeamGroup[] = subteams.map((subteam) => ({
    subteam,
    members: members.filter((member) => member.subteam === subteam),
  }));
  const others = members.filter((member) => !member.subteam || !subteams.includes(member.subteam));
  return [...groups, { subteam: null, members: others }].filter(
    (group) => group.members.length > 0,
  );
}
