import type { RulePriority, RuleSection } from '@common/rules-catalogue';
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

export function RuleSectionCard({
  section,
  highlighted = false,
}: {
  section: RuleSection;
  /** The card the address names (`/rules#<id>`), which stands out from the others. */
  highlighted?: boolean;
}) {
  return (
    <article
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      className={`scroll-mt-6 rounded-card border bg-white p-6 ${highlighted ? 'border-accent-600 ring-2 ring-accent-600' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${section.id}-title`} className="font-bold text-lg">
          <a href={`#${section.id}`} className="hover:underline">
            {section.title}
          </a>
        </h3>
        <PriorityBadge priority={section.priority} />
      </div>
      <ul className="mt-4 space-y-2">
        {section.requirements.map((requirement) => (
          <li key={requirement} className="flex gap-3 text-slate-700">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
            <span>{requirement}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
