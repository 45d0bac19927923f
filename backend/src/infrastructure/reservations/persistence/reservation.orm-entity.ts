import type { ReservationNotice } from '../../../domain/reservations/index.js';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserOrmEntity } from '../../identity/persistence/user.orm-entity.js';
import { PortionOrmEntity } from '../../portions/persistence/portion.orm-entity.js';

@Entity('reservations')
export class ReservationOrmEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'tenant_id' })
  tenantId: string;

  @Column('uuid', { name: 'portion_id' })
  portionId: string;

  /** Joined for the card fields in lists; never written through. */
  @ManyToOne(() => PortionOrmEntity, { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'portion_id' })
  portion?: PortionOrmEntity;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  /** Joined for the holder's name at the counter; never written through. */
  @ManyToOne(() => UserOrmEntity, { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'user_id' })
  user?: UserOrmEntity;

  @Column('integer')
  quantity: number;

  @Column('integer', { name: 'price_cents', nullable: true })
  priceCents: number | null;

  @Column('varchar', { length: 16 })
  status: string;

  @Column('timestamptz', { name: 'reserved_at' })
  reservedAt: Date;

  @Column('timestamptz', { name: 'picked_up_at', nullable: true })
  pickedUpAt: Date | null;

  @Column('timestamptz', { name: 'cancelled_at', nullable: true })
  cancelledAt: Date | null;

  /** Given by the column's default (pickup_code_of(nextval(...))) when the row is inserted; never changed after. */
  @Column('varchar', { name: 'pickup_code', length: 4 })
  pickupCode: string;

  /** What the holder was last told (dates as ISO strings in the JSON); null: nothing. */
  @Column('jsonb', { nullable: true })
  notice:
    | (Omit<ReservationNotice, 'at' | 'acknowledgedAt' | 'sinceReserved'> & {
        at: string;
        acknowledgedAt: string | null;
        /** Absent in notices stored before 29 November 2026. */
        sinceReserved?: ReservationNotice['sinceReserved'];
      })
    | null;
}
