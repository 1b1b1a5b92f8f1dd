// The spending cap: each answered question leaves a usage row, and a user whose tokens of the
// current UTC day reach AXEL_DAILY_TOKENS is refused until the next UTC midnight.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { axelUsage } from '../../db/schema';
import { AppError } from '../../http/app-error';

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

const DAY_MS = 24 * 60 * 60 * 1000;

/** Throws 429 with `resetsAt` when the user has spent the day's tokens. */
export async function assertWithinDailyBudget(
  db: Database,
  userId: string,
  dailyTokens: number,
  now = new Date(),
): Promise<void> {
  const dayStart = startOfUtcDay(now);
  const [spent] = await db
    .select({
      tokens: sql<number>`coalesce(sum(${axelUsage.inputTokens} + ${axelUsage.outputTokens}), 0)::int`,
    })
    .from(axelUsage)
    .where(and(eq(axelUsage.userId, userId), gte(axelUsage.createdAt, dayStart)));
  if ((spent?.tokens ?? 0) < dailyTokens) return;
  const resetsAt = new Date(dayStart.getTime() + DAY_MS).toISOString();
  throw new AppError(
    429,
    `You have used today's Axel budget of ${dailyTokens.toLocaleString('en-US')} tokens. It resets at midnight UTC.`,
    undefined,
    { resetsAt },
  );
}

export async function recordUsage(
  db: Database,
  userId: string,
  model: string,
  usage: TokenUsage,
): Promise<void> {
  await db.insert(axelUsage).values({ userId, model, ...usage });
}
