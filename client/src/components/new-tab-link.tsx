import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';

/** A link to another site (a sponsor's), opened in a new tab without handing it this page. */
export function NewTabLink({
  href,
  className,
  showIcon = true,
  children,
}: {
  href: string;
  className: string;
  showIcon?: boolean;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {showIcon && <ExternalLink aria-hidden="true" className="size-4" />}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
