// The Clockify budget on /admin (decision 29): the calls of the last hour against the workspace's
// limit, the webhooks, and when each member's record last matched Clockify. Shown with or without
// the team report: the budget applies either way.
import type { ClockifyUsage } from '@common/time-tracking/clockify-sync';
import { SectionError } from '@/components/section-error';
import { DataTable } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatTimeAgo } from '@/lib/format';
import { useNow } from '@/lib/hooks/use-now';
import { callsLastHour, webhooksText } from './clockify-usage-text';
import { useClockifyUsage } from './use-clockify-usage';

const CLOCK_TICK_MS = 60_000;
// The bar turns amber from four fifths of the limit, a warning before it is reached.
const BUSY_SHARE = 0.8;

export function ClockifyUsagePanel() {
  const usage = useClockifyUsage();
  const now = useNow(CLOCK_TICK_MS);
  return (
    <div className="mt-4 rounded-card border border-slate-200 p-4 sm:p-6">
      <h3 className="font-bold text-lg">Clockify requests</h3>
      {usage.isPending ? (
        <Skeleton className="mt-3 h-28" />
      ) : usage.isError ? (
        <SectionError message="Failed to load the Clockify requests. Please try again later." />
      ) : (
        <UsageView usage={usage.data} now={now} />
      )}
    </div>
  );
}

function UsageView({ usage, now }: { usage: ClockifyUsage; now: Date }) {
  const used = callsLastHour(usage);
  const limit = usage.hourlyLimit;
  return (
    <>
      <label htmlFor="clockify-requests-meter" className="mt-2 block text-slate-700">
        <span className="font-bold text-slate-900 tabular-nums">{formatCount(used)}</span> of{' '}
        {formatCount(limit)} requests in the last hour
      </label>
      {/* Fewer calls are better (optimum 0): the browser colours the bar amber from `low` and red
          above `high`, that is at the limit. */}
      <meter
        id="clockify-requests-meter"
        min={0}
        max={limit}
        value={used}
        optimum={0}
        low={limit * BUSY_SHARE}
        high={limit - 1}
        className="mt-2 block h-3 w-full"
      />
      <p className="mt-2 text-slate-600 text-sm">
        Of these: members {formatCount(usage.usedLastHour.member)}, background{' '}
        {formatCount(usage.usedLastHour.background)}
      </p>
      <p className="mt-3 break-words text-slate-700">{webhooksText(usage.webhooks, now)}</p>
      <MembersFreshness members={usage.members} now={now} />
    </>
  );
}

function MembersFreshness({ members, now }: { members: ClockifyUsage['members']; now: Date }) {
  if (members.length === 0) {
    return (
      <p className="mt-4 rounded-card bg-slate-50 p-6 text-center text-slate-700">
        No member has connected Clockify yet.
      </p>
    );
  }
  return (
    <DataTable
      label="Members' Clockify records"
      caption="When each member's entries were last refreshed from Clockify, and how many wait to be sent"
      columns={['Member', 'Last refreshed', 'Waiting']}
      minWidth="min-w-[18rem]"
      className="mt-4"
    >
      {members.map((member, index) => (
        <tr key={`${index}-${member.name}`}>
          <td className="break-words px-3 py-2">{member.name}</td>
          <td className="whitespace-nowrap px-3 py-2">
            {member.refreshedAt ? formatTimeAgo(member.refreshedAt, now) : 'never'}
          </td>
          <td className="px-3 py-2 tabular-nums">{formatCount(member.waitingCount)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
