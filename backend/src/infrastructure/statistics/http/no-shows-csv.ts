import { defineTexts } from '../../../application/shared/i18n/texts.js';
import type { Language } from '../../../domain/shared/language.js';
import type { NoShowFigures, NoShowPeriod } from '../../../domain/statistics/no-shows.js';
import { spreadsheetCsv } from '../../platform/http/spreadsheet-csv.js';

const texts = defineTexts('no-shows-csv', {
  nl: {
    from: 'Van',
    to: 'Tot en met',
    name: 'Naam',
    reservations: 'Reserveringen',
    pickedUp: 'Opgehaald',
    noShows: 'Niet opgehaald',
    lateCancellations: 'Late annuleringen',
    file: 'niet-opgehaald-{{from}}-{{to}}.csv',
  },
  fr: {
    from: 'Du',
    to: 'Au',
    name: 'Nom',
    reservations: 'Réservations',
    pickedUp: 'Retirées',
    noShows: 'Non retirées',
    lateCancellations: 'Annulations tardives',
    file: 'non-retirees-{{from}}-{{to}}.csv',
  },
  en: {
    from: 'From',
    to: 'To',
    name: 'Name',
    reservations: 'Reservations',
    pickedUp: 'Picked up',
    noShows: 'No-shows',
    lateCancellations: 'Late cancellations',
    file: 'no-shows-{{from}}-{{to}}.csv',
  },
});

/** One line per person, the period (ISO days, with the year) on each, so that files of several periods can be combined. */
export function noShowsCsv(period: NoShowPeriod, rows: NoShowFigures[], language: Language): string {
  const t = texts(language);
  return spreadsheetCsv(
    [
      [t('from'), t('to'), t('name'), t('reservations'), t('pickedUp'), t('noShows'), t('lateCancellations')],
      ...rows.map((row) => [period.from, period.to, row.name, row.reservations, row.pickedUp, row.noShows, row.lateCancellations]),
    ],
    { bom: true, language },
  );
}

export const noShowsFileName = (language: Language, period: NoShowPeriod): string =>
  texts(language)('file', { from: period.from, to: period.to });
