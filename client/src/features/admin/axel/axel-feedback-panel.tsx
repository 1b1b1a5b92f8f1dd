// Where Axel fails (decision 39): each answer a designer rated, with the question, the answer's
// beginning, the thumbs and the comment, the latest first.
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { SectionError } from '@/components/section-error';
import { DataTable } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDayAndTime } from '@/lib/format';
import { useAxelFeedback } from './use-axel-feedback';

export function AxelFeedbackPanel() {
  const feedback = useAxelFeedback();
  return (
    <div className="mt-8">
      <h3 className="font-bold text-xl">Axel feedback</h3>
      <p className="mt-1 text-slate-700">
        Answers designers rated, with their question: thumbs down show where Axel fails.
      </p>
      <FeedbackRows feedback={feedback} />
    </div>
  );
}

function FeedbackRows({ feedback }: { feedback: ReturnType<typeof useAxelFeedback> }) {
  if (feedback.isPending) return <Skeleton className="mt-4 h-32" />;
  if (feedback.isError) {
    return <SectionError message="Failed to load Axel's feedback. Please try again later." />;
  }
  const { rows } = feedback.data;
  if (rows.length === 0) {
    return (
      <p className="mt-4 rounded-card bg-slate-50 p-6 text-center text-slate-700">
        No feedback yet.
      </p>
    );
  }
  return (
    <DataTable
      label="Axel feedback"
      caption="Answers designers rated, the latest rating first"
      columns={['Rated', 'Person', 'Rating', 'Question', 'Answer', 'Comment']}
      minWidth="min-w-[56rem]"
      className="mt-4"
    >
      {rows.map((row) => (
        <tr key={row.turnId} className="align-top">
          <td className="whitespace-nowrap px-3 py-2">{formatDayAndTime(row.ratedAt)}</td>
          <td className="px-3 py-2">{row.name}</td>
          <td className="px-3 py-2">
            {row.rating === 'up' ? (
              <span className="inline-flex items-center gap-1 text-green-800">
                <ThumbsUp aria-hidden="true" className="size-4" /> Helpful
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 text-red-800">
                <ThumbsDown aria-hidden="true" className="size-4" /> Not helpful
              </span>
            )}
          </td>
          <td className="max-w-[16rem] whitespace-pre-wrap break-words px-3 py-2">
            {row.question}
          </td>
          <td className="max-w-[20rem] whitespace-pre-wrap break-words px-3 py-2 text-slate-700">
            {row.answerExcerpt}
            {row.stopped && <span className="block italic">(left before it was finished)</span>}
          </td>
          <td className="max-w-[16rem] whitespace-pre-wrap break-words px-3 py-2">
            {row.comment ?? <span className="text-slate-600">—</span>}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
