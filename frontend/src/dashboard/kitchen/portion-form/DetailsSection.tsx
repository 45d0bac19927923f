import { useTranslation } from 'react-i18next';
import { CheckChip } from '../../../ui/CheckChip';
import { controlClass, errorProps, Field, FieldError } from '../../../ui/Field';
import { STORAGE_KINDS } from '../../portions/food-codes';
import { toLocalInput } from '../default-end-time';
import type { SectionProps } from './section';
import { INGREDIENTS_MAX } from './values';

/** Weight, preparation time, storage and ingredients: what a cook adds when there is time (under "Meer details"). */
export function DetailsSection({ values, set, errors, id }: SectionProps) {
  const { t } = useTranslation(['dashboard', 'shared', 'waste']);
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Field id={id('weight')} label={t('waste:portionWeight')} error={errors.portionWeightGrams}>
        <input
          id={id('weight')}
          inputMode="numeric"
          className={`${controlClass} min-h-12`}
          placeholder={t('waste:portionWeightHint')}
          value={values.weight}
          onChange={(event) => set('weight', event.target.value.replace(/\D/g, ''))}
          {...errorProps(id('weight'), errors.portionWeightGrams)}
        />
      </Field>
      <Field id={id('prepared')} label={t('kitchen.preparedAt')} error={errors.preparedAt}>
        <input
          id={id('prepared')}
          type="datetime-local"
          className={`${controlClass} min-h-12`}
          value={values.preparedAt}
          max={toLocalInput(new Date())}
          onChange={(event) => set('preparedAt', event.target.value)}
          {...errorProps(id('prepared'), errors.preparedAt)}
        />
      </Field>
      <fieldset id={id('storage')} tabIndex={-1} aria-describedby={errors.storage || errors.reheat ? `${id('storage')}-error` : undefined}>
        <legend className="mb-1.5 block text-sm font-medium text-slate-800">{t('kitchen.storage')}</legend>
        <div className="flex flex-wrap gap-2">
          {(['', ...STORAGE_KINDS] as const).map((kind) => (
            <label
              key={kind || 'none'}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-400 bg-white px-3.5 text-sm font-medium text-slate-800 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600"
            >
              <input
                type="radio"
                name={id('storage')}
                className="size-4 accent-teal-700"
                checked={values.storage === kind}
                onChange={() => {
                  set('storage', kind);
                  if (kind !== 'chilled') set('reheat', false);
                }}
              />
              {kind ? t(`shared:food.storageNames.${kind}`) : t('kitchen.storageNone')}
            </label>
          ))}
        </div>
        {values.storage === 'chilled' && (
          <div className="mt-2">
            <CheckChip id={id('reheat')} label={t('kitchen.reheat')} checked={values.reheat} onCheckedChange={(on) => set('reheat', on)} />
          </div>
        )}
        {(errors.storage || errors.reheat) && (
          <FieldError id={id('storage')} message={[errors.storage, errors.reheat].filter(Boolean).join(' ')} />
        )}
      </fieldset>
      <div className="md:col-span-2">
        <Field id={id('ingredients')} label={t('kitchen.ingredients')} error={errors.ingredients}>
          <textarea
            id={id('ingredients')}
            rows={2}
            className={controlClass}
            value={values.ingredients}
            onChange={(event) => set('ingredients', event.target.value)}
            {...(errors.ingredients
              ? errorProps(id('ingredients'), errors.ingredients)
              : { 'aria-describedby': `${id('ingredients')}-hint` })}
          />
          <p id={`${id('ingredients')}-hint`} className="mt-1 text-sm text-slate-600">
            {t('kitchen.ingredientsHint')} {values.ingredients.trim().length}/{INGREDIENTS_MAX}
          </p>
        </Field>
      </div>
    </div>
  );
}
