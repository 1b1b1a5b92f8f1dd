import type { PublicTeamMember } from '@common/club/content';
import { ResponsiveImage } from '@/components/responsive-image';
import { SectionError } from '@/components/section-error';
import { SectionHeading } from '@/components/section-heading';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { clubStat, useClubConfig } from '@/features/club/use-club-config';
import { PageText } from '@/features/page-texts/page-text';
import { initialsOf, roleBadgeTone } from '@/lib/format';
import { useTeamMembers } from './use-landing-data';

export function TeamSection() {
  const members = useTeamMembers();
  return (
    <section id="team" aria-labelledby="team-heading" className="bg-slate-50 px-6 py-20">
      <SectionHeading id="team-heading" eyebrow="Team" title={<PageText id="team.title" />}>
        <PageText id="team.intro" />
      </SectionHeading>
      {members.isError ? (
        <SectionError message="Failed to load team members. Please try again later." />
      ) : (
        <ul className="mx-auto mt-12 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {members.isPending
            ? [1, 2, 3].map((n) => (
                <li key={n}>
                  <Skeleton className="h-64" />
                </li>
              ))
            : members.data.map((member) => <MemberCard key={member.id} member={member} />)}
        </ul>
      )}
      <ClubStats />
    </section>
  );
}

function MemberCard({ member }: { member: PublicTeamMember }) {
  return (
    <li className="rounded-card bg-white p-6 text-center shadow-sm">
      {member.imageUrl ? (
        <ResponsiveImage
          src={member.imageUrl}
          alt=""
          display="teamMember"
          className="mx-auto size-24 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="mx-auto flex size-24 items-center justify-center rounded-full bg-slate-800 font-bold text-2xl text-white"
        >
          {initialsOf(member.name)}
        </span>
      )}
      <h3 className="mt-4 font-bold text-lg">{member.name}</h3>
      <div className="mt-2">
        <Badge tone={roleBadgeTone(member.role)}>{member.role}</Badge>
      </div>
      {member.major && <p className="mt-2 text-slate-600 text-sm">{member.major}</p>}
      {member.bio && <p className="mt-3 text-slate-700">{member.bio}</p>}
    </li>
  );
}

function ClubStats() {
  const config = useClubConfig().data;
  const stats = [
    { label: 'Active members', value: clubStat(config, 'activeMembers') },
    { label: 'Founded', value: clubStat(config, 'foundingYear') },
    { label: 'Build hours', value: clubStat(config, 'buildHours') },
  ];
  return (
    <dl className="mx-auto mt-12 grid max-w-4xl grid-cols-3 gap-2 text-center sm:gap-4">
      {stats.map((stat) => (
        // Three across even at 320 px: the figures shrink, and a long one wraps inside its card.
        <div key={stat.label} className="min-w-0 rounded-card bg-white px-1 py-4 shadow-sm sm:p-4">
          <dd className="wrap-anywhere font-extrabold text-accent-700 text-xl sm:text-3xl">
            {stat.value}
          </dd>
          <dt className="mt-1 text-slate-600 text-sm">{stat.label}</dt>
        </div>
      ))}
    </dl>
  );
}
