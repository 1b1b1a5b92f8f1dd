import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { axelUsage, clubConfig } from '../../db/schema/site-schema';
import { askAndLeave, askAs, parseServerSentEvents } from '../../test/axel-requests';
import { makeUser } from '../../test/factories';
import {
  type OpenAICompatibleServer,
  startOpenAICompatibleServer,
  tokensOf,
} from '../../test/openai-compatible-server';
import { makeTestApp, resetTestApp, type TestApp } from '../../test/test-app';

let model: OpenAICompatibleServer;
let t: TestApp;
let designerId: string;
beforeAll(async () => {
  model = await startOpenAICompatibleServer({ apiKey: 'club-test-key' });
  t = await makeTestApp({
    environment: {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: model.url,
      AI_API_KEY: 'club-test-key',
      AI_MODEL: 'gpt-4o-mini',
    },
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

const question = 'How many kill switches does the car need and where do they go?';

describe('POST /api/axel/ask', () => {
  it("answers a designer's question with citations to the cards that answer it", async () => {
    const response = await askAs(t, designerId, { prompt: question });

    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.citations[0]).toEqual(
      expect.objectContaining({
        id: 'kill-switches',
        title: 'Kill Switches',
        href: '/rules#kill-switches',
      }),
    );
    expect(answer.message).toContain('[Kill Switches](/rules#kill-switches)');
    expect(answer.message).not.toContain('[rule:');
    // Suggestions are about the cards close to the question or to the cards cited (the test model
    // cites the first two it was given), never a cited one.
    expect(answer.suggestions.length).toBeLessThanOrEqual(3);
    for (const { title } of answer.citations) {
      expect(answer.suggestions.join(' ')).not.toContain(title);
    }
    const [request] = model.requests;
    expect(request?.authorization).toBe('Bearer club-test-key');
    expect(request?.body.messages[0]?.content).toContain('[rule:kill-switches] Kill Switches');
    expect(request?.body.messages.at(-1)).toEqual({ role: 'user', content: question });
  });

  it('charges the tokens the model reports to the asking user', async () => {
    model.setAnswer('Two kill switches are needed [rule:kill-switches].');

    await askAs(t, designerId, { prompt: question });

    const [row] = await t.db.select().from(axelUsage);
    expect(row).toMatchObject({
      userId: designerId,
      model: 'gpt-4o-mini',
      outputTokens: tokensOf('Two kill switches are needed [rule:kill-switches].'),
    });
    expect(row?.inputTokens).toBeGreaterThan(100);
  });

  it('streams the answer as citations, deltas and a final done event', async () => {
    model.setAnswer('You need two [rule:kill-switches], one inside and one outside.');

    const response = await askAs(t, designerId, { prompt: question }, { stream: true });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = parseServerSentEvents(response.body);
    // Where the answer is kept comes first, so that a designer who stops it can go on.
    expect(events[0]).toEqual({
      event: 'conversation',
      data: { conversationId: expect.any(String) },
    });
    expect(events[1]?.event).toBe('citations');
    expect(events[1]?.data).toContainEqual(
      expect.objectContaining({
        id: 'kill-switches',
        title: 'Kill Switches',
        href: '/rules#kill-switches',
      }),
    );
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.map((event) => (event.data as { text: string }).text).join('')).toBe(
      'You need two [rule:kill-switches], one inside and one outside.',
    );
    expect(events.at(-1)).toEqual({
      event: 'done',
      data: {
        message: 'You need two [Kill Switches](/rules#kill-switches), one inside and one outside.',
        suggestions: expect.any(Array),
        // Where the answer was saved (decision 39).
        conversationId: expect.any(String),
        turnId: expect.any(Number),
        citations: [
          expect.objectContaining({
            id: 'kill-switches',
            title: 'Kill Switches',
            href: '/rules#kill-switches',
          }),
        ],
      },
    });
    expect(model.requests[0]?.body).toMatchObject({
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(await t.db.select().from(axelUsage)).toHaveLength(1);
  });

  it('shows no citation when the model cites none, and drops ids it made up', async () => {
    model.setAnswer('The rules do not cover paint colours [rule:paint-colours].');

    const answer = (
      await askAs(t, designerId, { prompt: 'What colour should we paint the car?' })
    ).json();

    expect(answer.citations).toEqual([]);
    expect(answer.message).toBe('The rules do not cover paint colours.');
  });

  it('links only cards found for the question, never one the model copies from elsewhere', async () => {
    model.setAnswer('Two kill switches [rule:kill-switches], on a frame [rule:frame-tubing].');

    const answer = (await askAs(t, designerId, { prompt: question })).json();

    expect(answer.citations).toEqual([
      expect.objectContaining({
        id: 'kill-switches',
        title: 'Kill Switches',
        href: '/rules#kill-switches',
      }),
    ]);
    expect(answer.message).toBe(
      'Two kill switches [Kill Switches](/rules#kill-switches), on a frame.',
    );
    const system = model.requests[0]?.body.messages[0]?.content;
    expect(system).toContain('for example [rule:kill-switches]');
    expect(system).not.toContain('frame-tubing');
  });

  it('gives a follow-up the card of the question before', async () => {
    const history = [
      { role: 'user' as const, content: question },
      { role: 'assistant' as const, content: 'Two, one inside and one outside.' },
    ];

    await askAs(t, designerId, { prompt: 'And are they checked at some point?', history });

    expect(model.requests[0]?.body.messages[0]?.content).toContain('[rule:kill-switches]');
  });

  it('charges an estimate for what was written when the person leaves mid-answer', async () => {
    model.setAnswer(`Here is a long answer [rule:kill-switches]. ${'More detail. '.repeat(300)}`);
    // The person closes the page once the answer has begun.
    await askAndLeave(t, designerId, question);

    // The question's reservation is settled once the server sees the person gone.
    const settled = () => t.db.select().from(axelUsage).where(eq(axelUsage.settled, true));
    await expect.poll(settled, { timeout: 5_000 }).toHaveLength(1);
    expect(await t.db.select().from(axelUsage)).toHaveLength(1);
    const [row] = await settled();
    expect(row?.inputTokens).toBeGreaterThan(100);
    expect(row?.outputTokens).toBeLessThan(tokensOf('More detail. '.repeat(300)));
    expect(model.requests).toHaveLength(1);
  });
});

describe("the model's instructions", () => {
  it("name the rules document as the club's settings name it", async () => {
    const settings = { rulesDocumentTitle: 'Baja Rules 2027' };
    await t.db
      .insert(clubConfig)
      .values({ id: 1, ...settings })
      .onConflictDoUpdate({ target: clubConfig.id, set: settings });

    await askAs(t, designerId, { prompt: question });

    const instructions = model.requests.at(-1)?.body.messages[0]?.content ?? '';
    expect(instructions).toContain('a summary of the Baja Rules 2027');
  });
});
