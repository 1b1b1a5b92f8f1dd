// The order the waiting changes of many members go out in, so that none waits on another's many.
import type { EntryRow } from './clockify-record';

/**
 * Each member's oldest change, then each one's second, and so on, members in the order of their
 * oldest: one member's thousand changes hold another's back by one turn at most.
 */
export function takingTurns(changes: EntryRow[]): EntryRow[] {
  const byMember = new Map<string, EntryRow[]>();
  for (const change of changes) {
    const queue = byMember.get(change.userId);
    if (queue) queue.push(change);
    else byMember.set(change.userId, [change]);
  }
  const queues = [...byMember.values()];
  const turns: EntryRow[] = [];
  for (let turn = 0; turns.length < changes.length; turn++) {
    for (const queue of queues) {
      const change = queue[turn];
      if (change) turns.push(change);
    }
  }
  return turns;
}
