// Test support: a digest of every table's rows, to show that a refused request wrote nothing.
import { sql } from 'drizzle-orm';
import type { TestApp } from '../test-app';
import { siteTables } from './test-database';

// Sessions and rate-limit counters change with every request, refused or not; the rest is data.
const requestState = new Set(['sessions', 'rate_limit_counters']);
const dataTables = siteTables.filter((name) => !requestState.has(name));

/** Each data table's row count and a hash of its rows, by table name. */
export async function databaseDigest(t: TestApp): Promise<Record<string, string> | undefined> {
  const columns = dataTables.map(
    (name) =>
      `(select count(*) || ' ' || coalesce(md5(string_agg(r::text, '|' order by r::text)), '') from "${name}" r) as "${name}"`,
  );
  // Both drivers answer { rows }; the shared Database type leaves the result unknown.
  const result = (await t.db.execute(sql.raw(`select ${columns.join(', ')}`))) as {
    rows: Record<string, string>[];
  };
  return result.rows[0];
}
