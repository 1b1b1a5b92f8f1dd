// An on/off switch: a button with role "switch" and aria-checked, so that screen readers announce
// its state and Space or Enter flips it.
import type { ComponentProps } from 'react';

type SwitchProps = Omit<ComponentProps<'button'>, 'onClick' | 'role' | 'type'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

export function Switch({ checked, onCheckedChange, className = '', ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onCheckedChange(!checked)}
      className={`inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${checked ? 'bg-green-700' : 'bg-slate-500'} ${className}`}
      {...props}
    >
      <span
        aria-hidden="true"
        className={`size-6 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5' : 'translate-x-0'}`}
      />
    </button>
  );
}
