// What the website editor checks and writes besides a team card's fields: its subteam is one of the
// club's, a graduation the member asked for is answered once an admin sets the year, and a card
// brought back from the trash keeps its account only while no other card has taken it.
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { teamMembers } from '../../db/schema/site-schema';
import { AppError } from '../../http/app-error';
import { readClubSettings } from '../content/club-settings';

type Reader = Pick<Database, 'select' | 'execute'>;
type Row = Record<string, unknown>;

/** A subteam given or changed must be on the club's list; one the club has since dropped stays. */
export async function subteamRefusal(tx: Reader, card: Row, before?: Row): Promise<void> {
  const subteam = card.subteam;
  if (typeof subteam !== 'string' || subteam === before?.subteam) return;
  const { subteams } = await readClubSettings(tx);
  if (subteams.includes(subteam)) return;
  throw new AppError(
    400,
    subteams.length === 0
      ? 'The club has no subteams yet: an admin adds them in the Club settings'
      : `Subteam must be one of the club's subteams: ${subteams.join(', ')}`,
  );
}

export function graduationAnswered(field: string): Row {
  return field === 'graduationYear' ? { graduationRequested: null } : {};
}

/** Back from the trash, the card keeps its account unless another card has taken it since. */
export async function accountOnReturn(tx: Reader, card: Row): Promise<Row> {
  if (typeof card.userId !== 'string') return { claimedBy: null };
  const [taken] = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, card.userId), ne(teamMembers.id, String(card.id))));
  return taken ? { userId: null, claimedBy: null } : { claimedBy: null };
}
