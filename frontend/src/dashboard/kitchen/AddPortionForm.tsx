import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertCircle, Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { parsePriceCents } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { controlClass, errorProps, Field, RequiredMark } from '../../ui/Field';
import { SelectField } from '../../ui/Select';
import { toast } from '../../ui/Toast';
import { createPortion, fetchActiveLocations, keys, type NewPortion } from '../queries';
import { ALLERGENS, KITCHEN } from '../texts';

const DEFAULT_QUANTITY = 1;

interface Values {
  title: string;
  description: string;
  locationId: string;
  quantity: string;
  price: string;
  availableUntil: string;
  allergens: string[];
}

const EMPTY: Values = { title: '', description: '', locationId: '', quantity: String(DEFAULT_QUANTITY), price: '', availableUntil: '', allergens: [] };

/** Whole numbers of at least 1; anything else falls back to the default. */
export function toQuantity(raw: string): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : DEFAULT_QUANTITY;
}

/** The form a kitchen uses to offer a batch of leftover portions. It closes (and forgets its input) on cancel or success. */
export function AddPortionForm({ tenantId, onClose }: { tenantId: string; onClose: () => void }) {
  const client = useQueryClient();
  const [values, setValues] = useState<Values>(EMPTY);
  const [missing, setMissing] = useState(false);
  const [badPrice, setBadPrice] = useState(false);
  const locations = useQuery({ queryKey: keys.activeLocations(tenantId), queryFn: () => fetchActiveLocations(tenantId) });
  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((current) => ({ ...current, [name]: value }));

  const save = useMutation({
    mutationFn: (portion: NewPortion) => createPortion(tenantId, portion),
    onSuccess: () => {
      toast({ title: KITCHEN.successTitle, description: KITCHEN.successBody });
      void client.invalidateQueries({ queryKey: ['portions'] });
      close();
    },
    onError: () => toast({ title: KITCHEN.failureTitle, description: KITCHEN.failureBody, variant: 'destructive' }),
  });

  function close() {
    setValues(EMPTY);
    setMissing(false);
    setBadPrice(false);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.title.trim() || !values.locationId || !values.availableUntil) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const priceCents = parsePriceCents(values.price);
    setBadPrice(Number.isNaN(priceCents));
    if (Number.isNaN(priceCents)) return;
    const totalQuantity = toQuantity(values.quantity);
    set('quantity', String(totalQuantity));
    save.mutate({
      title: values.title.trim(),
      description: values.description.trim(),
      locationId: values.locationId,
      totalQuantity,
      // datetime-local is the kitchen's own clock time; the API wants an instant.
      availableUntil: new Date(values.availableUntil).toISOString(),
      allergens: values.allergens,
      ...(priceCents !== null && { priceCents }),
    });
  }

  const options = (locations.data ?? []).map((location) => ({ value: location.id, label: location.name }));
  const free = ALLERGENS.filter((allergen) => !values.allergens.includes(allergen));

  return (
    <Card className="mt-6 p-5 sm:p-6">
      <form onSubmit={submit} noValidate aria-labelledby="add-portion-title" className="space-y-5">
        <h2 id="add-portion-title" className="text-xl font-semibold text-slate-900">
          {KITCHEN.formTitle}
        </h2>
        {missing && (
          <p role="alert" className="flex items-center gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
            {KITCHEN.required}
          </p>
        )}
        <div className="grid gap-5 md:grid-cols-2">
          <Field id="portion-title" label={KITCHEN.title} required>
            <input
              id="portion-title"
              className={`${controlClass} min-h-12`}
              placeholder={KITCHEN.titlePlaceholder}
              value={values.title}
              onChange={(event) => set('title', event.target.value)}
              aria-invalid={missing && !values.title.trim()}
            />
          </Field>
          <div>
            <SelectField
              id="portion-location"
              name="locationId"
              label={KITCHEN.location}
              placeholder={KITCHEN.locationPlaceholder}
              options={options}
              value={values.locationId}
              onValueChange={(value) => set('locationId', value)}
              required
            />
            {locations.isSuccess && options.length === 0 && <p className="mt-1.5 text-sm text-amber-800">{KITCHEN.noActiveLocations}</p>}
          </div>
          <Field id="portion-quantity" label={KITCHEN.quantity}>
            <input
              id="portion-quantity"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              className={`${controlClass} min-h-12`}
              value={values.quantity}
              onChange={(event) => set('quantity', event.target.value)}
              onBlur={() => set('quantity', String(toQuantity(values.quantity)))}
            />
          </Field>
          <Field id="portion-price" label={KITCHEN.price} error={badPrice ? KITCHEN.priceInvalid : undefined}>
            <input
              id="portion-price"
              inputMode="decimal"
              className={`${controlClass} min-h-12`}
              placeholder={KITCHEN.priceHint}
              value={values.price}
              onChange={(event) => set('price', event.target.value)}
              {...errorProps('portion-price', badPrice ? KITCHEN.priceInvalid : undefined)}
            />
          </Field>
          <Field id="portion-until" label={KITCHEN.availableUntil} required>
            <input
              id="portion-until"
              type="datetime-local"
              className={`${controlClass} min-h-12`}
              value={values.availableUntil}
              onChange={(event) => set('availableUntil', event.target.value)}
              aria-invalid={missing && !values.availableUntil}
            />
          </Field>
          <div className="md:col-span-2">
            <Field id="portion-description" label={KITCHEN.description}>
              <textarea
                id="portion-description"
                rows={2}
                className={controlClass}
                placeholder={KITCHEN.descriptionPlaceholder}
                value={values.description}
                onChange={(event) => set('description', event.target.value)}
              />
            </Field>
          </div>
        </div>
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-800">{KITCHEN.allergens}</legend>
          <ul className="flex min-h-11 flex-wrap items-center gap-2" aria-live="polite">
            {values.allergens.length === 0 && <li className="text-sm text-slate-500">{KITCHEN.noAllergens}</li>}
            {values.allergens.map((allergen) => (
              <li key={allergen}>
                <button
                  type="button"
                  aria-label={KITCHEN.removeAllergen(allergen)}
                  onClick={() => set('allergens', values.allergens.filter((chosen) => chosen !== allergen))}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-amber-100 px-4 text-sm font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-teal-600"
                >
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
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-dashed border-slate-400 bg-white px-4 text-sm font-medium text-slate-700 hover:border-teal-600 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-600"
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {allergen}
                </button>
              ))}
            </div>
          )}
        </fieldset>
        <p className="text-xs text-slate-500">
          <RequiredMark /> {KITCHEN.requiredHint}
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={close}>
            {KITCHEN.cancel}
          </Button>
          <Button type="submit" size="lg" disabled={save.isPending}>
            {save.isPending ? KITCHEN.saving : KITCHEN.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
