import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { parsePriceCents } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { CheckChip } from '../../ui/CheckChip';
import { controlClass, errorId, errorProps, Field, FieldError, RequiredMark } from '../../ui/Field';
import { SelectField } from '../../ui/Select';
import { dismissToast, toast } from '../../ui/Toast';
import { AllergenIcon } from '../portions/FoodFacts';
import { createPortion, deletePhoto, fetchActiveLocations, keys, smallPhoto, updatePortion, uploadPhoto, type Portion } from '../queries';
import { defaultEndTime, toLocalInput } from './default-end-time';
import { dayAndTime } from '../day-time';
import { ApiError } from '../../api/client';
import { fieldErrorTexts } from '../../api/errors';
import { useTranslation } from 'react-i18next';
import { ALLERGENS, DIET_MARKS, STORAGE_KINDS, type Allergen, type DietMark, type Storage, allergenFullName } from '../portions/food-codes';

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
  /** Grams per portion as typed; empty: the organisation's default weight. */
  weight: string;
  availableUntil: string;
  allergens: Allergen[];
  mayContain: Allergen[];
  /** "Contains none of the 14", ticked by the cook. */
  declaredNone: boolean;
  diet: DietMark[];
  ingredients: string;
  /** datetime-local; empty: not given. */
  preparedAt: string;
  storage: Storage | '';
  reheat: boolean;
}

const INGREDIENTS_MAX = 1000;

/** One list in the order of `order`, with `item` switched on or off. */
const toggled = <T,>(list: readonly T[], item: T, on: boolean, order: readonly T[]): T[] =>
  order.filter((candidate) => (candidate === item ? on : list.includes(candidate)));

/** Vegan implies vegetarian: ticking vegan ticks vegetarian, unticking vegetarian unticks vegan. */
export function withDietMark(diet: readonly DietMark[], mark: DietMark, on: boolean): DietMark[] {
  let next = toggled(diet, mark, on, DIET_MARKS);
  if (mark === 'vegan' && on) next = toggled(next, 'vegetarian', true, DIET_MARKS);
  if (mark === 'vegetarian' && !on) next = toggled(next, 'vegan', false, DIET_MARKS);
  return next;
}

/** Whole numbers of at least 1; anything else falls back to the default. */
export function toQuantity(raw: string): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : DEFAULT_QUANTITY;
}

/** Whole grams, or null for the organisation's default. */
function toWeight(raw: string): number | null {
  const value = Number(raw);
  return raw && Number.isInteger(value) && value > 0 ? value : null;
}

function initialValues(portion: Portion | undefined): Values {
  if (!portion) {
    return {
      title: '',
      description: '',
      locationId: '',
      quantity: String(DEFAULT_QUANTITY),
      price: '',
      weight: '',
      availableUntil: toLocalInput(defaultEndTime(new Date())),
      allergens: [],
      mayContain: [],
      declaredNone: false,
      diet: [],
      ingredients: '',
      preparedAt: '',
      storage: '',
      reheat: false,
    };
  }
  return {
    title: portion.title,
    description: portion.description,
    locationId: portion.locationId,
    quantity: String(portion.totalQuantity),
    price: '',
    weight: portion.portionWeightGrams === null ? '' : String(portion.portionWeightGrams),
    availableUntil: toLocalInput(new Date(portion.availableUntil)),
    ...foodValues(portion),
  };
}

