// Test support: requests to the app as a signed-in user, or as a visitor when there is none.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { sessionCookie } from './sessions';
import type { TestApp } from './test-app';

export type RequestOptions = Pick<InjectOptions, 'url' | 'payload' | 'query'> & {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
};

/** Sends the request with a fresh session cookie of the user (none for null). */
export async function requestAs(
  t: TestApp,
  userId: string | null,
  options: RequestOptions,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    ...options,
    headers: userId ? { cookie: await sessionCookie(t, userId) } : {},
  });
}

/** A public list (`/api/<path>`) as a visitor reads it; anything but 200 fails the test. */
export async function publicList(t: TestApp, path: string): Promise<Record<string, unknown>[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/${path}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}
