import type { EndedReason, TemperatureEntry, TemperatureKind } from '../../../domain/portions/food-safety.js';
import { Portion, type Allergen, type DietMark, type PortionStatus, type Storage } from '../../../domain/portions/portion.js';
import { PortionOrmEntity } from './portion.orm-entity.js';
import { PortionTemperatureOrmEntity } from './portion-temperature.orm-entity.js';

/** A row as raw SQL (UPDATE ... RETURNING) answers it. */
export interface PortionRow {
  id: string;
  tenant_id: string;
  location_id: string;
  title: string;
  description: string;
  total_quantity: number;
  available_quantity: number;
  reserved_quantity: number;
  picked_up_quantity: number;
  available_until: Date;
  allergens: string[];
  may_contain: string[];
  allergens_declared: boolean;
  diet: string[];
  ingredients: string | null;
  prepared_at: Date | null;
  storage: string | null;
  reheat: boolean;
  price_cents: number | null;
  portion_weight_grams: number | null;
  photo_id: string | null;
  status: string;
  created_by: string;
  created_by_api_key_id: string | null;
  created_by_api_key_name: string | null;
  created_at: Date;
  iddsi_level: number | null;
  hold_until: Date | null;
  ended_reason: string | null;
  ended_at: Date | null;
}

export const PortionMapper = {
  /** `temperatures`: the portion's rows in the order they were recorded (none where a reader needs none). */
  toDomain(row: PortionOrmEntity, temperatures: PortionTemperatureOrmEntity[] = []): Portion {
    return Portion.restore({
      id: row.id,
      tenantId: row.tenantId,
      locationId: row.locationId,
      title: row.title,
      description: row.description,
      totalQuantity: row.totalQuantity,
      availableQuantity: row.availableQuantity,
      reservedQuantity: row.reservedQuantity,
      pickedUpQuantity: row.pickedUpQuantity,
      availableUntil: row.availableUntil,
      allergens: row.allergens as Allergen[],
      mayContain: row.mayContain as Allergen[],
      allergensDeclared: row.allergensDeclared,
      diet: row.diet as DietMark[],
      ingredients: row.ingredients,
      preparedAt: row.preparedAt,
      storage: row.storage as Storage | null,
      reheat: row.reheat,
      priceCents: row.priceCents,
      portionWeightGrams: row.portionWeightGrams,
      photoId: row.photoId,
      status: row.status as PortionStatus,
      createdBy: row.createdBy,
      createdByApiKeyId: row.createdByApiKeyId,
      createdByApiKeyName: row.createdByApiKeyName,
      createdAt: row.createdAt,
      iddsiLevel: row.iddsiLevel,
      holdUntil: row.holdUntil,
      endedReason: row.endedReason as EndedReason | null,
      endedAt: row.endedAt,
      temperatures: temperatures.map(toTemperatureEntry),
    });
  },
  fromRow(row: PortionRow, temperatures: PortionTemperatureOrmEntity[] = []): Portion {
    return Portion.restore({
      id: row.id,
      tenantId: row.tenant_id,
      locationId: row.location_id,
      title: row.title,
      description: row.description,
      totalQuantity: row.total_quantity,
      availableQuantity: row.available_quantity,
      reservedQuantity: row.reserved_quantity,
      pickedUpQuantity: row.picked_up_quantity,
      availableUntil: row.available_until,
      allergens: row.allergens as Allergen[],
      mayContain: row.may_contain as Allergen[],
      allergensDeclared: row.allergens_declared,
      diet: row.diet as DietMark[],
      ingredients: row.ingredients,
      preparedAt: row.prepared_at,
      storage: row.storage as Storage | null,
      reheat: row.reheat,
      priceCents: row.price_cents,
      portionWeightGrams: row.portion_weight_grams,
      photoId: row.photo_id,
      status: row.status as PortionStatus,
      createdBy: row.created_by,
      createdByApiKeyId: row.created_by_api_key_id,
      createdByApiKeyName: row.created_by_api_key_name,
      createdAt: row.created_at,
      iddsiLevel: row.iddsi_level,
      holdUntil: row.hold_until,
      endedReason: row.ended_reason as EndedReason | null,
      endedAt: row.ended_at,
      temperatures: temperatures.map(toTemperatureEntry),
    });
  },
  toPersistence(portion: Portion): PortionOrmEntity {
    const { temperatures: _recordedApart, ...state } = portion.toState();
    return Object.assign(new PortionOrmEntity(), state);
  },
  temperatureRows(portion: Portion): PortionTemperatureOrmEntity[] {
    return portion.toState().temperatures.map(({ measuredBy, ...entry }) =>
      Object.assign(new PortionTemperatureOrmEntity(), entry, {
        tenantId: portion.tenantId,
        portionId: portion.id,
        measuredById: measuredBy.id,
        measuredByName: measuredBy.name,
      }),
    );
  },
};

function toTemperatureEntry(row: PortionTemperatureOrmEntity): TemperatureEntry {
  return {
    id: row.id,
    kind: row.kind as TemperatureKind,
    temperatureC: Number(row.temperatureC),
    measuredAt: row.measuredAt,
    coolingStartedAt: row.coolingStartedAt,
    measuredBy: { id: row.measuredById, name: row.measuredByName },
    correctsId: row.correctsId,
    note: row.note,
    recordedAt: row.recordedAt,
  };
}
