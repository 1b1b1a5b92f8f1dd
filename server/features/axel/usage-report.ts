// The admin panel's view of Axel's use: questions, tokens and cost per UTC day, user and model,
// over the last 30 days. Questions answered without a model are rows of their own (AXEL_NO_MODEL),
// of no tokens. A question still being answered counts at its reserved maximum until its usage is
// settled.
import { desc, eq, gte, sql } from 'drizzle-orm';
import type { AxelUsage } from '../../../common/axel/axel';
import type { Database } from '../../db/database';
import { axelUsage } from '../../db/schema/axel-schema';
import { users } from '../../db/schema/site-schema';
import { estimateCostUsd } from './model/model-prices';

const REPORT_DAYS = 30;

export async function reportAxelUsage(db: Database, now = new Date()): Promise<AxelUsage> {
  const firstDay = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (REPORT_DAYS - 1)),
  );
  const day = sql<string>`to_char(${axelUsage.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      userId: axelUsage.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      model: axelUsage.model,
      questions: sql<number>`count(*)::int`,
      inputTokens: sql<number>`sum(${axelUsage.inputTokens})::int`,
      outputTokens: sql<number>`sum(${axelUsage.outputTokens})::int`,
    })
    .from(axelUsage)
    .innerJoin(users, eq(users.id, axelUsage.userId))
    .where(gte(axelUsage.createdAt, firstDay))
    .groupBy(day, axelUsage.userId, users.firstName, users.lastName, users.email, axelUsage.model)
    .orderBy(desc(day), users.email, axelUsage.model);
  return {
    rows: rows.map(({ firstName, lastName, ...row }) => ({
      ...row,
      name: [firstName, lastName].filter(Boolean).join(' ') || row.email,
      estimatedCostUsd: estimateCostUsd(row.model, row.inputTokens, row.outputTokens),
    })),
  };
}
