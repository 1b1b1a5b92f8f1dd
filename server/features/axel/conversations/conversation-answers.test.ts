import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AXEL_HISTORY_MAX_TURNS } from '../../../../common/axel/axel';
import {
  AXEL_CONVERSATIONS_PATH,
  axelConversationPath,
} from '../../../../common/axel/axel-conversations';
import { axelTurns } from '../../../db/schema/axel-schema';
import { answerTo, askAndLeave, askAs } from '../../../test/axel-requests';
import { makeUser } from '../../../test/factories';
import { requestAs } from '../../../test/requests';
import { makeTestApp, type TestApp } from '../../../test/test-app';
import { useTestSite } from '../../../test/use-test-site';
import { AXEL_HISTORY_CHARACTER_BUDGET, fitHistory } from './conversation-history';

const site = useTestSite({ model: true, signedIn: ['designer'] });

const FIRST = 'How many kill switches does the car need and where do they go?';
const FOLLOW_UP = 'And are they checked at technical inspection?';

const ask = (userId: string, prompt: string, conversationId?: string) =>
  answerTo(site.t, userId, prompt, conversationId);

const titles = async (userId: string) =>
  (await requestAs(site.t, userId, { method: 'GET', url: AXEL_CONVERSATIONS_PATH }))
    .json()
    .conversations.map((conversation: { title: string }) => conversation.title);

describe('keeping an answer', () => {
  it('saves nothing when the model fails', async () => {
    site.model.setMode({ kind: 'fail', status: 500 });

    expect((await askAs(site.t, site.designer.user.id, { prompt: FIRST })).statusCode).toBe(502);
    expect(
      (await askAs(site.t, site.designer.user.id, { prompt: FIRST }, { stream: true })).statusCode,
    ).toBe(502);

    expect(await titles(site.designer.user.id)).toEqual([]);
  });

  it('keeps what was written, marked stopped, when the designer leaves mid-answer', async () => {
    // No citation marker: a kept answer has its markers linked, so it would no longer be a prefix.
    const longAnswer = `Here is a long answer. ${'More detail. '.repeat(300)}`;
    site.model.setAnswer(longAnswer);
    await askAndLeave(site.t, site.designer.user.id, FIRST);

    await expect.poll(() => site.t.db.select().from(axelTurns), { timeout: 5_000 }).toHaveLength(1);
    const [turn] = await site.t.db.select().from(axelTurns);
    expect(turn?.stopped).toBe(true);
    // What reached the page before the designer left is kept (the first word at least, or more
    // when the server wrote more before it saw them go); the rest was never written.
    const kept = turn?.answer ?? '';
    expect(kept).toMatch(/^Here\b/);
    expect(longAnswer.startsWith(kept)).toBe(true);
    expect(kept.length).toBeLessThan(longAnswer.length);
    expect(await titles(site.designer.user.id)).toEqual([FIRST]);
  });
});

describe('the history the model is given', () => {
  const turn = (n: number, answerLength = 10) => ({
    question: `Question ${n}`,
    answer: `${n}`.padEnd(answerLength, '.'),
  });

  it('keeps the latest turns first, within the turn limit, oldest first in the messages', () => {
    const latestFirst = [9, 8, 7, 6, 5, 4, 3].map((n) => turn(n));

    const history = fitHistory(latestFirst);

    expect(history).toHaveLength(AXEL_HISTORY_MAX_TURNS);
    expect(history[0]).toEqual({ role: 'user', content: 'Question 5' });
    expect(history.at(-1)).toEqual({ role: 'assistant', content: '9.........' });
  });

  it('keeps whole turns within the character budget', () => {
    const latestFirst = [4, 3, 2, 1].map((n) => turn(n, 7000));

    const history = fitHistory(latestFirst);

    expect(history.filter((message) => message.role === 'user')).toEqual([
      { role: 'user', content: 'Question 2' },
      { role: 'user', content: 'Question 3' },
      { role: 'user', content: 'Question 4' },
    ]);
    const size = history.reduce((sum, message) => sum + message.content.length, 0);
    expect(size).toBeLessThanOrEqual(AXEL_HISTORY_CHARACTER_BUDGET);
  });

  it('reaches the model cut to the budget in a long conversation', async () => {
    const { conversationId } = await ask(site.designer.user.id, FIRST);
    await site.t.db.insert(axelTurns).values(
      [1, 2, 3, 4].map((n) => ({
        conversationId,
        question: `Question ${n}`,
        answer: 'x'.repeat(7000),
      })),
    );
    site.model.reset();

    await ask(site.designer.user.id, FOLLOW_UP, conversationId);

    const questions = (site.model.requests[0]?.body.messages ?? [])
      .filter((message) => message.role === 'user')
      .map((message) => message.content);
    expect(questions).toEqual(['Question 2', 'Question 3', 'Question 4', FOLLOW_UP]);
  });
});

describe('without a language model (AI_PROVIDER=none)', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await makeTestApp();
  }, 60_000);
  afterAll(() => plain.close());

  it('keeps the catalogue’s answers in the conversation too', async () => {
    const userId = (await makeUser(plain.db, { role: 'designer', isActive: 1 })).id;
    const first = (await askAs(plain, userId, { prompt: FIRST })).json();

    const streamed = await askAs(
      plain,
      userId,
      { prompt: FOLLOW_UP, conversationId: first.conversationId },
      { stream: true },
    );

    expect(streamed.body).toContain(`"conversationId":"${first.conversationId}"`);
    const conversation = await requestAs(plain, userId, {
      method: 'GET',
      url: axelConversationPath(first.conversationId),
    });
    expect(conversation.json().turns.map((turn: { question: string }) => turn.question)).toEqual([
      FIRST,
      FOLLOW_UP,
    ]);
  });
});
