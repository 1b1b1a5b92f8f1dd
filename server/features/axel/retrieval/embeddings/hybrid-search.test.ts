// With AI_EMBEDDING_MODEL, Axel's search is hybrid: the tests' OpenAI-compatible server answers
// /embeddings; the sources are embedded once and kept for every instance, each question is embedded
// on its own, and an embeddings endpoint that fails leaves the search lexical, never the answer.
import { describe, expect, it, vi } from 'vitest';
import { axelEmbeddings } from '../../../../db/schema/axel-schema';
import { signInAdmin } from '../../../../test/admin-requests';
import { askAs, parseServerSentEvents } from '../../../../test/axel-requests';
import { makeUser } from '../../../../test/factories';
import { starterCards } from '../../../../test/starter-rules';
import { useTestSite } from '../../../../test/use-test-site';
import { fuseByRank } from '../rank-fusion';

const site = useTestSite({
  model: true,
  environment: { AI_MODEL: 'chat-model', AI_EMBEDDING_MODEL: 'embedding-model' },
});

const inputsOf = (request: { input: string | string[] }) =>
  Array.isArray(request.input) ? request.input : [request.input];

describe('hybrid search', () => {
  it('embeds the sources once, in the database, then each question on its own', async () => {
    const designer = await makeUser(site.t.db, { role: 'designer', isActive: 1 });

    // The first question does not wait for the sources' embeddings: they are computed meanwhile.
    const first = await askAs(site.t, designer.id, {
      prompt: 'Which bolts may hold the suspension?',
    });
    await vi.waitFor(async () =>
      expect(await site.t.db.select().from(axelEmbeddings)).toHaveLength(starterCards.length),
    );
    const second = await askAs(site.t, designer.id, { prompt: 'How loud can the exhaust be?' });

    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(
      site.model.embeddingRequests.every((request) => request.model === 'embedding-model'),
    ).toBe(true);
    expect(site.model.embeddingRequests.flatMap(inputsOf)).toEqual([
      ...starterCards.map((card) => expect.stringContaining(card.title)),
      'How loud can the exhaust be?',
    ]);
  });

  it('embeds a rewritten card again once the catalogue is edited', async () => {
    const designer = await makeUser(site.t.db, { role: 'designer', isActive: 1 });
    const admin = await signInAdmin(site.t);
    const cards = (await admin.send('GET', '/api/admin/content/rule-cards')).json();
    const fasteners = cards.find((card: { slug: string }) => card.slug === 'fastener-grades');
    const embedded = () => site.model.embeddingRequests.flatMap(inputsOf);

    await admin.send('PUT', `/api/rules/cards/${fasteners.id}`, {
      checklist: 'Hold every suspension link with titanium pins.',
    });
    // The first question after the edit starts the new list's vectors.
    await askAs(site.t, designer.id, { prompt: 'Which pins may hold the links?' });

    await vi.waitFor(() =>
      expect(embedded()).toContainEqual(expect.stringContaining('titanium pins')),
    );
    expect(embedded()).not.toContainEqual(expect.stringContaining('Grade 5 or better'));
  });

  it('finds by the embeddings a card that shares no word with the question', async () => {
    const designer = await makeUser(site.t.db, { role: 'designer', isActive: 1 });
    // "fastenings" is no word of the Fastener Grades card, nor a prefix of one; the tests'
    // embeddings (words by their first five letters) put them close.
    const question = 'Which fastenings are allowed?';
    const systemPromptOf = async () => {
      await askAs(site.t, designer.id, { prompt: question });
      return site.model.requests.at(-1)?.body.messages[0]?.content ?? '';
    };

    // Once the cards' embeddings are ready (the first question starts them).
    await vi.waitFor(async () =>
      expect(await systemPromptOf()).toContain('[rule:fastener-grades]'),
    );
    // The streamed answer is grounded alike.
    const streamed = await askAs(site.t, designer.id, { prompt: question }, { stream: true });
    const found = parseServerSentEvents(streamed.body).find(({ event }) => event === 'citations');
    expect(found?.data).toContainEqual(expect.objectContaining({ id: 'fastener-grades' }));
    site.model.failEmbeddings(true);
    expect(await systemPromptOf()).not.toContain('[rule:fastener-grades]');
  });

  it('answers from the lexical search when the embeddings endpoint fails', async () => {
    const designer = await makeUser(site.t.db, { role: 'designer', isActive: 1 });
    site.model.failEmbeddings(true);

    const response = await askAs(site.t, designer.id, {
      prompt: 'How many kill switches does the car need?',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().citations[0]).toMatchObject({ id: 'kill-switches' });
  });
});

describe('fusing rankings by rank', () => {
  it('puts first what both rankings rank well, then what one ranks first', () => {
    const fused = fuseByRank(
      [
        ['a', 'b', 'c'],
        ['b', 'd', 'a'],
      ],
      (id) => id,
    );
    expect(fused).toEqual(['b', 'a', 'd', 'c']);
  });
});
