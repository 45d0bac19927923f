import { Injectable } from '@nestjs/common';
import type { EndedReason, TemperatureEntry } from '../../domain/portions/food-safety.js';
import type { Storage } from '../../domain/portions/portion.js';
import { PortionRepository } from '../../domain/portions/portion.repository.js';
import { Clock } from '../../domain/shared/clock.js';
import { fieldError, InvalidInputError, type FieldError } from '../../domain/shared/domain-error.js';
import { LocationNotFoundError, LocationRepository } from '../../domain/tenancy/index.js';
import { toTemperatureView } from './portion-view.js';

/** The longest period one log covers. */
export const FOOD_SAFETY_LOG_MAX_DAYS = 92;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** YYYY-MM-DD in Belgian and Dutch time. */
const LOCAL_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Brussels' });

/** One offered batch as an inspector reads it: what, how much, when prepared, how kept, every temperature and how it ended. */
export interface FoodSafetyBatch {
  portionId: string;
  title: string;
  totalQuantity: number;
  pickedUpQuantity: number;
  offeredAt: Date;
  preparedAt: Date | null;
  storage: Storage | null;
  iddsiLevel: number | null;
  availableUntil: Date;
  holdUntil: Date | null;
  /** Every entry, corrections included next to what they correct. */
  temperatures: TemperatureEntry[];
  endedReason: EndedReason | null;
  endedAt: Date | null;
}

export interface FoodSafetyLog {
  locationId: string;
  locationName: string;
  from: string;
  to: string;
  batches: FoodSafetyBatch[];
}

/** The food safety log of one location over whole calendar days (Belgian and Dutch time). */
@Injectable()
export class GetFoodSafetyLogQuery {
  constructor(
    private readonly portions: PortionRepository,
    private readonly locations: LocationRepository,
    private readonly clock: Clock,
  ) {}

  /** Absent `from`: today; absent `to`: `from`. */
  async execute(tenantId: string, locationId: string, fromDay?: string, toDay?: string): Promise<FoodSafetyLog> {
    const from = fromDay ?? LOCAL_DAY.format(this.clock.now());
    const to = toDay ?? from;
    requirePeriod(from, to);
    const location = await this.locations.findById(tenantId, locationId);
    if (!location) throw new LocationNotFoundError();
    const now = this.clock.now();
    const records = await this.portions.listOfferedAt(tenantId, locationId, from, to);
    return {
      locationId,
      locationName: location.toState().name,
      from,
      to,
      batches: records.map(({ portion }) => {
        const state = portion.toState();
        const endedReason = portion.endedReasonAt(now);
        return {
          portionId: state.id,
          title: state.title,
          totalQuantity: state.totalQuantity,
          pickedUpQuantity: state.pickedUpQuantity,
          offeredAt: state.createdAt,
          preparedAt: state.preparedAt,
          storage: state.storage,
          iddsiLevel: state.iddsiLevel,
          availableUntil: state.availableUntil,
          holdUntil: state.holdUntil,
          temperatures: state.temperatures.map(toTemperatureView),
          endedReason,
          // Read as expired before the job wrote it down: it ended when its window closed.
          endedAt: state.endedAt ?? (endedReason === 'expired' ? state.availableUntil : null),
        };
      }),
    };
  }
}

function requirePeriod(from: string, to: string): void {
  const errors: FieldError[] = [];
  const days = { from: parseDay(from), to: parseDay(to) };
  for (const key of ['from', 'to'] as const)
    if (days[key] === null) errors.push(fieldError(key, 'invalid_date', `${key} must be a date as YYYY-MM-DD`));
  if (days.from !== null && days.to !== null) {
    if (days.to < days.from) errors.push(fieldError('to', 'out_of_order', 'to may not be before from'));
    else if ((days.to - days.from) / 86_400_000 + 1 > FOOD_SAFETY_LOG_MAX_DAYS)
      errors.push(
        fieldError('to', 'too_large', `a log covers at most ${FOOD_SAFETY_LOG_MAX_DAYS} days`, { max: FOOD_SAFETY_LOG_MAX_DAYS }),
      );
  }
  if (errors.length > 0) throw new InvalidInputError(errors);
}

/** Milliseconds of a real calendar date given as YYYY-MM-DD; null otherwise (2026-02-30 included). */
function parseDay(value: string): number | null {
  if (typeof value !== 'string' || !DAY.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? null : time;
}
