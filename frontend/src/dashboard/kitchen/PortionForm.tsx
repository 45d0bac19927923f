import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertCircle, Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { parsePriceCents } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { controlClass, errorProps, Field, FieldError, RequiredMark } from '../../ui/Field';
import { SelectField } from '../../ui/Select';
import { toast } from '../../ui/Toast';
import { AllergenIcon } from '../portions/PortionBits';
import {
  createPortion,
  deletePhoto,
  fetchActiveLocations,
  keys,
  smallPhoto,
  updatePortion,
  uploadPhoto,
  type Allergen,
  type Portion,
} from '../queries';
import { FIELD_LIMITS } from '../../api/schema-values';
import { KITCHEN } from '../texts';
import { defaultEndTime, toLocalInput } from './default-end-time';
import { ApiError } from '../../api/client';
import { fieldErrorTexts } from '../../api/errors';
import { DASHBOARD_FIELD_ERRORS } from '../../i18n/nl/dashboard';

const DEFAULT_QUANTITY = 1;
const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

interface Values {
  title: string;
  description: string;
  locationId: string;
  quantity: string;
  /** Euros as typed, new portions only; empty: the tenant's default price. */
  price: string;
  availableUntil: string;
  allergens: Allergen[];
}

/** Whole numbers of at least 1; anything else falls back to the default. */
export function toQuantity(raw: string): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : DEFAULT_QUANTITY;
}

function initialValues(portion: Portion | undefined): Values {
  if (!portion) {
    return {
      title: '',
      description: '',
      locationId: '',
      quantity: String(DEFAULT_QUANTITY),
      price: '',
      availableUntil: toLocalInput(defaultEndTime(new Date())),
      allergens: [],
    };
  }
  return {
    title: portion.title,
    description: portion.description,
    locationId: portion.locationId,
    quantity: String(portion.totalQuantity),
    price: '',
    availableUntil: toLocalInput(new Date(portion.availableUntil)),
    allergens: [...portion.allergens],
  };
}

interface Props {
  tenantId: string;
  /** The portion to edit; without it the form offers a new one. */
  portion?: Portion;
  /** Earlier portions that "Opnieuw aanbieden" can copy, newest first. */
  recent?: Portion[];
  onClose: () => void;
}

