// The site's buttons, styled once: the accent for the one main action of a place, an outline for
// the others, red for what removes something, text for the quiet ones ("Try again", "Read More").
// `buttonClasses` styles a link that looks like one.
import type { ComponentProps } from 'react';

export type ButtonVariant =
  | 'primary'
  | 'outline'
  | 'outline-on-dark'
  | 'ghost'
  | 'danger'
  | 'danger-outline'
  | 'link'
  | 'underlined';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon' | 'inline';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent-700 text-white hover:bg-accent-800',
  outline: 'border border-slate-300 text-slate-800 hover:bg-slate-100',
  /** On a dark band (the hero): the text keeps the band's light colour. */
  'outline-on-dark': 'border border-slate-500 hover:bg-slate-800',
  ghost: 'text-slate-700 hover:bg-slate-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  'danger-outline': 'border border-red-200 text-red-700 hover:bg-red-50',
  /** Reads as a link of the text around it. */
  link: 'text-accent-700 hover:underline',
  /** Underlined in the colour of the text around it: "Try again" in an error. */
  underlined: 'underline',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'gap-1 px-3 py-1.5 text-sm',
  md: 'gap-2 px-4 py-2',
  lg: 'gap-2 px-6 py-3',
  /** A square around one icon; the button's name is its aria-label. */
  icon: 'p-2',
  /** No padding, for the link and underlined looks within a line of text. */
  inline: 'gap-1',
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
  return `inline-flex items-center justify-center rounded-lg font-semibold disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:opacity-60 ${variants[variant]} ${sizes[size]} ${className}`;
}

/** A label that opens the file input it wraps, looking like an outline button. */
export const filePickerClasses = buttonClasses({
  variant: 'outline',
  size: 'sm',
  className:
    'cursor-pointer has-[:disabled]:cursor-wait has-[:disabled]:opacity-70 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600 has-[:focus-visible]:outline-offset-2',
});

/**
 * The round × in the top right corner of a modal: the dialogs' close button and the mobile menu's.
 * Kept here, not in dialog.tsx, so that the menu does not load the dialogs' code with it.
 */
export const closeButtonClasses =
  'absolute top-4 right-4 rounded-full bg-white/90 p-2 text-slate-700 shadow-sm hover:bg-slate-100 hover:text-slate-900';

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

/** A button; `type` is "button" unless it submits a form. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
