// Test support: a request to a route named as the access matrix names it (`PUT /api/news/:id`), with
// its path parameters, query, JSON body or uploaded file, sent as a signed-in user or a visitor.
import type { LightMyRequestResponse } from 'fastify';
import { sessionCookie } from './sessions';
import type { TestApp } from './test-app';

export interface RouteRequest {
  /** Who sends it; null for a visitor. */
  userId: string | null;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A multipart file upload instead of a JSON body. */
  file?: { field: string; name: string; type: string; content: Buffer };
}

const BOUNDARY = 'club-test-boundary';

/** Sends requests to routes; each user keeps one session, and each request has its own address. */
export function routeRequester(t: TestApp) {
  const cookies = new Map<string, string>();
  let address = 0;

  async function cookieOf(userId: string) {
    const cookie = cookies.get(userId) ?? (await sessionCookie(t, userId));
    cookies.set(userId, cookie);
    return cookie;
  }

  return async function send(
    route: string,
    { userId, params = {}, query, body, file }: RouteRequest,
  ): Promise<LightMyRequestResponse> {
    const [method = '', pattern = ''] = route.split(' ');
    const path = pattern.replaceAll(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(params[name] ?? ''),
    );
    const headers: Record<string, string> = userId ? { cookie: await cookieOf(userId) } : {};
    let payload: string | Buffer | undefined;
    if (file) {
      headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
      payload = Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        file.content,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]);
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    ++address;
    return t.app.inject({
      method: method as 'GET',
      url: query ? `${path}?${new URLSearchParams(query)}` : path,
      headers,
      payload,
      // Rate limits count per address: each request comes from its own.
      remoteAddress: `10.3.${Math.floor(address / 250) % 250}.${address % 250}`,
    });
  };
}
