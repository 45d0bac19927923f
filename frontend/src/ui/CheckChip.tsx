import type { ReactNode } from 'react';

interface CheckChipProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  tone?: 'amber' | 'teal' | 'slate';
}

const CHECKED: Record<NonNullable<CheckChipProps['tone']>, string> = {
  amber: 'has-[:checked]:border-amber-500 has-[:checked]:bg-amber-100 has-[:checked]:text-amber-950',
  teal: 'has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:checked]:text-teal-950',
  slate: 'has-[:checked]:border-slate-600 has-[:checked]:bg-slate-100 has-[:checked]:text-slate-950',
};

/** A native checkbox shown as a pill, large enough to tap: for choosing several of a list (allergens, diet marks). */
export function CheckChip({ id, label, checked, onCheckedChange, disabled, icon, tone = 'teal' }: CheckChipProps) {
  return (
    <label
      htmlFor={id}
      className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-400 bg-white px-3.5 text-sm font-medium text-slate-800 select-none has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600 ${CHECKED[tone]}`}
    >
      <input
        id={id}
        type="checkbox"
        className="size-4 shrink-0 accent-teal-700"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      {icon}
      {label}
    </label>
  );
}
