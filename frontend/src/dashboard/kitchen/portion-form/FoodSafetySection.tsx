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
  const field = { values, set, errors, id };

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
                <TemperatureInput {...field} name="temperatureC" label={t('foodSafety.temperatureC')} />
                <TimeInput {...field} name="temperatureAt" label={t('foodSafety.temperatureAt')} hint={t('foodSafety.nowHint')} />
              </div>
            </>
          ) : values.storage === 'chilled' ? (
            <>
              <p className="mb-3 text-sm text-slate-700">
                {t('foodSafety.chilledHint', { maxC: limits.chilledMaxC, hours: limits.coolingMaxHours })}
              </p>
              <div className="grid gap-4 sm:grid-cols-3">
                <TimeInput {...field} name="coolingStartedAt" label={t('foodSafety.coolingStartedAt')} />
                <TimeInput {...field} name="cooledAt" label={t('foodSafety.cooledAt')} />
                <TemperatureInput {...field} name="cooledTemperatureC" label={t('foodSafety.cooledTemperatureC')} />
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

type InputProps = Pick<SectionProps, 'values' | 'set' | 'errors' | 'id'> & { name: Measurement; label: string; hint?: string };

function TimeInput({ values, set, errors, id, name, label, hint }: InputProps) {
  const error = errors[name];
  return (
    <Field id={id(name)} label={label} error={error}>
      <input
        id={id(name)}
        type="datetime-local"
        className={`${controlClass} min-h-12`}
        value={values[name]}
        max={toLocalInput(new Date())}
        onChange={(event) => set(name, event.target.value)}
        {...(error ? errorProps(id(name), error) : hint ? { 'aria-describedby': `${id(name)}-hint` } : {})}
      />
      {hint && !error && (
        <p id={`${id(name)}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </Field>
  );
}

function TemperatureInput({ values, set, errors, id, name, label }: InputProps) {
  return (
    <Field id={id(name)} label={label} required error={errors[name]}>
      <input
        id={id(name)}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={`${controlClass} min-h-12`}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
        {...errorProps(id(name), errors[name])}
      />
    </Field>
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
