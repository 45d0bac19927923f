import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { fieldErrorTexts } from '../../api/errors';
import { parsePriceCents } from '../../lib/format';
import { useStoredState } from '../../lib/use-stored-state';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { RequiredMark } from '../../ui/Field';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { useRevealFirstProblem, type FieldProblem } from '../../ui/form-errors';
import { SelectField } from '../../ui/Select';
import { dismissToast, toast } from '../../ui/Toast';
import { registrationOn } from '../food-safety/food-safety';
import {
  createPortion,
  deletePhoto,
  fetchActiveLocations,
  fetchSettings,
  keys,
  updatePortion,
  uploadPhoto,
  type Portion,
} from '../queries';
import { AllergenSection } from './portion-form/AllergenSection';
import { BasicsSection } from './portion-form/BasicsSection';
import { DetailsSection } from './portion-form/DetailsSection';
import { DietSection } from './portion-form/DietSection';
import { FoodSafetySection, measurementFields } from './portion-form/FoodSafetySection';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, PhotoSection } from './portion-form/PhotoSection';
import type { SectionProps } from './portion-form/section';
import { useToldHolders } from './portion-form/use-told-holders';
import { foodValues, initialValues, INGREDIENTS_MAX, toQuantity, toWeight, type Values } from './portion-form/values';

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
  const { t } = useTranslation(['dashboard', 'shared']);
  const client = useQueryClient();
  const editing = portion !== undefined;
  const formId = editing ? `portion-${portion.id}` : 'portion-new';
  const [values, setValues] = useState<Values>(() => initialValues(portion));
  // What an edit started from: measurements go to the server only when changed (each change is a correction on record).
  const [before] = useState<Values | null>(() => (portion ? initialValues(portion) : null));
  // Submits so far: the missing fields show from the first, and each one moves to the first problem.
  const [attempt, setAttempt] = useState(0);
  const submitted = attempt > 0;
  const [moreDetails, setMoreDetails] = useStoredState(MORE_DETAILS_KEY, 'closed');
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  const [reoffer, setReoffer] = useState('');
  const id = (field: string) => `${formId}-${field}`;
  const told = useToldHolders(tenantId, portion, values);
  // An allergen change of a reserved portion is told to its holders: the kitchen confirms it first.
  const [confirmingNotice, setConfirmingNotice] = useState(false);
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
  const settings = useQuery({ queryKey: keys.settings(tenantId), queryFn: () => fetchSettings(tenantId) });
  const registration = registrationOn(settings.data, values.locationId);
  const measured = measurementFields(values, before, registration);

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
    ...Object.fromEntries(measured.invalid.map((field) => [field, t('foodSafety.notANumber')])),
  };

  const problems: FieldProblem[] = Object.entries(errors).flatMap(([field, message]) =>
    message ? [{ id: id(FIELD_IDS[field] ?? field), message }] : [],
  );
  useRevealFirstProblem(attempt, problems);
  const detailsOpen = moreDetails === 'open' || problems.some((problem) => DETAIL_FIELDS.includes(problem.id.slice(formId.length + 1)));

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
        iddsiLevel: values.iddsiLevel === '' ? null : Number(values.iddsiLevel),
        ...measured.fields,
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
    setAttempt((count) => count + 1);
    if (anyMissing || photoError || priceError || errors.ingredients || measured.invalid.length > 0) return;
    if (told > 0 && !confirmingNotice) {
      setConfirmingNotice(true);
      return;
    }
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
  const section: SectionProps = { values, set, errors, id, editing };

  return (
    <Card className={editing ? 'p-4 sm:p-5' : 'mt-6 p-5 sm:p-6'}>
      <form onSubmit={submit} noValidate aria-labelledby={id('heading')} className="space-y-5">
        <h2 id={id('heading')} className="text-xl font-semibold text-slate-900">
          {editing ? t('kitchen.editTitle') : t('kitchen.formTitle')}
        </h2>
        <ErrorSummary title={anyMissing ? t('kitchen.required') : t('kitchen.fixFields')} problems={problems} attempt={attempt} />
        {!editing && recent.length > 0 && (
          <div>
            <SelectField
              id={id('reoffer')}
              name="reoffer"
              label={t('kitchen.reoffer')}
              placeholder={t('kitchen.reofferPlaceholder')}
              options={eachDishOnce(recent).map((earlier) => ({ value: earlier.id, label: earlier.title }))}
              value={reoffer}
              onValueChange={copyFrom}
            />
            <p className="mt-1 text-sm text-slate-600">{t('kitchen.reofferHint')}</p>
          </div>
        )}
        <BasicsSection {...section} portion={portion} locationOptions={options} noLocations={locations.isSuccess && options.length === 0} />
        <AllergenSection {...section} />
        <DietSection {...section} />
        <div>
          <button
            type="button"
            aria-expanded={detailsOpen}
            aria-controls={id('more-details')}
            onClick={() => setMoreDetails(detailsOpen ? 'closed' : 'open')}
            className="flex min-h-12 w-full items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 text-left font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600"
          >
            <span>
              {t('kitchen.moreDetails')}
              <span className="block text-sm font-normal text-slate-600">{t('kitchen.moreDetailsHint')}</span>
            </span>
            <ChevronDown aria-hidden="true" className={`size-5 shrink-0 transition-transform ${detailsOpen ? 'rotate-180' : ''}`} />
          </button>
          <div id={id('more-details')} hidden={!detailsOpen} className="mt-5">
            <DetailsSection {...section} />
          </div>
        </div>
        <FoodSafetySection {...section} limits={registration && settings.data ? settings.data.foodSafety : null} />
        <PhotoSection
          id={id}
          error={errors.photo}
          currentUrl={editing && portion.photoUrl && !removePhoto && !photo ? portion.photoUrl : null}
          photo={photo}
          onPhoto={(file) => {
            setPhoto(file);
            setServerErrors((current) => ({ ...current, photo: undefined }));
          }}
          onRemove={() => setRemovePhoto(true)}
        />
        <p className="text-xs text-slate-600">
          <RequiredMark /> {t('kitchen.requiredHint')}
        </p>
        {confirmingNotice && told > 0 && (
          <p
            role="alert"
            className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
            data-testid="notice-confirm"
          >
            {t('kitchen.noticeConfirm', { count: told })}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={onClose}>
            {t('kitchen.cancel')}
          </Button>
          <Button type="submit" size="lg" disabled={save.isPending}>
            {save.isPending
              ? t('kitchen.saving')
              : confirmingNotice && told > 0
                ? t('kitchen.noticeSave', { count: told })
                : editing
                  ? t('kitchen.editSave')
                  : t('kitchen.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** Where the kitchen chose to see "Meer details" open or closed: on this device, for every portion form. */
const MORE_DETAILS_KEY = 'portiepunt.kitchen.moreDetails';

/** The element each API field's problem moves to, by the form's field names (`id(name)`); other fields are named alike. */
const FIELD_IDS: Partial<Record<string, string>> = {
  locationId: 'location',
  availableUntil: 'until',
  totalQuantity: 'quantity',
  priceCents: 'price',
  portionWeightGrams: 'weight',
  preparedAt: 'prepared',
  reheat: 'storage',
  mayContain: 'allergens',
};

/** The fields under "Meer details": a problem in one of them opens it. */
const DETAIL_FIELDS = ['weight', 'prepared', 'storage', 'ingredients'];

/** "Opnieuw aanbieden" lists each dish once: the newest portion of each title (the list comes newest first). */
function eachDishOnce(recent: Portion[]): Portion[] {
  const seen = new Set<string>();
  return recent.filter((portion) => {
    const key = portion.title.trim().toLocaleLowerCase('nl');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
