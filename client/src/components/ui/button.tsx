// The site's buttons, styled once: the accent for the one main action of a place, an outline for
// the others, red for what removes something. `buttonClasses` styles a link that looks like one.
import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'outline' | 'danger' | 'danger-outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent-700 text-white hover:bg-accent-800',
  outline: 'border border-slate-300 text-slate-800 hover:bg-slate-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  'danger-outline': 'border border-red-200 text-red-700 hover:bg-red-50',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'gap-1 px-3 py-1.5 text-sm',
  md: 'gap-2 px-4 py-2',
  lg: 'gap-2 px-6 py-3',
};

/** The classes of a button of this look; for links (`<Link>`, `<a>`) that act as buttons. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className = '',
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return `inline-flex items-center justify-center rounded-lg font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${sizes[size]} ${className}`;
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

/** A button; `type` is "button" unless it submits a form. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
