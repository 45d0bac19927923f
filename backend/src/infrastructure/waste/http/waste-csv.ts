import type { Language } from '../../../domain/shared/language.js';
import type { WasteReasonState } from '../../../domain/waste/waste-reason.js';
import { WASTE_STAGES } from '../../../domain/waste/waste-record.js';
import type { WasteRecordView } from '../../../domain/waste/waste.repository.js';
import type { WasteReport } from '../../../application/waste/waste-report.query.js';
import { spreadsheetCsv } from '../../platform/http/spreadsheet-csv.js';
import { wasteCsvTexts } from './waste-csv.texts.js';

type Cell = string | number | null;

/** Decimals as the reader's spreadsheet reads them (12,5 or 12.5), without grouping. */
const decimal = (language: Language, value: number | null, digits: number): string =>
  value === null
    ? ''
    : new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'nl-NL', { maximumFractionDigits: digits, useGrouping: false }).format(value);

const localTime = (at: Date) =>
  at.toLocaleString('sv-SE', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });

const reasonLabel = (reasons: WasteReasonState[], code: string, language: Language) =>
  reasons.find((reason) => reason.code === code)?.labels[language] ?? code;

/**
 * One line per record, oldest last, with the labels in the reader's language; formulas escaped, with a BOM. The
 * photo's link is absolute (`appUrl`) and signed: it works for a few hours after the export.
 */
export function wasteRecordsCsv(
  records: (WasteRecordView & { photoUrl: string | null })[],
  reasons: WasteReasonState[],
  language: Language,
  appUrl: string,
): string {
  const t = wasteCsvTexts(language);
  return spreadsheetCsv(
    [
      [
        t('recordedAt'),
        t('location'),
        t('weight'),
        t('stage'),
        t('reason'),
        t('destination'),
        t('recordedBy'),
        t('portion'),
        t('note'),
        t('photo'),
      ],
      ...records.map((record) => [
        localTime(record.recordedAt),
        record.locationName,
        record.weightGrams,
        t(`stages.${record.stage}`),
        reasonLabel(reasons, record.reasonCode, language),
        t(`destinations.${record.destination}`),
        record.recordedByName,
        record.portionId ?? '',
        record.note ?? '',
        record.photoUrl ? `${appUrl}${record.photoUrl}` : '',
      ]),
    ],
    { bom: true, language },
  );
}

/**
 * The report as the annual reporting asks for it: the totals, tonnes of fresh mass per stage and per location, meals
 * served and kilograms per meal, the rescued weight, the change against the baseline and the method; then the weeks.
 */
export function wasteReportCsv(report: WasteReport, reasons: WasteReasonState[], language: Language): string {
  const t = wasteCsvTexts(language);
  const kg = (grams: number) => decimal(language, grams / 1000, 3);
  const tonnes = (grams: number) => decimal(language, grams / 1_000_000, 6);
  const euros = (cents: number) => decimal(language, cents / 100, 2);
  const rows: Cell[][] = [
    [t('report.heading'), t('report.all')],
    [t('report.period'), report.from, report.to],
    [t('report.method'), t('report.methodValue')],
    [t('report.wastedTonnes'), tonnes(report.wastedGrams)],
    [t('report.wastedKg'), kg(report.wastedGrams)],
    [t('report.rescuedKg'), kg(report.rescuedGrams)],
    [t('report.rescuedPortions'), report.rescuedPortions],
    [t('report.meals'), report.mealsServed],
    [t('report.kgPerMeal'), decimal(language, report.gramsPerMeal === null ? null : report.gramsPerMeal / 1000, 4)],
    [t('report.gramsPerMeal'), decimal(language, report.gramsPerMeal, 1)],
    report.baseline ? [t('report.baseline'), report.baseline.from, report.baseline.to] : [t('report.baseline'), t('report.noBaseline')],
    [t('report.baselineGramsPerMeal'), decimal(language, report.baseline?.gramsPerMeal ?? null, 1)],
    [t('report.change'), decimal(language, report.changeAgainstBaselinePercent, 1)],
    [t('report.co2eFactor'), decimal(language, report.co2eKgPerKgFood, 3), report.co2eSource],
    [t('report.co2eWasted'), decimal(language, report.co2eKgWasted, 2)],
    [t('report.co2eRescued'), decimal(language, report.co2eKgRescued, 2)],
    [t('report.costWasted'), euros(report.costCentsWasted)],
    [t('report.costRescued'), euros(report.costCentsRescued)],
    [],
    [t('report.byStage'), t('report.wastedTonnes'), t('report.wastedKg')],
    ...WASTE_STAGES.map((stage) => [t(`stages.${stage}`), tonnes(report.byStage[stage] ?? 0), kg(report.byStage[stage] ?? 0)]),
    [],
    [t('report.byReason'), t('report.wastedTonnes'), t('report.wastedKg')],
    ...Object.entries(report.byReason).map(([code, grams]) => [reasonLabel(reasons, code, language), tonnes(grams), kg(grams)]),
    [],
    [t('report.byDestination'), t('report.wastedTonnes'), t('report.wastedKg')],
    ...Object.entries(report.byDestination).map(([destination, grams]) => [t(`destinations.${destination}`), tonnes(grams), kg(grams)]),
    [],
    [
      t('report.byLocation'),
      t('report.wastedTonnes'),
      ...WASTE_STAGES.map((stage) => `${t(`stages.${stage}`)} (t)`),
      t('report.meals'),
      t('report.kgPerMeal'),
      t('report.rescuedKg'),
    ],
    ...report.byLocation.map((location) => [
      location.name,
      tonnes(location.wastedGrams),
      ...WASTE_STAGES.map((stage) => tonnes(location.byStage[stage] ?? 0)),
      location.mealsServed,
      decimal(language, location.gramsPerMeal === null ? null : location.gramsPerMeal / 1000, 4),
      kg(location.rescuedGrams),
    ]),
    [],
    [t('report.weekStart'), t('report.wastedKg'), t('report.rescuedKg'), t('report.meals'), t('report.gramsPerMeal')],
    ...report.weeks.map((week) => [
      week.weekStart,
      kg(week.wastedGrams),
      kg(week.rescuedGrams),
      week.mealsServed,
      decimal(language, week.gramsPerMeal, 1),
    ]),
  ];
  return spreadsheetCsv(rows, { bom: true, language });
}

export const wasteFileName = (language: Language, kind: 'fileRecords' | 'fileReport', from: string, to: string): string =>
  wasteCsvTexts(language)(kind, { from, to });
