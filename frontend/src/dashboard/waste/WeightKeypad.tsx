import { Delete } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The two units the keypad takes. */
const GRAMS = 'g';
const KILOS = 'kg';
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', ',', '0'] as const;

/** The weight as typed: digits and at most one decimal comma (kilos), at most 7 characters. */
export function typeKey(current: string, key: string): string {
  if (key === ',' && current.includes(',')) return current;
  if (current.length >= 7) return current;
  if (key === ',' && current === '') return '0,';
  return current === '0' && key !== ',' ? key : current + key;
}

/** Whole grams from what was typed in grams or kilos; null when nothing (or zero) was typed. */
export function gramsOf(typed: string, unit: 'g' | 'kg'): number | null {
  const value = Number(typed.replace(',', '.'));
  if (!typed || !Number.isFinite(value) || value <= 0) return null;
  return Math.round(unit === 'kg' ? value * 1000 : value);
}

/** A large keypad for a phone by the bin: grams or kilos, with a display that a screen reader reads as it changes. */
export function WeightKeypad({
  typed,
  unit,
  onType,
  onUnit,
}: {
  typed: string;
  unit: 'g' | 'kg';
  onType: (typed: string) => void;
  onUnit: (unit: 'g' | 'kg') => void;
}) {
  const { t } = useTranslation('waste');
  const unitButton = (value: 'g' | 'kg', label: string) => (
    <button
      type="button"
      aria-pressed={unit === value}
      onClick={() => {
        onUnit(value);
        if (value === 'g') onType(typed.replace(',', ''));
      }}
      className="min-h-12 flex-1 rounded-xl border border-teal-700 px-3 font-semibold text-teal-800 aria-pressed:bg-teal-700 aria-pressed:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
    >
      {label}
    </button>
  );
  return (
    <div>
      <p className="text-sm font-semibold text-slate-800" id="weight-label">
        {t('weight')}
      </p>
      <output
        aria-labelledby="weight-label"
        aria-live="polite"
        data-testid="weight-display"
        className="mt-2 flex min-h-16 items-baseline justify-end gap-2 rounded-xl border border-slate-300 bg-slate-50 px-4 py-2 text-4xl font-bold tabular-nums text-slate-900"
      >
        {typed || '0'}
        <span className="text-xl font-semibold text-slate-600">{unit}</span>
      </output>
      <div className="mt-3 flex gap-2">
        {unitButton(GRAMS, t('unitGrams'))}
        {unitButton(KILOS, t('unitKilograms'))}
      </div>
      <div className="mt-3 grid grid-cols-3 gap-2">
        {KEYS.map((key) => (
          <button
            key={key}
            type="button"
            disabled={key === ',' && unit === 'g'}
            onClick={() => onType(typeKey(typed, key))}
            className="min-h-16 rounded-xl border border-slate-300 bg-white text-2xl font-semibold text-slate-900 hover:bg-slate-50 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
          >
            {key}
          </button>
        ))}
        <button
          type="button"
          aria-label={t('keypadDelete')}
          onClick={() => onType(typed.slice(0, -1))}
          className="flex min-h-16 items-center justify-center rounded-xl border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          <Delete aria-hidden="true" className="size-7" />
        </button>
      </div>
    </div>
  );
}
