// Test support for Axel: questions as a signed-in user, and the server-sent events of an answer.
import type { LightMyRequestResponse } from 'fastify';
import type { AxelAsk, AxelStreamEvent } from '../../common/axel';
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
