// Server-sent events read from a fetch body. EventSource cannot send a POST with a JSON body, so
// Axel's stream is read by hand: events are separated by a blank line, each has an `event:` name
// and one or more `data:` lines (joined with a newline), and comment lines start with a colon.

export interface StreamEvent {
  event: string;
  data: string;
}

/** The events of a text/event-stream body, in order, however its bytes were split into chunks. */
export async function* readEventStream(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  // A "\r\n" may be split between two chunks: a chunk's last "\r" waits for the next one.
  let heldReturn = '';
  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) break;
      let text = heldReturn + decoder.decode(value, { stream: true });
      heldReturn = text.endsWith('\r') ? '\r' : '';
      if (heldReturn) text = text.slice(0, -1);
      buffer += text.replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const event = parseEvent(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (event) yield event;
        end = buffer.indexOf('\n\n');
      }
    }
    const last = parseEvent(buffer);
    if (last) yield last;
  } finally {
    reader.releaseLock();
  }
}

function parseEvent(block: string): StreamEvent | undefined {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { event, data: data.join('\n') } : undefined;
}
