import { useTranslation } from 'react-i18next';
import { CheckChip } from '../../../ui/CheckChip';
import { FieldError } from '../../../ui/Field';
import { DIET_MARKS } from '../../portions/food-codes';
import type { SectionProps } from './section';
import { withDietMark } from './values';

/** Vegetarian, vegan, halal...: marks the cook may tick. */
export function DietSection({ values, set, errors, id }: SectionProps) {
  const { t } = useTranslation(['dashboard', 'shared']);
  return (
    <fieldset
      id={id('diet')}
      tabIndex={-1}
      className="space-y-2"
      aria-describedby={errors.diet ? `${id('diet')}-error` : `${id('diet')}-hint`}
    >
      <legend className="text-sm font-semibold text-slate-800">{t('kitchen.diet')}</legend>
      <p id={`${id('diet')}-hint`} className="text-sm text-slate-600">
        {t('kitchen.dietHint')}
      </p>
      <div className="flex flex-wrap gap-2">
        {DIET_MARKS.map((mark) => (
          <CheckChip
            key={mark}
            id={id(`diet-${mark}`)}
            label={t(`shared:food.dietNames.${mark}`)}
            checked={values.diet.includes(mark)}
            onCheckedChange={(on) => set('diet', withDietMark(values.diet, mark, on))}
          />
        ))}
      </div>
      {errors.diet && <FieldError id={id('diet')} message={errors.diet} />}
    </fieldset>
  );
}
