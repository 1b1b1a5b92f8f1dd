// Without a language model (AI_PROVIDER=none, the default) Axel still answers, from the catalogue.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { axelUsage } from '../../db/schema';
import { askAs, parseServerSentEvents } from '../../test/axel-requests';
import { makeUser } from '../../test/factories';
import { requestAs } from '../../test/requests';
import { makeTestApp, resetTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
beforeEach(() => resetTestApp(t));
afterAll(() => t.close());

const prompt = 'Which fasteners grade do we need for the suspension?';

describe('Axel with AI_PROVIDER=none', () => {
  it('says no model is configured and lists the matching cards with their requirement lines', async () => {
    const designer = await makeUser(t.db, { role: 'designer', isActive: 1 });

    const response = await askAs(t, designer.id, { prompt });

    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.message).toMatch(/^No language model is configured/);
    expect(answer.message).toContain('### [Fastener Grades](/rules#fastener-grades)');
    expect(answer.message).toContain(
      '- Fasteners must be Grade 5 or better (SAE grade 5 or metric class 8.8).',
    );
    expect(answer.citations[0]).toMatchObject({
      kind: 'card',
      id: 'fastener-grades',
      title: 'Fastener Grades',
      href: '/rules#fastener-grades',
    });
    expect(answer.citations[0].passage).toMatch(/^Fasteners must be Grade 5 or better/);
    // Follow-ups are about other cards than those the answer lists.
    for (const { title } of answer.citations) {
      expect(answer.suggestions.join(' ')).not.toContain(title);
    }
    expect(await t.db.select().from(axelUsage)).toHaveLength(0);
  });

  it('streams the same answer as events', async () => {
    const admin = await makeUser(t.db, { role: 'admin', isActive: 1 });
    const plain = (await askAs(t, admin.id, { prompt })).json();

    const response = await askAs(t, admin.id, { prompt }, { stream: true });

    expect(parseServerSentEvents(response.body)).toEqual([
      { event: 'citations', data: plain.citations },
      { event: 'delta', data: { text: plain.message } },
      // Each question starts a conversation of its own (issue 16).
      {
        event: 'done',
        data: { ...plain, conversationId: expect.any(String), turnId: expect.any(Number) },
      },
    ]);
  });

  it('refuses members (403) and visitors (401)', async () => {
    const member = await makeUser(t.db, { role: 'member', isActive: 1 });
    const ask = { method: 'POST', url: '/api/axel/ask', payload: { prompt } } as const;

    expect((await requestAs(t, member.id, ask)).statusCode).toBe(403);
    expect((await requestAs(t, null, ask)).statusCode).toBe(401);
  });
});
