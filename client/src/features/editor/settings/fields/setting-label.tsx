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
