import type { ReactNode } from 'react';

/** The eyebrow, title and intro that open each landing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="font-semibold text-accent-700 text-sm uppercase tracking-widest">{eyebrow}</p>
      <h2
        id={id}
        className="mt-2 font-extrabold text-3xl text-slate-900 tracking-tight sm:text-4xl"
      >
        {title}
      </h2>
      {children && <p className="mt-4 text-lg text-slate-600">{children}</p>}
    </div>
  );
}
