import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('error answers', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('refuses a JSON body nested more than 64 levels deep, and takes one as deep as that', async () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload,
      });

    for (const depth of [65, 8000]) {
      const response = await post(nested(depth));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'The request body is nested more than 64 levels deep',
      });
    }
    // Brackets inside a string are text, not nesting.
    const inText = await post(JSON.stringify({ message: nested(1000) }));
    expect(inText.statusCode).toBe(400);
    expect(inText.json().message).not.toMatch(/nested/);
    expect((await post(nested(64))).statusCode).toBe(400);
    expect((await post(nested(64))).json().message).not.toMatch(/nested/);
  });

  it('answers a server failure with a generic message that carries no internals', async () => {
    await t.db.execute(sql`drop table news_articles`);

    const response = await t.app.inject({ method: 'GET', url: '/api/news' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(response.body).not.toMatch(/news_articles|relation|stack|at /i);
  });
});
