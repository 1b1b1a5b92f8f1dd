import type { ReactNode } from 'react';

/**
 * A wide block (a table) that scrolls sideways on a narrow screen. It takes focus, so that keyboard
 * users can scroll it too, and is named for screen readers.
 */
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} className={`overflow-x-auto ${className}`}>
      {children}
    </section>
  );
}
