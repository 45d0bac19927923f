import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { NotFoundError } from '../../domain/shared/domain-error.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { generateScimToken, hashScimToken, ScimToken, type ScimTokenState } from '../../domain/provisioning/scim-token.js';
import { ScimTokenRepository, type ScimTokenListing } from '../../domain/provisioning/scim-token.repository.js';
import { ScimProblem } from '../../domain/provisioning/scim.errors.js';
import { SCIM_PER_TOKEN, ThrottleStore } from '../../domain/security/index.js';

export class ScimTokenNotFoundError extends NotFoundError {
  constructor() {
    super('scim_token_not_found', 'SCIM token not found');
  }
}

/** The admin's SCIM tokens: created (the token answered once, only its hash kept), listed and revoked. */
@Injectable()
export class ScimTokensUseCases {
  constructor(
    private readonly tokens: ScimTokenRepository,
    private readonly auditLog: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly throttle: ThrottleStore,
  ) {}

  list(tenantId: string): Promise<ScimTokenListing[]> {
    return this.tokens.listByTenant(tenantId);
  }

  async create(actor: Actor, tenantId: string, name: string): Promise<{ token: ScimTokenState; secret: string }> {
    const secret = generateScimToken();
    const token = ScimToken.issue(name, secret, { tenantId, userId: actor.userId }, this.clock.now());
    await this.unitOfWork.run(async () => {
      await this.tokens.save(token);
      await this.auditLog.record({
        action: 'scim_token.created',
        actorId: actor.userId,
        tenantId,
        target: { type: 'scim_token', id: token.id },
      });
    });
    return { token: token.toState(), secret };
  }

  async revoke(actor: Actor, tenantId: string, id: string): Promise<ScimTokenListing> {
    return this.unitOfWork.run(async () => {
      const token = await this.tokens.findById(tenantId, id);
      if (!token) throw new ScimTokenNotFoundError();
      token.revoke(this.clock.now());
      await this.tokens.save(token);
      await this.auditLog.record({ action: 'scim_token.revoked', actorId: actor.userId, tenantId, target: { type: 'scim_token', id } });
      return (await this.tokens.findListing(tenantId, id))!;
    });
  }

  /**
   * The tenant a bearer token provisions, or null for an unknown, revoked or foreign token, or one whose maker is no
   * longer an active admin. A token used more often than its directory needs answers 429.
   */
  async authenticate(secret: string): Promise<string | null> {
    const now = this.clock.now();
    const secretHash = hashScimToken(secret);
    const tenantId = await this.tokens.recordUse(secretHash, now);
    if (!tenantId) return null;
    const decision = await this.throttle.take(`scim-token:${secretHash}`, SCIM_PER_TOKEN, now);
    if (!decision.allowed)
      throw new ScimProblem(429, undefined, 'Too many requests with this SCIM token; try again shortly', decision.retryAfterSeconds);
    return tenantId;
  }
}
