// The club's alumni: the team's cards that have a graduation year, shown on /alumni rather than with
// the current team (listActiveTeamMembers leaves them out). One cached read serves both the list and
// its count, so an edit of a card drops them together.
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { teamMembers } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';

type AlumniDeps = Pick<Deps, 'db' | 'publicCache'>;

/** The newest class first, then by name. */
const alumniOrder = [desc(teamMembers.graduationYear), asc(teamMembers.name)];

function readAlumni({ db, publicCache }: AlumniDeps) {
  return publicCache.get('alumni', async () => {
    const alumni = await db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.isActive, 1), isNotNull(teamMembers.graduationYear)))
      .orderBy(...alumniOrder);
    // The same objects until the next edit, so that a rendered page compares them at once.
    return { alumni, count: { count: alumni.length } };
  });
}

/** GET /api/alumni: the shown cards with a graduation year, newest class first, then by name. */
export async function listAlumni(deps: AlumniDeps) {
  return (await readAlumni(deps)).alumni;
}

/** GET /api/alumni/count: how many alumni /alumni lists. */
export async function countAlumni(deps: AlumniDeps) {
  return (await readAlumni(deps)).count;
}
