// A small bar chart of hours, in plain HTML: each row's label and value are text that screen
// readers read as a list; the bars, sized against the largest row, are decoration.
import { formatDuration } from '@common/time-tracking/time-durations';
import { useId } from 'react';

export interface HoursRow {
  key: string;
  label: string;
  /** Read instead of `label` where the short label is not enough ("Monday, May 18"). */
  spokenLabel?: string;
  seconds: number;
  /** The bar's colour; the accent colour when unset. */
  color?: string | null;
}

export function HoursBars({ title, rows }: { title: string; rows: readonly HoursRow[] }) {
  const headingId = useId();
  const largest = Math.max(1, ...rows.map((row) => row.seconds));
  return (
    <div>
      <h3 id={headingId} className="font-semibold text-slate-700 text-sm uppercase tracking-wide">
        {title}
      </h3>
      <ul aria-labelledby={headingId} className="mt-3 space-y-2">
        {rows.map((row) => (
          <li
            key={row.key}
            className="grid grid-cols-[minmax(4rem,7rem)_1fr_auto] items-center gap-3 text-sm"
          >
            <span className="truncate" aria-hidden={row.spokenLabel ? true : undefined}>
              {row.label}
            </span>
            {row.spokenLabel && <span className="sr-only">{row.spokenLabel}:</span>}
            <span aria-hidden="true" className="h-3 rounded-full bg-slate-100">
              <span
                className="block h-full rounded-full bg-accent-600"
                style={{
                  width: `${(row.seconds / largest) * 100}%`,
                  ...(row.color && { backgroundColor: row.color }),
                }}
              />
            </span>
            <span className="text-right font-medium tabular-nums">
              {formatDuration(row.seconds)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
