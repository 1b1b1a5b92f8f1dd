import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { axelUsage } from '../../db/schema/axel-schema';
import { clubConfig } from '../../db/schema/site-schema';
import { askAndLeave, askAs, parseServerSentEvents } from '../../test/axel-requests';
import { tokensOf } from '../../test/model/openai-compatible-server';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite({ model: { apiKey: 'club-test-key' }, signedIn: ['designer'] });

const question = 'How many kill switches does the car need and where do they go?';

describe('POST /api/axel/ask', () => {
  it("answers a designer's question with citations to the cards that answer it", async () => {
    const response = await askAs(site.t, site.designer.user.id, { prompt: question });

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
    const [request] = site.model.requests;
    expect(request?.authorization).toBe('Bearer club-test-key');
    expect(request?.body.messages[0]?.content).toContain('[rule:kill-switches] Kill Switches');
    expect(request?.body.messages.at(-1)).toEqual({ role: 'user', content: question });
  });

  it('charges the tokens the model reports to the asking user', async () => {
    site.model.setAnswer('Two kill switches are needed [rule:kill-switches].');

    await askAs(site.t, site.designer.user.id, { prompt: question });

    const [row] = await site.t.db.select().from(axelUsage);
    expect(row).toMatchObject({
      userId: site.designer.user.id,
      model: 'gpt-4o-mini',
      outputTokens: tokensOf('Two kill switches are needed [rule:kill-switches].'),
    });
    expect(row?.inputTokens).toBeGreaterThan(100);
  });

  it('streams the answer as citations, deltas and a final done event', async () => {
    site.model.setAnswer('You need two [rule:kill-switches], one inside and one outside.');

    const response = await askAs(
      site.t,
      site.designer.user.id,
      { prompt: question },
      { stream: true },
    );

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
    expect(site.model.requests[0]?.body).toMatchObject({
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(await site.t.db.select().from(axelUsage)).toHaveLength(1);
  });

  it('shows no citation when the model cites none, and drops ids it made up', async () => {
    site.model.setAnswer('The rules do not cover paint colours [rule:paint-colours].');

    const answer = (
      await askAs(site.t, site.designer.user.id, { prompt: 'What colour should we paint the car?' })
    ).json();

    expect(answer.citations).toEqual([]);
    expect(answer.message).toBe('The rules do not cover paint colours.');
  });

  it('links only cards found for the question, never one the model copies from elsewhere', async () => {
    site.model.setAnswer('Two kill switches [rule:kill-switches], on a frame [rule:frame-tubing].');

    const answer = (await askAs(site.t, site.designer.user.id, { prompt: question })).json();

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
    const system = site.model.requests[0]?.body.messages[0]?.content;
    expect(system).toContain('for example [rule:kill-switches]');
    expect(system).not.toContain('frame-tubing');
  });

  it('gives a follow-up the card of the question before', async () => {
    const history = [
      { role: 'user' as const, content: question },
      { role: 'assistant' as const, content: 'Two, one inside and one outside.' },
    ];

    await askAs(site.t, site.designer.user.id, {
      prompt: 'And are they checked at some point?',
      history,
    });

    expect(site.model.requests[0]?.body.messages[0]?.content).toContain('[rule:kill-switches]');
  });

  it('charges an estimate for what was written when the person leaves mid-answer', async () => {
    site.model.setAnswer(
      `Here is a long answer [rule:kill-switches]. ${'More detail. '.repeat(300)}`,
    );
    // The person closes the page once the answer has begun.
    await askAndLeave(site.t, site.designer.user.id, question);

    // The question's reservation is settled once the server sees the person gone.
    const settled = () => site.t.db.select().from(axelUsage).where(eq(axelUsage.settled, true));
    await expect.poll(settled, { timeout: 5_000 }).toHaveLength(1);
    expect(await site.t.db.select().from(axelUsage)).toHaveLength(1);
    const [row] = await settled();
    expect(row?.inputTokens).toBeGreaterThan(100);
    expect(row?.outputTokens).toBeLessThan(tokensOf('More detail. '.repeat(300)));
    expect(site.model.requests).toHaveLength(1);
  });
});

describe("the model's instructions", () => {
  it("name the rules document as the club's settings name it", async () => {
    const settings = { rulesDocumentTitle: 'Baja Rules 2027' };
    await site.t.db
      .insert(clubConfig)
      .values({ id: 1, ...settings })
      .onConflictDoUpdate({ target: clubConfig.id, set: settings });

    await askAs(site.t, site.designer.user.id, { prompt: question });

    const instructions = site.model.requests.at(-1)?.body.messages[0]?.content ?? '';
    expect(instructions).toContain('a summary of the Baja Rules 2027');
  });
});
