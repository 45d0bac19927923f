import { useTranslation } from 'react-i18next';
import { CheckChip } from '../../../ui/CheckChip';
import { FieldError, RequiredMark } from '../../../ui/Field';
import { AllergenIcon } from '../../portions/FoodFacts';
import { ALLERGENS, allergenFullName } from '../../portions/food-codes';
import type { SectionProps } from './section';
import { toggled } from './values';

/** The 14 allergens: contains, "contains none" and may contain. Required before a portion is offered. */
export function AllergenSection({ values, set, errors, id }: SectionProps) {
  const { t } = useTranslation(['dashboard', 'shared']);
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
            label={allergenFullName(code)}
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
      <ChipGroup label={t('kitchen.mayContain')}>
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

function ChipGroup({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="group" aria-label={label}>
      <p aria-hidden="true" className="mb-2 text-sm font-semibold text-slate-800">
        {label}
      </p>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
