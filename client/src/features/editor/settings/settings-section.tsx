// One group of the Club settings tab: a titled card whose id a link can aim at (#settings-join).
import { type ReactNode, useId } from 'react';
import { settingId } from '../editor-tabs';

export function SettingsSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-28 rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id={headingId} className="font-bold text-xl">
        {title}
      </h3>
      {intro && <p className="mt-1 text-slate-700">{intro}</p>}
      <div className="mt-4 space-y-5">{children}</div>
    </section>
  );
}

/** Where one setting sits: `#setting-<name>` finds it, and a hint may say what leaving it does. */
export function SettingSlot({
  name,
  hint,
  children,
}: {
  name: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      id={settingId(name)}
      className="min-w-0 scroll-mt-28 rounded-sm data-linked:outline-2 data-linked:outline-accent-600 data-linked:outline-offset-4"
    >
      {children}
      {hint && <p className="mt-1 text-slate-600 text-sm">{hint}</p>}
    </div>
  );
}
