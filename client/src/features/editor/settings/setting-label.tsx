/** A setting's name above its value, as InlineEdit shows it, for settings edited another way. */
export function SettingLabel({ children, id }: { children: string; id?: string }) {
  return (
    <span id={id} className="block font-medium text-slate-600 text-xs uppercase">
      {children}
    </span>
  );
}

/** A refused change of a setting, beside it. */
export function SettingError({ id, message }: { id?: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-2 text-red-700 text-sm">
      {message}
    </p>
  );
}

export const secondaryButtonClasses =
  'inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 font-medium text-slate-800 text-sm hover:bg-slate-100 disabled:cursor-wait disabled:opacity-70';

export const primaryButtonClasses =
  'inline-flex items-center gap-1 rounded-lg bg-accent-700 px-4 py-2 font-semibold text-sm text-white hover:bg-accent-800 disabled:cursor-wait disabled:opacity-70';
