// The spending cap: a question reserves its maximum cost against the member's tokens of the current
// UTC day before the model is called, and the reservation is settled at the real usage after. A
// member whose day's tokens (answered and reserved) reach AXEL_DAILY_TOKENS is refused until the
// next UTC midnight, so parallel questions, on any number of instances, overshoot the budget by at
// most the one question that crossed it.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { axelUsage } from '../../db/schema/axel-schema';
import { users } from '../../db/schema/site-schema';
import { AppError } from '../../http/app-error';

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface TokenReservation {
  userId: string;
  /** The model the usage row goes by. */
  model: string;
  dailyTokens: number;
  /** The most the question can cost; it counts as spent until the answer is settled. */
  maximum: TokenUsage;
}

const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reserves the question's maximum as an unsettled usage row and answers its id; throws 429 with
 * `resetsAt` when the member has spent the day's tokens.
 */
export async function reserveTokens(
  db: Database,
  { userId, model, dailyTokens, maximum }: TokenReservation,
  now = new Date(),
): Promise<number> {
  const dayStart = startOfUtcDay(now);
  return db.transaction(async (tx) => {
    // Holding the member's row lets one question at a time, on whichever instance, read the day's
    // sum and add to it; the others wait here and then see its reservation.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [spent] = await tx
      .select({
        tokens: sql<number>`coalesce(sum(${axelUsage.inputTokens} + ${axelUsage.outputTokens}), 0)::int`,
      })
      .from(axelUsage)
      .where(and(eq(axelUsage.userId, userId), gte(axelUsage.createdAt, dayStart)));
    if ((spent?.tokens ?? 0) >= dailyTokens) throw budgetSpent(dailyTokens, dayStart);
    const [reservation] = await tx
      .insert(axelUsage)
      .values({ userId, model, ...maximum, settled: false })
      .returning({ id: axelUsage.id });
    if (!reservation) throw new Error('the reservation of Axel tokens returned no row');
    return reservation.id;
  });
}

function budgetSpent(dailyTokens: number, dayStart: Date): AppError {
  const resetsAt = new Date(dayStart.getTime() + DAY_MS).toISOString();
  return new AppError(
    429,
    `You have used today's Axel budget of ${dailyTokens.toLocaleString('en-US')} tokens. It resets at midnight UTC.`,
    undefined,
    { resetsAt },
  );
}

/** Charges what the answer really cost in place of its reservation. */
export async function settleUsage(
  db: Database,
  reservationId: number,
  usage: TokenUsage,
): Promise<void> {
  await db
    .update(axelUsage)
    .set({ ...usage, settled: true })
    .where(eq(axelUsage.id, reservationId));
}

/** Gives the reservation back: the model failed and billed nothing. */
export async function releaseReservation(db: Database, reservationId: number): Promise<void> {
  await db.delete(axelUsage).where(eq(axelUsage.id, reservationId));
}

/** About 4 characters a token: an estimate for when the provider reports no usage. */
export function estimateTokens(...texts: string[]): number {
  return Math.ceil(texts.reduce((length, text) => length + text.length, 0) / 4);
}
