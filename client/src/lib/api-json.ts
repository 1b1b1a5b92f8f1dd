// Calls that read the answer with the shared schema of its route: the caller gets the typed value
// the schema makes of it (unknown fields dropped), or an ApiAnswerError when it does not fit.
// zod is imported as a type only: callers bring their schema, so this module adds no zod to the
// code of the pages that do not use it (decision 51).
import type { z } from 'zod';
import { ApiAnswerError, type ApiRequestOptions, apiRequest } from './api';

/** The JSON body of an ok response, as its schema reads it; for callers that hold the response. */
export async function readAnswer<Schema extends z.ZodType>(
  schema: Schema,
  response: Response,
): Promise<z.output<Schema>> {
  const answer: unknown = await response.json().catch((error: unknown) => {
    throw error instanceof SyntaxError ? new ApiAnswerError({ cause: error }) : error;
  });
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new ApiAnswerError({ cause: parsed.error });
  return parsed.data;
}

/**
 * Sends a request as apiRequest does and answers its JSON body read with `schema`. Throws
 * ApiRequestError when the status is not ok, ApiAnswerError when the body does not fit.
 */
export async function apiJson<Schema extends z.ZodType>(
  schema: Schema,
  method: string,
  url: string,
  data?: unknown,
  options?: ApiRequestOptions,
): Promise<z.output<Schema>> {
  return readAnswer(schema, await apiRequest(method, url, data, options));
}
