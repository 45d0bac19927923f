import { api, query } from '../../api/client';
import type { Schema } from '../../api/types';
import type { TenantSettings } from '../queries';

/** Temperatures, the IDDSI level and the log of issue 42, as the hand-built views use them. */

export type TemperatureCheck = Schema<'TemperatureCheckDto'>;
export type FoodSafetyLog = Schema<'FoodSafetyLogDto'>;
export type FoodSafetyBatch = Schema<'FoodSafetyBatchDto'>;

/** IDDSI texture levels, 0 (thin) to 7 (regular). */
export const IDDSI_LEVELS = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export type IddsiLevel = (typeof IDDSI_LEVELS)[number];
/** The catalogue key of a level's name (the API keeps the level within 0 to 7). */
export const iddsiNameKey = (level: number) => `shared:food.iddsiNames.${level as IddsiLevel}` as const;

/** The API's limits of a temperature, in °C. */
export const TEMPERATURE_MIN = -30;
export const TEMPERATURE_MAX = 110;

/** The printable log of a location and day range, for the kitchen and the admin. */
export const FOOD_SAFETY_LOG_PATH = '/dashboard/temperatuurlog';

const tenantPath = (tenantId: string) => `/api/protected/tenants/${tenantId}`;

export const foodSafetyKeys = {
  log: (tenantId: string, locationId: string, from: string, to: string) => ['food-safety-log', tenantId, locationId, from, to] as const,
};

export const recordTemperatureCheck = (tenantId: string, portionId: string, temperatureC: number) =>
  api.post<TemperatureCheck>(`${tenantPath(tenantId)}/portions/${portionId}/temperature-checks`, { temperatureC });

export const fetchFoodSafetyLog = (tenantId: string, locationId: string, from: string, to: string) =>
  api.get<FoodSafetyLog>(`${tenantPath(tenantId)}/locations/${locationId}/food-safety-log${query({ from, to })}`);

export const foodSafetyLogCsvPath = (tenantId: string, locationId: string, from: string, to: string) =>
  `${tenantPath(tenantId)}/locations/${locationId}/food-safety-log${query({ from, to, format: 'csv' })}`;

/** Whether offers at the location must carry their temperatures: the location's own choice, else the organisation's. */
export function registrationOn(settings: TenantSettings | undefined, locationId: string): boolean {
  if (!settings) return false;
  const own = settings.foodSafety.locations.find((location) => location.locationId === locationId);
  return own ? own.enabled : settings.foodSafety.enabled;
}

/**
 * A typed temperature: null when empty, NaN when not a number with at most one decimal in the API's range.
 * The comma is the decimal sign in Dutch and French.
 */
export function parseTemperature(raw: string): number | null {
  const text = raw.trim().replace(',', '.');
  if (text === '') return null;
  if (!/^-?\d{1,3}(\.\d)?$/.test(text)) return NaN;
  const value = Number(text);
  return value >= TEMPERATURE_MIN && value <= TEMPERATURE_MAX ? value : NaN;
}

/** The entries that stand: a corrected entry gives way to its correction (which the log still shows beside it). */
export function standingEntries(checks: readonly TemperatureCheck[]): TemperatureCheck[] {
  const corrected = new Set(checks.map((check) => check.correctsId).filter(Boolean));
  return checks.filter((check) => !corrected.has(check.id));
}

/** The latest standing measurement, or null without any. */
export function lastTemperature(checks: readonly TemperatureCheck[]): TemperatureCheck | null {
  return standingEntries(checks).reduce<TemperatureCheck | null>(
    (latest, check) => (latest === null || check.measuredAt >= latest.measuredAt ? check : latest),
    null,
  );
}

/** "Uiterlijk opeten": the end of pick-up, or the hot-holding limit when that comes first. */
export const eatBy = (portion: Pick<Schema<'PortionResponseDto'>, 'availableUntil' | 'holdUntil'>) =>
  portion.holdUntil && new Date(portion.holdUntil) < new Date(portion.availableUntil) ? portion.holdUntil : portion.availableUntil;

/** A calendar day (YYYY-MM-DD) in Belgian and Dutch time, as the log's `from` and `to` are. */
export const dayIn = (date: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
