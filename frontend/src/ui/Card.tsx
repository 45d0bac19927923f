import type { ComponentProps } from 'react';

/** `padding` is separate from `className` because two padding utilities in one class list do not override each other. */
export function Card({ className = '', padding = 'p-6', ...props }: ComponentProps<'div'> & { padding?: string }) {
  return <div className={`rounded-2xl border border-slate-200 bg-white shadow-sm ${padding} ${className}`} {...props} />;
}
