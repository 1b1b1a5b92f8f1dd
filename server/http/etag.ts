// Entity tags: a response's validator, which a browser sends back in If-None-Match to be told
// "304 Not Modified" instead of the body again.
import type { FastifyReply, FastifyRequest } from 'fastify';

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether If-None-Match names this ETag (weak or strong alike, among others, or `*`). */
export function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = opaque(etag);
  return ifNoneMatch
    .split(',')
    .map(opaque)
    .some((tag) => tag === wanted || tag === '*');
}

/** Gives the reply its ETag; true when the browser has that version already (answer 304). */
export function isNotModified(request: FastifyRequest, reply: FastifyReply, etag: string) {
  reply.header('etag', etag);
  return matchesETag(request.headers['if-none-match'], etag);
}
