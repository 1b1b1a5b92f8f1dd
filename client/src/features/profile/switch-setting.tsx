// One switch of the profile's Email card: a notice, or the weekly meeting's reminders.
import { Switch } from '@/components/ui/switch';

/** One email setting: its name, what it sends, and a switch. */
export function SwitchSetting({
  id,
  label,
  description,
  on,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  description: string;
  on: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const ids = { label: id, description: `${id}-description` };
  return (
    <li className="flex items-start justify-between gap-4 py-4">
      <div className="min-w-0">
        <p id={ids.label} className="font-semibold text-slate-900">
          {label}
        </p>
        <p id={ids.description} className="text-slate-600 text-sm">
          {description}
        </p>
      </div>
      <Switch
        checked={on}
        disabled={disabled}
        aria-labelledby={ids.label}
        aria-describedby={ids.description}
        onCheckedChange={onChange}
      />
    </li>
  );
}
