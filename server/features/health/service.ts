import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../http/app-error';

/** Answers whether the site can serve: the database takes queries. */
export async function checkHealth(database: Pick<DatabaseHandle, 'ping'>) {
  try {
    await database.ping();
  } catch {
    throw new AppError(503, 'Database unreachable');
  }
  return { status: 'ok' as const, database: 'reachable' as const };
}
