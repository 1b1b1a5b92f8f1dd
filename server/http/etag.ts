// Entity tags: a response's validator, which a browser sends back in If-None-Match to be told
// "304 Not Modified" instead of the body again.

/** Whether If-None-Match names this ETag (weak or strong alike, among others, or `*`). */
export function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map(opaque)
    .some((tag) => tag === opaque(etag) || tag === '*');
}
