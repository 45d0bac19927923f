import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckChip } from '../../../ui/CheckChip';
import { FieldError, RequiredMark } from '../../../ui/Field';
import { AllergenIcon } from '../../portions/FoodFacts';
import { ALLERGENS, allergenFullName, type Allergen } from '../../portions/food-codes';
import type { SectionProps } from './section';
import { toggled } from './values';

/** The 14 allergens: contains, "contains none" and may contain. Required before a portion is offered. */
export function AllergenSection({ values, set, errors, id }: SectionProps) {
  const { t } = useTranslation(['dashboard', 'shared']);
  const [mayContainOpen, setMayContainOpen] = useState(false);
  const mayContainShown = mayContainOpen || values.mayContain.length > 0;
  return (
    <fieldset
      id={id('allergens')}
      tabIndex={-1}
      className="space-y-3 rounded-2xl border border-slate-200 p-4"
      aria-describedby={errors.allergens || errors.mayContain ? `${id('allergens')}-error` : `${id('allergens')}-intro`}
      data-testid="allergen-fieldset"
    >
      <legend className="px-1 text-base font-semibold text-slate-900">
        {t('kitchen.allergens')}
        <RequiredMark />
      </legend>
      <p id={`${id('allergens')}-intro`} className="text-sm text-slate-700">
        {t('kitchen.allergensIntro')}
      </p>
      <ChipGroup label={t('kitchen.contains')}>
        {ALLERGENS.map((code) => (
          <CheckChip
            key={code}
            id={id(`contains-${code}`)}
            tone="amber"
            icon={<AllergenIcon allergen={code} className="size-4" />}
            label={<ChipName code={code} />}
            checked={values.allergens.includes(code)}
            onCheckedChange={(on) => {
              set('allergens', toggled(values.allergens, code, on, ALLERGENS));
              if (on) set('mayContain', toggled(values.mayContain, code, false, ALLERGENS));
              if (on) set('declaredNone', false);
            }}
          />
        ))}
      </ChipGroup>
      <CheckChip
        id={id('declared-none')}
        tone="teal"
        label={t('kitchen.declaredNone')}
        checked={values.declaredNone && values.allergens.length === 0}
        disabled={values.allergens.length > 0}
        onCheckedChange={(on) => set('declaredNone', on)}
      />
      {/* On a phone "may contain" folds (open once one is chosen), so that the form stays about two screens tall. */}
      <button
        type="button"
        aria-expanded={mayContainShown}
        aria-controls={id('may-contain')}
        onClick={() => setMayContainOpen(!mayContainShown)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl text-left text-sm font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-teal-600 sm:hidden"
      >
        {values.mayContain.length > 0 ? `${t('kitchen.mayContain')} (${values.mayContain.length})` : t('kitchen.mayContain')}
        <ChevronDown aria-hidden="true" className={`size-5 shrink-0 ${mayContainShown ? 'rotate-180' : ''}`} />
      </button>
      <ChipGroup id={id('may-contain')} label={t('kitchen.mayContain')} className={mayContainShown ? '' : 'max-sm:hidden'}>
        {ALLERGENS.map((code) => (
          <CheckChip
            key={code}
            id={id(`may-contain-${code}`)}
            tone="slate"
            label={t(`shared:food.allergenNames.${code}`)}
            checked={values.mayContain.includes(code)}
            disabled={values.allergens.includes(code)}
            onCheckedChange={(on) => set('mayContain', toggled(values.mayContain, code, on, ALLERGENS))}
          />
        ))}
      </ChipGroup>
      {(errors.allergens || errors.mayContain) && (
        <FieldError id={id('allergens')} message={[errors.allergens, errors.mayContain].filter(Boolean).join(' ')} />
      )}
    </fieldset>
  );
}

function ChipGroup({ id, label, className = '', children }: { id?: string; label: string; className?: string; children: React.ReactNode }) {
  // With an id the group folds on a phone, where its button shows the label.
  return (
    <div id={id} role="group" aria-label={label} className={className}>
      <p aria-hidden="true" className={`mb-2 text-sm font-semibold text-slate-800 ${id ? 'max-sm:hidden' : ''}`}>
        {label}
      </p>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

/**
 * The allergen's name in law. On a phone what the name covers ("(incl. lactose)") is read out but not shown, so
 * that the chips fit several to a row and the form stays short.
 */
function ChipName({ code }: { code: Allergen }) {
  const { t } = useTranslation('shared');
  const name = t(`food.allergenNames.${code}`);
  const full = allergenFullName(code);
  if (full === name) return name;
  return (
    <span>
      {name}
      <span className="sr-only sm:not-sr-only">{full.slice(name.length)}</span>
    </span>
  );
}
