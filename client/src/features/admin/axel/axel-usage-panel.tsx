// What Axel has been asked and what it cost: questions (those answered without a language model
// too, at no tokens), tokens and the estimated cost per person and day, newest day first; then
// what designers thought of its answers.
import type { AxelUsageRow } from '@common/axel/axel';
import { SectionError } from '@/components/section-error';
import { DataTable } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatIsoDate, formatUsd } from '@/lib/format';
import { AxelFeedbackPanel } from './axel-feedback-panel';
import { useAxelUsage } from './use-axel-usage';

export function AxelUsagePanel() {
  return (
    <>
      <AxelUsageTable />
      <AxelFeedbackPanel />
    </>
  );
}

function AxelUsageTable() {
  const usage = useAxelUsage();
  if (usage.isPending) return <Skeleton className="mt-4 h-32" />;
  if (usage.isError) {
    return <SectionError message="Failed to load Axel's usage. Please try again later." />;
  }
  const { rows } = usage.data;
  if (rows.length === 0) {
    return (
      <p className="mt-4 rounded-card bg-slate-50 p-6 text-center text-slate-700">
        No one has asked Axel anything yet.
      </p>
    );
  }
  return (
    <>
      <UsageTotals rows={rows} />
      <DataTable
        label="Axel usage per person and day"
        caption="Axel's usage per person, day and model, newest day first"
        columns={['Day', 'Person', 'Model', 'Questions', 'Input tokens', 'Output tokens', 'Cost']}
        minWidth="min-w-[46rem]"
        className="mt-4"
      >
        {rows.map((row) => (
          <tr key={`${row.day} ${row.userId} ${row.model}`} className="align-top">
            <td className="whitespace-nowrap px-3 py-2">{formatIsoDate(row.day)}</td>
            <td className="px-3 py-2">
              {row.name}
              <span className="block text-slate-600">{row.email}</span>
            </td>
            <td className="px-3 py-2 font-mono text-xs">{row.model}</td>
            <td className="px-3 py-2 tabular-nums">{formatCount(row.questions)}</td>
            <td className="px-3 py-2 tabular-nums">{formatCount(row.inputTokens)}</td>
            <td className="px-3 py-2 tabular-nums">{formatCount(row.outputTokens)}</td>
            <td className="px-3 py-2 tabular-nums">{formatUsd(row.estimatedCostUsd)}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

function UsageTotals({ rows }: { rows: AxelUsageRow[] }) {
  const questions = rows.reduce((sum, row) => sum + row.questions, 0);
  const cost = rows.reduce((sum, row) => sum + row.estimatedCostUsd, 0);
  return (
    <p className="mt-4 text-slate-700">
      {formatCount(questions)} {questions === 1 ? 'question' : 'questions'} in the days listed, an
      estimated <strong className="font-semibold text-slate-900">{formatUsd(cost)}</strong> in all.
      Costs are estimates; the provider's bill is what counts.
    </p>
  );
}
