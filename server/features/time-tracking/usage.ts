// What admins see of Clockify on /admin (decision 29): the calls of the last hour against the
// budget, whether webhooks are active, and how fresh each member's record is.
import { asc, eq, isNotNull } from 'drizzle-orm';
import type { ClockifyUsage } from '../../../common/time-tracking/clockify-sync';
import { clockifyMembers } from '../../db/schema/clockify-schema';
import { users } from '../../db/schema/site-schema';
import type { TimeTrackingDeps } from './connected-member';
import { waitingCounts } from './record/clockify-record';
import { readState } from './record/sync-state';
import {
  currentWebhooks,
  LAST_DELIVERY_STATE,
  type RegisteredWebhooks,
} from './record/webhook-state';

export async function getClockifyUsage(deps: TimeTrackingDeps): Promise<ClockifyUsage> {
  const { budget, webhookUrl, adminApiKey } = deps.timeTracking;
  const [used, registered, lastDelivery, members, waiting] = await Promise.all([
    budget.used(),
    currentWebhooks(deps),
    readState(deps.db, LAST_DELIVERY_STATE),
    deps.db
      .select({
        userId: clockifyMembers.userId,
        name: clockifyMembers.name,
        firstName: users.firstName,
        lastName: users.lastName,
        refreshedAt: clockifyMembers.refreshedAt,
      })
      .from(clockifyMembers)
      .innerJoin(users, eq(users.id, clockifyMembers.userId))
      .where(isNotNull(users.clockifyApiKey))
      .orderBy(asc(clockifyMembers.refreshedAt)),
    waitingCounts(deps.db),
  ]);
  return {
    hourlyLimit: budget.hourlyLimit,
    usedLastHour: used,
    webhooks: {
      ...webhooksState(registered ?? null, { webhookUrl, adminApiKey }),
      lastDeliveryAt: lastDelivery?.at?.toISOString() ?? null,
    },
    members: members.map((member) => ({
      name: [member.firstName, member.lastName].filter(Boolean).join(' ') || member.name,
      refreshedAt: member.refreshedAt?.toISOString() ?? null,
      waitingCount: waiting.get(member.userId) ?? 0,
    })),
  };
}

function webhooksState(
  registered: RegisteredWebhooks | null,
  { webhookUrl, adminApiKey }: { webhookUrl?: string; adminApiKey?: string },
): Pick<ClockifyUsage['webhooks'], 'state' | 'reason'> {
  if (!webhookUrl) {
    return {
      state: 'off',
      reason: 'Clockify can deliver webhooks only to a PUBLIC_URL with https.',
    };
  }
  if (!adminApiKey) {
    return { state: 'off', reason: 'Registering webhooks needs CLOCKIFY_ADMIN_API_KEY.' };
  }
  if (!registered) return { state: 'off', reason: 'Not registered yet.' };
  if (registered.state === 'failed') return { state: 'failed', reason: registered.reason };
  return { state: 'active' };
}
