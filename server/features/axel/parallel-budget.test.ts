// Money is never overspent: questions asked at once, on one instance or two on the same database,
// spend at most AXEL_DAILY_TOKENS plus one answer's maximum, and a refused one calls no model.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { axelUsage } from '../../db/schema/site-schema';
import { askAs } from '../../test/axel-requests';
import { makeUser } from '../../test/factories';
import {
  type OpenAICompatibleServer,
  startOpenAICompatibleServer,
  tokensOf,
} from '../../test/openai-compatible-server';
import { makeTestApp, resetTestApp, type TestApp } from '../../test/test-app';
import { MODEL_CALL_SETTINGS } from './model/model-call';

const DAILY_TOKENS = 3_000;

let model: OpenAICompatibleServer;
let first: TestApp;
let second: TestApp;
let designerId: string;
beforeAll(async () => {
  model = await startOpenAICompatibleServer();
  const environment = {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: model.url,
    AI_MODEL: 'gpt-4o-mini',
    AXEL_DAILY_TOKENS: String(DAILY_TOKENS),
  };
  first = await makeTestApp({ environment });
  second = await makeTestApp({ environment, sameDatabaseAs: first });
}, 60_000);
beforeEach(async () => {
  await resetTestApp(first);
  model.reset();
  // Each question stays in flight a while, so that they all overlap.
  model.setMode({ kind: 'slow', delayMs: 300 });
  designerId = (await makeUser(first.db, { role: 'designer', isActive: 1 })).id;
});
afterAll(async () => {
  await second.close();
  await first.close();
  await model.close();
});

const prompt = 'How thick must the firewall between the engine and the driver be?';

/** Asks the same question `count` times at once on each app, half of them streamed. */
async function askAtOnce(apps: TestApp[], count: number) {
  const questions = apps.flatMap((app) =>
    Array.from({ length: count }, (_, index) =>
      askAs(app, designerId, { prompt }, { stream: index % 2 === 0 }),
    ),
  );
  return Promise.all(questions);
}

async function expectWithinBudget(responses: Awaited<ReturnType<typeof askAtOnce>>) {
  const rows = await first.db.select().from(axelUsage);
  const spent = rows.reduce((sum, row) => sum + row.inputTokens + row.outputTokens, 0);
  const messages = model.requests[0]?.body.messages ?? [];
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
  expect(model.requests).toHaveLength(answered.length);
  expect(rows).toHaveLength(answered.length);
  expect(rows.every((row) => row.settled)).toBe(true);
}

describe('parallel questions against the daily budget', () => {
  it('10 at once from one designer stay within the budget plus one answer', async () => {
    const responses = await askAtOnce([first], 10);

    await expectWithinBudget(responses);
  });

  it('20 at once over two instances on one database stay within the budget plus one answer', async () => {
    const responses = await askAtOnce([first, second], 10);

    await expectWithinBudget(responses);
  });
});
