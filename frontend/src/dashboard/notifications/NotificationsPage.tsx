import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Bell } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../api/client';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { CheckboxField } from '../../ui/Checkbox';
import { toast } from '../../ui/Toast';
import { fetchActiveLocations, keys } from '../queries';
import { CalendarFeedCard } from './CalendarFeedCard';
import { disablePush, enablePush, pushSupported } from './push';
import { useTranslation } from 'react-i18next';

type NewPortionsMode = 'off' | 'instant' | 'digest';

export interface NotificationChoices {
  newPortions: NewPortionsMode;
  locations: string[] | null;
  push: boolean;
  reminders: boolean;
  /** Withdrawals of what I reserved; allergen changes are always told. */
  reservationChanges?: boolean;
}

const PREFERENCES = '/api/protected/profile/notifications';
const preferencesKey = ['notification-preferences'] as const;
const MODES: NewPortionsMode[] = ['off', 'instant', 'digest'];

/** "Meldingen": what a user wants to hear about, by mail and on this device; and, for who reserves, the calendar feed. */
export default function NotificationsPage({ tenantId, reserves }: { tenantId: string; reserves: boolean }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  const preferences = useQuery({ queryKey: preferencesKey, queryFn: () => api.get<NotificationChoices>(PREFERENCES) });
  const locations = useQuery({ queryKey: keys.activeLocations(tenantId), queryFn: () => fetchActiveLocations(tenantId) });

  return (
    <div className="mt-6 max-w-2xl">
      <Link to="/dashboard" className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-teal-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('notifications.back')}
      </Link>
      <Card className="mt-2">
        <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <Bell aria-hidden="true" className="size-5 text-teal-700" />
          {t('notifications.heading')}
        </h2>
        <p className="mt-1 text-slate-600">{t('notifications.intro')}</p>
        {preferences.isError && (
          <p role="alert" className="mt-4 text-red-700">
            {t('notifications.loadFailed')}
          </p>
        )}
        {preferences.isPending && <p className="mt-4 text-slate-600">{t('notifications.loading')}</p>}
        {preferences.data && <PreferencesForm stored={preferences.data} locations={locations.data ?? []} />}
      </Card>
      {reserves && <CalendarFeedCard />}
    </div>
  );
}

function PreferencesForm({ stored, locations }: { stored: NotificationChoices; locations: { id: string; name: string }[] }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState(stored);
  const [pushProblem, setPushProblem] = useState<string | null>(pushSupported() ? null : t('notifications.pushUnsupported'));
  useEffect(() => setChoices(stored), [stored]);
  const change = (next: Partial<NotificationChoices>) => setChoices((current) => ({ ...current, ...next }));

  const save = useMutation({
    mutationFn: async (wanted: NotificationChoices) => {
      let push = wanted.push;
      if (push && !stored.push) {
        if ((await enablePush()) === 'denied') {
          setPushProblem(t('notifications.pushDenied'));
          push = false;
        }
      } else if (!push && stored.push && pushSupported()) {
        await disablePush();
      }
      return api.put<NotificationChoices>(PREFERENCES, { ...wanted, push });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesKey, saved);
      toast({ title: t('notifications.saved') });
    },
    onError: () => toast({ title: t('notifications.saveFailed'), variant: 'destructive' }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(choices);
  };
  const toggleLocation = (id: string, on: boolean) => {
    const current = choices.locations ?? [];
    change({ locations: on ? [...current, id] : current.filter((location) => location !== id) });
  };

  return (
    <form onSubmit={submit} className="mt-6 space-y-6">
      <fieldset>
        <legend className="font-semibold text-slate-900">{t('notifications.newPortions')}</legend>
        <div className="mt-2 space-y-2">
          {MODES.map((mode) => (
            <label
              key={mode}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50"
            >
              <input
                type="radio"
                name="newPortions"
                value={mode}
                checked={choices.newPortions === mode}
                onChange={() => change({ newPortions: mode })}
                className="mt-1 size-4 accent-teal-700"
              />
              <span>
                <span className="block font-medium text-slate-900">{t(`notifications.modes.${mode}.label`)}</span>
                <span className="block text-sm text-slate-600">{t(`notifications.modes.${mode}.hint`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {locations.length > 1 && (
        <fieldset>
          <legend className="font-semibold text-slate-900">{t('notifications.locations')}</legend>
          <p className="text-sm text-slate-600">{t('notifications.chooseLocations')}</p>
          <div className="mt-2 space-y-2">
            <CheckboxField
              id="locations-all"
              name="locations-all"
              label={t('notifications.allLocations')}
              checked={choices.locations === null}
              onCheckedChange={(all) => change({ locations: all ? null : [] })}
            />
            {choices.locations !== null &&
              locations.map((location) => (
                <CheckboxField
                  key={location.id}
                  id={`location-${location.id}`}
                  name="locations"
                  label={location.name}
                  checked={choices.locations?.includes(location.id) ?? false}
                  onCheckedChange={(on) => toggleLocation(location.id, on)}
                />
              ))}
          </div>
        </fieldset>
      )}

      <fieldset>
        <legend className="font-semibold text-slate-900">{t('notifications.push')}</legend>
        <p className="text-sm text-slate-600">{t('notifications.pushHint')}</p>
        <div className="mt-2">
          <CheckboxField
            id="push"
            name="push"
            label={t('notifications.push')}
            checked={choices.push}
            onCheckedChange={(push) => change({ push })}
            error={pushProblem ?? undefined}
          />
        </div>
      </fieldset>

      <fieldset>
        <legend className="font-semibold text-slate-900">{t('notifications.reminders')}</legend>
        <div className="mt-2">
          <CheckboxField
            id="reminders"
            name="reminders"
            label={t('notifications.remindersLabel')}
            checked={choices.reminders}
            onCheckedChange={(reminders) => change({ reminders })}
          />
        </div>
      </fieldset>

      <fieldset aria-describedby="reservation-changes-hint">
        <legend className="font-semibold text-slate-900">{t('notifications.reservationChanges')}</legend>
        <div className="mt-2">
          <CheckboxField
            id="reservation-changes"
            name="reservationChanges"
            label={t('notifications.reservationChangesLabel')}
            checked={choices.reservationChanges ?? true}
            onCheckedChange={(reservationChanges) => change({ reservationChanges })}
          />
          <p id="reservation-changes-hint" className="mt-1 text-sm text-slate-600">
            {t('notifications.reservationChangesHint')}
          </p>
        </div>
      </fieldset>

      <Button type="submit" disabled={save.isPending} className="min-h-11">
        {save.isPending ? t('notifications.saving') : t('notifications.save')}
      </Button>
    </form>
  );
}
