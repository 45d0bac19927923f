import { formatClock, formatMoment } from '../lib/format';
import { i18n } from '../i18n';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A moment in the coming days as people say it: "vandaag 14:00" (or just "14:00" with `today: 'bare'`),
 * "morgen 14:00", further ahead "vr 27 nov, 14:00". Local time, so "14:00" after an evening shift is not read as today.
 */
export function dayAndTime(moment: Date, now: Date, { today = 'named' }: { today?: 'named' | 'bare' } = {}): string {
  const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const days = Math.round((startOfDay(moment) - startOfDay(now)) / DAY_MS);
  const clock = formatClock(moment);
  if (days === 0) return today === 'bare' ? clock : i18n.t('shared:dayTime.today', { clock });
  if (days === 1) return i18n.t('shared:dayTime.tomorrow', { clock });
  return formatMoment(moment);
}

/** "2 u 5 min", "45 min", "3 d 4 u": compact enough for a phone card. */
export function durationText(ms: number): string {
  const total = Math.max(1, Math.ceil(ms / 60_000));
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  if (days > 0) return hours > 0 ? i18n.t('dashboard:duration.daysHours', { days, hours }) : i18n.t('dashboard:duration.days', { days });
  if (hours > 0)
    return minutes > 0 ? i18n.t('dashboard:duration.hoursMinutes', { hours, minutes }) : i18n.t('dashboard:duration.hours', { hours });
  return i18n.t('dashboard:duration.minutes', { minutes });
}
