// Money is never overspent: questions asked at once, on one instance or two on the same database,
// spend at most AXEL_DAILY_TOKENS plus one answer's maximum, and a refused one calls no model.
import { beforeEach, describe, expect, it } from 'vitest';
import { axelUsage } from '../../db/schema/axel-schema';
import { askAs } from '../../test/axel-requests';
import { tokensOf } from '../../test/model/openai-compatible-server';
import type { TestApp } from '../../test/test-app';
import { useTestSite } from '../../test/use-test-site';
import { MODEL_CALL_SETTINGS } from './model/model-call';

const DAILY_TOKENS = 3_000;

const site = useTestSite({
  model: true,
  environment: { AXEL_DAILY_TOKENS: String(DAILY_TOKENS) },
  secondInstance: true,
  signedIn: ['designer'],
});
beforeEach(() => {
  // Each question stays in flight a while, so that they all overlap.
  site.model.setMode({ kind: 'slow', delayMs: 300 });
});

const prompt = 'How thick must the firewall between the engine and the driver be?';

/** Asks the same question `count` times at once on each app, half of them streamed. */
async function askAtOnce(apps: TestApp[], count: number) {
  const questions = apps.flatMap((app) =>
    Array.from({ length: count }, (_, index) =>
      askAs(app, site.designer.user.id, { prompt }, { stream: index % 2 === 0 }),
    ),
  );
  return Promise.all(questions);
}

async function expectWithinBudget(responses: Awaited<ReturnType<typeof askAtOnce>>) {
  const rows = await site.t.db.select().from(axelUsage);
  const spent = rows.reduce((sum, row) => sum + row.inputTokens + row.outputTokens, 0);
  const messages = site.model.requests[0]?.body.messages ?? [];
  const oneAnswerMaximum =
    tokensOf(messages.map((message) => message.content).join('')) +
    MODEL_CALL_SETTINGS.maxOutputTokens;
  expect(spent).toBeLessThanOrEqual(DAILY_TOKENS + oneAnswerMaximum);

  // The refused questions were refused for the budget, reached no model and cost nothing.
  const answered = responses.filter((response) => response.statusCode === 200);
  const refused = responses.filter((response) => response.statusCode !== 200);
  for (const response of refused) {
    expect(response.statusCode).toBe(429);
  }
  const overBudget = refused.filter((response) =>
    response.json().message.includes("today's Axel budget"),
  );
  expect(overBudget.length).toBeGreaterThan(0);
  expect(site.model.requests).toHaveLength(answered.length);
  expect(rows).toHaveLength(answered.length);
  expect(rows.every((row) => row.settled)).toBe(true);
}

describe('parallel questions against the daily budget', () => {
  it('10 at once from one designer stay within the budget plus one answer', async () => {
    const responses = await askAtOnce([site.t], 10);

    await expectWithinBudget(responses);
  });

  it('20 at once over two instances on one database stay within the budget plus one answer', async () => {
    const responses = await askAtOnce([site.t, site.second], 10);

    await expectWithinBudget(responses);
  });
});
