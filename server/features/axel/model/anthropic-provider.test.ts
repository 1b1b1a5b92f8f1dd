// AI_PROVIDER=anthropic: Axel asks through Anthropic's Messages API, with the key, and charges the
// tokens it reports, plain and streamed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axelUsage } from '../../../db/schema/axel-schema';
import { askAs, parseServerSentEvents } from '../../../test/axel-requests';
import { makeUser } from '../../../test/factories';
import { type AnthropicServer, startAnthropicServer } from '../../../test/model/anthropic-server';
import { makeTestApp, type TestApp } from '../../../test/test-app';

let model: AnthropicServer;
let t: TestApp;
beforeAll(async () => {
  model = await startAnthropicServer({ apiKey: 'club-anthropic-key' });
  t = await makeTestApp({
    environment: {
      AI_PROVIDER: 'anthropic',
      AI_BASE_URL: model.url,
      AI_API_KEY: 'club-anthropic-key',
      AI_MODEL: 'claude-haiku-4-5',
    },
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await model.close();
});

const prompt = 'Does the brake system have to lock all four wheels?';

describe('Axel with AI_PROVIDER=anthropic', () => {
  it('answers with citations, plain and streamed, and charges both answers', async () => {
    const designer = await makeUser(t.db, { role: 'designer', isActive: 1 });

    const plain = await askAs(t, designer.id, { prompt });
    const streamed = await askAs(t, designer.id, { prompt }, { stream: true });

    expect(plain.statusCode).toBe(200);
    expect(plain.json().citations[0]).toEqual(
      expect.objectContaining({
        id: 'brake-system',
        title: 'Brake System',
        href: '/rules#brake-system',
      }),
    );
    expect(parseServerSentEvents(streamed.body).at(-1)).toEqual({
      event: 'done',
      // Each question starts a conversation of its own (decision 39).
      data: { ...plain.json(), conversationId: expect.any(String), turnId: expect.any(Number) },
    });
    expect(model.requests.map((request) => request.apiKey)).toEqual([
      'club-anthropic-key',
      'club-anthropic-key',
    ]);
    const rows = await t.db.select().from(axelUsage);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ model: 'claude-haiku-4-5', userId: designer.id });
      expect(row.inputTokens).toBeGreaterThan(100);
      expect(row.outputTokens).toBeGreaterThan(5);
    }
  });
});
