import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/config.js';
import { assess, retentionMs, type ThrottlePolicy } from '../../../domain/security/throttle.js';
import { ThrottleStore, type ThrottleDecision } from '../../../domain/security/throttle-store.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';

/**
 * Hits in PostgreSQL, so that every instance counts the same. A key is kept as an HMAC with the app secret
 * (the table alone reveals no addresses), and each hit is deleted once it has left its window.
 */
@Injectable()
export class TypeormThrottleStore extends ThrottleStore {
  constructor(
    private readonly uow: TypeormUnitOfWork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  private hash(key: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`throttle:${key}`).digest('hex');
  }

  /** Joins the caller's unit of work when there is one; the advisory lock serialises the key until it ends. */
  take(key: string, policy: ThrottlePolicy, now: Date): Promise<ThrottleDecision> {
    const hash = this.hash(key);
    return this.uow.run(async () => {
      const db = this.uow.manager;
      await db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`throttle:${hash}`]);
      const rows: { at: Date; level: number }[] = await db.query(
        'SELECT at, level FROM throttle_hits WHERE key_hash = $1 AND expires_at > $2 ORDER BY at',
        [hash, now],
      );
      const windowStart = now.getTime() - policy.windowMs;
      const verdict = assess(
        { recent: rows.filter((row) => row.at.getTime() > windowStart).map((row) => row.at), last: rows.at(-1) ?? null },
        policy,
        now,
      );
      if (!verdict.allowed) return verdict;
      const [hit]: { id: string }[] = await db.query(
        'INSERT INTO throttle_hits (key_hash, at, level, expires_at) VALUES ($1, $2, $3, $4) RETURNING id',
        [hash, now, verdict.level, new Date(now.getTime() + retentionMs(policy))],
      );
      // SKIP LOCKED: concurrent hits never wait on, or deadlock over, each other's clean-up.
      await db.query(
        'DELETE FROM throttle_hits WHERE id IN (SELECT id FROM throttle_hits WHERE expires_at <= $1 LIMIT 100 FOR UPDATE SKIP LOCKED)',
        [now],
      );
      return { allowed: true, hitId: String(hit.id) };
    });
  }

  async forget(hitIds: string[]): Promise<void> {
    if (hitIds.length > 0) await this.uow.manager.query('DELETE FROM throttle_hits WHERE id = ANY($1::bigint[])', [hitIds]);
  }

  async reset(key: string): Promise<void> {
    await this.uow.manager.query('DELETE FROM throttle_hits WHERE key_hash = $1', [this.hash(key)]);
  }
}
