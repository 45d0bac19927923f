import { Thermometer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { controlClass, errorProps, Field } from '../../../ui/Field';
import { SelectField } from '../../../ui/Select';
import { IDDSI_LEVELS, parseTemperature } from '../../food-safety/food-safety';
import type { NewPortion, TenantSettings } from '../../queries';
import { toLocalInput } from '../default-end-time';
import type { SectionProps } from './section';
import type { Values } from './values';

/** Radix select has no empty value, so "no level" gets a value of its own. */
const NO_LEVEL = 'none';

type Limits = TenantSettings['foodSafety'];
type Measurement = 'temperatureC' | 'temperatureAt' | 'coolingStartedAt' | 'cooledAt' | 'cooledTemperatureC';

/**
 * The IDDSI level, and with temperatuurregistratie on the measurements the storage asks for: a hot dish its core
 * temperature when put out, a chilled one its cooling. The server judges them against the organisation's limits.
 */
export function FoodSafetySection({ values, set, errors, id, limits }: SectionProps & { limits: Limits | null }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  const now = toLocalInput(new Date());
  const time = (field: Measurement, label: string, hint?: string) => (
    <Field id={id(field)} label={label} error={errors[field]}>
      <input
        id={id(field)}
        type="datetime-local"
        className={`${controlClass} min-h-12`}
        value={values[field]}
        max={now}
        onChange={(event) => set(field, event.target.value)}
        {...(errors[field] ? errorProps(id(field), errors[field]) : hint ? { 'aria-describedby': `${id(field)}-hint` } : {})}
      />
      {hint && !errors[field] && (
        <p id={`${id(field)}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </Field>
  );
  const temperature = (field: Measurement, label: string) => (
    <Field id={id(field)} label={label} required error={errors[field]}>
      <input
        id={id(field)}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={`${controlClass} min-h-12`}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        {...errorProps(id(field), errors[field])}
      />
    </Field>
  );

  return (
    <div className="space-y-5">
      {limits && (
        <fieldset className="rounded-xl border border-slate-200 bg-slate-50 p-4" data-testid="food-safety-section">
          <legend className="inline-flex items-center gap-1.5 px-1 text-sm font-semibold text-slate-900">
            <Thermometer aria-hidden="true" className="size-4 text-teal-700" />
            {t('foodSafety.sectionTitle')}
          </legend>
          {values.storage === 'hot' ? (
            <>
              <p className="mb-3 text-sm text-slate-700">{t('foodSafety.hotHint', { minC: limits.hotMinC })}</p>
              <div className="grid gap-4 sm:grid-cols-2">
                {temperature('temperatureC', t('foodSafety.temperatureC'))}
                {time('temperatureAt', t('foodSafety.temperatureAt'), t('foodSafety.nowHint'))}
              </div>
            </>
          ) : values.storage === 'chilled' ? (
            <>
              <p className="mb-3 text-sm text-slate-700">
                {t('foodSafety.chilledHint', { maxC: limits.chilledMaxC, hours: limits.coolingMaxHours })}
              </p>
              <div className="grid gap-4 sm:grid-cols-3">
                {time('coolingStartedAt', t('foodSafety.coolingStartedAt'))}
                {time('cooledAt', t('foodSafety.cooledAt'))}
                {temperature('cooledTemperatureC', t('foodSafety.cooledTemperatureC'))}
              </div>
            </>
          ) : (
            <p className="text-sm text-slate-700">{t('foodSafety.chooseStorage')}</p>
          )}
        </fieldset>
      )}
      <div className="sm:max-w-sm">
        <SelectField
          id={id('iddsiLevel')}
          name="iddsiLevel"
          label={t('foodSafety.iddsi')}
          placeholder={t('foodSafety.iddsiNone')}
          options={[
            { value: NO_LEVEL, label: t('foodSafety.iddsiNone') },
            ...IDDSI_LEVELS.map((level) => ({
              value: String(level),
              label: t('shared:food.iddsiLevel', { level, name: t(`shared:food.iddsiNames.${level}`) }),
            })),
          ]}
          value={values.iddsiLevel || NO_LEVEL}
          onValueChange={(value) => set('iddsiLevel', value === NO_LEVEL ? '' : value)}
          error={errors.iddsiLevel}
        />
        <p className="mt-1 text-sm text-slate-600">{t('foodSafety.iddsiHint')}</p>
      </div>
    </div>
  );
}

/**
 * The API fields of the measurements the storage asks for, as typed, and the fields whose temperature is no number.
 * On an edit they go only when one of them changed: every change is a correction on record.
 */
export function measurementFields(values: Values, before: Values | null, on: boolean) {
  const fields: Pick<NewPortion, Measurement> = {};
  const invalid: Measurement[] = [];
  const asked: Measurement[] =
    values.storage === 'hot'
      ? ['temperatureC', 'temperatureAt']
      : values.storage === 'chilled'
        ? ['coolingStartedAt', 'cooledAt', 'cooledTemperatureC']
        : [];
  if (!on || (before && asked.every((field) => before[field] === values[field]))) return { fields, invalid };
  for (const field of asked) {
    const raw = values[field];
    if (!raw.trim()) continue;
    if (field === 'temperatureC' || field === 'cooledTemperatureC') {
      const celsius = parseTemperature(raw);
      if (Number.isNaN(celsius)) invalid.push(field);
      else fields[field] = celsius;
    } else {
      fields[field] = new Date(raw).toISOString();
    }
  }
  return { fields, invalid };
}
