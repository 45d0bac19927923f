import { Injectable } from '@nestjs/common';
import { InvalidInputError } from '../../domain/shared/domain-error.js';
import { LocationNotFoundError, LocationRepository } from '../../domain/tenancy/index.js';
import { addDays, daysIn, localDay, requireDate, requireMealsServed, requirePeriod } from '../../domain/waste/waste-figures.js';
import { MealsServedRepository, type MealsServedDay } from '../../domain/waste/waste.repository.js';
import { Clock } from '../../domain/shared/clock.js';

/** A year of days at most per read, so that one request stays small. */
export const MEALS_SERVED_MAX_DAYS = 366;

/** The meals a location served on a day: entered by the kitchen or admin, or sent by the meal-ordering system. */
@Injectable()
export class MealsServedUseCases {
  constructor(
    private readonly meals: MealsServedRepository,
    private readonly locations: LocationRepository,
    private readonly clock: Clock,
  ) {}

  async set(tenantId: string, locationId: string, date: string, meals: unknown): Promise<MealsServedDay> {
    if (!(await this.locations.findById(tenantId, locationId))) throw new LocationNotFoundError();
    const day = requireDate('date', date);
    if (day > localDay(this.clock.now())) throw InvalidInputError.field('date', 'in_future', 'date may not be in the future');
    const entry = { locationId, date: day, meals: requireMealsServed(meals) };
    await this.meals.set(tenantId, entry);
    return entry;
  }

  /** Without a period: the last 31 days, today included. */
  async list(tenantId: string, locationId: string, from: string | undefined, to: string | undefined): Promise<MealsServedDay[]> {
    if (!(await this.locations.findById(tenantId, locationId))) throw new LocationNotFoundError();
    const today = localDay(this.clock.now());
    const period = from === undefined && to === undefined ? { from: addDays(today, -30), to: today } : requirePeriod({ from, to });
    if (daysIn(period) > MEALS_SERVED_MAX_DAYS)
      throw InvalidInputError.field('to', 'too_large', `at most ${MEALS_SERVED_MAX_DAYS} days at once`, { max: MEALS_SERVED_MAX_DAYS });
    return this.meals.list(tenantId, period.from, period.to, locationId);
  }
}
