import { useTranslation } from 'react-i18next';
import { controlClass, errorId, errorProps, Field } from '../../../ui/Field';
import { SelectField } from '../../../ui/Select';
import { dayAndTime } from '../../day-time';
import type { Portion } from '../../queries';
import type { SectionProps } from './section';
import { toQuantity } from './values';

interface Props extends SectionProps {
  portion?: Portion;
  locationOptions: { value: string; label: string }[];
  /** The tenant has no active location to offer at. */
  noLocations: boolean;
}

/** What is offered, where, how many, at what price and until when. */
export function BasicsSection({ values, set, errors, id, editing, portion, locationOptions, noLocations }: Props) {
  const { t } = useTranslation('dashboard');
  const taken = (portion?.reservedQuantity ?? 0) + (portion?.pickedUpQuantity ?? 0);
  const endTime = values.availableUntil && !Number.isNaN(Date.parse(values.availableUntil)) ? new Date(values.availableUntil) : null;
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Field id={id('title')} label={t('kitchen.title')} required error={errors.title}>
        <input
          id={id('title')}
          className={`${controlClass} min-h-12`}
          placeholder={t('kitchen.titlePlaceholder')}
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          {...errorProps(id('title'), errors.title)}
        />
      </Field>
      {editing && portion ? (
        <div>
          <p className="mb-1.5 block text-sm font-medium text-slate-800">{t('kitchen.location')}</p>
          <p className="min-h-12 py-2.5 text-slate-900">{portion.locationName}</p>
          <p className="text-sm text-slate-600">{t('kitchen.locationFixed')}</p>
        </div>
      ) : (
        <div>
          <SelectField
            id={id('location')}
            name="locationId"
            label={t('kitchen.location')}
            placeholder={t('kitchen.locationPlaceholder')}
            options={locationOptions}
            value={values.locationId}
            onValueChange={(value) => set('locationId', value)}
            required
            error={errors.locationId}
          />
          {noLocations && <p className="mt-1.5 text-sm text-amber-800">{t('kitchen.noActiveLocations')}</p>}
        </div>
      )}
      {/*
        Quantity and price share a row on a phone, the number narrow so that the price's placeholder ("Leeg:
        standaardprijs") fits whole; inputs line up when a label wraps. From md on they are cells of the form's grid.
      */}
      <div className="grid grid-cols-[6rem_minmax(0,1fr)] items-end gap-4 md:contents">
        <Field id={id('quantity')} label={t('kitchen.quantity')} error={errors.totalQuantity}>
          <input
            id={id('quantity')}
            type="number"
            inputMode="numeric"
            min={Math.max(1, taken)}
            step={1}
            className={`${controlClass} min-h-12`}
            value={values.quantity}
            onChange={(event) => set('quantity', event.target.value)}
            onBlur={() => set('quantity', String(toQuantity(values.quantity)))}
            {...errorProps(id('quantity'), errors.totalQuantity)}
          />
          {editing && taken > 0 && !errors.totalQuantity && (
            <p className="mt-1 text-sm text-slate-600">{t('kitchen.quantityAtLeast', { count: taken })}</p>
          )}
        </Field>
        {!editing && (
          <Field id={id('price')} label={t('kitchen.price')} error={errors.priceCents}>
            <input
              id={id('price')}
              inputMode="decimal"
              className={`${controlClass} min-h-12`}
              placeholder={t('kitchen.priceHint')}
              value={values.price}
              onChange={(event) => set('price', event.target.value)}
              {...errorProps(id('price'), errors.priceCents)}
            />
          </Field>
        )}
      </div>
      <Field id={id('until')} label={t('kitchen.availableUntil')} required error={errors.availableUntil}>
        <input
          id={id('until')}
          type="datetime-local"
          className={`${controlClass} min-h-12`}
          value={values.availableUntil}
          onChange={(event) => set('availableUntil', event.target.value)}
          aria-invalid={errors.availableUntil ? true : undefined}
          aria-describedby={errors.availableUntil ? `${errorId(id('until'))} ${id('until')}-day` : `${id('until')}-day`}
        />
        {endTime && (
          <p id={`${id('until')}-day`} className="mt-1 text-sm text-slate-600" data-testid="until-day">
            {t('kitchen.untilHint', { when: dayAndTime(endTime, new Date()) })}
          </p>
        )}
      </Field>
      <div className="md:col-span-2">
        <Field id={id('description')} label={t('kitchen.description')} error={errors.description}>
          <textarea
            id={id('description')}
            rows={2}
            className={controlClass}
            placeholder={t('kitchen.descriptionPlaceholder')}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            {...errorProps(id('description'), errors.description)}
          />
        </Field>
      </div>
    </div>
  );
}
