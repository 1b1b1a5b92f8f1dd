// What /alumni needs beyond its records, without zod so that the page and the home page's team
// section carry no validation library: its addresses, and the alumni by their class.

export const ALUMNI_PAGE_PATH = '/alumni';
/** The team's graduated cards, newest class first (common/club/alumni.ts has the shape). */
export const ALUMNI_PATH = '/api/alumni';
/** How many alumni the club has: what the home page shows, without every alumnus's card. */
export const ALUMNI_COUNT_PATH = '/api/alumni/count';

/** A team member who graduated, as the public sees them. */
export interface Alumnus {
  id: string;
  name: string;
  /** The role they had on the team. */
  role: string;
  major: string | null;
  imageUrl: string | null;
  linkedIn: string | null;
  graduationYear: number;
  /** Where they went after the club. */
  alumniNote: string | null;
}

export interface AlumniCount {
  count: number;
}

/** Alumni by their class, the newest first, each class keeping the list's order. */
export function alumniByClass<Member extends { graduationYear: number }>(
  alumni: readonly Member[],
): [year: number, members: Member[]][] {
  const classes = new Map<number, Member[]>();
  for (const member of alumni) {
    classes.set(member.graduationYear, [...(classes.get(member.graduationYear) ?? []), member]);
  }
  return [...classes].sort(([a], [b]) => b - a);
}
