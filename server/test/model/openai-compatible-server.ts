// A local server speaking the OpenAI chat completions and embeddings protocols, for Axel's tests and
// the browser test: plain and streamed answers (SSE chunks with a final usage chunk), usage numbers,
// embeddings of texts, and the failures a real provider has (a refused key, rate limiting, a 500, a slow answer, a stream cut
// short). Standalone: `node --import tsx server/test/model/openai-compatible-server.ts` prints its URL
// (PORT sets the port, API_KEY the key it requires).
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatCompletionRequest {
  model: string;
  messages: ChatMessage[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  max_tokens?: number;
}

/** What the server does with the next requests; `answer` is the default. */
export type ServerMode =
  | { kind: 'answer' }
  | { kind: 'fail'; status: 401 | 429 | 500 }
  /** Waits this long before answering at all. */
  | { kind: 'slow'; delayMs: number }
  /** Streams the first chunks of the answer, then drops the connection. */
  | { kind: 'cut-stream' }
  /** Streams the first chunks of the answer, then sends nothing more. */
  | { kind: 'stall-stream' }
  /** Streams the answer's pieces this far apart (rather than a few ms), so a reader sees it grow. */
  | { kind: 'trickle'; pieceDelayMs: number };

export type AnswerText = string | ((request: ChatCompletionRequest) => string);

export interface OpenAICompatibleServerOptions {
  /** When set, a request without `Authorization: Bearer <apiKey>` gets 401 as from OpenAI. */
  apiKey?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
}

const failures = {
  401: {
    message: 'Incorrect API key provided.',
    type: 'invalid_request_error',
    code: 'invalid_api_key',
  },
  429: {
    message: 'Rate limit reached for requests.',
    type: 'requests',
    code: 'rate_limit_exceeded',
  },
  500: {
    message: 'The server had an error while processing your request.',
    type: 'server_error',
    code: null,
  },
} as const;

/**
 * The default answer: it cites the first two sources (rule cards, rulebook clauses) the system
 * prompt gave, in Axel's [rule:<id>] form, so tests can check which sources reached the model and
 * came back as citations.
 */
export function citeFirstTwoSources(system: string): string {
  const ids = [...system.matchAll(/\[rule:([A-Za-z0-9.-]+)\]/g)].map((match) => match[1]);
  const cited = [...new Set(ids)].slice(0, 2);
  if (cited.length === 0) return 'The rules I was given do not answer this question.';
  return `Here is what the rules say. ${cited.map((id) => `See [rule:${id}].`).join(' ')}`;
}

const answerCitingSources = (request: ChatCompletionRequest) =>
  citeFirstTwoSources(request.messages.find((message) => message.role === 'system')?.content ?? '');

export interface EmbeddingsRequest {
  model: string;
  input: string | string[];
}

/** Dimensions of the test embeddings. */
const EMBEDDING_SIZE = 64;

/**
 * A text's embedding as a bag of its words' first five letters, hashed into 64 dimensions: texts
 * that share words are close, as a real model's are (and others, much less so).
 */
export function embeddingOf(text: string): number[] {
  const vector = new Array<number>(EMBEDDING_SIZE).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []) {
    const hash = createHash('sha256').update(word.slice(0, 5)).digest();
    const dimension = (hash[0] ?? 0) % EMBEDDING_SIZE;
    vector[dimension] = (vector[dimension] ?? 0) + 1;
  }
  return vector;
}

function embeddingsAnswer(body: EmbeddingsRequest) {
  const inputs = Array.isArray(body.input) ? body.input : [body.input];
  return {
    object: 'list',
    data: inputs.map((input, index) => ({
      object: 'embedding',
      index,
      embedding: embeddingOf(input),
    })),
    model: body.model,
    usage: { prompt_tokens: tokensOf(inputs.join(' ')), total_tokens: tokensOf(inputs.join(' ')) },
  };
}

/** Tokens as a rough 4 characters each, so that tests can predict the usage numbers. */
export const tokensOf = (text: string) => Math.ceil(text.length / 4);

