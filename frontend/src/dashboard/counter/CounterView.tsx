import { useMutation, useQuery } from '@tanstack/react-query';
import { ArrowLeft, Camera, CameraOff, CircleCheck, CircleX, HandPlatter, Search, Thermometer, Undo2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { formatMoment, formatTemperature } from '../../lib/format';
import { useStoredState } from '../../lib/use-stored-state';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Select';
import { toast } from '../../ui/Toast';
import { AllergenList } from '../portions/FoodFacts';
import { parseTemperature, registrationOn } from '../food-safety/food-safety';
import {
  fetchActiveLocations,
  fetchCounterReservations,
  fetchSettings,
  handOverByCode,
  keys,
  type CounterReservation,
  type HandedOver,
  type TenantSettings,
} from '../queries';
import { isDone, useLetDoneRowsGo } from './done-rows';
import { scheduleHandOver, undoHandOver, useWaitingHandOvers } from './hand-over-queue';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

const QrScanner = lazy(() => import('./QrScanner'));

const CODE_LENGTH = 4;
const DASHBOARD_PATH = '/dashboard';

interface HandOver {
  code: string;
  reservationId?: string;
  holderName?: string;
  /** Measured as it is handed over, where food safety is on at the location. */
  temperatureC?: number;
}

/** The tablet at the counter of one location, open all day: find a reservation by code, QR or name and hand it over. */
export default function CounterView({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  const [storedLocation, setLocation] = useStoredState('portiepunt.counter.location', '');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [temperature, setTemperature] = useState('');
  const [temperatureWarning, setTemperatureWarning] = useState<string | null>(null);
  const waiting = useWaitingHandOvers();

  const locations = useQuery({ queryKey: keys.activeLocations(tenantId), queryFn: () => fetchActiveLocations(tenantId) });
  const known = (locations.data ?? []).some((location) => location.id === storedLocation);
  const locationId = known ? storedLocation : (locations.data?.[0]?.id ?? '');
  const reservations = useQuery({
    queryKey: keys.counter(tenantId, locationId),
    queryFn: () => fetchCounterReservations(tenantId, locationId),
    enabled: locationId !== '',
  });
  const settings = useQuery({ queryKey: keys.settings(tenantId), queryFn: () => fetchSettings(tenantId) });
  const measuring = registrationOn(settings.data, locationId);
  const celsius = parseTemperature(temperature);
  const temperatureInvalid = celsius !== null && Number.isNaN(celsius);

  const handOver = useMutation({
    mutationFn: (request: HandOver) => handOverByCode(tenantId, locationId, request.code, request.reservationId, request.temperatureC),
    onSuccess: (handedOver, request) => {
      toast({ title: t('counter.handedOverTo', { name: request.holderName ?? request.code }) });
      setCode('');
      if (request.temperatureC === undefined) return;
      const measured = handedOver.handoverTemperature;
      if (measured?.outsideLimits) setTemperatureWarning(warningText(handedOver, settings.data));
      else if (measured) toast({ title: t('counter.temperatureRecorded', { temperature: formatTemperature(measured.temperatureC) }) });
    },
    // The list is not fetched again: the hand-over's live event marks its row done, here and at every other counter.
    onError: (error) => setProblem(problemText(error)),
  });

  const typed = code.trim().toUpperCase();
  const query = name.trim().toLocaleLowerCase('nl');
  const rows = reservations.data ?? [];
  useLetDoneRowsGo(tenantId, locationId, rows);
  const open = rows.filter((reservation) => !isDone(reservation));
  const shown = rows.filter(
    (reservation) =>
      reservation.pickupCode.startsWith(typed) &&
      (query === '' ||
        reservation.holderName.toLocaleLowerCase('nl').includes(query) ||
        reservation.portion.title.toLocaleLowerCase('nl').includes(query)),
  );
  // A whole code that today's list does not hold: the server says why (wrong code, other location, handed over).
  const unlisted = typed.length === CODE_LENGTH && shown.length === 0;

  /**
   * The typed temperature, taken for the hand-over about to go (the field empties for the next person): undefined when
   * none (or not asked for), null when it cannot be sent.
   */
  function measured(): number | undefined | null {
    if (!measuring || celsius === null) return undefined;
    if (temperatureInvalid) return null;
    setTemperature('');
    return celsius;
  }

  function schedule(reservation: CounterReservation) {
    setProblem(null);
    const temperatureC = measured();
    if (temperatureC === null) return;
    const request = { code: reservation.pickupCode, reservationId: reservation.id, holderName: reservation.holderName, temperatureC };
    scheduleHandOver(`reservation:${reservation.id}`, () => handOver.mutate(request));
  }

  function scanned(found: { code: string; reservationId: string } | null) {
    if (!found) {
      setProblem(t('counter.notOurQr'));
      return;
    }
    setScanning(false);
    setProblem(null);
    setName('');
    setCode(found.code);
    const temperatureC = measured();
    if (temperatureC === null) return;
    if (!open.some((reservation) => reservation.id === found.reservationId)) handOver.mutate({ ...found, temperatureC });
  }

  return (
    <section aria-labelledby="counter-title" className="mt-4 flex flex-col gap-5" data-testid="counter-view">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="counter-title" className="text-2xl font-bold text-slate-900">
            {t('counter.title')}
          </h2>
          <p className="text-slate-700">{t('counter.subtitle')}</p>
        </div>
        <Link
          to={DASHBOARD_PATH}
          className="inline-flex min-h-12 items-center gap-2 rounded-xl px-3 font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-600"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t('counter.close')}
        </Link>
      </div>

      {/* grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: the large code input would widen it past a phone's screen. */}
      <div className="grid grid-cols-1 gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end">
        {/* A grid item may shrink below its content's width only with min-w-0: the select's trigger would stick out. */}
        <div className="min-w-0">
          <SelectField
            id="counter-location"
            name="location"
            label={t('counter.location')}
            placeholder={t('counter.chooseLocation')}
            options={(locations.data ?? []).map((location) => ({ value: location.id, label: location.name }))}
            value={locationId}
            onValueChange={(value) => {
              setLocation(value);
              setProblem(null);
            }}
          />
        </div>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
          {t('counter.codeLabel')}
          <input
            value={code}
            onChange={(event) => {
              setCode(event.target.value.toUpperCase().slice(0, CODE_LENGTH));
              setProblem(null);
            }}
            placeholder={t('counter.codePlaceholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={CODE_LENGTH}
            className="min-h-14 min-w-0 rounded-xl border border-slate-300 px-4 font-mono text-3xl font-bold tracking-[0.3em] uppercase text-slate-900 placeholder:font-sans placeholder:text-lg placeholder:font-normal placeholder:tracking-normal placeholder:normal-case focus:border-teal-600 focus:outline-2 focus:outline-teal-600"
            data-testid="counter-code"
          />
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
          {t('counter.nameLabel')}
          <span className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
            <input
              value={name}
              onChange={(event) => setName(event.target.value)}
              placeholder={t('counter.namePlaceholder')}
              autoComplete="off"
              className="min-h-14 w-full rounded-xl border border-slate-300 pr-3 pl-10 text-lg text-slate-900 focus:border-teal-600 focus:outline-2 focus:outline-teal-600"
            />
          </span>
        </label>
        <Button size="lg" variant="secondary" className="min-h-14" onClick={() => setScanning((on) => !on)} aria-pressed={scanning}>
          {scanning ? <CameraOff aria-hidden="true" className="size-5" /> : <Camera aria-hidden="true" className="size-5" />}
          {scanning ? t('counter.stopScan') : t('counter.scan')}
        </Button>
      </div>

      {measuring && (
        <div className="rounded-2xl border border-slate-200 bg-white px-4 py-3" data-testid="counter-temperature">
          <label className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-800" htmlFor="counter-temperature">
            <Thermometer aria-hidden="true" className="size-4 text-slate-600" />
            {t('counter.temperatureLabel')}
          </label>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
            <input
              id="counter-temperature"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={temperature}
              onChange={(event) => {
                setTemperature(event.target.value);
                setTemperatureWarning(null);
              }}
              placeholder="63,5"
              aria-describedby={temperatureInvalid ? 'counter-temperature-error counter-temperature-hint' : 'counter-temperature-hint'}
              aria-invalid={temperatureInvalid || undefined}
              className="min-h-12 w-28 rounded-xl border border-slate-300 px-3 text-lg text-slate-900 focus:border-teal-600 focus:outline-2 focus:outline-teal-600 aria-invalid:border-red-600"
            />
            <p id="counter-temperature-hint" className="min-w-0 flex-[1_1_12rem] text-sm text-slate-600">
              {t('counter.temperatureHint')}
            </p>
          </div>
          {temperatureInvalid && (
            <p id="counter-temperature-error" className="mt-1.5 text-sm text-red-700">
              {t('counter.temperatureInvalid')}
            </p>
          )}
        </div>
      )}

      {temperatureWarning && (
        <p
          role="alert"
          className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-lg font-semibold text-amber-950"
          data-testid="counter-temperature-warning"
        >
          {temperatureWarning}
        </p>
      )}

      {scanning && (
        <Suspense fallback={<p className="text-slate-700">{t('counter.scanning')}</p>}>
          <QrScanner onScan={scanned} onFailure={(message) => setProblem(message)} />
        </Suspense>
      )}

      {problem && (
        <p
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-lg font-semibold text-red-800"
          data-testid="counter-problem"
        >
          {problem}
        </p>
      )}

      {unlisted && (
        <Button
          size="lg"
          className="min-h-14 self-start"
          disabled={handOver.isPending}
          onClick={() => {
            const temperatureC = measured();
            if (temperatureC !== null) handOver.mutate({ code: typed, temperatureC });
          }}
        >
          <HandPlatter aria-hidden="true" className="size-5" />
          {t('counter.checkCode')}
        </Button>
      )}

      <div>
        <h3 className="mb-3 text-lg font-semibold text-slate-900">{t('counter.listTitle', { count: open.length })}</h3>
        {reservations.isError && (
          <p role="alert" className="text-red-700">
            {t('counter.loadFailed')}
          </p>
        )}
        {reservations.isSuccess && open.length === 0 && <p className="text-slate-700">{t('counter.noneOpen')}</p>}
        {open.length > 0 && shown.length === 0 && !unlisted && <p className="text-slate-700">{t('counter.noMatch')}</p>}
        <ul className="grid gap-3 lg:grid-cols-2">
          {shown.map((reservation) => {
            const key = `reservation:${reservation.id}`;
            const isWaiting = waiting.has(key);
            return (
              <li
                key={reservation.id}
                className={`flex flex-wrap items-center justify-between gap-4 rounded-2xl border p-4 ${isDone(reservation) ? 'border-emerald-200 bg-emerald-50' : 'border-slate-200 bg-white'}`}
                data-testid="counter-reservation"
                data-code={reservation.pickupCode}
                data-status={reservation.status}
              >
                <div className="min-w-0 flex-[1_1_14rem]">
                  <p className="font-mono text-3xl font-bold tracking-[0.2em] text-slate-900">{reservation.pickupCode}</p>
                  <p className="text-lg font-semibold break-words text-slate-900">{reservation.holderName}</p>
                  <p className="text-slate-700">
                    {reservation.portion.title} · {reservation.quantity}× · {formatMoment(reservation.reservedAt)}
                  </p>
                  {/* Said again at hand-over: what the portion contains, as declared by the kitchen. */}
                  <div className="mt-2" data-testid="counter-allergens">
                    <AllergenList
                      allergens={reservation.portion.allergens}
                      mayContain={reservation.portion.mayContain}
                      allergensDeclared={reservation.portion.allergensDeclared}
                    />
                  </div>
                </div>
                {isDone(reservation) ? (
                  <p className="flex items-center gap-2 text-lg font-semibold text-slate-800" role="status" data-testid="counter-done">
                    {reservation.status === 'picked_up' ? (
                      <CircleCheck aria-hidden="true" className="size-6 text-emerald-700" />
                    ) : (
                      <CircleX aria-hidden="true" className="size-6 text-slate-600" />
                    )}
                    {reservation.status === 'picked_up'
                      ? t('counter.handedOverTo', { name: reservation.holderName })
                      : t('counter.cancelledRow')}
                  </p>
                ) : isWaiting ? (
                  <div className="flex items-center gap-3" role="status">
                    <span className="font-semibold text-emerald-800">{t('counter.handedOverTo', { name: reservation.holderName })}</span>
                    <Button variant="secondary" size="lg" className="min-h-14" onClick={() => undoHandOver(key)}>
                      <Undo2 aria-hidden="true" className="size-5" />
                      {t('kitchen.undo')}
                    </Button>
                  </div>
                ) : (
                  <Button size="lg" className="min-h-14 w-full text-lg sm:w-auto sm:min-w-40" onClick={() => schedule(reservation)}>
                    <HandPlatter aria-hidden="true" className="size-5" />
                    {t('kitchen.handOver')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** The counter's warning for a temperature outside the holding limits: the portion went, the rest is to be checked. */
function warningText(handedOver: HandedOver, settings: TenantSettings | undefined): string {
  const limits = settings?.foodSafety;
  const limit =
    handedOver.portion.storage === 'chilled'
      ? i18n.t('dashboard:counter.temperatureWarningChilled', { maxC: limits?.chilledMaxC ?? 7 })
      : i18n.t('dashboard:counter.temperatureWarningHot', { minC: limits?.hotMinC ?? 60 });
  return i18n.t('dashboard:counter.temperatureWarning', {
    temperature: formatTemperature(handedOver.handoverTemperature!.temperatureC),
    title: handedOver.portion.title,
    limit,
  });
}

function problemText(error: unknown): string {
  if (error instanceof ApiError) {
    const code = error.body?.code ?? (error.status === 400 ? 'invalid_input' : undefined);
    const texts: Record<string, string> = i18n.t('dashboard:counter.errors', { returnObjects: true });
    if (code && texts[code]) return texts[code];
  }
  return i18n.t('dashboard:counter.handedOverFailed');
}
