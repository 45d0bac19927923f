import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate, formatDateTime, formatMoment, formatTemperature } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { Button } from '../../ui/Button';
import { controlClass, Field } from '../../ui/Field';
import { SelectField } from '../../ui/Select';
import { toast } from '../../ui/Toast';
import { fetchActiveLocations, keys } from '../queries';
import { downloadCsv } from '../waste/queries';
import {
  dayIn,
  fetchFoodSafetyLog,
  foodSafetyKeys,
  foodSafetyLogCsvPath,
  iddsiNameKey,
  type FoodSafetyBatch,
  type TemperatureCheck,
} from './food-safety';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 92;
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000;

/**
 * The food safety log of a location for a day range, as a page to print (the browser's print to PDF) for the
 * inspector: every batch with each temperature, who measured it, the cooling, and when and why it ended.
 * Corrections stand beside the entry they correct; nothing is left out. Location and days live in the address.
 */
export default function FoodSafetyLogPage({ tenantId, tenantName }: { tenantId: string; tenantName: string | null }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  usePageMeta({ title: t('foodSafety.log.pageTitle'), description: t('foodSafety.log.heading'), noindex: true });
  const [params, setParams] = useSearchParams();
  const today = dayIn(new Date());
  const from = DAY.test(params.get('van') ?? '') ? params.get('van')! : today;
  const to = DAY.test(params.get('tot') ?? '') ? params.get('tot')! : from;
  const rangeValid = daysBetween(from, to) >= 0 && daysBetween(from, to) < MAX_DAYS;
  const locations = useQuery({ queryKey: keys.activeLocations(tenantId), queryFn: () => fetchActiveLocations(tenantId) });
  const locationId = params.get('locatie') ?? locations.data?.[0]?.id ?? '';
  const log = useQuery({
    queryKey: foodSafetyKeys.log(tenantId, locationId, from, to),
    queryFn: () => fetchFoodSafetyLog(tenantId, locationId, from, to),
    enabled: locationId !== '' && rangeValid,
  });
  const choose = (name: 'locatie' | 'van' | 'tot', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );

  return (
    <main
      className="mx-auto max-w-6xl bg-white px-4 py-6 text-slate-900 sm:px-6 sm:py-8 print:max-w-none print:p-0"
      data-testid="food-safety-log"
    >
      <div className="mb-6 space-y-4 print:hidden">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to="/dashboard" className="inline-flex min-h-12 items-center gap-2 font-semibold text-teal-800">
            <ArrowLeft aria-hidden="true" className="size-5" />
            {t('foodSafety.log.back')}
          </Link>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              disabled={!log.isSuccess}
              onClick={() =>
                void downloadCsv(foodSafetyLogCsvPath(tenantId, locationId, from, to), `temperatuurregistratie-${from}-${to}.csv`).catch(
                  () => toast({ title: t('foodSafety.log.csvFailed'), variant: 'destructive' }),
                )
              }
            >
              <Download aria-hidden="true" className="size-4" />
              {t('foodSafety.log.csv')}
            </Button>
            <Button disabled={!log.isSuccess} onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              {t('foodSafety.log.print')}
            </Button>
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            id="log-location"
            name="location"
            label={t('foodSafety.log.location')}
            placeholder={t('foodSafety.log.location')}
            options={(locations.data ?? []).map((location) => ({ value: location.id, label: location.name }))}
            value={locationId}
            onValueChange={(value) => choose('locatie', value)}
          />
          <Field id="log-from" label={t('foodSafety.log.from')}>
            <input
              id="log-from"
              type="date"
              className={`${controlClass} min-h-12`}
              value={from}
              max={today}
              onChange={(event) => DAY.test(event.target.value) && choose('van', event.target.value)}
            />
          </Field>
          <Field id="log-to" label={t('foodSafety.log.to')} error={rangeValid ? undefined : t('foodSafety.log.rangeInvalid')}>
            <input
              id="log-to"
              type="date"
              className={`${controlClass} min-h-12`}
              value={to}
              min={from}
              max={today}
              aria-invalid={!rangeValid || undefined}
              aria-describedby={rangeValid ? undefined : 'log-to-error'}
              onChange={(event) => DAY.test(event.target.value) && choose('tot', event.target.value)}
            />
          </Field>
        </div>
      </div>

      <h1 className="text-2xl font-bold">{t('foodSafety.log.heading')}</h1>
      {log.data && (
        <p className="mt-1 text-slate-700" data-testid="log-period">
          {[
            tenantName,
            t('foodSafety.log.period', { location: log.data.locationName, from: formatDate(log.data.from), to: formatDate(log.data.to) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      <p className="mt-1 hidden text-sm text-slate-600 print:block">
        {t('foodSafety.log.printedAt', { when: formatDateTime(new Date()) })}
      </p>

      {locations.isSuccess && locations.data.length === 0 && <p className="mt-6">{t('foodSafety.log.noLocations')}</p>}
      {log.isPending && locationId !== '' && rangeValid && <p className="mt-6 text-slate-600">{t('foodSafety.log.loading')}</p>}
      {log.isError && (
        <p role="alert" className="mt-6 text-red-700">
          {t('foodSafety.log.loadFailed')}
        </p>
      )}
      {log.data && log.data.batches.length === 0 && <p className="mt-6 text-slate-700">{t('foodSafety.log.empty')}</p>}
      {log.data && log.data.batches.length > 0 && (
        <ol className="mt-6 space-y-5 print:space-y-3">
          {log.data.batches.map((batch) => (
            <Batch key={batch.portionId} batch={batch} />
          ))}
        </ol>
      )}
    </main>
  );
}

function Batch({ batch }: { batch: FoodSafetyBatch }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  const byId = new Map(batch.temperatures.map((entry) => [entry.id, entry]));
  const correctedIds = new Set(batch.temperatures.map((entry) => entry.correctsId).filter(Boolean));
  return (
    <li className="break-inside-avoid rounded-xl border border-slate-300 p-4 print:rounded-none print:p-2" data-testid="log-batch">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-lg font-semibold">{batch.title}</h2>
        <p className="text-sm font-semibold" data-testid="log-ended">
          {batch.endedReason ? t(`foodSafety.log.reasons.${batch.endedReason}`) : t('foodSafety.log.onOffer')}
          {batch.endedAt && ` · ${formatMoment(batch.endedAt)}`}
        </p>
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4 print:grid-cols-4">
        <Fact term={t('foodSafety.log.offered')} value={formatMoment(batch.offeredAt)} />
        <Fact term={t('foodSafety.log.prepared')} value={batch.preparedAt ? formatMoment(batch.preparedAt) : '–'} />
        <Fact term={t('foodSafety.log.storage')} value={batch.storage ? t(`shared:food.storageNames.${batch.storage}`) : '–'} />
        <Fact
          term={t('shared:food.iddsi')}
          value={
            batch.iddsiLevel === null
              ? '–'
              : t('shared:food.iddsiLevel', { level: batch.iddsiLevel, name: t(iddsiNameKey(batch.iddsiLevel)) })
          }
        />
      </dl>
      <p className="mt-1 text-sm">{t('foodSafety.log.pickedUp', { picked: batch.pickedUpQuantity, total: batch.totalQuantity })}</p>
      {batch.temperatures.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('foodSafety.log.noMeasurements')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">
              {t('foodSafety.log.measurements')}: {batch.title}
            </caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-1 pr-3">
                  {t('foodSafety.log.measuredAt')}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {t('foodSafety.log.kind')}
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  {t('foodSafety.log.temperature')}
                </th>
                <th scope="col" className="py-1">
                  {t('foodSafety.log.measuredBy')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 tabular-nums">
              {batch.temperatures.map((entry) => (
                <Entry
                  key={entry.id}
                  entry={entry}
                  corrects={entry.correctsId ? byId.get(entry.correctsId) : undefined}
                  corrected={correctedIds.has(entry.id)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </li>
  );
}

function Entry({ entry, corrects, corrected }: { entry: TemperatureCheck; corrects?: TemperatureCheck; corrected: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <tr data-testid="log-entry" className={corrected ? 'text-slate-500' : undefined}>
      <td className="py-1 pr-3 align-top">
        {formatMoment(entry.measuredAt)}
        {entry.coolingStartedAt && (
          <span className="block text-xs text-slate-600">
            {t('foodSafety.log.coolingStarted', { when: formatMoment(entry.coolingStartedAt) })}
          </span>
        )}
      </td>
      <td className="py-1 pr-3 align-top">
        {t(`foodSafety.log.kinds.${entry.kind}`)}
        {corrects && (
          <span className="block text-xs text-slate-700" data-testid="log-correction">
            {t('foodSafety.log.correction', { temperature: formatTemperature(corrects.temperatureC) })}
            {entry.note && ` · ${t('foodSafety.log.correctionNote', { note: entry.note })}`}
          </span>
        )}
      </td>
      <td className="py-1 pr-3 text-right align-top font-semibold">
        <span className={corrected ? 'line-through' : undefined}>{formatTemperature(entry.temperatureC)}</span>
        {corrected && <span className="block text-xs font-normal">{t('foodSafety.log.corrected')}</span>}
      </td>
      <td className="py-1 align-top">{entry.measuredBy.name}</td>
    </tr>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-slate-600">{term}:</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
