// The role dropdown of the admin panel: a user's role, the role to approve someone as, or the role
// an invitation gives. The label is the caller's, tied by `id`.
import type { Role } from '@common/access';
import { inputClasses } from '@/components/ui/form-field';
import { roleLabels } from '@/lib/format';

export function RoleSelect<Choice extends Role>({
  id,
  value,
  choices,
  onChange,
  disabled = false,
  describedBy,
}: {
  id: string;
  value: Choice;
  choices: readonly Choice[];
  onChange: (role: Choice) => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
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
  );
}
