// The API client: every call sends the session cookie, bodies are JSON, and any non-ok answer
// becomes an error whose message is "STATUS: body text". An answer that is not what its schema says
// becomes an ApiAnswerError (api-json.ts reads answers with their schema).

import type { ApiError } from '@common/api-error';
import type { QueryFunction } from '@tanstack/react-query';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiRequestError';
  }

  /** The server's own message (`{ message }` in the body), when it sent one. */
  get serverMessage(): string | undefined {
    const message = this.parsedBody()?.message;
    return typeof message === 'string' ? message : undefined;
  }

  /** The server's `{ error }` text (the Clockify key routes answer it), else its `{ message }`. */
  get serverError(): string | undefined {
    const error = this.parsedBody()?.error;
    return typeof error === 'string' ? error : this.serverMessage;
  }

  /** Per-field messages of a 400 answer, by field name. */
  get fieldErrors(): Record<string, string> {
    const errors = this.parsedBody()?.errors;
    if (!Array.isArray(errors)) return {};
    return Object.fromEntries(errors.map((error) => [String(error.field), String(error.message)]));
  }

  // Parsed by hand rather than with the zod schema, to keep zod out of the first-load bundle.
  private parsedBody(): (Partial<ApiError> & { error?: unknown }) | undefined {
    try {
      const body: unknown = JSON.parse(this.bodyText);
      return typeof body === 'object' && body !== null ? (body as Partial<ApiError>) : undefined;
    } catch {
      return undefined;
    }
  }
}

/**
 * An ok answer that is not what the site expects, as after a deploy while the page was open. It is
 * thrown by api-json.ts, which builds on this module, and defined here for the helpers below.
 */
export class ApiAnswerError extends Error {
  constructor(options?: ErrorOptions) {
    super('The server sent an answer the site could not read. Please reload the page.', options);
    this.name = 'ApiAnswerError';
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text().catch(() => '');
  throw new ApiRequestError(response.status, bodyText, response.statusText);
}

/** What a call may add: headers (e.g. `Accept` of a stream) and a signal that cancels it. */
export interface ApiRequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Sends a request to the API and answers the response; throws ApiRequestError when not ok. A body
 * is sent as JSON, except FormData (a file upload), which the browser encodes itself.
 */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  { headers = {}, signal }: ApiRequestOptions = {},
): Promise<Response> {
  const isJson = data !== undefined && !(data instanceof FormData);
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: isJson ? { ...headers, 'Content-Type': 'application/json' } : headers,
    body: isJson ? JSON.stringify(data) : (data as FormData | undefined),
    signal,
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * The default read: GET of the query key's segments joined with "/", parsed as JSON but not
 * checked (the public pages read with it; see decision 51). A hook that checks passes its own.
 */
export function getQueryFn({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<unknown> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return await response.json();
  };
}

/** The server's message of a failed call, when it sent one, or that its answer is unreadable. */
export function serverMessageOf(error: unknown): string | undefined {
  if (error instanceof ApiAnswerError) return error.message;
  return error instanceof ApiRequestError ? error.serverMessage : undefined;
}

/** The `{ error }` or `{ message }` text of a failed call, or that its answer is unreadable. */
export function serverErrorOf(error: unknown): string | undefined {
  if (error instanceof ApiAnswerError) return error.message;
  return error instanceof ApiRequestError ? error.serverError : undefined;
}

/** A "401: …Unauthorized…" message means the session is gone. */
export function isUnauthorizedError(error: Error): boolean {
  return /^401: .*Unauthorized/.test(error.message);
}

/** A "403: …Forbidden…" message means the role does not allow it. */
export function isForbiddenError(error: Error): boolean {
  return /^403: .*Forbidden/.test(error.message);
}

const MAX_TRIES = 3;

/** The rule of members resources and admin users: no retry on 401, else 3 tries. */
export function retryUnlessUnauthorized(failures: number, error: Error): boolean {
  return !isUnauthorizedError(error) && failures < MAX_TRIES - 1;
}
