import { useMutation } from '@tanstack/react-query';
import { CalendarDays, Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import type { Schema } from '../../api/types';
import { Button, buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/Toast';

const FEED = '/api/protected/profile/calendar-feed';

/**
 * "Agenda-abonnement": a private address that a calendar app subscribes to, listing the open reservations. Only a
 * hash of it is stored, so it is shown once: copying it again means making a new one, which ends the old.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation('dashboard');
  const [url, setUrl] = useState<string | null>(null);
  const renew = useMutation({
    mutationFn: () => api.post<Schema<'CalendarFeedUrlDto'>>(FEED, undefined),
    onSuccess: (feed) => {
      setUrl(feed.url);
      toast({ title: t(url ? 'calendarFeed.renewed' : 'calendarFeed.created') });
    },
    onError: () => toast({ title: t('calendarFeed.failed'), variant: 'destructive' }),
  });
  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      toast({ title: t('calendarFeed.copied') });
    } catch {
      toast({ title: t('calendarFeed.copyFailed'), variant: 'destructive' });
    }
  };

  return (
    <Card className="mt-4" aria-labelledby="calendar-feed-heading">
      <h2 id="calendar-feed-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <CalendarDays aria-hidden="true" className="size-5 text-teal-700" />
        {t('calendarFeed.heading')}
      </h2>
      <p className="mt-1 text-slate-600">{t('calendarFeed.intro')}</p>
      {url && (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <input
            readOnly
            aria-label={t('calendarFeed.address')}
            value={url}
            onFocus={(event) => event.target.select()}
            className="min-w-0 flex-1 rounded-xl border border-slate-300 bg-slate-50 px-3.5 py-2.5 font-mono text-sm text-slate-900"
          />
          <Button onClick={() => void copy(url)} className="min-h-11">
            <Copy aria-hidden="true" className="size-4" />
            {t('calendarFeed.copy')}
          </Button>
        </div>
      )}
      {url && <p className="mt-2 text-sm text-slate-600">{t('calendarFeed.shownOnce')}</p>}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        {url && (
          <a href={url} className={buttonClass('secondary', 'md', 'min-h-11')}>
            <CalendarDays aria-hidden="true" className="size-4" />
            {t('calendarFeed.open')}
          </a>
        )}
        <Button
          variant={url ? 'ghost' : 'primary'}
          onClick={() => renew.mutate()}
          disabled={renew.isPending}
          aria-describedby="calendar-feed-renew-hint"
          className="min-h-11"
        >
          {url && <RefreshCw aria-hidden="true" className="size-4" />}
          {renew.isPending ? t('calendarFeed.working') : t(url ? 'calendarFeed.renew' : 'calendarFeed.create')}
        </Button>
      </div>
      <p id="calendar-feed-renew-hint" className="mt-2 text-sm text-slate-600">
        {t('calendarFeed.renewHint')}
      </p>
    </Card>
  );
}
