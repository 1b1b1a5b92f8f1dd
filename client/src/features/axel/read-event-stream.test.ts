import { describe, expect, it } from 'vitest';
import { readEventStream, type StreamEvent } from './read-event-stream';

/** A body that delivers `chunks` one by one, as a network would. */
function bodyOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function eventsOf(chunks: string[]): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of readEventStream(bodyOf(chunks))) events.push(event);
  return events;
}

const stream = [
  'event: citations\ndata: [{"id":"frame-tubing","title":"Frame tubing"}]\n\n',
  'event: delta\ndata: {"text":"Use 4130 "}\n\n',
  ': keep-alive\n\n',
  'event: delta\ndata: {"text":"steel."}\n\n',
  'event: done\ndata: {"message":"Use 4130 steel."}\n\n',
].join('');

const expected: StreamEvent[] = [
  { event: 'citations', data: '[{"id":"frame-tubing","title":"Frame tubing"}]' },
  { event: 'delta', data: '{"text":"Use 4130 "}' },
  { event: 'delta', data: '{"text":"steel."}' },
  { event: 'done', data: '{"message":"Use 4130 steel."}' },
];

describe('readEventStream', () => {
  it('reads named events in order and skips comments', async () => {
    expect(await eventsOf([stream])).toEqual(expected);
  });

  it('gives the same events however the bytes are split', async () => {
    for (const size of [1, 2, 7, 33]) {
      const chunks = stream.match(new RegExp(`[^]{1,${size}}`, 'g')) ?? [];
      expect(await eventsOf(chunks)).toEqual(expected);
    }
  });

  it('reads CRLF line ends, even when a CRLF is split between chunks', async () => {
    const crlf = stream.replaceAll('\n', '\r\n');
    expect(await eventsOf([crlf])).toEqual(expected);
    const middle = crlf.indexOf('\r\n') + 1;
    expect(await eventsOf([crlf.slice(0, middle), crlf.slice(middle)])).toEqual(expected);
  });

  it('joins several data lines with a newline and names an unnamed event "message"', async () => {
    expect(await eventsOf(['data: first\ndata: second\n\n'])).toEqual([
      { event: 'message', data: 'first\nsecond' },
    ]);
  });

  it('reads a last event that the stream ends without a blank line', async () => {
    expect(await eventsOf(['event: error\ndata: {"message":"Model down"}'])).toEqual([
      { event: 'error', data: '{"message":"Model down"}' },
    ]);
  });

  it('decodes a character whose bytes arrive in two chunks', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"4130 – ok"}\n\n');
    const dash = bytes.indexOf(0xe2);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, dash + 1));
        controller.enqueue(bytes.slice(dash + 1));
        controller.close();
      },
    });
    const events: StreamEvent[] = [];
    for await (const event of readEventStream(body)) events.push(event);
    expect(events).toEqual([{ event: 'delta', data: '{"text":"4130 – ok"}' }]);
  });
});
