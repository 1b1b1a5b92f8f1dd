// Conversations nobody has asked in for 180 days are deleted (decision 39), with their answers and
// feedback. Every instance runs the sweep every hour, as it purges expired sessions: the sweep is
// one idempotent DELETE on the last-used index, so two instances sweeping at once delete each row
// once and need no claim or lock, and a conversation lives at most an hour past its 180 days. A
// sweep when a designer lists their conversations would leave those of people who stopped coming.

import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AXEL_CONVERSATION_UNUSED_DAYS } from '../../../../common/axel/axel-conversations';
import type { Database } from '../../../db/database';
import { axelConversations } from '../../../db/schema/axel-schema';
import { repeatEvery } from '../../../process/repeat-every';

const SWEEP_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the conversations unused for 180 days; answers how many there were. */
export async function deleteUnusedConversations(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - AXEL_CONVERSATION_UNUSED_DAYS * DAY_MS);
  const deleted = await db
    .delete(axelConversations)
    .where(lt(axelConversations.lastUsedAt, cutoff))
    .returning({ id: axelConversations.id });
  return deleted.length;
}

/** Sweeps every hour; answers the function that stops it (the app's onClose). */
export function startConversationCleanup(db: Database, log: FastifyBaseLogger) {
  return repeatEvery(
    SWEEP_EVERY_MS,
    async () => {
      const count = await deleteUnusedConversations(db);
      if (count > 0) log.info({ count }, 'deleted Axel conversations unused for 180 days');
    },
    { log, failure: 'deleting unused Axel conversations failed' },
  );
}
