// Tells a database that cannot serve (down, unreachable, not answering, out of connections, shutting
// down) from a query that is wrong: the first is answered 503 and passes by itself when the database
// returns; the second is a bug. Drizzle wraps the driver's error in `cause`, so the whole chain is read.

/** SQLSTATEs of a server that cannot take the query now, whatever the query. */
const UNAVAILABLE_STATES = new Set([
  '53300', // too_many_connections
  '57014', // query_canceled: the statement timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
]);
/** Class 08: connection exceptions. */
const CONNECTION_EXCEPTION_CLASS = '08';

/** Node's codes for a connection that cannot be made or was lost. */
const CONNECTION_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What pg, its pool and PGlite say when there is no connection, or no answer on it. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/, // unexpectedly, by us, or due to connection timeout
  /^timeout expired$/, // a new connection that got no answer in time
  /^timeout exceeded when trying to connect$/, // no free connection in the pool in time
  /^Query read timeout$/, // the client-side query timeout
  /is not queryable$/, // a connection that failed or was closed
  /^Cannot use a pool after calling end on the pool$/, // shutting down
  /^PGlite is closed$/,
];

const MAX_CAUSES = 5;

/** The error in the chain that shows the database unavailable, or undefined for any other error. */
export function databaseUnavailability(error: unknown): Error | undefined {
  let link = error;
  for (let depth = 0; link instanceof Error && depth <= MAX_CAUSES; depth++) {
    if (showsUnavailable(link)) return link;
    link = link.cause;
  }
  return undefined;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailability(error) !== undefined;
}

function showsUnavailable(error: Error): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code && (UNAVAILABLE_STATES.has(code) || CONNECTION_FAILURES.has(code))) return true;
  if (code?.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true;
  return CONNECTION_MESSAGES.some((pattern) => pattern.test(error.message));
}
