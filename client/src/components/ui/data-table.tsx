import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';

/**
 * A table of records that scrolls sideways on a phone: its named region, a caption for screen
 * readers, a header row of `columns`; `children` are the body's rows.
 */
export function DataTable({
  label,
  caption,
  columns,
  minWidth,
  className = '',
  children,
}: {
  label: string;
  caption: string;
  columns: readonly string[];
  /** Below this width the table scrolls rather than squeezes, e.g. "min-w-[36rem]". */
  minWidth: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={label} className={`rounded-card border border-slate-200 ${className}`}>
      <table className={`w-full text-left text-sm ${minWidth}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </ScrollRegion>
  );
}