/** Offers a new batch of portions or edits one on offer. It closes (and forgets its input) on cancel or success. */
export function PortionForm({ tenantId, portion, recent = [], onClose }: Props) {
  const client = useQueryClient();
  const editing = portion !== undefined;
  const formId = editing ? `portion-${portion.id}` : 'portion-new';
  const [values, setValues] = useState<Values>(() => initialValues(portion));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  const [reoffer, setReoffer] = useState('');
  const locations = useQuery({
    queryKey: keys.activeLocations(tenantId),
    queryFn: () => fetchActiveLocations(tenantId),
    enabled: !editing,
  });
  const taken = (portion?.reservedQuantity ?? 0) + (portion?.pickedUpQuantity ?? 0);

  function set<K extends keyof Values>(name: K, value: Values[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    // A field's server message goes once the cook changes that field.
    const field = name === 'quantity' ? 'totalQuantity' : name === 'price' ? 'priceCents' : name;
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  }

  const missing = {
    title: !values.title.trim() ? KITCHEN.errors.titleRequired : undefined,
    locationId: !values.locationId ? KITCHEN.errors.locationRequired : undefined,
    availableUntil: !values.availableUntil ? KITCHEN.errors.untilRequired : undefined,
  };
  const anyMissing = Object.values(missing).some(Boolean);
  const priceCents = editing ? null : parsePriceCents(values.price);
  const priceError = Number.isNaN(priceCents) ? KITCHEN.priceInvalid : undefined;
  const photoError =
    photo && !PHOTO_TYPES.includes(photo.type)
      ? KITCHEN.errors.photoType
      : photo && photo.size > PHOTO_MAX_BYTES
        ? KITCHEN.errors.photoTooLarge
        : undefined;
  const errors: Partial<Record<string, string>> = {
    ...serverErrors,
    ...(submitted ? Object.fromEntries(Object.entries(missing).filter(([, message]) => message)) : {}),
    ...(photoError ? { photo: photoError } : {}),
    ...(priceError ? { priceCents: priceError } : {}),
  };

  const save = useMutation({
    mutationFn: async () => {
      const totalQuantity = toQuantity(values.quantity);
      const fields = {
        title: values.title.trim(),
        description: values.description.trim(),
        totalQuantity,
        // datetime-local is the kitchen's own clock time; the API wants an instant.
        availableUntil: new Date(values.availableUntil).toISOString(),
        allergens: values.allergens,
      };
      const saved = editing
        ? await updatePortion(tenantId, portion.id, fields)
        : await createPortion(tenantId, { ...fields, locationId: values.locationId, ...(priceCents !== null && { priceCents }) });
      if (photo) return uploadPhoto(tenantId, saved.id, photo);
      if (removePhoto && saved.photoUrl) return deletePhoto(tenantId, saved.id);
      return saved;
    },
    onSuccess: () => {
      toast(
        editing
          ? { title: KITCHEN.updatedTitle, description: values.title.trim() }
          : { title: KITCHEN.successTitle, description: KITCHEN.successBody },
      );
      void client.invalidateQueries({ queryKey: ['portions'] });
      onClose();
    },
    onError: (error) => {
      const fields =
        error instanceof ApiError && error.status === 413
          ? { photo: KITCHEN.errors.photoTooLarge }
          : (fieldErrorTexts(error, DASHBOARD_FIELD_ERRORS) ?? {});
      setServerErrors(fields);
      const title = editing ? KITCHEN.updateFailedTitle : KITCHEN.failureTitle;
      toast({ title, description: Object.keys(fields).length > 0 ? KITCHEN.fixFields : KITCHEN.failureBody, variant: 'destructive' });
      // Saved, but the photo was refused: what is on the list now is the portion without it.
      void client.invalidateQueries({ queryKey: ['portions'] });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (anyMissing || photoError || priceError) return;
    set('quantity', String(toQuantity(values.quantity)));
    save.mutate();
  }

  function copyFrom(id: string) {
    setReoffer(id);
    const earlier = recent.find((candidate) => candidate.id === id);
    if (!earlier) return;
    const active = (locations.data ?? []).some((location) => location.id === earlier.locationId);
    setValues((current) => ({
      ...current,
      title: earlier.title,
      description: earlier.description,
      allergens: [...earlier.allergens],
      locationId: active ? earlier.locationId : current.locationId,
    }));
    setServerErrors({});
  }

  const options = (locations.data ?? []).map((location) => ({ value: location.id, label: location.name }));
  const free = FIELD_LIMITS.CreatePortionDto.allergens.enum.filter((allergen) => !values.allergens.includes(allergen));
  const id = (field: string) => `${formId}-${field}`;
  const showPhoto = editing && portion.photoUrl && !removePhoto && !photo;

  return (
    <Card className={editing ? 'p-4 sm:p-5' : 'mt-6 p-5 sm:p-6'}>
      <form onSubmit={submit} noValidate aria-labelledby={id('heading')} className="space-y-5">
        <h2 id={id('heading')} className="text-xl font-semibold text-slate-900">
          {editing ? KITCHEN.editTitle : KITCHEN.formTitle}
        </h2>
        {submitted && anyMissing && (
          <p
            role="alert"
            className="flex items-center gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
            {KITCHEN.required}
          </p>
        )}
        {!editing && recent.length > 0 && (
          <div>
            <SelectField
              id={id('reoffer')}
              name="reoffer"
              label={KITCHEN.reoffer}
              placeholder={KITCHEN.reofferPlaceholder}
              options={recent.map((earlier) => ({ value: earlier.id, label: earlier.title }))}
              value={reoffer}
              onValueChange={copyFrom}
            />
            <p className="mt-1 text-sm text-slate-600">{KITCHEN.reofferHint}</p>
          </div>
        )}
        <div className="grid gap-5 md:grid-cols-2">
          <Field id={id('title')} label={KITCHEN.title} required error={errors.title}>
            <input
              id={id('title')}
              className={`${controlClass} min-h-12`}
              placeholder={KITCHEN.titlePlaceholder}
              value={values.title}
              onChange={(event) => set('title', event.target.value)}
              {...errorProps(id('title'), errors.title)}
            />
          </Field>
          {editing ? (
            <div>
              <p className="mb-1.5 block text-sm font-medium text-slate-800">{KITCHEN.location}</p>
              <p className="min-h-12 py-2.5 text-slate-900">{portion.locationName}</p>
              <p className="text-sm text-slate-600">{KITCHEN.locationFixed}</p>
            </div>
          ) : (
            <div>
              <SelectField
                id={id('location')}
                name="locationId"
                label={KITCHEN.location}
                placeholder={KITCHEN.locationPlaceholder}
                options={options}
                value={values.locationId}
                onValueChange={(value) => set('locationId', value)}
                required
                error={errors.locationId}
              />
              {locations.isSuccess && options.length === 0 && <p className="mt-1.5 text-sm text-amber-800">{KITCHEN.noActiveLocations}</p>}
            </div>
          )}
          <Field id={id('quantity')} label={KITCHEN.quantity} error={errors.totalQuantity}>
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
              <p className="mt-1 text-sm text-slate-600">{KITCHEN.quantityAtLeast(taken)}</p>
            )}
          </Field>
          {!editing && (
            <Field id={id('price')} label={KITCHEN.price} error={errors.priceCents}>
              <input
                id={id('price')}
                inputMode="decimal"
                className={`${controlClass} min-h-12`}
                placeholder={KITCHEN.priceHint}
                value={values.price}
                onChange={(event) => set('price', event.target.value)}
                {...errorProps(id('price'), errors.priceCents)}
              />
            </Field>
          )}
          <Field id={id('until')} label={KITCHEN.availableUntil} required error={errors.availableUntil}>
            <input
              id={id('until')}
              type="datetime-local"
              className={`${controlClass} min-h-12`}
              value={values.availableUntil}
              onChange={(event) => set('availableUntil', event.target.value)}
              {...errorProps(id('until'), errors.availableUntil)}
            />
          </Field>
          <div className="md:col-span-2">
            <Field id={id('description')} label={KITCHEN.description} error={errors.description}>
              <textarea
                id={id('description')}
                rows={2}
                className={controlClass}
                placeholder={KITCHEN.descriptionPlaceholder}
                value={values.description}
                onChange={(event) => set('description', event.target.value)}
                {...errorProps(id('description'), errors.description)}
              />
            </Field>
          </div>
        </div>
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-800">{KITCHEN.allergens}</legend>
          <ul className="flex min-h-11 flex-wrap items-center gap-2" aria-live="polite">
            {values.allergens.length === 0 && <li className="text-sm text-slate-600">{KITCHEN.noAllergens}</li>}
            {values.allergens.map((allergen) => (
              <li key={allergen}>
                <button
                  type="button"
                  aria-label={KITCHEN.removeAllergen(allergen)}
                  onClick={() =>
                    set(
                      'allergens',
                      values.allergens.filter((chosen) => chosen !== allergen),
                    )
                  }
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-amber-100 px-4 text-sm font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
                >
                  <AllergenIcon allergen={allergen} />
                  {allergen}
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
          {free.length > 0 && (
            <div className="mt-2 flex flex-wrap gap-2">
              {free.map((allergen) => (
                <button
                  key={allergen}
                  type="button"
                  aria-label={KITCHEN.addAllergen(allergen)}
                  onClick={() => set('allergens', [...values.allergens, allergen])}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-dashed border-slate-500 bg-white px-4 text-sm font-medium text-slate-800 hover:border-teal-700 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {allergen}
                </button>
              ))}
            </div>
          )}
          {errors.allergens && <FieldError id={id('allergens')} message={errors.allergens} />}
        </fieldset>
        <div>
          <label htmlFor={id('photo')} className="mb-1.5 block text-sm font-medium text-slate-800">
            {KITCHEN.photo}
          </label>
          {showPhoto && (
            <div className="mb-2 flex items-center gap-3">
              <img src={smallPhoto(portion.photoUrl!)} alt={KITCHEN.photoCurrent} className="h-20 w-28 rounded-lg object-cover" />
              <Button variant="secondary" className="min-h-11" onClick={() => setRemovePhoto(true)}>
                {KITCHEN.photoRemove}
              </Button>
            </div>
          )}
          <input
            id={id('photo')}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            className="block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-teal-50 file:px-4 file:font-semibold file:text-teal-900 hover:file:bg-teal-100"
            aria-describedby={errors.photo ? `${id('photo')}-error ${id('photo')}-hint` : `${id('photo')}-hint`}
            aria-invalid={errors.photo ? true : undefined}
            onChange={(event) => {
              setPhoto(event.target.files?.[0] ?? null);
              setServerErrors((current) => ({ ...current, photo: undefined }));
            }}
          />
          <p id={`${id('photo')}-hint`} className="mt-1 text-sm text-slate-600">
            {KITCHEN.photoHint}
          </p>
          {errors.photo && <FieldError id={id('photo')} message={errors.photo} />}
        </div>
        <p className="text-xs text-slate-600">
          <RequiredMark /> {KITCHEN.requiredHint}
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={onClose}>
            {KITCHEN.cancel}
          </Button>
          <Button type="submit" size="lg" disabled={save.isPending}>
            {save.isPending ? KITCHEN.saving : editing ? KITCHEN.editSave : KITCHEN.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
