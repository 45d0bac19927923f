import { formatMoment } from '../lib/format';
import { DAY_TIME } from './texts';

const clockFormat = new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit' });
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A moment in the coming days as people say it: "vandaag 14:00" (or just "14:00" with `today: 'bare'`),
 * "morgen 14:00", further ahead "vr 27 nov, 14:00". Local time, so "14:00" after an evening shift is not read as today.
 */
export function dayAndTime(moment: Date, now: Date, { today = 'named' }: { today?: 'named' | 'bare' } = {}): string {
  const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const days = Math.round((startOfDay(moment) - startOfDay(now)) / DAY_MS);
  const clock = clockFormat.format(moment);
  if (days === 0) return today === 'bare' ? clock : `${DAY_TIME.today} ${clock}`;
  if (days === 1) return `${DAY_TIME.tomorrow} ${clock}`;
  return formatMoment(moment);
}
