// JSON bodies are parsed by Fastify's own parser (which refuses an empty body and a `__proto__` key)
// once their nesting is known to be shallow: every body the site takes is a few levels deep, and a
// body of thousands of nested brackets could exhaust the stack of whatever walks it.
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

export const MAX_JSON_DEPTH = 64;

export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (exceedsDepth(text, MAX_JSON_DEPTH)) {
      done(new AppError(400, `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`));
      return;
    }
    parseJson(request, text, done);
  });
}

/** Whether the JSON text opens more than `limit` arrays or objects inside each other; one pass. */
export function exceedsDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++depth > limit) return true;
    } else if (char === ']' || char === '}') depth--;
  }
  return false;
}
