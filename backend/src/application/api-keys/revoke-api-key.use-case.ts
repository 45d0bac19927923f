import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import type { ApiKeyState } from '../../domain/api-keys/api-key.js';
import { ApiKeyRepository } from '../../domain/api-keys/api-key.repository.js';
import { ApiKeyNotFoundError } from '../../domain/api-keys/api-key.errors.js';
import { Clock } from '../../domain/shared/clock.js';

/** Revokes a key at once: every instance looks keys up on each call, so the next call answers 401. */
@Injectable()
export class RevokeApiKeyUseCase {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly clock: Clock,
    private readonly auditLog: AuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(tenantId: string, id: string): Promise<ApiKeyState> {
    const key = await this.keys.findById(tenantId, id);
    if (!key) throw new ApiKeyNotFoundError();
    key.revoke(this.clock.now());
    await this.unitOfWork.run(async () => {
      await this.keys.save(key);
      await this.auditLog.record({ action: 'api_key.revoked', tenantId, target: { type: 'api_key', id } });
    });
    return key.toState();
  }
}
