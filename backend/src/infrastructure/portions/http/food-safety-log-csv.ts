import type { FoodSafetyLog } from '../../../application/portions/get-food-safety-log.query.js';
import type { Language } from '../../../domain/shared/language.js';
import { spreadsheetCsv } from '../../platform/http/spreadsheet-csv.js';
import { foodSafetyLogCsvTexts } from './food-safety-log-csv.texts.js';

/** "2026-11-22 13:05" in Belgian and Dutch time: sortable, and read alike in every language. */
const localTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const at = (value: Date | null): string => (value ? localTime.format(value) : '');

/**
 * The log in the reader's language, with a BOM: one line per temperature entry (corrections on their own line,
 * naming the entry they correct), and one line for a batch without any.
 */
export function foodSafetyLogCsv(log: FoodSafetyLog, language: Language): string {
  const t = foodSafetyLogCsvTexts(language);
  const temperature = (value: number) => (language === 'en' ? value.toFixed(1) : value.toFixed(1).replace('.', ','));
  const header = [
    'offeredAt',
    'title',
    'quantity',
    'pickedUp',
    'preparedAt',
    'storage',
    'iddsi',
    'kind',
    'temperature',
    'measuredAt',
    'coolingStartedAt',
    'measuredBy',
    'entryId',
    'correctsId',
    'note',
    'endedAt',
    'endedReason',
  ].map((key) => t(key));
  const rows = log.batches.flatMap((batch) => {
    const common = [
      at(batch.offeredAt),
      batch.title,
      batch.totalQuantity,
      batch.pickedUpQuantity,
      at(batch.preparedAt),
      batch.storage ? t(`storage_${batch.storage}`) : '',
      batch.iddsiLevel,
    ];
    const ended = [at(batch.endedAt), batch.endedReason ? t(`reason_${batch.endedReason}`) : ''];
    if (batch.temperatures.length === 0) return [[...common, '', '', '', '', '', '', '', '', ...ended]];
    return batch.temperatures.map((entry) => [
      ...common,
      t(`kind_${entry.kind}`),
      temperature(entry.temperatureC),
      at(entry.measuredAt),
      at(entry.coolingStartedAt),
      entry.measuredBy.name,
      entry.id,
      entry.correctsId ?? '',
      entry.note ?? '',
      ...ended,
    ]);
  });
  return spreadsheetCsv([header, ...rows], { bom: true, language });
}

export const foodSafetyLogFileName = (language: Language, log: FoodSafetyLog): string =>
  foodSafetyLogCsvTexts(language)('fileName', {
    location:
      log.locationName
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'locatie',
    from: log.from,
    to: log.to,
  });
