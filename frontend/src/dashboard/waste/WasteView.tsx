import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Pencil, Repeat, Trash2, Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { useLanguage } from '../../i18n';
import { formatClock } from '../../lib/format';
import { useStoredState } from '../../lib/use-stored-state';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { SelectField } from '../../ui/Select';
import { toast } from '../../ui/Toast';
import { fetchActiveLocations, keys } from '../queries';
import { ChoiceGroup } from './ChoiceGroup';
import { LeftoverPortions } from './LeftoverPortions';
import {
  deleteWaste,
  DESTINATIONS,
  fetchReasons,
  fetchRecordsOf,
  formatWeight,
  recordWaste,
  STAGES,
  today,
  uploadWastePhoto,
  wasteKeys,
  type WasteDestination,
  type WasteRecord,
  type WasteStage,
} from './queries';
import { WastePhotoInput, photoProblem } from './WastePhotoInput';
import { WasteRecordEditor } from './WasteRecordEditor';
import { WasteReportPanel } from './WasteReportPanel';
import { smallPhoto } from '../queries';
import { gramsOf, WeightKeypad } from './WeightKeypad';

/** How long "Ongedaan maken" stays after a record is saved. */
export const UNDO_MS = 10_000;
/** The kitchen changes its own records this long after making them (the API holds the same rule). */
const OWN_EDIT_MS = 24 * 60 * 60 * 1000;

/**
 * The kitchen's phone by the bin: location and destination remembered on the device, a keypad for the weight, the stage
 * and reason as large buttons, "Zelfde als vorige" to repeat the last choice, an optional photo from the phone's camera;
 * today's records with their photos, undo for 10 s, and a change or deletion where the server allows it.
 */
