import { Injectable } from '@nestjs/common';
import type { PushSubscription } from '../../../domain/notifications/push-subscription.js';
import { PushSubscriptionRepository } from '../../../domain/notifications/push-subscription.repository.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';

interface SubscriptionRow {
  id: string;
  user_id: string;
  tenant_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Date;
}

@Injectable()
export class TypeormPushSubscriptionRepository extends PushSubscriptionRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async add(s: PushSubscription): Promise<boolean> {
    // A device another user subscribed before (a shared browser) is theirs no more: their queued pushes go with it.
    await this.uow.manager.query(`DELETE FROM push_subscriptions WHERE endpoint = $1 AND user_id <> $2`, [s.endpoint, s.userId]);
    // xmax = 0 only for a freshly inserted row.
    const rows: { inserted: boolean }[] = await this.uow.manager.query(
      `INSERT INTO push_subscriptions (id, user_id, tenant_id, endpoint, p256dh, auth, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (endpoint) DO UPDATE SET p256dh = $5, auth = $6
       RETURNING (xmax = 0) AS inserted`,
      [s.id, s.userId, s.tenantId, s.endpoint, s.p256dh, s.auth, s.createdAt],
    );
    return rows[0].inserted;
  }

  async findByUser(userId: string): Promise<PushSubscription[]> {
    const rows: SubscriptionRow[] = await this.uow.manager.query(
      `SELECT * FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    );
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      tenantId: row.tenant_id,
      endpoint: row.endpoint,
      p256dh: row.p256dh,
      auth: row.auth,
      createdAt: row.created_at,
    }));
  }

  async deleteByEndpoint(userId: string, endpoint: string): Promise<void> {
    await this.uow.manager.query(`DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2`, [userId, endpoint]);
  }

  async deleteById(id: string): Promise<void> {
    await this.uow.manager.query(`DELETE FROM push_subscriptions WHERE id = $1`, [id]);
  }

  async deleteByUser(userId: string): Promise<void> {
    await this.uow.manager.query(`DELETE FROM push_subscriptions WHERE user_id = $1`, [userId]);
  }
}
