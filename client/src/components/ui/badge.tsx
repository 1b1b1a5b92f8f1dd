import type { ReactNode } from 'react';
import type { BadgeTone } from '@/lib/format';

const tones: Record<BadgeTone, string> = {
  red: 'bg-red-100 text-red-800',
  blue: 'bg-blue-100 text-blue-800',
  green: 'bg-green-100 text-green-800',
  grey: 'bg-slate-100 text-slate-700',
  amber: 'bg-amber-100 text-amber-900',
};

export function Badge({
  tone,
  className,
  children,
}: {
  tone: BadgeTone;
  /** Placement beside its neighbours, e.g. a margin. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 font-semibold text-xs ${tones[tone]}${className ? ` ${className}` : ''}`}
    >
      {children}
    </span>
  );
}
