import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { LocationOrmEntity } from '../../tenancy/persistence/location.orm-entity.js';

@Entity('portions')
export class PortionOrmEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'tenant_id' })
  tenantId: string;

  @Column('uuid', { name: 'location_id' })
  locationId: string;

  /** Joined for the location's name in lists; never written through. */
  @ManyToOne(() => LocationOrmEntity, { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'location_id' })
  location?: LocationOrmEntity;

  @Column('varchar', { length: 120 })
  title: string;

  @Column('varchar', { length: 1000 })
  description: string;

  @Column('integer', { name: 'total_quantity' })
  totalQuantity: number;

  @Column('integer', { name: 'available_quantity' })
  availableQuantity: number;

  @Column('integer', { name: 'reserved_quantity' })
  reservedQuantity: number;

  @Column('integer', { name: 'picked_up_quantity' })
  pickedUpQuantity: number;

  @Column('timestamptz', { name: 'available_until' })
  availableUntil: Date;

  @Column('integer', { name: 'price_cents', nullable: true })
  priceCents: number | null;

  @Column('integer', { name: 'portion_weight_grams', nullable: true })
  portionWeightGrams: number | null;

  @Column('text', { array: true })
  allergens: string[];

  @Column('text', { name: 'may_contain', array: true })
  mayContain: string[];

  @Column('boolean', { name: 'allergens_declared' })
  allergensDeclared: boolean;

  @Column('text', { array: true })
  diet: string[];

  @Column('varchar', { length: 1000, nullable: true })
  ingredients: string | null;

  @Column('timestamptz', { name: 'prepared_at', nullable: true })
  preparedAt: Date | null;

  @Column('varchar', { length: 8, nullable: true })
  storage: string | null;

  @Column('boolean')
  reheat: boolean;

  @Column('uuid', { name: 'photo_id', nullable: true })
  photoId: string | null;

  @Column('varchar', { length: 16 })
  status: string;

  @Column('uuid', { name: 'created_by' })
  createdBy: string;

  @Column('uuid', { name: 'created_by_api_key_id', nullable: true })
  createdByApiKeyId: string | null;

  @Column('varchar', { name: 'created_by_api_key_name', length: 100, nullable: true })
  createdByApiKeyName: string | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('smallint', { name: 'iddsi_level', nullable: true })
  iddsiLevel: number | null;

  @Column('timestamptz', { name: 'hold_until', nullable: true })
  holdUntil: Date | null;

  @Column('varchar', { name: 'ended_reason', length: 16, nullable: true })
  endedReason: string | null;

  @Column('timestamptz', { name: 'ended_at', nullable: true })
  endedAt: Date | null;
}
