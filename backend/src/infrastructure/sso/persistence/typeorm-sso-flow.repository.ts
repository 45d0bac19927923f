import { Injectable } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import {
  SsoFlowRepository,
  SsoIdentityRepository,
  type ExchangeCode,
  type PendingSignIn,
} from '../../../domain/sso/sso-flow.repository.js';

@Injectable()
export class TypeormSsoFlowRepository extends SsoFlowRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async savePending(stateHash: string, pending: PendingSignIn, expiresAt: Date): Promise<void> {
    // Abandoned sign-ins are swept as new ones begin.
    await this.uow.manager.query(`DELETE FROM sso_pending_logins WHERE expires_at < now() - interval '1 hour'`);
    await this.uow.manager.query(
      `INSERT INTO sso_pending_logins (state_hash, tenant_id, purpose, code_verifier, nonce, return_to, browser_hash, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [stateHash, pending.tenantId, pending.purpose, pending.codeVerifier, pending.nonce, pending.returnTo, pending.browserHash, expiresAt],
    );
  }

  async takePending(stateHash: string, now: Date): Promise<PendingSignIn | null> {
    const [rows] = (await this.uow.manager.query(`DELETE FROM sso_pending_logins WHERE state_hash = $1 RETURNING *`, [stateHash])) as [
      {
        tenant_id: string;
        purpose: PendingSignIn['purpose'];
        code_verifier: string;
        nonce: string;
        return_to: string;
        browser_hash: string;
        expires_at: Date;
      }[],
      number,
    ];
    const row = rows[0];
    if (!row || row.expires_at <= now) return null;
    return {
      tenantId: row.tenant_id,
      purpose: row.purpose,
      codeVerifier: row.code_verifier,
      nonce: row.nonce,
      returnTo: row.return_to,
      browserHash: row.browser_hash,
    };
  }

  async saveCode(codeHash: string, code: ExchangeCode, expiresAt: Date): Promise<void> {
    await this.uow.manager.query(`DELETE FROM sso_exchange_codes WHERE expires_at < now() - interval '1 hour'`);
    await this.uow.manager.query(
      `INSERT INTO sso_exchange_codes (code_hash, tenant_id, purpose, user_id, claims, return_to, browser_hash, link_issuer, link_subject, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        codeHash,
        code.tenantId,
        code.purpose,
        code.userId,
        code.claims === null ? null : JSON.stringify(code.claims),
        code.returnTo,
        code.browserHash,
        code.link?.issuer ?? null,
        code.link?.subject ?? null,
        expiresAt,
      ],
    );
  }

  async takeCode(codeHash: string, now: Date): Promise<ExchangeCode | null> {
    const [rows] = (await this.uow.manager.query(`DELETE FROM sso_exchange_codes WHERE code_hash = $1 RETURNING *`, [codeHash])) as [
      {
        tenant_id: string;
        purpose: ExchangeCode['purpose'];
        user_id: string | null;
        claims: Record<string, unknown> | null;
        return_to: string;
        browser_hash: string;
        link_issuer: string | null;
        link_subject: string | null;
        expires_at: Date;
      }[],
      number,
    ];
    const row = rows[0];
    if (!row || row.expires_at <= now) return null;
    return {
      tenantId: row.tenant_id,
      purpose: row.purpose,
      userId: row.user_id,
      claims: row.claims,
      returnTo: row.return_to,
      browserHash: row.browser_hash,
      link: row.link_issuer !== null && row.link_subject !== null ? { issuer: row.link_issuer, subject: row.link_subject } : null,
    };
  }
}

@Injectable()
export class TypeormSsoIdentityRepository extends SsoIdentityRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async findUserId(issuer: string, subject: string): Promise<string | null> {
    const [row] = (await this.uow.manager.query(`SELECT user_id FROM sso_identities WHERE issuer = $1 AND subject = $2`, [
      issuer,
      subject,
    ])) as {
      user_id: string;
    }[];
    return row?.user_id ?? null;
  }

  async isLinked(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.uow.manager.query(`SELECT 1 FROM sso_identities WHERE user_id = $1 LIMIT 1`, [userId]);
    return rows.length > 0;
  }

  async link(link: { issuer: string; subject: string; tenantId: string; userId: string }, now: Date): Promise<void> {
    await this.uow.manager.query(
      `INSERT INTO sso_identities (issuer, subject, tenant_id, user_id, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [link.issuer, link.subject, link.tenantId, link.userId, now],
    );
  }
}
