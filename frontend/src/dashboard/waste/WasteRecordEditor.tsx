import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { fieldErrorTexts } from '../../api/errors';
import { Button } from '../../ui/Button';
import { controlClass, errorProps, Field } from '../../ui/Field';
import { ChoiceGroup } from './ChoiceGroup';
import {
  changeWaste,
  DESTINATIONS,
  removeWastePhoto,
  STAGES,
  uploadWastePhoto,
  type WasteDestination,
  type WasteReason,
  type WasteRecord,
  type WasteRecordChanges,
  type WasteStage,
} from './queries';
import { photoProblem, WastePhotoInput } from './WastePhotoInput';

const NOTE_MAX = 500;

interface Props {
  tenantId: string;
  record: WasteRecord;
  /** The active reasons, and the record's own (an archived reason stays choosable for the record that has it). */
  reasons: WasteReason[];
  reasonLabel: (code: string) => string;
  onDone: (saved: WasteRecord | null) => void;
}

/**
 * Changing a record from the kitchen's screen: weight, stage, reason, destination, note and photo. The server decides
 * who may (the kitchen its own for 24 hours, the admin any); its refusal is shown here as it is.
 */
export function WasteRecordEditor({ tenantId, record, reasons, reasonLabel, onDone }: Props) {
  const { t } = useTranslation(['waste', 'dashboard']);
  const [grams, setGrams] = useState(String(record.weightGrams));
  const [stage, setStage] = useState<WasteStage>(record.stage);
  const [reason, setReason] = useState(record.reasonCode);
  const [destination, setDestination] = useState<WasteDestination>(record.destination);
  const [note, setNote] = useState(record.note ?? '');
  const [photo, setPhoto] = useState<File | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const id = (field: string) => `waste-edit-${record.id}-${field}`;
  const choosable = reasons.some((r) => r.code === record.reasonCode)
    ? reasons
    : [...reasons, { code: record.reasonCode, labels: { nl: '', fr: '', en: '' }, archived: true }];

  const save = useMutation({
    mutationFn: async (changes: WasteRecordChanges) => {
      let saved = await changeWaste(tenantId, record.id, changes);
      if (photo) saved = await uploadWastePhoto(tenantId, record.id, photo);
      else if (removePhoto && record.photoUrl) saved = await removeWastePhoto(tenantId, record.id);
      return saved;
    },
    onSuccess: (saved) => onDone(saved),
    onError: (failure) => {
      const fields = fieldErrorTexts(failure, t('dashboard:fieldErrors', { returnObjects: true }));
      if (fields) {
        setErrors(fields);
        return;
      }
      const code = failure instanceof ApiError ? failure.body?.code : undefined;
      setRefusal(
        code === 'waste_record_not_editable'
          ? t('edit.notEditable')
          : code === 'waste_record_not_found'
            ? t('edit.gone')
            : t('edit.failed'),
      );
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const weight = Number(grams);
    const found: Record<string, string> = {};
    if (!/^\d+$/.test(grams.trim()) || weight < 1 || weight > 1_000_000) found.weightGrams = t('edit.weightInvalid');
    if (note.trim().length > NOTE_MAX) found.note = t('edit.noteTooLong', { max: NOTE_MAX });
    setErrors(found);
    if (Object.keys(found).length > 0 || photoProblem(photo)) return;
    save.mutate({ weightGrams: weight, stage, reasonCode: reason, destination, note: note.trim() === '' ? null : note.trim() });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('edit.title')} className="mt-3 rounded-xl border border-teal-200 bg-teal-50/60 p-4">
      <Field id={id('weight')} label={t('edit.weight')} error={errors.weightGrams}>
        <input
          id={id('weight')}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={`${controlClass} min-h-12 max-w-48`}
          value={grams}
          onChange={(event) => setGrams(event.target.value)}
          {...errorProps(id('weight'), errors.weightGrams)}
        />
      </Field>
      <ChoiceGroup
        name={id('stage')}
        legend={t('stage')}
        value={stage}
        onChange={setStage}
        options={STAGES.map((s) => ({ value: s, label: t(`stages.${s}`) }))}
      />
      <ChoiceGroup
        name={id('reason')}
        legend={t('reason')}
        value={reason}
        onChange={setReason}
        options={choosable.map((r) => ({ value: r.code, label: reasonLabel(r.code) }))}
      />
      {errors.reasonCode && <p className="mt-1.5 text-sm text-red-700">{errors.reasonCode}</p>}
      <ChoiceGroup
        name={id('destination')}
        legend={t('destination')}
        value={destination}
        onChange={setDestination}
        options={DESTINATIONS.map((d) => ({ value: d, label: t(`destinations.${d}`) }))}
      />
      <div className="mt-5">
        <Field id={id('note')} label={t('edit.note')} error={errors.note}>
          <textarea
            id={id('note')}
            rows={2}
            className={controlClass}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            {...errorProps(id('note'), errors.note)}
          />
        </Field>
      </div>
      <WastePhotoInput
        id={id('photo')}
        photo={photo}
        onPhoto={setPhoto}
        currentUrl={removePhoto ? null : record.photoUrl}
        onRemove={() => setRemovePhoto(true)}
      />
      {refusal && (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-800"
          data-testid="waste-edit-refusal"
        >
          {refusal}
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-2">
        <Button type="submit" className="min-h-12" disabled={save.isPending}>
          {t('edit.save')}
        </Button>
        <Button variant="secondary" className="min-h-12" onClick={() => onDone(null)}>
          {t('edit.cancel')}
        </Button>
      </div>
    </form>
  );
}