export default function WasteView({ tenantId, userId, role }: { tenantId: string; userId: string; role: 'kitchen' | 'admin' }) {
  const { t } = useTranslation(['waste', 'dashboard']);
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const day = today();
  const [location, setLocation] = useStoredState('portiepunt.waste.location', '');
  const [destination, setDestination] = useStoredState('portiepunt.waste.destination', 'digestion');
  const [typed, setTyped] = useState('');
  const [unit, setUnit] = useState<'g' | 'kg'>('g');
  const [stage, setStage] = useState<WasteStage | ''>('');
  const [reason, setReason] = useState('');
  const [undoable, setUndoable] = useState<WasteRecord | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [editing, setEditing] = useState<string | null>(null);

  const locations = useQuery({ queryKey: keys.activeLocations(tenantId), queryFn: () => fetchActiveLocations(tenantId) });
  const reasons = useQuery({ queryKey: wasteKeys.reasons(tenantId), queryFn: () => fetchReasons(tenantId) });
  const records = useQuery({ queryKey: wasteKeys.records(tenantId, day), queryFn: () => fetchRecordsOf(tenantId, day) });
  const locationId = (locations.data ?? []).some((l) => l.id === location) ? location : (locations.data?.[0]?.id ?? '');
  const grams = gramsOf(typed, unit);
  const activeReasons = (reasons.data ?? []).filter((r) => !r.archived);
  const reasonLabel = (code: string) => reasons.data?.find((r) => r.code === code)?.labels[language] ?? code;
  const mine = (records.data ?? []).filter((record) => record.recordedBy.id === userId);
  const last = mine[0];

  useEffect(() => {
    if (!undoable) return;
    const timer = setTimeout(() => setUndoable(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [undoable]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: wasteKeys.all(tenantId) });
  const save = useMutation({
    mutationFn: async () => {
      const record = await recordWaste(tenantId, {
        locationId,
        weightGrams: grams!,
        stage: stage as WasteStage,
        reasonCode: reason,
        destination: destination as WasteDestination,
      });
      if (!photo) return { record, photoSaved: true };
      // The weighing counts even when its photo does not get through: it is saved, and the photo can be added by "Wijzigen".
      return uploadWastePhoto(tenantId, record.id, photo).then(
        (withPhoto) => ({ record: withPhoto, photoSaved: true }),
        () => ({ record, photoSaved: false }),
      );
    },
    onSuccess: ({ record, photoSaved }) => {
      setTyped('');
      setPhoto(null);
      setUndoable(record);
      toast({ title: t('saved', { weight: formatWeight(record.weightGrams, language) }) });
      if (!photoSaved) toast({ title: t('photo.failed'), variant: 'destructive' });
      void refresh();
    },
    onError: () => toast({ title: t('saveFailed'), variant: 'destructive' }),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteWaste(tenantId, id),
    onSuccess: (record) => {
      if (undoable?.id === record.id) {
        setUndoable(null);
        toast({ title: t('undone') });
      }
      void refresh();
    },
    onError: (failure) => {
      const refused = failure instanceof ApiError && failure.body?.code === 'waste_record_not_editable';
      toast({ title: refused ? t('edit.notEditable') : t('edit.failed'), variant: 'destructive' });
      void refresh();
    },
  });
  const ready = grams !== null && stage !== '' && reason !== '' && locationId !== '' && !photoProblem(photo);
  const total = (records.data ?? []).reduce((sum, record) => sum + record.weightGrams, 0);
  // Which buttons to offer; the server decides, and its refusal shows in the editor.
  const mayChange = (record: WasteRecord) =>
    role === 'admin' || (record.recordedBy.id === userId && Date.now() - new Date(record.createdAt).getTime() < OWN_EDIT_MS);

  return (
    <>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold text-slate-900">{t('pageTitle')}</h2>
        <Link
          to="/dashboard"
          className="inline-flex min-h-12 items-center gap-2 rounded-xl px-3 font-semibold text-teal-800 hover:bg-teal-50"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t('back')}
        </Link>
      </div>
      <p className="mt-1 text-slate-700">{t('intro')}</p>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card padding="p-4 sm:p-6">
          <form
            aria-label={t('pageTitle')}
            onSubmit={(event) => {
              event.preventDefault();
              if (ready) save.mutate();
              // A photo that cannot be sent says why beside its input.
              else if (!photoProblem(photo)) toast({ title: t('chooseAll'), variant: 'destructive' });
            }}
          >
            {(locations.data?.length ?? 0) > 1 && (
              <div className="mb-4">
                <SelectField
                  id="waste-location"
                  name="location"
                  label={t('location')}
                  placeholder={t('location')}
                  options={(locations.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
                  value={locationId}
                  onValueChange={setLocation}
                />
              </div>
            )}
            {last && (
              <Button
                variant="secondary"
                size="lg"
                className="mb-4 w-full"
                onClick={() => {
                  setStage(last.stage);
                  setReason(last.reasonCode);
                  setDestination(last.destination);
                }}
              >
                <Repeat aria-hidden="true" className="size-5" />
                {t('sameAsLast')}
              </Button>
            )}
            <WeightKeypad typed={typed} unit={unit} onType={setTyped} onUnit={setUnit} />
            <ChoiceGroup
              name="stage"
              legend={t('stage')}
              value={stage}
              onChange={setStage}
              options={STAGES.map((s) => ({ value: s, label: t(`stages.${s}`) }))}
            />
            <ChoiceGroup
              name="reason"
              legend={t('reason')}
              value={reason}
              onChange={setReason}
              options={activeReasons.map((r) => ({ value: r.code, label: r.labels[language] }))}
            />
            <ChoiceGroup
              name="destination"
              legend={t('destination')}
              value={destination as WasteDestination}
              onChange={setDestination}
              options={DESTINATIONS.map((d) => ({ value: d, label: t(`destinations.${d}`) }))}
            />
            <WastePhotoInput id="waste-photo" photo={photo} onPhoto={setPhoto} />
            <Button type="submit" size="lg" className="mt-6 min-h-16 w-full text-lg" disabled={save.isPending}>
              {t('save')}
              {grams !== null && ` · ${formatWeight(grams, language)}`}
            </Button>
          </form>
          {undoable && (
            <div role="status" className="mt-4 flex items-center justify-between gap-3 rounded-xl bg-slate-900 px-4 py-3 text-white">
              <span>{t('saved', { weight: formatWeight(undoable.weightGrams, language) })}</span>
              <Button variant="inverse" onClick={() => remove.mutate(undoable.id)} disabled={remove.isPending}>
                <Undo2 aria-hidden="true" className="size-4" />
                {t('undo')}
              </Button>
            </div>
          )}
        </Card>

        <div>
          <section aria-labelledby="waste-today">
            <h3 id="waste-today" className="text-xl font-semibold text-slate-900">
              {t('todayTitle')}
            </h3>
            {(records.data ?? []).length === 0 ? (
              <p className="mt-2 text-slate-700">{t('todayEmpty')}</p>
            ) : (
              <>
                <p className="mt-1 text-slate-700">{t('todayTotal', { weight: formatWeight(total, language) })}</p>
                <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" data-testid="waste-today">
                  {(records.data ?? []).map((record) => (
                    <li key={record.id} className="px-4 py-3" data-testid="waste-record">
                      <div className="flex items-center gap-3">
                        {record.photoUrl && (
                          <img
                            src={smallPhoto(record.photoUrl)}
                            alt={t('photo.alt', { weight: formatWeight(record.weightGrams, language) })}
                            className="size-14 shrink-0 rounded-lg object-cover"
                            data-testid="waste-thumbnail"
                          />
                        )}
                        <div className="min-w-0 flex-1">
                          <p className="font-semibold text-slate-900">
                            {formatWeight(record.weightGrams, language)} · {t(`stages.${record.stage}`)}
                          </p>
                          <p className="text-sm break-words text-slate-600">
                            {formatClock(record.recordedAt)} · {reasonLabel(record.reasonCode)} · {t(`destinations.${record.destination}`)}{' '}
                            · {record.recordedBy.name}
                          </p>
                          {record.note && <p className="text-sm break-words text-slate-700">{record.note}</p>}
                        </div>
                        {mayChange(record) && editing !== record.id && (
                          <div className="flex shrink-0">
                            <Button
                              variant="ghost"
                              aria-label={`${t('edit.open')}: ${formatWeight(record.weightGrams, language)}`}
                              onClick={() => setEditing(record.id)}
                            >
                              <Pencil aria-hidden="true" className="size-5" />
                            </Button>
                            <Button
                              variant="ghost"
                              aria-label={`${t('delete')}: ${formatWeight(record.weightGrams, language)}`}
                              onClick={() => remove.mutate(record.id)}
                            >
                              <Trash2 aria-hidden="true" className="size-5" />
                            </Button>
                          </div>
                        )}
                      </div>
                      {editing === record.id && (
                        <WasteRecordEditor
                          tenantId={tenantId}
                          record={record}
                          reasons={activeReasons}
                          reasonLabel={reasonLabel}
                          onDone={(saved) => {
                            setEditing(null);
                            if (saved) {
                              toast({ title: t('edit.saved', { weight: formatWeight(saved.weightGrams, language) }) });
                              void refresh();
                            }
                          }}
                        />
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
          <LeftoverPortions tenantId={tenantId} destination={destination as WasteDestination} />
        </div>
      </div>

      <WasteReportPanel tenantId={tenantId} role={role} />
    </>
  );
}
