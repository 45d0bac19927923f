import { ChevronDown, Filter, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { CheckChip } from '../../ui/CheckChip';
import { AllergenIcon } from '../portions/FoodFacts';
import { filterSize, NO_FILTER, type FoodFilter } from './food-filter';
import { useTranslation } from 'react-i18next';
import { ALLERGENS, DIET_MARKS, allergenFullName } from '../portions/food-codes';
import { SelectField } from '../../ui/Select';
import { IDDSI_LEVELS, iddsiNameKey } from '../food-safety/food-safety';

/** Radix select has no empty value, so "any texture" gets a value of its own. */
const ANY = 'any';

const toggle = <T,>(list: T[], item: T, on: boolean, order: readonly T[]) =>
  order.filter((candidate) => (candidate === item ? on : list.includes(candidate)));

/** The colleague's own allergens to avoid and diet marks to require; kept on this device only. */
export function FoodFilterPanel({ filter, onChange }: { filter: FoodFilter; onChange: (filter: FoodFilter) => void }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  const [open, setOpen] = useState(false);
  const size = filterSize(filter);
  return (
    <section aria-labelledby="food-filter-heading" className="rounded-2xl border border-slate-200 bg-white" data-testid="food-filter">
      <h2 id="food-filter-heading" className="text-base font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="food-filter-body"
          onClick={() => setOpen((shown) => !shown)}
          className="flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl px-4 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          <span className="inline-flex items-center gap-2">
            <Filter aria-hidden="true" className="size-5 text-teal-700" />
            {t('staff.filterTitle')}
            <span className="text-sm font-normal text-slate-600">
              ({size === 0 ? t('staff.filterNone') : t('staff.filterSummary', { count: size })})
            </span>
          </span>
          <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      <div id="food-filter-body" hidden={!open} className="space-y-4 border-t border-slate-200 px-4 pt-3 pb-4">
        <p className="flex items-start gap-2 rounded-xl bg-teal-50 px-3 py-2 text-sm text-teal-950" data-testid="food-filter-privacy">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
          {t('staff.filterPrivacy')}
        </p>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-800">{t('staff.filterAvoid')}</legend>
          <div className="flex flex-wrap gap-2">
            {ALLERGENS.map((code) => (
              <CheckChip
                key={code}
                id={`avoid-${code}`}
                tone="amber"
                icon={<AllergenIcon allergen={code} className="size-4" />}
                label={allergenFullName(code)}
                checked={filter.avoid.includes(code)}
                onCheckedChange={(on) => onChange({ ...filter, avoid: toggle(filter.avoid, code, on, ALLERGENS) })}
              />
            ))}
          </div>
          <div className="mt-3">
            <CheckChip
              id="avoid-traces"
              label={t('staff.filterAlsoTraces')}
              checked={filter.alsoTraces}
              onCheckedChange={(on) => onChange({ ...filter, alsoTraces: on })}
            />
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-800">{t('staff.filterDiet')}</legend>
          <div className="flex flex-wrap gap-2">
            {DIET_MARKS.map((mark) => (
              <CheckChip
                key={mark}
                id={`diet-${mark}`}
                label={t(`shared:food.dietNames.${mark}`)}
                checked={filter.diet.includes(mark)}
                onCheckedChange={(on) => onChange({ ...filter, diet: toggle(filter.diet, mark, on, DIET_MARKS) })}
              />
            ))}
          </div>
        </fieldset>
        <div className="sm:max-w-sm">
          <SelectField
            id="filter-iddsi"
            name="iddsiMax"
            label={t('foodSafety.filterIddsi')}
            placeholder={t('foodSafety.filterIddsiAny')}
            options={[
              { value: ANY, label: t('foodSafety.filterIddsiAny') },
              ...IDDSI_LEVELS.map((level) => ({
                value: String(level),
                label: t('foodSafety.filterIddsiUpTo', { level, name: t(iddsiNameKey(level)) }),
              })),
            ]}
            value={filter.iddsiMax === null ? ANY : String(filter.iddsiMax)}
            onValueChange={(value) => onChange({ ...filter, iddsiMax: IDDSI_LEVELS.find((level) => String(level) === value) ?? null })}
          />
        </div>
        {size > 0 && (
          <Button variant="ghost" className="min-h-11" onClick={() => onChange(NO_FILTER)}>
            {t('staff.filterClear')}
          </Button>
        )}
      </div>
    </section>
  );
}
