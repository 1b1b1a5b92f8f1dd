// Without a language model (AI_PROVIDER=none, the default) Axel still answers, from the catalogue:
// the /axel page is told so, a question no rule covers gets no rule, and the admin's usage panel
// counts the questions, at no tokens.
import { describe, expect, it } from 'vitest';
import { AXEL_CONVERSATIONS_PATH } from '../../../common/axel/axel-conversations';
import { askAs, parseServerSentEvents } from '../../test/axel-requests';
import { makeUser } from '../../test/factories';
import { requestAs } from '../../test/requests';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite();

const prompt = 'Which fasteners grade do we need for the suspension?';

const doneOf = (body: string) =>
  parseServerSentEvents(body).find(({ event }) => event === 'done')?.data;

describe('Axel with AI_PROVIDER=none', () => {
  it('says no model is configured and lists the matching cards with their requirement lines', async () => {
    const designer = await makeUser(site.t.db, { role: 'designer', isActive: 1 });

    const response = await askAs(site.t, designer.id, { prompt });

    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.message).toMatch(/^No language model is configured/);
    expect(answer.message).toContain('### [Fastener Grades](/rules#fastener-grades)');
    expect(answer.message).toContain(
      '- Fasteners must be Grade 5 or better \\(SAE grade 5 or metric class 8.8\\).',
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
  });

  it('tells the /axel page that no language model answers', async () => {
    const designer = await makeUser(site.t.db, { role: 'designer', isActive: 1 });

    const response = await requestAs(site.t, designer.id, {
      method: 'GET',
      url: AXEL_CONVERSATIONS_PATH,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ conversations: [], hasLanguageModel: false });
  });

  it('answers a question no rule covers with "No rule matches", and a rule question with its cards', async () => {
    const designer = await makeUser(site.t.db, { role: 'designer', isActive: 1 });

    for (const offTopic of ['best pizza near campus', 'who won the football game last night?']) {
      for (const stream of [false, true]) {
        const response = await askAs(site.t, designer.id, { prompt: offTopic }, { stream });
        const answer = stream ? doneOf(response.body) : response.json();
        expect(answer, offTopic).toMatchObject({
          message:
            'No language model is configured for Axel, so this answer comes from the rules alone.\n\n' +
            'No rule matches your question. Try other words, or browse the [rules catalogue](/rules).',
          suggestions: [],
          citations: [],
        });
      }
    }
    const onTopic = (
      await askAs(site.t, designer.id, { prompt: 'What frame tubing do the rules require?' })
    ).json();
    expect(onTopic.message).toContain('These rules match your question:');
    expect(onTopic.citations[0]).toMatchObject({ kind: 'card', id: 'frame-tubing' });
  });

  it('counts each question in the admin’s usage panel, at no tokens and no cost', async () => {
    const admin = await makeUser(site.t.db, { role: 'admin', isActive: 1 });
    const designer = await makeUser(site.t.db, {
      role: 'designer',
      isActive: 1,
      firstName: 'Riley',
      lastName: 'Chen',
      email: 'riley@club.test',
    });
    await askAs(site.t, designer.id, { prompt });
    await askAs(site.t, designer.id, { prompt: 'best pizza near campus' });
    await askAs(site.t, designer.id, { prompt }, { stream: true });
    await askAs(site.t, admin.id, { prompt });

    const response = await requestAs(site.t, admin.id, {
      method: 'GET',
      url: '/api/admin/axel-usage',
    });

    expect(response.statusCode).toBe(200);
    const noModel = {
      day: new Date().toISOString().slice(0, 10),
      model: 'none',
      inputTokens: 0,
      outputTokens: 0,
      estimatedCostUsd: 0,
    };
    expect(response.json().rows).toEqual([
      {
        ...noModel,
        userId: designer.id,
        name: 'Riley Chen',
        email: 'riley@club.test',
        questions: 3,
      },
      {
        ...noModel,
        userId: admin.id,
        name: `${admin.firstName} ${admin.lastName}`,
        email: admin.email,
        questions: 1,
      },
    ]);
  });

  it('streams the same answer as events', async () => {
    const admin = await makeUser(site.t.db, { role: 'admin', isActive: 1 });
    const plain = (await askAs(site.t, admin.id, { prompt })).json();

    const response = await askAs(site.t, admin.id, { prompt }, { stream: true });

    expect(parseServerSentEvents(response.body)).toEqual([
      { event: 'citations', data: plain.citations },
      { event: 'delta', data: { text: plain.message } },
      // Each question starts a conversation of its own (decision 39).
      {
        event: 'done',
        data: { ...plain, conversationId: expect.any(String), turnId: expect.any(Number) },
      },
    ]);
  });

  it('refuses members (403) and visitors (401)', async () => {
    const member = await makeUser(site.t.db, { role: 'member', isActive: 1 });
    const ask = { method: 'POST', url: '/api/axel/ask', payload: { prompt } } as const;

    expect((await requestAs(site.t, member.id, ask)).statusCode).toBe(403);
    expect((await requestAs(site.t, null, ask)).statusCode).toBe(401);
  });
});
