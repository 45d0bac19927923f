import { Injectable } from '@nestjs/common';
import { LeadStatusHistory, type LeadKind } from '../../../domain/leads/lead-status-history.js';
import type { StatusChange } from '../../../domain/leads/status-change.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import { StatusChangeMapper } from './lead.mappers.js';
import { LeadStatusChangeOrmEntity } from './lead-status-change.orm-entity.js';

const LEAD_COLUMN = { 'contact-request': 'contactRequestId', 'partner-application': 'partnerApplicationId' } as const;

@Injectable()
export class TypeormLeadStatusHistory extends LeadStatusHistory {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private get repo() {
    return this.uow.manager.getRepository(LeadStatusChangeOrmEntity);
  }

  async record(kind: LeadKind, leadId: string, change: StatusChange): Promise<void> {
    await this.repo.insert({
      id: change.id,
      contactRequestId: null,
      partnerApplicationId: null,
      [LEAD_COLUMN[kind]]: leadId,
      fromStatus: change.from,
      toStatus: change.to,
      note: change.note,
      changedBy: change.changedBy.userId,
      changedByName: change.changedBy.name,
      changedAt: change.changedAt,
    });
  }

  async list(kind: LeadKind, leadId: string): Promise<StatusChange[]> {
    const rows = await this.repo
      .createQueryBuilder('h')
      .where({ [LEAD_COLUMN[kind]]: leadId })
      .orderBy('h.seq', 'ASC')
      .getMany();
    return rows.map(StatusChangeMapper.toDomain);
  }
}
