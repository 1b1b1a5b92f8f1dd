import {
  type RuleCard as Card,
  type RulePriority,
  ruleCardTitleId,
} from '@common/rules/rules-catalogue';
import { CheckCircle2 } from 'lucide-react';

const priorityStyles: Record<RulePriority, string> = {
  critical: 'bg-red-100 text-red-800',
  high: 'bg-amber-100 text-amber-900',
  medium: 'bg-blue-100 text-blue-800',
};

export function PriorityBadge({ priority }: { priority: RulePriority }) {
  return (
    <span className={`rounded-full px-3 py-1 font-semibold text-xs ${priorityStyles[priority]}`}>
      {priority}
    </span>
  );
}

export function RuleCard({
  card,
  highlighted = false,
}: {
  card: Card;
  /** The card the address names (`/rules#<id>`), which stands out from the others. */
  highlighted?: boolean;
}) {
  return (
    <article
      id={card.id}
      aria-labelledby={ruleCardTitleId(card.id)}
      className={`scroll-mt-6 rounded-card border bg-white p-6 ${highlighted ? 'border-accent-600 ring-2 ring-accent-600' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={ruleCardTitleId(card.id)} className="font-bold text-lg">
          <a href={`#${card.id}`} className="hover:underline">
            {card.title}
          </a>
        </h3>
        <PriorityBadge priority={card.priority} />
      </div>
      <ul className="mt-4 space-y-2">
        {card.requirements.map((requirement, index) => (
          // Two lines may read alike; their place tells them apart.
          <li key={index} className="flex gap-3 text-slate-700">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
            <span>{requirement}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
