// What the admin panel says of the Clockify budget and webhooks (decision 29).
import type { ClockifyUsage } from '@common/time-tracking/clockify-sync';
import { formatTimeAgo } from '@/lib/format';

/** The calls of the last hour, both shares. */
export const callsLastHour = ({ usedLastHour }: ClockifyUsage): number =>
  usedLastHour.member + usedLastHour.background;

/** "Webhooks: active, last delivery 2 min ago", "Webhooks: off — {reason}", "Webhooks: failed — …". */
export function webhooksText(
  { state, reason, lastDeliveryAt }: ClockifyUsage['webhooks'],
  now: Date,
) {
  if (state === 'active') {
    return lastDeliveryAt
      ? `Webhooks: active, last delivery ${formatTimeAgo(lastDeliveryAt, now)}`
      : 'Webhooks: active, no delivery yet';
  }
  return reason ? `Webhooks: ${state} — ${reason}` : `Webhooks: ${state}`;
}
