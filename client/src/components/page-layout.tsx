import type { ReactNode } from 'react';
import { Link } from 'wouter';

const widths = { narrow: 'max-w-3xl', medium: 'max-w-4xl', wide: 'max-w-5xl' } as const;

const homeLink = { href: '/', label: 'Back to home' };

/** A page below the navigation: a back link (home unless told), the title, an intro, the content. */
export function PageLayout({
  title,
  intro,
  width = 'medium',
  back = homeLink,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  width?: keyof typeof widths;
  back?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <main className={`mx-auto px-6 pt-28 pb-16 ${widths[width]}`}>
      <Link href={back.href} className="font-semibold text-accent-700 hover:underline">
        ← {back.label}
      </Link>
      <h1 className="mt-6 font-extrabold text-4xl tracking-tight">{title}</h1>
      {intro && <p className="mt-4 text-lg text-slate-700">{intro}</p>}
      {children}
    </main>
  );
}
