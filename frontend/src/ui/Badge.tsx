import type { HTMLAttributes } from 'react';

export type BadgeTone = 'teal' | 'amber' | 'sky' | 'violet' | 'rose' | 'slate' | 'red' | 'emerald';

const tones: Record<BadgeTone, string> = {
  teal: 'bg-teal-50 text-teal-900 ring-teal-200',
  amber: 'bg-amber-100 text-amber-900 ring-amber-300',
  sky: 'bg-sky-100 text-sky-900 ring-sky-300',
  violet: 'bg-violet-100 text-violet-900 ring-violet-300',
  rose: 'bg-rose-100 text-rose-900 ring-rose-300',
  slate: 'bg-slate-100 text-slate-800 ring-slate-300',
  red: 'bg-red-50 text-red-800 ring-red-200',
  emerald: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
};

/** A small rounded label: statuses, roles, allergens. */
export function Badge({ tone = 'slate', className = '', ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[tone]} ${className}`}
      {...props}
    />
  );
}
