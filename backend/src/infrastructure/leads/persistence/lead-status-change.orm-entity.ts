import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('lead_status_changes')
export class LeadStatusChangeOrmEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'contact_request_id', nullable: true })
  contactRequestId: string | null;

  @Column('uuid', { name: 'partner_application_id', nullable: true })
  partnerApplicationId: string | null;

  @Column('varchar', { name: 'from_status', length: 16 })
  fromStatus: string;

  @Column('varchar', { name: 'to_status', length: 16 })
  toStatus: string;

  @Column('varchar', { length: 2000, nullable: true })
  note: string | null;

  @Column('uuid', { name: 'changed_by' })
  changedBy: string;

  @Column('varchar', { name: 'changed_by_name', length: 201 })
  changedByName: string;

  @Column('timestamptz', { name: 'changed_at' })
  changedAt: Date;
}
