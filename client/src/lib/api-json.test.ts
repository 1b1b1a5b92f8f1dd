// apiJson against a faked fetch: what a caller gets from a good answer, one that does not fit the
// schema, one that is not JSON at all, and a refusal.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiAnswerError, ApiRequestError, serverErrorOf, serverMessageOf } from './api';
import { apiJson } from './api-json';
import { failureMessage } from './failure-message';

const articleSchema = z.object({ id: z.string(), title: z.string(), views: z.number().int() });

const UNREADABLE = 'The server sent an answer the site could not read. Please reload the page.';

/** Every fetch answers `body` with `status`; the calls are kept for the test to read. */
function answerWith(status: number, body: string) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body, { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The error a promise rejects with, failing the test when it resolves. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected the call to fail'),
    (reason: unknown) => reason,
  );
}

describe('apiJson', () => {
  it('answers the body read with the schema, sent as apiRequest sends it', async () => {
    const fetch = answerWith(201, '{"id":"a1","title":"Frame welded","views":3}');

    const article = await apiJson(articleSchema, 'POST', '/api/news', { title: 'Frame welded' });

    expect(article).toEqual({ id: 'a1', title: 'Frame welded', views: 3 });
    expect(fetch).toHaveBeenCalledWith('/api/news', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"title":"Frame welded"}',
      signal: undefined,
    });
  });

  it('drops the fields the schema does not name', async () => {
    answerWith(200, '{"id":"a1","title":"Frame welded","views":3,"authorEmail":"kim@example.edu"}');

    expect(await apiJson(articleSchema, 'GET', '/api/news/a1')).toEqual({
      id: 'a1',
      title: 'Frame welded',
      views: 3,
    });
  });

  it('fails an answer that does not fit the schema with ApiAnswerError', async () => {
    answerWith(200, '{"id":"a1","title":"Frame welded","views":"three"}');

    const error = await rejectionOf(apiJson(articleSchema, 'GET', '/api/news/a1'));

    expect(error).toBeInstanceOf(ApiAnswerError);
    expect((error as ApiAnswerError).message).toBe(UNREADABLE);
    expect((error as ApiAnswerError).cause).toBeInstanceOf(z.ZodError);
  });

  it('fails an ok answer that is not JSON with ApiAnswerError', async () => {
    answerWith(200, '<h1>Welcome to the proxy</h1>');

    const error = await rejectionOf(apiJson(articleSchema, 'GET', '/api/news/a1'));

    expect(error).toBeInstanceOf(ApiAnswerError);
    expect((error as ApiAnswerError).cause).toBeInstanceOf(SyntaxError);
  });

  it('still fails a non-ok answer with ApiRequestError, before reading it', async () => {
    answerWith(409, '{"message":"That timer has already stopped."}');

    const error = await rejectionOf(apiJson(articleSchema, 'PUT', '/api/news/a1'));

    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe(
      '409: {"message":"That timer has already stopped."}',
    );
    expect(serverMessageOf(error)).toBe('That timer has already stopped.');
  });

  it("gives the person the unreadable answer's message wherever failures are told", async () => {
    answerWith(200, '[]');

    const error = await rejectionOf(apiJson(articleSchema, 'GET', '/api/news/a1'));

    expect([failureMessage(error), serverMessageOf(error), serverErrorOf(error)]).toEqual([
      UNREADABLE,
      UNREADABLE,
      UNREADABLE,
    ]);
  });
});
