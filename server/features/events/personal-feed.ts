// Each member's personal calendar feed (decision 54). Its address carries a secret, made when the
// member first asks for the address and replaced when they ask for a new one; the old address then
// answers 404. A calendar app reads it without a cookie: the secret alone names the member, whose
// account must still be active for the feed to answer.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { displayName } from '../../../common/admin/admin';
import { canAccess } from '../../../common/auth/access';
import type { OwnEventAnswer } from '../../../common/events/event-answers';
import { type PersonalFeedAddress, personalFeedPath } from '../../../common/events/personal-feed';
import type { Database } from '../../db/database';
import { calendarFeeds, eventAnswers } from '../../db/schema/events-schema';
import { users } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import type { CurrentUser } from '../../http/access-guard';
import { AppError } from '../../http/app-error';
import { readCachedClubSettings } from '../content/club-settings';
import { listAnswers } from './event-answers';
import { eventFeed } from './event-feed';
import { type EventRow, readEvents } from './event-list';
import { readMeetingSeries } from './meeting-series';

/** 256 random bits in base64url: 43 letters, digits, - and _. */
const newToken = () => randomBytes(32).toString('base64url');
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const FEED_NOT_FOUND = 'Calendar feed not found';

const addressOf = (deps: Pick<Deps, 'config'>, token: string): PersonalFeedAddress => ({
  url: new URL(personalFeedPath(token), deps.config.publicUrl).href,
});

async function tokenOf(db: Database, userId: string): Promise<string | undefined> {
  const [feed] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return feed?.token;
}

/** The member's feed address, made on their first asking. */
export async function readFeedAddress(
  deps: Pick<Deps, 'db' | 'config'>,
  member: CurrentUser,
): Promise<PersonalFeedAddress> {
  const kept = await tokenOf(deps.db, member.id);
  if (kept) return addressOf(deps, kept);
  // Of two first requests at once, the first secret written is the one both answer.
  await deps.db
    .insert(calendarFeeds)
    .values({ userId: member.id, token: newToken() })
    .onConflictDoNothing({ target: calendarFeeds.userId });
  const made = await tokenOf(deps.db, member.id);
  if (!made) throw new Error('the calendar feed was not kept');
  return addressOf(deps, made);
}

/** A new secret for the member's feed: the address they had answers 404 from now on. */
export async function replaceFeedAddress(
  deps: Pick<Deps, 'db' | 'config'>,
  member: CurrentUser,
): Promise<PersonalFeedAddress> {
  const token = newToken();
  await deps.db
    .insert(calendarFeeds)
    .values({ userId: member.id, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: new Date() } });
  return addressOf(deps, token);
}

/**
 * The feed at this secret: every event its owner may see, with their answers. A secret of the
 * wrong form is refused before the database is asked; any other is found by the unique index alone.
 */
export async function readPersonalFeed(
  deps: Pick<Deps, 'db' | 'config' | 'publicCache'>,
  token: string,
): Promise<string> {
  const owner = TOKEN_PATTERN.test(token) ? await ownerOf(deps.db, token) : undefined;
  if (!owner || !canAccess(owner, 'activeMember')) throw new AppError(404, FEED_NOT_FOUND);
  const { clubName, timeZone } = await readCachedClubSettings(deps);
  // An active member sees the members' events, as GET /api/events answers them.
  const rows = await readEvents(deps.db, { membersToo: true, range: {}, timeZone });
  return eventFeed({
    publicUrl: deps.config.publicUrl,
    clubName,
    timeZone,
    rows,
    meeting: await readMeetingSeries(deps.db),
    attendee: {
      email: owner.email,
      name: displayName(owner),
      answers: await answersOf(deps.db, owner.id, rows),
    },
  });
}

async function ownerOf(db: Database, token: string) {
  const [owner] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      isActive: users.isActive,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.token, token));
  return owner;
}

/** The member's answers to the feed's events; whether a Going waits is the queue's to say. */
async function answersOf(
  db: Database,
  userId: string,
  rows: readonly EventRow[],
): Promise<Map<string, OwnEventAnswer>> {
  const capacities = new Map(rows.map((row) => [row.id, row.capacity]));
  const own = await db
    .select({ eventId: eventAnswers.eventId, answer: eventAnswers.answer })
    .from(eventAnswers)
    .where(eq(eventAnswers.userId, userId));
  const answered = await Promise.all(
    own
      .filter(({ eventId }) => capacities.has(eventId))
      .map(async ({ eventId, answer }): Promise<[string, OwnEventAnswer]> => {
        // Only a Going to an event with a capacity can wait for a place.
        const mayWait = answer === 'going' && capacities.get(eventId) !== null;
        const queue = mayWait ? await listAnswers(db, eventId) : [];
        const waiting = queue.some((entry) => entry.userId === userId && entry.waiting);
        return [eventId, { answer, waiting }];
      }),
  );
  return new Map(answered);
}
