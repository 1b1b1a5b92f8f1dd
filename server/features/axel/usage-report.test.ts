// Admins see what Axel costs: per UTC day, user and model, newest day first, with an estimate.
import { describe, expect, it } from 'vitest';
import { axelUsage } from '../../db/schema/axel-schema';
import { makeUser } from '../../test/factories';
import { requestAs } from '../../test/requests';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite();

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

describe('GET /api/admin/axel-usage', () => {
  it('sums each user’s questions and tokens per day and model over the last 30 days', async () => {
    const admin = await makeUser(site.t.db, { role: 'admin', isActive: 1 });
    const designer = await makeUser(site.t.db, {
      role: 'designer',
      isActive: 1,
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'dana@club.test',
    });
    const now = new Date();
    const yesterday = new Date(now.getTime() - DAY_MS);
    const row = (createdAt: Date, model: string, inputTokens: number, outputTokens: number) => ({
      userId: designer.id,
      model,
      inputTokens,
      outputTokens,
      createdAt,
    });
    await site.t.db
      .insert(axelUsage)
      .values([
        row(now, 'gpt-4o-mini', 1_000_000, 0),
        row(now, 'gpt-4o-mini', 0, 1_000_000),
        row(yesterday, 'claude-sonnet-4-5', 2_000, 500),
        row(yesterday, 'my-local-llama', 1_000_000, 0),
        row(new Date(now.getTime() - 31 * DAY_MS), 'gpt-4o-mini', 5, 5),
      ]);

    const response = await requestAs(site.t, admin.id, {
      method: 'GET',
      url: '/api/admin/axel-usage',
    });

    expect(response.statusCode).toBe(200);
    const person = { userId: designer.id, name: 'Dana Reyes', email: 'dana@club.test' };
    expect(response.json().rows).toEqual([
      {
        day: utcDay(now),
        ...person,
        model: 'gpt-4o-mini',
        questions: 2,
        inputTokens: 1_000_000,
        outputTokens: 1_000_000,
        estimatedCostUsd: 0.75,
      },
      {
        day: utcDay(yesterday),
        ...person,
        model: 'claude-sonnet-4-5',
        questions: 1,
        inputTokens: 2_000,
        outputTokens: 500,
        estimatedCostUsd: 0.0135,
      },
      {
        day: utcDay(yesterday),
        ...person,
        model: 'my-local-llama',
        questions: 1,
        inputTokens: 1_000_000,
        outputTokens: 0,
        estimatedCostUsd: 3,
      },
    ]);
  });
});
