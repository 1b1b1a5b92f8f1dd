// Above Axel's chat: with a language model, the warning that every question costs the club money;
// without one, the notice that Axel shows the rules its search finds and that asking costs nothing.
// Whether a model answers comes with the conversation list, which the page reads anyway.
import { BookSearch, TriangleAlert } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { PageText } from '@/features/page-texts/page-text';
import { useConversationList } from './use-conversations';

export function ModelNotice() {
  const list = useConversationList();
  if (list.isPending) return <Skeleton className="mt-6 h-20" />;
  // Not knowing, the page warns: a designer told too late that questions cost money has paid.
  if (list.isError || list.data.hasLanguageModel) return <CostWarning />;
  return <RulesOnlyNotice />;
}

function CostWarning() {
  return (
    <div className="mt-6 flex gap-3 rounded-card border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <p>
        <strong className="font-semibold">Using Axel costs money. </strong>
        <PageText id="axel.warning" />
      </p>
    </div>
  );
}

function RulesOnlyNotice() {
  return (
    <div className="mt-6 flex gap-3 rounded-card border border-slate-300 bg-slate-50 p-4 text-slate-900">
      <BookSearch aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-600" />
      <p>
        <strong className="font-semibold">Axel answers from the rules alone. </strong>
        No language model is configured: Axel searches the rules catalogue and the rulebook, and
        shows the rules that match your question as they are written. No question costs money.
      </p>
    </div>
  );
}
