import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../http/app-error';

/** Load balancers ask with a short timeout: a database that is slower than this counts as down. */
const PING_DEADLINE_MS = 1500;

/** Answers whether the site can serve: the database takes queries, and answers in time. */
export async function checkHealth(database: Pick<DatabaseHandle, 'ping'>) {
  if (!(await answersWithin(database.ping(), PING_DEADLINE_MS))) {
    throw new AppError(503, 'Database unreachable');
  }
  return { status: 'ok' as const, database: 'reachable' as const };
}

/** Whether the ping succeeds in time. A ping still running when time is up may fail later, unseen. */
async function answersWithin(ping: Promise<void>, milliseconds: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), milliseconds);
  });
  const answered = ping.then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