/** What "Opnieuw aanbieden" and editing take over of a portion's food information. */
function foodValues(
  portion: Portion,
): Omit<Values, 'title' | 'description' | 'locationId' | 'quantity' | 'price' | 'weight' | 'availableUntil'> {
  return {
    allergens: [...portion.allergens],
    mayContain: [...portion.mayContain],
    declaredNone: portion.allergensDeclared && portion.allergens.length === 0,
    diet: [...portion.diet],
    ingredients: portion.ingredients ?? '',
    preparedAt: portion.preparedAt ? toLocalInput(new Date(portion.preparedAt)) : '',
    storage: portion.storage ?? '',
    reheat: portion.reheat,
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
  const { t } = useTranslation(['dashboard', 'shared', 'waste']);
  const client = useQueryClient();
  const editing = portion !== undefined;
  const formId = editing ? `portion-${portion.id}` : 'portion-new';
  const [values, setValues] = useState<Values>(() => initialValues(portion));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  const [reoffer, setReoffer] = useState('');
  const photoPreview = usePreviewUrl(photo);
  // A failure toast belongs to this form: it goes when the form closes, by cancel or by success.
  const failureToast = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (failureToast.current !== null) dismissToast(failureToast.current);
    },
    [],
  );
  const locations = useQuery({
    queryKey: keys.activeLocations(tenantId),
    queryFn: () => fetchActiveLocations(tenantId),
    enabled: !editing,
  });
  const taken = (portion?.reservedQuantity ?? 0) + (portion?.pickedUpQuantity ?? 0);

  function set<K extends keyof Values>(name: K, value: Values[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    // A field's server message goes once the cook changes that field.
    const field = name === 'quantity' ? 'totalQuantity' : name === 'price' ? 'priceCents' : name === 'declaredNone' ? 'allergens' : name;
    setServerErrors((current) => ({ ...current, [field]: undefined, ...(name === 'allergens' && { mayContain: undefined }) }));
  }

  const missing = {
    title: !values.title.trim() ? t('kitchen.errors.titleRequired') : undefined,
    locationId: !values.locationId ? t('kitchen.errors.locationRequired') : undefined,
    availableUntil: !values.availableUntil ? t('kitchen.errors.untilRequired') : undefined,
    allergens: values.allergens.length === 0 && !values.declaredNone ? t('kitchen.errors.allergensRequired') : undefined,
  };
  const anyMissing = Object.values(missing).some(Boolean);
  const priceCents = editing ? null : parsePriceCents(values.price);
  const priceError = Number.isNaN(priceCents) ? t('kitchen.priceInvalid') : undefined;
  const photoError =
    photo && !PHOTO_TYPES.includes(photo.type)
      ? t('kitchen.errors.photoType')
      : photo && photo.size > PHOTO_MAX_BYTES
        ? t('kitchen.errors.photoTooLarge')
        : undefined;
  const errors: Partial<Record<string, string>> = {
    ...serverErrors,
    ...(submitted ? Object.fromEntries(Object.entries(missing).filter(([, message]) => message)) : {}),
    ...(photoError ? { photo: photoError } : {}),
    ...(priceError ? { priceCents: priceError } : {}),
    ...(values.ingredients.trim().length > INGREDIENTS_MAX ? { ingredients: t('kitchen.errors.ingredientsTooLong') } : {}),
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
        mayContain: values.mayContain,
        allergensDeclared: values.allergens.length > 0 || values.declaredNone,
        diet: values.diet,
        ingredients: values.ingredients.trim() || null,
        preparedAt: values.preparedAt ? new Date(values.preparedAt).toISOString() : null,
        storage: values.storage || null,
        reheat: values.storage === 'chilled' && values.reheat,
        portionWeightGrams: toWeight(values.weight),
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
          ? { title: t('kitchen.updatedTitle'), description: values.title.trim() }
          : { title: t('kitchen.successTitle'), description: t('kitchen.successBody') },
      );
      void client.invalidateQueries({ queryKey: ['portions'] });
      onClose();
    },
    onError: (error) => {
      const fields =
        error instanceof ApiError && error.status === 413
          ? { photo: t('kitchen.errors.photoTooLarge') }
          : (fieldErrorTexts(error, t('fieldErrors', { returnObjects: true })) ?? {});
      setServerErrors(fields);
      const title = editing ? t('kitchen.updateFailedTitle') : t('kitchen.failureTitle');
      failureToast.current = toast({
        title,
        description: Object.keys(fields).length > 0 ? t('kitchen.fixFields') : t('kitchen.failureBody'),
        variant: 'destructive',
      });
      // Saved, but the photo was refused: what is on the list now is the portion without it.
      void client.invalidateQueries({ queryKey: ['portions'] });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (anyMissing || photoError || priceError || errors.ingredients) return;
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
      ...foodValues(earlier),
      // A new batch is made anew: its preparation time is not the earlier one's.
      preparedAt: '',
      locationId: active ? earlier.locationId : current.locationId,
    }));
    setServerErrors({});
  }

  const options = (locations.data ?? []).map((location) => ({ value: location.id, label: location.name }));
  const id = (field: string) => `${formId}-${field}`;
  const showPhoto = editing && portion.photoUrl && !removePhoto && !photo;
  const endTime = values.availableUntil && !Number.isNaN(Date.parse(values.availableUntil)) ? new Date(values.availableUntil) : null;

  return (
    <Card className={editing ? 'p-4 sm:p-5' : 'mt-6 p-5 sm:p-6'}>
      <form onSubmit={submit} noValidate aria-labelledby={id('heading')} className="space-y-5">
        <h2 id={id('heading')} className="text-xl font-semibold text-slate-900">
          {editing ? t('kitchen.editTitle') : t('kitchen.formTitle')}
        </h2>
        {submitted && anyMissing && (
          <p
            role="alert"
            className="flex items-center gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
            {t('kitchen.required')}
          </p>
        )}
        {!editing && recent.length > 0 && (
          <div>
            <SelectField
              id={id('reoffer')}
              name="reoffer"
              label={t('kitchen.reoffer')}
              placeholder={t('kitchen.reofferPlaceholder')}
              options={recent.map((earlier) => ({ value: earlier.id, label: earlier.title }))}
              value={reoffer}
              onValueChange={copyFrom}
            />
            <p className="mt-1 text-sm text-slate-600">{t('kitchen.reofferHint')}</p>
          </div>
        )}
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
          {editing ? (
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
                options={options}
                value={values.locationId}
                onValueChange={(value) => set('locationId', value)}
                required
                error={errors.locationId}
              />
              {locations.isSuccess && options.length === 0 && (
                <p className="mt-1.5 text-sm text-amber-800">{t('kitchen.noActiveLocations')}</p>
              )}
            </div>
          )}
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
        <fieldset
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
        <fieldset className="space-y-2" aria-describedby={errors.diet ? `${id('diet')}-error` : `${id('diet')}-hint`}>
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
        <div className="grid gap-5 md:grid-cols-2">
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
          <fieldset aria-describedby={errors.storage || errors.reheat ? `${id('storage')}-error` : undefined}>
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
                <CheckChip
                  id={id('reheat')}
                  label={t('kitchen.reheat')}
                  checked={values.reheat}
                  onCheckedChange={(on) => set('reheat', on)}
                />
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
        <div>
          <label htmlFor={id('photo')} className="mb-1.5 block text-sm font-medium text-slate-800">
            {t('kitchen.photo')}
          </label>
          {showPhoto && (
            <div className="mb-2 flex items-center gap-3">
              <img src={smallPhoto(portion.photoUrl!)} alt={t('kitchen.photoCurrent')} className="h-20 w-28 rounded-lg object-cover" />
              <Button variant="secondary" className="min-h-11" onClick={() => setRemovePhoto(true)}>
                {t('kitchen.photoRemove')}
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
            {t('kitchen.photoHint')}
          </p>
          {photoPreview && !photoError && (
            <img
              src={photoPreview}
              alt={t('kitchen.photoPreview')}
              className="mt-2 h-32 w-44 rounded-lg object-cover"
              data-testid="photo-preview"
            />
          )}
          {errors.photo && <FieldError id={id('photo')} message={errors.photo} />}
        </div>
        <p className="text-xs text-slate-600">
          <RequiredMark /> {t('kitchen.requiredHint')}
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={onClose}>
            {t('kitchen.cancel')}
          </Button>
          <Button type="submit" size="lg" disabled={save.isPending}>
            {save.isPending ? t('kitchen.saving') : editing ? t('kitchen.editSave') : t('kitchen.save')}
          </Button>
        </div>
      </form>
    </Card>
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

/** The chosen file as a data: URL for its preview (the CSP allows data: images, not blob: ones). */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return url;
}
