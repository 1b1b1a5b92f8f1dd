// A language model that refuses, rate limits, fails, hangs or is not there gives the person a
// clear message, and charges nothing against the budget.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { axelUsage } from '../../db/schema';
import { askAs, parseServerSentEvents } from '../../test/axel-requests';
import { makeUser } from '../../test/factories';
import {
  type OpenAICompatibleServer,
  startOpenAICompatibleServer,
} from '../../test/openai-compatible-server';
import { makeTestApp, resetTestApp, type TestApp } from '../../test/test-app';

const MODEL_TIMEOUT_MS = 1_000;

let model: OpenAICompatibleServer;
let t: TestApp;
let designerId: string;
beforeAll(async () => {
  model = await startOpenAICompatibleServer();
  t = await makeTestApp({
    environment: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: model.url, AI_MODEL: 'gpt-4o' },
    axelModelTimeoutMs: MODEL_TIMEOUT_MS,
  });
}, 60_000);
beforeEach(async () => {
  await resetTestApp(t);
  model.reset();
  designerId = (await makeUser(t.db, { role: 'designer', isActive: 1 })).id;
});
afterAll(async () => {
  await t.close();
  await model.close();
});

const prompt = 'What grade must the suspension bolts be?';
const charged = async () => (await t.db.select().from(axelUsage)).length;

describe('a failing language model', () => {
  const cases = [
    { failure: 401, status: 502, message: /refused the club’s API key/ },
    { failure: 429, status: 503, message: /rate limiting the club/ },
    { failure: 500, status: 502, message: /failed to answer/ },
  ] as const;
  for (const { failure, status, message } of cases) {
    for (const stream of [false, true]) {
      it(`answering ${failure} gives ${status} with a clear message${stream ? ' (stream)' : ''}`, async () => {
        model.setMode({ kind: 'fail', status: failure });

        const response = await askAs(t, designerId, { prompt }, { stream });

        expect(response.statusCode).toBe(status);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json().message).toMatch(message);
        expect(model.requests).toHaveLength(1);
        expect(await charged()).toBe(0);
      });
    }
  }

  it('is given up on after the time limit with 504', async () => {
    model.setMode({ kind: 'slow', delayMs: MODEL_TIMEOUT_MS + 2_000 });
    const started = Date.now();

    const response = await askAs(t, designerId, { prompt });

    expect(response.statusCode).toBe(504);
    expect(response.json().message).toMatch(/took too long/);
    expect(Date.now() - started).toBeLessThan(MODEL_TIMEOUT_MS + 1_500);
    expect(await charged()).toBe(0);
  });

  it('cutting a stream short ends it with an error event and charges nothing', async () => {
    model.setMode({ kind: 'cut-stream' });

    const response = await askAs(t, designerId, { prompt }, { stream: true });

    expect(response.statusCode).toBe(200);
    const events = parseServerSentEvents(response.body);
    expect(events.map((event) => event.event)).toEqual(['citations', 'delta', 'delta', 'error']);
    expect(events.at(-1)?.data).toEqual({ message: expect.stringMatching(/\S/) });
    expect(await charged()).toBe(0);
  });
});

describe('a language model endpoint that is down', () => {
  let down: TestApp;
  beforeAll(async () => {
    const closed = await startOpenAICompatibleServer();
    await closed.close();
    down = await makeTestApp({
      environment: {
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: closed.url,
        AI_MODEL: 'gpt-4o',
      },
    });
  }, 60_000);
  afterAll(() => down.close());

  it('gives 503 saying Axel cannot reach it', async () => {
    const user = await makeUser(down.db, { role: 'admin', isActive: 1 });

    const response = await askAs(down, user.id, { prompt }, { stream: true });

    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/cannot reach the language model/);
    expect(await down.db.select().from(axelUsage)).toHaveLength(0);
  });
});
