import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, EyeOff, Soup } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useStoredState } from '../../lib/use-stored-state';
import { EmptyState } from '../../ui/EmptyState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Select';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs';
import { fetchActiveLocations, fetchMyReservations, fetchPortions, fetchSettings, keys, type Reservation } from '../queries';
import { useNow } from '../use-now';
import { avoidedIn, isHidden, useFoodFilter } from './food-filter';
import { FoodFilterPanel } from './FoodFilterPanel';
import { MealCard } from './MealCard';
import { ReservationCard } from './ReservationCard';
import { useTranslation } from 'react-i18next';

/** Radix select has no empty value, so "all locations" gets a value of its own. */
const ALL = 'all';

/** Open reservations first, then the newest. */
const byRelevance = (a: Reservation, b: Reservation) =>
  Number(b.status === 'reserved') - Number(a.status === 'reserved') || b.reservedAt.localeCompare(a.reservedAt);

/** A colleague's phone: what is on offer now, and what I have reserved. */
export default function StaffView({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  const now = useNow();
  const [tab, setTab] = useState('available');
  const [storedLocation, setLocation] = useStoredState('portiepunt.staff.location', ALL);
  const locations = useQuery({ queryKey: keys.activeLocations(tenantId), queryFn: () => fetchActiveLocations(tenantId) });
  // A remembered location that is gone (deactivated, another account) falls back to all locations.
  const location =
    storedLocation === ALL || !locations.isSuccess || locations.data.some((l) => l.id === storedLocation) ? storedLocation : ALL;
  const locationId = location === ALL ? undefined : location;

  const portions = useQuery({
    queryKey: keys.portions(tenantId, { available: true, locationId }),
    queryFn: () =>
      fetchPortions(tenantId, { available: true, locationId }).catch(() => {
        throw new Error('Failed to fetch portions');
      }),
  });
  const reservations = useQuery({ queryKey: keys.myReservations, queryFn: fetchMyReservations });
  const settings = useQuery({ queryKey: keys.settings(tenantId), queryFn: () => fetchSettings(tenantId) });
  // Until the setting is known the pick-up button stays hidden rather than appearing and vanishing.
  const pickupConfirmation = settings.data?.pickupConfirmation ?? 'counter';

  const [foodFilter, setFoodFilter] = useFoodFilter();
  const [showHidden, setShowHidden] = useState(false);
  const open = (portions.data ?? []).filter((portion) => new Date(portion.availableUntil).getTime() > now);
  const hiddenCount = open.filter((portion) => isHidden(portion, foodFilter)).length;
  const shown = showHidden ? open : open.filter((portion) => !isHidden(portion, foodFilter));
  const availableCount = shown.reduce((sum, portion) => sum + portion.availableQuantity, 0);
  const mine = [...(reservations.data ?? [])].sort(byRelevance);
  const openReservations = mine.filter((reservation) => reservation.status === 'reserved' && !reservation.overdue).length;
  const heldPortions = new Map(mine.filter((reservation) => reservation.status === 'reserved').map((r) => [r.portionId, r]));
  const announcement = useNewPortionAnnouncement(portions.data);

  return (
    <Tabs value={tab} onValueChange={setTab} className="mt-4">
      <p className="mb-4 text-slate-600">{t('staff.subtitle')}</p>
      <TabList label={t('staff.tabsLabel')}>
        <Tab value="available">{t('staff.tabAvailable')}</Tab>
        <Tab value="reservations">
          {t('staff.tabReservations')}
          {openReservations > 0 && (
            <span data-testid="reservation-count" className="rounded-full bg-teal-700 px-2 py-0.5 text-xs font-bold text-white">
              {openReservations}
            </span>
          )}
        </Tab>
      </TabList>

      <TabPanel value="available" className="mt-5 outline-none">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="sm:w-72">
            <SelectField
              id="location-filter"
              name="location"
              label={t('staff.locationFilter')}
              placeholder={t('staff.allLocations')}
              options={[
                { value: ALL, label: t('staff.allLocations') },
                ...(locations.data ?? []).map((l) => ({ value: l.id, label: l.name })),
              ]}
              value={location}
              onValueChange={setLocation}
            />
          </div>
          <p data-testid="available-count" className="text-lg font-semibold text-teal-900">
            {portions.isPending ? t('staff.loadingPortions') : t('staff.availableCount', { count: availableCount })}
          </p>
        </div>
        <div className="mt-4">
          <FoodFilterPanel filter={foodFilter} onChange={setFoodFilter} />
        </div>
        {hiddenCount > 0 && (
          <p
            className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-slate-100 px-4 py-2 text-sm text-slate-800"
            data-testid="hidden-count"
          >
            <EyeOff aria-hidden="true" className="size-4 text-slate-600" />
            {t('staff.hiddenCount', { count: hiddenCount })}
            <Button variant="ghost" className="min-h-11" aria-pressed={showHidden} onClick={() => setShowHidden((on) => !on)}>
              {showHidden ? t('staff.hideAgain') : t('staff.showHidden')}
            </Button>
          </p>
        )}
        {/* Announces new portions to screen readers without moving focus. */}
        <p aria-live="polite" role="status" className="sr-only" data-testid="new-portion-announcement">
          {announcement}
        </p>
        <div className="mt-5">
          {portions.isError && (
            <p role="alert" className="text-red-700">
              {t('staff.loadFailedShown')}
            </p>
          )}
          {portions.isPending && <ListSkeleton label={t('staff.loadingPortions')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" />}
          {portions.isSuccess && open.length === 0 && (
            <EmptyState icon={Soup} message={locationId ? t('staff.emptyAvailableAtLocation') : t('staff.emptyAvailable')} />
          )}
          {shown.length > 0 && (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((portion) => (
                <li key={portion.id}>
                  <MealCard
                    portion={portion}
                    now={now}
                    avoided={avoidedIn(portion, foodFilter)}
                    outsideFilter={isHidden(portion, foodFilter)}
                    held={heldPortions.get(portion.id)}
                    onShowReservation={() => setTab('reservations')}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </TabPanel>

      <TabPanel value="reservations" className="mt-5 outline-none">
        {reservations.isError && (
          <p role="alert" className="text-red-700">
            {t('staff.reservationsFailed')}
          </p>
        )}
        {reservations.isSuccess && mine.length === 0 && <EmptyState icon={CalendarCheck} message={t('staff.emptyReservations')} />}
        {mine.length > 0 && (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {mine.map((reservation) => (
              <li key={reservation.id}>
                <ReservationCard reservation={reservation} now={now} pickupConfirmation={pickupConfirmation} />
              </li>
            ))}
          </ul>
        )}
      </TabPanel>
    </Tabs>
  );
}

/** The title of a portion that appeared since the list was first shown, for the polite live region. */
function useNewPortionAnnouncement(portions: { id: string; title: string }[] | undefined): string {
  const { t } = useTranslation('dashboard');
  const seen = useRef<Set<string> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!portions) return;
    if (seen.current) {
      const added = portions.filter((portion) => !seen.current!.has(portion.id));
      if (added.length > 0) setAnnouncement(added.map((portion) => t('staff.newPortion', { title: portion.title })).join('. '));
    }
    seen.current = new Set([...(seen.current ?? []), ...portions.map((portion) => portion.id)]);
  }, [portions, t]);
  return announcement;
}
