// PostgreSQL only: a transaction whose query gets no answer must neither keep its connection from
// the pool nor hand it out again still inside the transaction. Short client-side timeouts keep the
// tests quick; the queries touch no table, so they run on the server's own database.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresTestServer } from '../test/database/test-database';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { PostgresPool } from './postgres-pool';

const serverUrl = postgresTestServer();
const QUERY_TIMEOUT_MS = 300;

let pool: PostgresPool | undefined;
let proxy: TcpProxy | undefined;
afterEach(async () => {
  await proxy?.resume();
  await pool?.end();
  await proxy?.close();
  pool = undefined;
  proxy = undefined;
});

/** A pool of one connection, so that a connection lost or reused shows at the next query. */
function openPool(connectionString: string) {
  pool = new PostgresPool({
    connectionString,
    max: 1,
    query_timeout: QUERY_TIMEOUT_MS,
    connectionTimeoutMillis: 2000,
  });
  pool.on('error', () => {});
  return drizzle(pool);
}

describe.skipIf(!serverUrl)('the PostgreSQL pool, when a transaction gets no answer', () => {
  it('closes the connection instead of reusing it inside the unfinished transaction', async () => {
    const db = openPool(serverUrl ?? '');

    // The sleep outlasts the timeout of the query and of the rollback that follows it.
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('club.marker', 'inside', true)`);
      await tx.execute(sql`select pg_sleep(1)`);
    });
    await expect(transaction).rejects.toThrow();

    const result = await db.execute(sql`select current_setting('club.marker', true) as marker`);
    expect(result.rows[0]?.marker ?? '').toBe('');
  });

  it('gives the connection back when `begin` itself gets no answer', async () => {
    const url = new URL(serverUrl ?? '');
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    const db = openPool(url.href);
    await db.execute(sql`select 1`);

    proxy.hang();
    await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    await proxy.resume();

    const result = await db.execute(sql`select 1 as one`);
    expect(result.rows[0]?.one).toBe(1);
  });
});
