// A language model that refuses, rate limits, fails, hangs or is not there gives the person a
// clear message, and charges nothing against the budget. One that does not start answering within
// 10 s is "not responding" (504); one that has started may take longer to finish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axelConversations, axelUsage } from '../../../db/schema/axel-schema';
import { askAs, parseServerSentEvents } from '../../../test/axel-requests';
import { makeUser } from '../../../test/factories';
import { startOpenAICompatibleServer } from '../../../test/model/openai-compatible-server';
import { type SilentServer, startSilentServer } from '../../../test/silent-server';
import { makeTestApp, type TestApp } from '../../../test/test-app';
import { useTestSite } from '../../../test/use-test-site';
import type { ModelTimeLimits } from './time-limits';

const TIME_LIMITS: ModelTimeLimits = { firstWordsMs: 1_000, wholeAnswerMs: 3_000 };
const NOT_RESPONDING = 'Axel is not responding. Please try again in a moment.';

const modelAt = (url: string) => ({
  AI_PROVIDER: 'openai-compatible',
  AI_BASE_URL: url,
  AI_MODEL: 'gpt-4o',
});

const site = useTestSite({
  model: true,
  environment: { AI_MODEL: 'gpt-4o' },
  app: { axelTimeLimits: TIME_LIMITS },
  signedIn: ['designer'],
});

const prompt = 'What grade must the suspension bolts be?';
const charged = async () => (await site.t.db.select().from(axelUsage)).length;
/** The usage rows, settled, for an answer that broke off after the model had started writing. */
const chargedAtEstimate = async () =>
  (await site.t.db.select().from(axelUsage)).map((row) => ({
    settled: row.settled,
    charged: row.inputTokens > 0 && row.outputTokens > 0 && row.outputTokens < 1024,
  }));

describe('a failing language model', () => {
  const cases = [
    { failure: 401, status: 502, message: /refused the club’s API key/ },
    { failure: 429, status: 503, message: /rate limiting the club/ },
    { failure: 500, status: 502, message: /failed to answer/ },
  ] as const;
  for (const { failure, status, message } of cases) {
    for (const stream of [false, true]) {
      it(`answering ${failure} gives ${status} with a clear message${stream ? ' (stream)' : ''}`, async () => {
        site.model.setMode({ kind: 'fail', status: failure });

        const response = await askAs(site.t, site.designer.user.id, { prompt }, { stream });

        expect(response.statusCode).toBe(status);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json().message).toMatch(message);
        expect(site.model.requests).toHaveLength(1);
        expect(await charged()).toBe(0);
      });
    }
  }

  for (const stream of [false, true]) {
    it(`may take longer than the first words' limit to finish an answer it has started${stream ? ' (stream)' : ''}`, async () => {
      // About a dozen pieces 150 ms apart: the answer takes well over the first words' limit.
      site.model.setMode({ kind: 'trickle', pieceDelayMs: 150 });
      const started = Date.now();

      const response = await askAs(site.t, site.designer.user.id, { prompt }, { stream });

      expect(response.statusCode).toBe(200);
      const answer = stream ? parseServerSentEvents(response.body).at(-1)?.data : response.json();
      expect(answer).toMatchObject({ message: expect.stringContaining('See [') });
      expect(Date.now() - started).toBeGreaterThan(TIME_LIMITS.firstWordsMs);
      expect(await charged()).toBe(1);
    });
  }

  it('stalling mid-stream ends it at the whole answer’s limit with an error event and charges what was written', async () => {
    site.model.setMode({ kind: 'stall-stream' });

    const response = await askAs(site.t, site.designer.user.id, { prompt }, { stream: true });

    const events = parseServerSentEvents(response.body);
    expect(events.map((event) => event.event)).toEqual([
      'conversation',
      'citations',
      'delta',
      'delta',
      'error',
    ]);
    expect(events.at(-1)?.data).toEqual({
      message: 'Axel’s answer took too long and was cut short. Please try again.',
    });
    // The provider bills what it read and wrote before the answer broke off.
    expect(await chargedAtEstimate()).toEqual([{ settled: true, charged: true }]);
  });

  it('cutting a stream short ends it with an error event and charges what was written', async () => {
    site.model.setMode({ kind: 'cut-stream' });

    const response = await askAs(site.t, site.designer.user.id, { prompt }, { stream: true });

    expect(response.statusCode).toBe(200);
    const events = parseServerSentEvents(response.body);
    expect(events.map((event) => event.event)).toEqual([
      'conversation',
      'citations',
      'delta',
      'delta',
      'error',
    ]);
    expect(events.at(-1)?.data).toEqual({ message: expect.stringMatching(/\S/) });
    expect(await chargedAtEstimate()).toEqual([{ settled: true, charged: true }]);
    // The conversation opened for it keeps nothing of a failed answer, so it is gone too.
    expect(await site.t.db.select().from(axelConversations)).toEqual([]);
  });
});

describe('a language model endpoint that is down', () => {
  let down: TestApp;
  beforeAll(async () => {
    const closed = await startOpenAICompatibleServer();
    await closed.close();
    down = await makeTestApp({ environment: modelAt(closed.url) });
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

describe('a language model that accepts the connection and never answers', () => {
  let silent: SilentServer;
  let hung: TestApp;
  beforeAll(async () => {
    silent = await startSilentServer();
    hung = await makeTestApp({ environment: modelAt(silent.url), axelTimeLimits: TIME_LIMITS });
  }, 60_000);
  afterAll(async () => {
    await hung.close();
    await silent.close();
  });

  for (const stream of [false, true]) {
    it(`gives 504 "not responding" at the first words' limit and charges nothing${stream ? ' (stream)' : ''}`, async () => {
      const user = await makeUser(hung.db, { role: 'designer', isActive: 1 });
      const requestsBefore = silent.requests();
      const started = Date.now();

      const response = await askAs(hung, user.id, { prompt }, { stream });

      expect(response.statusCode).toBe(504);
      expect(response.json()).toEqual({ message: NOT_RESPONDING });
      expect(Date.now() - started).toBeLessThan(TIME_LIMITS.firstWordsMs + 2_000);
      expect(silent.requests()).toBe(requestsBefore + 1);
      expect(await hung.db.select().from(axelUsage)).toHaveLength(0);
    });
  }

  describe('with the site’s own limits', () => {
    let siteLimits: TestApp;
    beforeAll(async () => {
      siteLimits = await makeTestApp({ environment: modelAt(silent.url) });
    }, 60_000);
    afterAll(() => siteLimits.close());

    it('gives 504 within 11 s', async () => {
      const user = await makeUser(siteLimits.db, { role: 'designer', isActive: 1 });
      const started = Date.now();

      const response = await askAs(siteLimits, user.id, { prompt }, { stream: true });

      expect(response.statusCode).toBe(504);
      expect(response.json().message).toBe(NOT_RESPONDING);
      expect(Date.now() - started).toBeGreaterThanOrEqual(10_000);
      expect(Date.now() - started).toBeLessThan(11_000);
    });
  });
});