export async function startOpenAICompatibleServer(options: OpenAICompatibleServerOptions = {}) {
  let mode: ServerMode = { kind: 'answer' };
  let answer: AnswerText = answerCitingSources;
  const requests: { path: string; authorization?: string; body: ChatCompletionRequest }[] = [];
  const embeddingRequests: EmbeddingsRequest[] = [];
  let embeddingsFail = false;

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (request.method === 'POST' && /^(\/v1)?\/embeddings$/.test(path)) {
      const body = JSON.parse(await readBody(request)) as EmbeddingsRequest;
      embeddingRequests.push(body);
      if (embeddingsFail) return sendJson(response, 500, { error: failures[500] });
      return sendJson(response, 200, embeddingsAnswer(body));
    }
    if (request.method !== 'POST' || !/^(\/v1)?\/chat\/completions$/.test(path)) {
      return sendJson(response, 404, { error: { message: `No route ${request.method} ${path}` } });
    }
    const body = JSON.parse(await readBody(request)) as ChatCompletionRequest;
    requests.push({ path, authorization: request.headers.authorization, body });

    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return sendJson(response, 401, { error: failures[401] });
    }
    if (mode.kind === 'fail') {
      if (mode.status === 429) response.setHeader('retry-after', '20');
      return sendJson(response, mode.status, { error: failures[mode.status] });
    }
    if (mode.kind === 'slow') {
      const delayMs = mode.delayMs;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (response.destroyed) return;
    }
    const text = typeof answer === 'function' ? answer(body) : answer;
    const usage = {
      prompt_tokens: tokensOf(body.messages.map((message) => message.content).join('\n')),
      completion_tokens: tokensOf(text),
      total_tokens: 0,
    };
    usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
    if (body.stream) {
      return streamAnswer(response, body, text, usage, {
        endEarly: mode.kind === 'cut-stream' || mode.kind === 'stall-stream' ? mode.kind : null,
        pieceDelayMs: mode.kind === 'trickle' ? mode.pieceDelayMs : PIECE_INTERVAL_MS,
      });
    }
    return sendJson(response, 200, {
      id: 'chatcmpl-local',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      usage,
    });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** The base URL to give as AI_BASE_URL. */
    url: `http://127.0.0.1:${port}/v1`,
    /** Every chat completion request received, oldest first. */
    requests,
    /** Every embeddings request received, oldest first. */
    embeddingRequests,
    /** Makes /embeddings answer 500 (true) or vectors (false). */
    failEmbeddings(fail: boolean) {
      embeddingsFail = fail;
    },
    setMode(next: ServerMode) {
      mode = next;
    },
    setAnswer(next: AnswerText) {
      answer = next;
    },
    /** Back to answering with citeFirstTwoSources, and no requests recorded. */
    reset() {
      mode = { kind: 'answer' };
      answer = answerCitingSources;
      requests.length = 0;
      embeddingRequests.length = 0;
      embeddingsFail = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type OpenAICompatibleServer = Awaited<ReturnType<typeof startOpenAICompatibleServer>>;

/** A real model writes its answer over time; so does this one, a piece every few milliseconds. */
const PIECE_INTERVAL_MS = 5;

async function streamAnswer(
  response: ServerResponse,
  body: ChatCompletionRequest,
  text: string,
  usage: Record<string, number>,
  {
    endEarly,
    pieceDelayMs,
  }: { endEarly: 'cut-stream' | 'stall-stream' | null; pieceDelayMs: number },
) {
  response.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  const chunk = (delta: object, finishReason: string | null, extra: object = {}) => ({
    id: 'chatcmpl-local',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: body.model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
    ...extra,
  });
  const send = (data: object | string) =>
    response.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);

  const pieces = text.match(/\S+\s*|\s+/g) ?? [];
  send(chunk({ role: 'assistant', content: '' }, null));
  for (const [position, piece] of pieces.entries()) {
    if (position === 2 && endEarly === 'cut-stream') {
      response.destroy();
      return;
    }
    if (position === 2 && endEarly === 'stall-stream') return;
    send(chunk({ content: piece }, null));
    await new Promise((resolve) => setTimeout(resolve, pieceDelayMs));
    if (response.destroyed) return;
  }
  send(chunk({}, 'stop'));
  if (body.stream_options?.include_usage) {
    send({ ...chunk({}, null), choices: [], usage });
  }
  send('[DONE]');
  response.end();
}

export function sendJson(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    request.on('error', reject);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startOpenAICompatibleServer({
    apiKey: process.env.API_KEY,
    port: Number(process.env.PORT ?? 0),
  });
  process.stdout.write(`${server.url}\n`);
}
