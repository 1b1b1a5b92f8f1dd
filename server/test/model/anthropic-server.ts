// A local server speaking Anthropic's Messages API (POST /v1/messages, plain and streamed), enough
// to check that AI_PROVIDER=anthropic reaches its endpoint with the key, and that answers, usage
// and citations come back as from the OpenAI-compatible server.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { citeFirstTwoSources, readBody, sendJson, tokensOf } from './openai-compatible-server';

interface MessagesRequest {
  model: string;
  system?: string | { type: 'text'; text: string }[];
  messages: { role: 'user' | 'assistant'; content: string | { type: 'text'; text: string }[] }[];
  stream?: boolean;
}

const textOf = (content: MessagesRequest['system']) =>
  typeof content === 'string' ? content : (content ?? []).map((part) => part.text).join('\n');

export type AnthropicServer = Awaited<ReturnType<typeof startAnthropicServer>>;

export async function startAnthropicServer(options: { apiKey: string }) {
  const requests: { apiKey?: string; body: MessagesRequest }[] = [];

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'POST' || request.url !== '/v1/messages') {
      return sendJson(response, 404, { type: 'error', error: { type: 'not_found_error' } });
    }
    const body = JSON.parse(await readBody(request)) as MessagesRequest;
    const apiKey = request.headers['x-api-key'];
    requests.push({ apiKey: typeof apiKey === 'string' ? apiKey : undefined, body });
    if (apiKey !== options.apiKey) {
      return sendJson(response, 401, {
        type: 'error',
        error: { type: 'authentication_error', message: 'invalid x-api-key' },
      });
    }
    const system = textOf(body.system);
    const text = citeFirstTwoSources(system);
    const conversation = body.messages.map((message) => textOf(message.content)).join('\n');
    const usage = {
      input_tokens: tokensOf(`${system}\n${conversation}`),
      output_tokens: tokensOf(text),
    };
    const message = {
      id: 'msg_local',
      type: 'message',
      role: 'assistant',
      model: body.model,
      stop_sequence: null,
    };
    if (!body.stream) {
      return sendJson(response, 200, {
        ...message,
        content: [{ type: 'text', text }],
        stop_reason: 'end_turn',
        usage,
      });
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const send = (event: string, data: object) =>
      response.write(`event: ${event}\ndata: ${JSON.stringify({ type: event, ...data })}\n\n`);
    send('message_start', {
      message: {
        ...message,
        content: [],
        stop_reason: null,
        usage: { ...usage, output_tokens: 1 },
      },
    });
    send('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
    for (const piece of text.match(/\S+\s*/g) ?? []) {
      send('content_block_delta', { index: 0, delta: { type: 'text_delta', text: piece } });
    }
    send('content_block_stop', { index: 0 });
    send('message_delta', {
      delta: { stop_reason: 'end_turn', stop_sequence: null },
      usage: { output_tokens: usage.output_tokens },
    });
    send('message_stop', {});
    response.end();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The base URL to give as AI_BASE_URL. */
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
