// What the dashboard says of its record (decision 29): how fresh it is, and why
// entries wait for Clockify.
import type { ClockifySyncStatus } from '@common/time-tracking/clockify-sync';
import { formatTimeAgo } from '@/lib/format';

/** "Updated 3 min ago", "Updated just now", or "Not read from Clockify yet". */
export function freshnessText(updatedAt: string | null, now: Date): string {
  return updatedAt === null
    ? 'Not read from Clockify yet'
    : `Updated ${formatTimeAgo(updatedAt, now)}`;
}

/** "2 entries waiting for Clockify: {problem}", only when some wait and the server says why. */
export function waitingNoteText({ waitingCount, problem }: ClockifySyncStatus): string | undefined {
  if (waitingCount === 0 || !problem) return undefined;
  return `${waitingCount} ${waitingCount === 1 ? 'entry' : 'entries'} waiting for Clockify: ${problem}`;
}
