// Test support for Axel: questions as a signed-in user, and the server-sent events of an answer.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AxelAsk, AxelStreamEvent } from '../../common/axel/axel';
import { sessionCookie } from './sessions';
import type { TestApp } from './test-app';

/** Asks Axel as the user; with `stream`, as the /axel page does, for server-sent events. */
export async function askAs(
  t: TestApp,
  userId: string,
  body: AxelAsk,
  options: { stream?: boolean } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/axel/ask',
    payload: body,
    headers: {
      cookie: await sessionCookie(t, userId),
      ...(options.stream && { accept: 'text/event-stream' }),
    },
  });
}

/** Asks Axel as the user, expecting an answer; answers it as its JSON gives it. */
export async function answerTo(
  t: TestApp,
  userId: string,
  prompt: string,
  conversationId?: string,
) {
  const response = await askAs(t, userId, { prompt, conversationId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { message: string; conversationId: string; turnId: number };
}

/**
 * Asks Axel for a streamed answer over a real connection, and closes it once the answer has begun,
 * as a person closing the page does. The app listens on a free port for it.
 */
export async function askAndLeave(t: TestApp, userId: string, prompt: string): Promise<void> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const cookie = await sessionCookie(t, userId);
  await new Promise<void>((resolve, reject) => {
    const leaving = request(
      {
        port: (t.app.server.address() as AddressInfo).port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/axel/ask',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie },
      },
      (response) => {
        let received = '';
        response.on('data', (part: Buffer) => {
          received += part.toString();
          if (received.includes('event: delta')) {
            leaving.destroy();
            resolve();
          }
        });
      },
    );
    leaving.on('error', reject);
    leaving.end(JSON.stringify({ prompt }));
  });
}

export interface ServerSentEvent {
  event: AxelStreamEvent;
  data: unknown;
}

/** The events of a text/event-stream body, as a browser's parser would read them. */
export function parseServerSentEvents(body: string): ServerSentEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const field = (name: string) =>
        lines
          .filter((line) => line.startsWith(`${name}: `))
          .map((line) => line.slice(name.length + 2))
          .join('\n');
      return { event: field('event') as AxelStreamEvent, data: JSON.parse(field('data')) };
    });
}
