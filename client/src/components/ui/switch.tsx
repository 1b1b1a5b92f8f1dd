// An on/off switch: a button with role "switch" and aria-checked, so that screen readers announce
// its state and Space or Enter flips it.
import type { ComponentProps } from 'react';

type SwitchProps = Omit<ComponentProps<'button'>, 'role' | 'type'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** `sm` fits a crowded bar. */
  size?: 'md' | 'sm';
};

const sizes = {
  md: { track: 'h-7 w-12', knob: 'size-6', on: 'translate-x-5' },
  sm: { track: 'h-6 w-10', knob: 'size-5', on: 'translate-x-4' },
};

export function Switch({
  checked,
  onCheckedChange,
  size = 'md',
  className = '',
  onClick,
  ...props
}: SwitchProps) {
  const { track, knob, on } = sizes[size];
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      // A tooltip around the switch hands it a click handler of its own: both run.
      onClick={(event) => {
        onClick?.(event);
        onCheckedChange(!checked);
      }}
      className={`inline-flex ${track} shrink-0 items-center rounded-full border-2 border-transparent transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${checked ? 'bg-green-700' : 'bg-slate-500'} ${className}`}
      {...props}
    >
      <span
        aria-hidden="true"
        className={`${knob} rounded-full bg-white shadow transition-transform ${checked ? on : 'translate-x-0'}`}
      />
    </button>
  );
}
