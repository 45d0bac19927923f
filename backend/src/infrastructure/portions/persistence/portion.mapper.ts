import { Portion, type Allergen, type DietMark, type PortionStatus, type Storage } from '../../../domain/portions/portion.js';
import { PortionOrmEntity } from './portion.orm-entity.js';

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
}

export const PortionMapper = {
  toDomain(row: PortionOrmEntity): Portion {
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
    });
  },
  fromRow(row: PortionRow): Portion {
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
    });
  },
  toPersistence(portion: Portion): PortionOrmEntity {
    return Object.assign(new PortionOrmEntity(), portion.toState());
  },
};
