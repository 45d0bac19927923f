import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { ApiKey, generateApiKeySecret, hashApiKeySecret, type ApiKeyState } from '../../domain/api-keys/api-key.js';
import { ApiKeyRepository } from '../../domain/api-keys/api-key.repository.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';

/** Issues a key; its secret is answered this once and only its hash is stored. */
@Injectable()
export class CreateApiKeyUseCase {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly clock: Clock,
    private readonly auditLog: AuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(actor: Actor, tenantId: string, input: { name: string; scopes: string[] }): Promise<{ key: ApiKeyState; secret: string }> {
    const secret = generateApiKeySecret();
    const key = ApiKey.issue(
      input,
      { value: secret, hash: hashApiKeySecret(secret) },
      { tenantId, userId: actor.userId },
      this.clock.now(),
    );
    await this.unitOfWork.run(async () => {
      await this.keys.save(key);
      await this.auditLog.record({
        action: 'api_key.created',
        actorId: actor.userId,
        tenantId,
        target: { type: 'api_key', id: key.toState().id },
      });
    });
    return { key: key.toState(), secret };
  }
}
