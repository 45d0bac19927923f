import type { ComponentPropsWithRef } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'inverse';
type Size = 'md' | 'lg' | 'compact';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<Variant, string> = {
  primary: 'bg-teal-700 text-white shadow-sm hover:bg-teal-800',
  secondary: 'border border-teal-700 bg-white text-teal-800 hover:bg-teal-50',
  ghost: 'text-teal-800 hover:bg-teal-50',
  inverse: 'bg-white text-teal-900 shadow-sm hover:bg-teal-50',
};

// Padding comes only from here: a px-* in `extra` would compete with these, and Tailwind's order, not the class list's,
// decides which one applies.
const sizes: Record<Size, string> = {
  md: 'px-4 py-2.5 text-sm',
  lg: 'px-6 py-3.5 text-base',
  /** Icon buttons side by side, as in the dashboard's header on a phone. */
  compact: 'px-3 py-2.5 text-sm',
};

/** The one button style, also used for links that look like buttons. */
export function buttonClass(variant: Variant = 'primary', size: Size = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`;
}

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: Variant;
  size?: Size;
}

export function Button({ variant, size, className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
