import { Injectable } from '@nestjs/common';
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
  ) {}

  async execute(actor: Actor, tenantId: string, input: { name: string; scopes: string[] }): Promise<{ key: ApiKeyState; secret: string }> {
    const secret = generateApiKeySecret();
    const key = ApiKey.issue(input, { value: secret, hash: hashApiKeySecret(secret) }, { tenantId, userId: actor.userId }, this.clock.now());
    await this.keys.save(key);
    return { key: key.toState(), secret };
  }
}
