import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One temperature on record; rows are only inserted (a trigger refuses updates). */
@Entity('portion_temperatures')
export class PortionTemperatureOrmEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'tenant_id' })
  tenantId: string;

  @Column('uuid', { name: 'portion_id' })
  portionId: string;

  @Column('varchar', { length: 8 })
  kind: string;

  /** numeric: pg answers a string, read with Number(). */
  @Column('numeric', { name: 'temperature_c', precision: 4, scale: 1 })
  temperatureC: string | number;

  @Column('timestamptz', { name: 'measured_at' })
  measuredAt: Date;

  @Column('timestamptz', { name: 'cooling_started_at', nullable: true })
  coolingStartedAt: Date | null;

  @Column('uuid', { name: 'measured_by_id' })
  measuredById: string;

  @Column('varchar', { name: 'measured_by_name', length: 200 })
  measuredByName: string;

  @Column('uuid', { name: 'corrects_id', nullable: true })
  correctsId: string | null;

  @Column('varchar', { length: 500, nullable: true })
  note: string | null;

  @Column('timestamptz', { name: 'recorded_at' })
  recordedAt: Date;

  /** Set by the database: the order of recording. */
  @Column({ type: 'bigint', insert: false, update: false, select: false })
  seq?: string;
}
