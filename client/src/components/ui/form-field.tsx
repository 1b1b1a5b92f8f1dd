import type { ReactNode } from 'react';

export const inputClasses =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-accent-600 aria-[invalid=true]:border-red-600';

/** A labelled field with its error message; the control gets `id`, `aria-invalid` and
 * `aria-describedby={errorIdOf(id)}` from its parent. */
export function FormField({
  id,
  label,
  error,
  required = false,
  children,
  className = '',
}: {
  id: string;
  label: string;
  error?: string;
  /** Marks the label with a red *; the control carries aria-required itself. */
  required?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="font-medium text-slate-800 text-sm">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <p id={errorIdOf(id)} className="mt-1 text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

export function errorIdOf(id: string): string {
  return `${id}-error`;
}
