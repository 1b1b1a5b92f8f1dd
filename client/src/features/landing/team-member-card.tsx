// One member's card in the home page's team section: photo (or initials), name, role, subteam,
// major and bio.
import type { PublicTeamMember } from '@common/club/content';
import { MemberPhoto } from '@/components/member-photo';
import { Badge } from '@/components/ui/badge';
import { roleBadgeTone } from '@/lib/format';

export function TeamMemberCard({
  member,
  grouped = false,
}: {
  member: PublicTeamMember;
  /** Under its subteam's heading: the name is a heading a level lower, and the subteam not said again. */
  grouped?: boolean;
}) {
  const Heading = grouped ? 'h4' : 'h3';
  return (
    <li className="rounded-card bg-white p-6 text-center shadow-sm">
      <div className="flex justify-center">
        <MemberPhoto name={member.name} imageUrl={member.imageUrl} size="size-24 text-2xl" />
      </div>
      <Heading className="mt-4 font-bold text-lg">{member.name}</Heading>
      <div className="mt-2">
        <Badge tone={roleBadgeTone(member.role)}>{member.role}</Badge>
      </div>
      {member.subteam && !grouped && (
        <p className="mt-2 font-semibold text-slate-700 text-sm">{member.subteam} subteam</p>
      )}
      {member.major && <p className="mt-1 text-slate-600 text-sm">{member.major}</p>}
      {member.bio && <p className="mt-3 text-slate-700">{member.bio}</p>}
    </li>
  );
}
