import type { Language } from '../../../domain/shared/language.js';
import type { FoodSafetySettings, PickupConfirmation } from '../../../domain/settings/tenant-settings.js';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('tenant_settings')
export class TenantSettingsOrmEntity {
  @PrimaryColumn('uuid', { name: 'tenant_id' })
  tenantId: string;

  @Column('integer', { name: 'max_open_reservations_per_person', nullable: true })
  maxOpenReservationsPerPerson: number | null;

  @Column('integer', { name: 'default_price_cents', nullable: true })
  defaultPriceCents: number | null;

  @Column('integer', { name: 'max_hours_prepared_to_end_hot', nullable: true })
  maxHoursPreparedToEndHot: number | null;

  @Column('integer', { name: 'max_hours_prepared_to_end_chilled', nullable: true })
  maxHoursPreparedToEndChilled: number | null;

  @Column('integer', { name: 'max_hours_prepared_to_end_ambient', nullable: true })
  maxHoursPreparedToEndAmbient: number | null;
  @Column('varchar', { name: 'pickup_confirmation', length: 8, default: 'self' })
  pickupConfirmation: PickupConfirmation;

  @Column('varchar', { name: 'default_language', length: 2, default: 'nl' })
  defaultLanguage: Language;

  @Column('integer', { name: 'default_portion_weight_grams', default: 400 })
  defaultPortionWeightGrams: number;

  @Column('date', { name: 'waste_baseline_from', nullable: true })
  wasteBaselineFrom: string | null;

  @Column('date', { name: 'waste_baseline_to', nullable: true })
  wasteBaselineTo: string | null;

  // numeric arrives as a string from pg: read it back as a number.
  @Column('numeric', {
    name: 'co2e_kg_per_kg_food',
    precision: 6,
    scale: 3,
    default: 2.5,
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  co2eKgPerKgFood: number;

  @Column('integer', { name: 'waste_cost_cents_per_kg', default: 0 })
  wasteCostCentsPerKg: number;

  /** null: the defaults (off). */
  @Column('jsonb', { name: 'food_safety', nullable: true })
  foodSafety: FoodSafetySettings | null;
}
