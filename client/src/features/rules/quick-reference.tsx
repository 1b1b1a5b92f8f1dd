import {
  priorityMeanings,
  type RulesCatalogue,
  rulePriorities,
} from '@common/rules/rules-catalogue';
import { PriorityBadge } from './rule-card';

export function QuickReference({ deadlines }: Pick<RulesCatalogue, 'deadlines'>) {
  return (
    <section
      aria-labelledby="quick-reference-heading"
      className="mt-16 rounded-card bg-slate-900 p-8 text-white"
    >
      <h2 id="quick-reference-heading" className="font-bold text-2xl">
        Quick Reference Guide
      </h2>
      <div className="mt-6 grid gap-8 md:grid-cols-3">
        <div>
          <h3 className="font-semibold text-slate-300">Priority levels</h3>
          <dl className="mt-3 space-y-3">
            {rulePriorities.map((priority) => (
              <div key={priority} className="flex items-center gap-3">
                <dt>
                  <PriorityBadge priority={priority} />
                </dt>
                <dd>{priorityMeanings[priority]}</dd>
              </div>
            ))}
          </dl>
        </div>
        {deadlines.length > 0 && (
          <div>
            <h3 className="font-semibold text-slate-300">Key deadlines</h3>
            <dl className="mt-3 space-y-2">
              {deadlines.map((deadline) => (
                <div key={`${deadline.name} ${deadline.date}`}>
                  <dt className="font-semibold">{deadline.name}</dt>
                  <dd className="text-slate-300">{deadline.date}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        <div>
          <h3 className="font-semibold text-slate-300">Rule questions?</h3>
          <p className="mt-3">
            Ask Axel, our AI design assistant: it answers from this catalogue and cites the cards it
            used. Designers and admins can use it after signing in.
          </p>
        </div>
      </div>
    </section>
  );
}
