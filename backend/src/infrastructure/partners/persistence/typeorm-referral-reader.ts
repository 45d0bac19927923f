import { Injectable } from '@nestjs/common';
import { ReferralReader, type Referral } from '../../../domain/partners/referral-reader.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';

/** Reads only name, date, state and plan of what a partner referred: no other tenant or lead data leaves here. */
@Injectable()
export class TypeormReferralReader extends ReferralReader {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async referralsOf(partnerId: string): Promise<Referral[]> {
    const rows: { id: string; name: string; date: Date; status: Referral['status']; plan: string | null }[] = await this.uow.manager.query(
      `SELECT id, name, created_at AS date, CASE WHEN is_active THEN 'customer' ELSE 'ended' END AS status, plan
         FROM tenants WHERE partner_id = $1
       UNION ALL
       SELECT id, organization_name, created_at, 'request', NULL
         FROM contact_requests WHERE partner_id = $1 AND tenant_id IS NULL AND NOT spam
       ORDER BY date DESC, id`,
      [partnerId],
    );
    return rows;
  }
}
