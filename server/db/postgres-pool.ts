// The pool of PostgreSQL connections, made safe for Drizzle's transactions when the database fails.
// Drizzle checks a connection out for each transaction, runs `begin` before the try/finally that
// hands it back, and hands it back without the error (drizzle-orm#6114). A connection whose `begin`
// got no answer would never return to the pool, which empties after a few such failures; one whose
// query got no answer would return still waiting, and serve the next request inside the transaction
// nobody ended. pg-pool itself closes a connection that fails a plain `pool.query`.
import pg from 'pg';
import { isDatabaseUnavailable } from './unavailable';

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: () => void,
) => void;

export class PostgresPool extends pg.Pool {
  /** Without a callback (Drizzle's transactions), the connection is closed when the database fails. */
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (callback) {
      super.connect(callback);
      return;
    }
    return super.connect().then(closedWhenTheDatabaseFails);
  }
}

/**
 * The checked-out connection, handed back with the error (so that the pool closes it) as soon as a
 * query on it fails for want of a database; releasing it again later does nothing.
 */
function closedWhenTheDatabaseFails(client: pg.PoolClient): pg.PoolClient {
  let released = false;
  const release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.release(error);
  };
  // Drizzle queries with promises only.
  const query = async (config: string | pg.QueryConfig, values?: unknown[]) => {
    try {
      return await client.query(config, values);
    } catch (error) {
      if (isDatabaseUnavailable(error)) release(error instanceof Error ? error : true);
      throw error;
    }
  };
  return new Proxy(client, {
    get(target, key, receiver) {
      if (key === 'release') return release;
      if (key === 'query') return query;
      return Reflect.get(target, key, receiver);
    },
  });
}
