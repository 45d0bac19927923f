import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, ClipboardList, Plus, ScanLine, Scale, UtensilsCrossed } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useRef, useState } from 'react';
import { useStoredState } from '../../lib/use-stored-state';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { SelectField } from '../../ui/Select';
import { shownStatus } from '../portions/portion-status';
import { fetchActiveLocations, fetchPortions, keys, type Portion } from '../queries';
import { COUNTER_PATH, WASTE_PATH } from '../DashboardLayout';
import { FOOD_SAFETY_LOG_PATH } from '../food-safety/food-safety';
import { useNow } from '../use-now';
import { PortionCard } from './PortionCard';
import { PortionForm } from './PortionForm';
import { useTranslation } from 'react-i18next';

/** Radix select has no empty value, so "all locations" gets a value of its own. */
const ALL = 'all';
/** How many earlier portions "Opnieuw aanbieden" offers. */
const RECENT = 20;

const endTime = (portion: Portion) => new Date(portion.availableUntil).getTime();

/** The kitchen's counter tablet: offer portions and hand reservations over. */
export default function KitchenView({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation(['dashboard', 'shared', 'waste']);
  const [adding, setAdding] = useState(false);
  const [location, setLocation] = useStoredState('portiepunt.kitchen.location', ALL);
  const now = useNow();
  const portions = useQuery({ queryKey: keys.portions(tenantId), queryFn: () => fetchPortions(tenantId) });
  const locations = useQuery({ queryKey: keys.activeLocations(tenantId), queryFn: () => fetchActiveLocations(tenantId) });

  const all = portions.data ?? [];
  const shown = all.filter((portion) => location === ALL || portion.locationId === location);
  // Active first, the soonest end on top; finished and expired ones fold away under "Afgelopen", latest end first.
  const active = shown.filter((portion) => shownStatus(portion, now) === 'available').sort((a, b) => endTime(a) - endTime(b));
  const ended = shown.filter((portion) => shownStatus(portion, now) !== 'available').sort((a, b) => endTime(b) - endTime(a));
  // Today's only: older history would make the figure grow for weeks (the list reaches back further).
  const startOfToday = new Date(now).setHours(0, 0, 0, 0);
  const notPickedUp = ended
    .filter((portion) => endTime(portion) >= startOfToday)
    .reduce((sum, portion) => sum + (portion.reservedQuantity ?? 0), 0);
  const [endedOpen, setEndedOpen] = useState(false);
  const endedSummary = useRef<HTMLElement>(null);
  const showEnded = () => {
    setEndedOpen(true);
    // After the list has opened: before, the page may end too soon to bring its title to the top.
    requestAnimationFrame(() => {
      endedSummary.current?.scrollIntoView({ block: 'start' });
      endedSummary.current?.focus({ preventScroll: true });
    });
  };
  // The list comes newest first from the API.
  const recent = all.slice(0, RECENT);
  const locationKnown = location === ALL || (locations.data ?? []).some((candidate) => candidate.id === location);

  return (
    <>
      <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700">{t('kitchen.subtitle')}</p>
        <div className="flex flex-wrap gap-2">
          <Link
            to={COUNTER_PATH}
            className="inline-flex min-h-14 shrink-0 items-center gap-2 rounded-xl border border-teal-700 px-4 font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
          >
            <ScanLine aria-hidden="true" className="size-5" />
            {t('counter.open')}
          </Link>
          <Link
            to={WASTE_PATH}
            className="inline-flex min-h-14 shrink-0 items-center gap-2 rounded-xl border border-teal-700 px-4 font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
          >
            <Scale aria-hidden="true" className="size-5" />
            {t('waste:open')}
          </Link>
          <Link
            to={FOOD_SAFETY_LOG_PATH}
            className="inline-flex min-h-14 shrink-0 items-center gap-2 rounded-xl border border-teal-700 px-4 font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
          >
            <ClipboardList aria-hidden="true" className="size-5" />
            {t('foodSafety.log.open')}
          </Link>
          {!adding && (
            <Button size="lg" className="min-h-14 shrink-0" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-5" />
              {t('kitchen.addPortion')}
            </Button>
          )}
        </div>
      </div>
      {adding && <PortionForm tenantId={tenantId} recent={recent} onClose={() => setAdding(false)} />}

      <section aria-labelledby="portions-title" className="mt-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="portions-title" className="text-xl font-semibold text-slate-900">
            {t('kitchen.listTitle')}
          </h2>
          <div className="sm:w-72">
            <SelectField
              id="kitchen-location-filter"
              name="location"
              label={t('kitchen.locationFilter')}
              placeholder={t('kitchen.allLocations')}
              options={[
                { value: ALL, label: t('kitchen.allLocations') },
                ...(locations.data ?? []).map((l) => ({ value: l.id, label: l.name })),
              ]}
              value={locationKnown ? location : ALL}
              onValueChange={setLocation}
            />
          </div>
        </div>
        {notPickedUp > 0 && (
          <p
            data-testid="not-picked-up-summary"
            className="mt-4 flex flex-wrap items-center gap-x-2 rounded-xl border border-red-200 bg-red-50 px-4 py-2 text-sm font-medium text-red-800"
          >
            <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
            <span>{t('kitchen.notPickedUpSummary', { count: notPickedUp })}</span>
            <button
              type="button"
              onClick={showEnded}
              className="ml-auto min-h-11 shrink-0 rounded-lg px-2 font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-red-800"
            >
              {t('kitchen.notPickedUpShow')}
            </button>
          </p>
        )}
        <div className="mt-4">
          {portions.isError && (
            <p role="alert" className="text-red-700">
              {t('kitchen.loadFailed')}
            </p>
          )}
          {portions.isPending && <ListSkeleton label={t('kitchen.loadingPortions')} className="grid gap-4 lg:grid-cols-2" />}
          {portions.isSuccess && all.length === 0 && <EmptyState icon={UtensilsCrossed} message={t('kitchen.empty')} />}
          {portions.isSuccess && all.length > 0 && shown.length === 0 && (
            <EmptyState icon={UtensilsCrossed} message={t('kitchen.emptyAtLocation')} />
          )}
          {shown.length > 0 && (
            <>
              <h3 className="sr-only">{t('kitchen.activeTitle')}</h3>
              {active.length === 0 ? (
                <p className="text-slate-700">{t('kitchen.noActive')}</p>
              ) : (
                <PortionGrid tenantId={tenantId} portions={active} now={now} />
              )}
              {ended.length > 0 && (
                <details
                  className="mt-8 group"
                  data-testid="ended-portions"
                  open={endedOpen}
                  onToggle={(event) => setEndedOpen(event.currentTarget.open)}
                >
                  <summary
                    ref={endedSummary}
                    className="scroll-mt-48 sm:scroll-mt-24 min-h-12 cursor-pointer rounded-xl px-2 py-3 text-lg font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700"
                  >
                    {t('kitchen.finishedTitle', { count: ended.length })}
                  </summary>
                  <div className="mt-3">
                    <PortionGrid tenantId={tenantId} portions={ended} now={now} />
                  </div>
                </details>
              )}
            </>
          )}
        </div>
      </section>
    </>
  );
}

function PortionGrid({ tenantId, portions, now }: { tenantId: string; portions: Portion[]; now: number }) {
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {portions.map((portion) => (
        <li key={portion.id}>
          <PortionCard tenantId={tenantId} portion={portion} now={now} />
        </li>
      ))}
    </ul>
  );
}
