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

  /** null: the defaults (off). */
  @Column('jsonb', { name: 'food_safety', nullable: true })
  foodSafety: FoodSafetySettings | null;
}
