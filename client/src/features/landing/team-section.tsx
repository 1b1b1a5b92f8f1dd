import { ALUMNI_PAGE_PATH } from '@common/club/alumni-page';
import type { PublicTeamMember } from '@common/club/content';
import { Link } from 'wouter';
import { SectionError } from '@/components/section-error';
import { SectionHeading } from '@/components/section-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { useAlumniCount } from '@/features/alumni/use-alumni';
import { clubStat, useClubConfig } from '@/features/club/use-club-config';
import { PageText } from '@/features/page-texts/page-text';
import { teamGroups } from './team-groups';
import { TeamMemberCard } from './team-member-card';
import { useTeamMembers } from './use-landing-data';

export function TeamSection() {
  const members = useTeamMembers();
  const alumni = useAlumniCount().data?.count ?? 0;
  return (
    <section id="team" aria-labelledby="team-heading" className="bg-slate-50 px-6 py-20">
      <SectionHeading id="team-heading" eyebrow="Team" title={<PageText id="team.title" />}>
        <PageText id="team.intro" />
      </SectionHeading>
      {members.isError ? (
        <SectionError message="Failed to load team members. Please try again later." />
      ) : (
        <TeamCards members={members.data} />
      )}
      {alumni > 0 && (
        <p className="mt-10 text-center">
          <Link href={ALUMNI_PAGE_PATH} className="font-semibold text-accent-700 hover:underline">
            Meet our alumni <span aria-hidden="true">→</span>
          </Link>
        </p>
      )}
      <ClubStats alumni={alumni} />
    </section>
  );
}

const cardGrid = 'mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** The cards, grouped by subteam under a heading each when the club chose so. */
function TeamCards({ members }: { members: PublicTeamMember[] | undefined }) {
  const config = useClubConfig().data;
  if (!members) {
    return (
      <ul className={`${cardGrid} mt-12`}>
        {[1, 2, 3].map((n) => (
          <li key={n}>
            <Skeleton className="h-64" />
          </li>
        ))}
      </ul>
    );
  }
  const groups = config?.groupTeamBySubteam ? teamGroups(members, config.subteams) : [];
  if (groups.length < 2) {
    return (
      <ul className={`${cardGrid} mt-12`}>
        {members.map((member) => (
          <TeamMemberCard key={member.id} member={member} />
        ))}
      </ul>
    );
  }
  return groups.map((group) => (
    <div key={group.subteam ?? ''} className="mx-auto mt-12 max-w-6xl">
      <h3 className="mb-4 font-bold text-slate-800 text-xl">
        {group.subteam ?? 'Across the team'}
      </h3>
      <ul className={cardGrid}>
        {group.members.map((member) => (
          <TeamMemberCard key={member.id} member={member} grouped />
        ))}
      </ul>
    </div>
  ));
}

/** The club's figures; the alumni are counted apart from the active members, once there are any. */
function ClubStats({ alumni }: { alumni: number }) {
  const config = useClubConfig().data;
  const stats = [
    { label: 'Active members', value: clubStat(config, 'activeMembers') },
    ...(alumni > 0 ? [{ label: 'Alumni', value: String(alumni) }] : []),
    { label: 'Founded', value: clubStat(config, 'foundingYear') },
    { label: 'Build hours', value: clubStat(config, 'buildHours') },
  ];
  const columns = stats.length === 4 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3';
  return (
    <dl className={`mx-auto mt-12 grid max-w-4xl gap-2 text-center sm:gap-4 ${columns}`}>
      {stats.map((stat) => (
        // Three across even at 320 px (four: two by two on a phone): the figures shrink, and a
        // long one wraps inside its card.
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
