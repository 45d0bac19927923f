import { Injectable } from '@nestjs/common';
import { Clock } from '../../domain/shared/clock.js';
import { InvalidInputError } from '../../domain/shared/domain-error.js';
import { TenantSettingsRepository } from '../../domain/settings/index.js';
import { LocationRepository } from '../../domain/tenancy/index.js';
import {
  addDays,
  changeAgainstBaseline,
  co2eKg,
  CO2E_SOURCE,
  costCents,
  daysIn,
  gramsPerMeal,
  localDay,
  requirePeriod,
  suggestedBaseline,
  weekStart,
  type DatePeriod,
} from '../../domain/waste/waste-figures.js';
import { WasteReportReader, type WasteSums } from '../../domain/waste/waste-report.reader.js';

/** Two years at most per report: the annual report and a year-on-year view fit, a decade does not. */
export const REPORT_MAX_DAYS = 731;
/** Without a period, the report covers the last 12 weeks, the current one included. */
const DEFAULT_WEEKS = 12;
/** The method that Decision (EU) 2019/1597 calls direct measurement: every event weighed. */
export const MEASUREMENT_METHOD = 'direct_measurement';

export interface WasteFigures {
  wastedGrams: number;
  rescuedGrams: number;
  rescuedPortions: number;
  mealsServed: number;
  gramsPerMeal: number | null;
  byStage: Record<string, number>;
  byReason: Record<string, number>;
  byDestination: Record<string, number>;
  co2eKgWasted: number;
  co2eKgRescued: number;
  costCentsWasted: number;
  costCentsRescued: number;
}

export interface WasteReport extends WasteFigures {
  from: string;
  to: string;
  locationId: string | null;
  method: typeof MEASUREMENT_METHOD;
  co2eKgPerKgFood: number;
  co2eSource: string;
  costCentsPerKg: number;
  defaultPortionWeightGrams: number;
  baseline: { from: string; to: string; gramsPerMeal: number | null } | null;
  /** Without a baseline: the first 4 complete weeks with records, when they have passed. */
  suggestedBaseline: DatePeriod | null;
  changeAgainstBaselinePercent: number | null;
  weeks: { weekStart: string; wastedGrams: number; rescuedGrams: number; mealsServed: number; gramsPerMeal: number | null }[];
  byLocation: ({ locationId: string; name: string } & WasteFigures)[];
}

@Injectable()
export class GetWasteReportQuery {
  constructor(
    private readonly reader: WasteReportReader,
    private readonly settings: TenantSettingsRepository,
    private readonly locations: LocationRepository,
    private readonly clock: Clock,
  ) {}

  async execute(tenantId: string, input: { from?: string; to?: string; locationId?: string }): Promise<WasteReport> {
    const now = this.clock.now();
    const today = localDay(now);
    const period = this.periodOf(input, today);
    const locationId = input.locationId ?? null;
    if (locationId !== null && !(await this.locations.findById(tenantId, locationId)))
      throw InvalidInputError.field('locationId', 'unknown_reference', 'locationId names no location of this organisation');
    const settings = await this.settings.findByTenant(tenantId);
    const factors = {
      co2e: settings.co2eKgPerKgFood,
      cost: settings.wasteCostCentsPerKg,
      portionGrams: settings.defaultPortionWeightGrams,
    };
    const [sums, weeks, perLocation, baselineSums, firstDay] = await Promise.all([
      this.reader.sums(tenantId, period, locationId, now),
      this.reader.weeks(tenantId, period, locationId, now),
      locationId === null ? this.reader.perLocation(tenantId, period, now) : Promise.resolve([]),
      settings.wasteBaseline ? this.reader.sums(tenantId, settings.wasteBaseline, locationId, now) : Promise.resolve(null),
      settings.wasteBaseline ? Promise.resolve(null) : this.reader.firstRecordDay(tenantId),
    ]);
    const figures = figuresOf(sums, factors);
    const baseline =
      settings.wasteBaseline && baselineSums
        ? { ...settings.wasteBaseline, gramsPerMeal: gramsPerMeal(baselineSums.wastedGrams, baselineSums.mealsServed) }
        : null;
    return {
      from: period.from,
      to: period.to,
      locationId,
      method: MEASUREMENT_METHOD,
      ...figures,
      co2eKgPerKgFood: factors.co2e,
      co2eSource: CO2E_SOURCE,
      costCentsPerKg: factors.cost,
      defaultPortionWeightGrams: factors.portionGrams,
      baseline,
      suggestedBaseline: baseline ? null : suggestedBaseline(firstDay, today),
      changeAgainstBaselinePercent: changeAgainstBaseline(figures.gramsPerMeal, baseline?.gramsPerMeal ?? null),
      weeks: weeks.map((week) => ({
        weekStart: week.weekStart,
        wastedGrams: week.wastedGrams,
        rescuedGrams: week.rescuedWeighedGrams + week.rescuedUnweighedPortions * factors.portionGrams,
        mealsServed: week.mealsServed,
        gramsPerMeal: gramsPerMeal(week.wastedGrams, week.mealsServed),
      })),
      byLocation: perLocation.map((location) => ({
        locationId: location.locationId,
        name: location.name,
        ...figuresOf(location, factors),
      })),
    };
  }

  private periodOf(input: { from?: string; to?: string }, today: string): DatePeriod {
    if (input.from === undefined && input.to === undefined) {
      return { from: addDays(weekStart(today), -7 * (DEFAULT_WEEKS - 1)), to: today };
    }
    const period = requirePeriod({ from: input.from, to: input.to });
    if (daysIn(period) > REPORT_MAX_DAYS)
      throw InvalidInputError.field('to', 'too_large', `a report spans at most ${REPORT_MAX_DAYS} days`, { max: REPORT_MAX_DAYS });
    return period;
  }
}

function figuresOf(sums: WasteSums, factors: { co2e: number; cost: number; portionGrams: number }): WasteFigures {
  const rescuedGrams = sums.rescuedWeighedGrams + sums.rescuedUnweighedPortions * factors.portionGrams;
  return {
    wastedGrams: sums.wastedGrams,
    rescuedGrams,
    rescuedPortions: sums.rescuedPortions,
    mealsServed: sums.mealsServed,
    gramsPerMeal: gramsPerMeal(sums.wastedGrams, sums.mealsServed),
    byStage: sums.byStage,
    byReason: sums.byReason,
    byDestination: sums.byDestination,
    co2eKgWasted: co2eKg(sums.wastedGrams, factors.co2e),
    co2eKgRescued: co2eKg(rescuedGrams, factors.co2e),
    costCentsWasted: costCents(sums.wastedGrams, factors.cost),
    costCentsRescued: costCents(rescuedGrams, factors.cost),
  };
}
