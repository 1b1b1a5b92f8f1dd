// The spending cap: a daily token budget per user, a request rate limit per user, a prompt length
// limit, and at most the last 10 history turns sent on to the model.
import { describe, expect, it } from 'vitest';
import { axelUsage } from '../../db/schema/axel-schema';
import { askAs } from '../../test/axel-requests';
import { makeUser } from '../../test/factories';
import { useTestSite } from '../../test/use-test-site';

const DAILY_TOKENS = 20_000;

const site = useTestSite({
  model: true,
  environment: { AI_MODEL: 'claude-sonnet-4-5', AXEL_DAILY_TOKENS: String(DAILY_TOKENS) },
  signedIn: ['designer'],
});

const prompt = 'What wall thickness do the primary frame tubes need?';

function spend(userId: string, tokens: number, createdAt = new Date()) {
  return site.t.db.insert(axelUsage).values({
    userId,
    model: 'claude-sonnet-4-5',
    inputTokens: tokens,
    outputTokens: 0,
    createdAt,
  });
}

const nextUtcMidnight = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
};

describe('the daily token budget', () => {
  it('lets a user ask until the day’s tokens are spent, then answers 429 until midnight UTC', async () => {
    await spend(site.designer.user.id, DAILY_TOKENS - 1);
    // Yesterday's tokens count for yesterday only.
    await spend(
      site.designer.user.id,
      10 * DAILY_TOKENS,
      new Date(Date.now() - 36 * 60 * 60 * 1000),
    );

    expect((await askAs(site.t, site.designer.user.id, { prompt })).statusCode).toBe(200);
    const refused = await askAs(site.t, site.designer.user.id, { prompt }, { stream: true });

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.stringContaining('20,000 tokens'),
      resetsAt: nextUtcMidnight().toISOString(),
    });
    expect(site.model.requests).toHaveLength(1);
  });

  it('is each user’s own', async () => {
    const other = await makeUser(site.t.db, { role: 'admin', isActive: 1 });
    await spend(other.id, DAILY_TOKENS);

    expect((await askAs(site.t, other.id, { prompt })).statusCode).toBe(429);
    expect((await askAs(site.t, site.designer.user.id, { prompt })).statusCode).toBe(200);
  });
});

describe('the request rate limit', () => {
  it('allows a user 10 questions a minute, whoever else is asking', async () => {
    const statuses = [];
    for (let question = 0; question < 11; question++) {
      statuses.push((await askAs(site.t, site.designer.user.id, { prompt })).statusCode);
    }
    const other = await makeUser(site.t.db, { role: 'designer', isActive: 1 });

    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect((await askAs(site.t, site.designer.user.id, { prompt })).json().message).toMatch(
      /Too many requests/,
    );
    expect((await askAs(site.t, other.id, { prompt })).statusCode).toBe(200);
    expect(site.model.requests).toHaveLength(11);
  });
});

describe('the question', () => {
  it('may be 2,000 characters after trimming, not more', async () => {
    const longest = `  ${'x'.repeat(2_000)}\n`;

    expect((await askAs(site.t, site.designer.user.id, { prompt: longest })).statusCode).toBe(200);
    const tooLong = await askAs(site.t, site.designer.user.id, { prompt: `${longest}x` });

    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Questions to Axel are limited to 2000 characters');
    expect(site.model.requests).toHaveLength(1);
  });

  it('cannot be blank', async () => {
    const response = await askAs(site.t, site.designer.user.id, { prompt: ' \n ' });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a question for Axel');
  });

  it('reaches the model with only the last 10 turns of the history', async () => {
    const history = Array.from({ length: 14 }, (_, turn) => ({
      role: turn % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `turn ${turn + 1}`,
    }));

    await askAs(site.t, site.designer.user.id, { prompt, history });

    const messages = site.model.requests[0]?.body.messages ?? [];
    expect(messages.map((message) => message.content).slice(1)).toEqual([
      ...history.slice(4).map((turn) => turn.content),
      prompt,
    ]);
    expect(messages[0]?.role).toBe('system');
  });
});
