// The role dropdown of the admin panel under its label: a user's role, the role to approve someone
// as, or the role an invitation gives.
import type { Role } from '@common/auth/access';
import type { ReactNode } from 'react';
import { inputClasses } from '@/components/ui/form-field';
import { roleLabels } from '@/lib/format';

export function RoleSelect<Choice extends Role>({
  id,
  label,
  value,
  choices,
  onChange,
  disabled = false,
  describedBy,
}: {
  id: string;
  label: ReactNode;
  value: Choice;
  choices: readonly Choice[];
  onChange: (role: Choice) => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-800 text-sm">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value as Choice)}
        className={`${inputClasses} min-w-36 disabled:cursor-not-allowed disabled:bg-slate-100`}
      >
        {choices.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </select>
    </div>
  );
}
