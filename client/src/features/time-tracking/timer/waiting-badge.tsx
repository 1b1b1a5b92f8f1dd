import { Hourglass } from 'lucide-react';

/** Decision 29: an entry made through the site that the server has not yet sent to Clockify. */
export function WaitingBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900 text-xs ${className}`}
    >
      <Hourglass aria-hidden="true" className="size-3" />
      Waiting for Clockify
    </span>
  );
}
