// Test support: how the local Clockify server reads requests and writes answers, the way the real
// API does (its 400 for a bad boolean, its pages, its JSON errors).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ClockifyHttpError } from './clockify-server-shapes';

/** Clockify answers 400 to a boolean parameter that is neither true nor false. */
export function booleanParameter(url: URL, name: string): boolean | undefined {
  const value = url.searchParams.get(name);
  if (value === null) return undefined;
  if (value !== 'true' && value !== 'false')
    throw new ClockifyHttpError(
      400,
      `Failed to convert value of type 'java.lang.String' to required type 'boolean'`,
      3002,
    );
  return value === 'true';
}

/**
 * Pages of `page-size` from page 1 (default 50, or as the route says); there is no total count.
 * A route with a documented maximum answers 400 to a larger page.
 */
export function page<Item>(
  url: URL,
  items: Item[],
  sizes: { defaultSize: number; maxSize?: number } = { defaultSize: 50 },
): Item[] {
  const number = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('page-size') ?? sizes.defaultSize);
  if (sizes.maxSize !== undefined && size > sizes.maxSize)
    throw new ClockifyHttpError(400, `page-size: must be at most ${sizes.maxSize}`, 501);
  return items.slice((number - 1) * size, number * size);
}

export async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') return body as Record<string, unknown>;
  } catch {}
  throw new ClockifyHttpError(400, 'Malformed JSON request', 3002);
}

export function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
