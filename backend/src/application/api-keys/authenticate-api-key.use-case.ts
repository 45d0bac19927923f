import { Injectable } from '@nestjs/common';
import { ApiKeyRateLimit, hashApiKeySecret } from '../../domain/api-keys/api-key.js';
import { ApiKeyInvalidError, ApiKeyRateLimitedError } from '../../domain/api-keys/api-key.errors.js';
import { ApiKeyRepository } from '../../domain/api-keys/api-key.repository.js';
import type { Actor } from '../../domain/shared/actor.js';
import type { ApiKeyAuthenticator } from '../../domain/shared/principal.js';
import { Clock } from '../../domain/shared/clock.js';

/** Turns a `pp_live_` secret into an actor of the key's tenant, counting the call against the key's rate. */
@Injectable()
export class AuthenticateApiKeyUseCase implements ApiKeyAuthenticator {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly limit: ApiKeyRateLimit,
    private readonly clock: Clock,
  ) {}

  async execute(secret: string): Promise<Actor> {
    const now = this.clock.now();
    const use = await this.keys.recordUse(hashApiKeySecret(secret), now, this.limit.windowSeconds);
    if (!use) throw new ApiKeyInvalidError();
    if (use.callsInWindow > this.limit.callsPerWindow) {
      const windowEnds = use.windowStartedAt.getTime() + this.limit.windowSeconds * 1000;
      throw new ApiKeyRateLimitedError(Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)));
    }
    const { key } = use;
    return { userId: key.createdBy, role: 'kitchen', tenantId: key.tenantId, apiKey: { id: key.id, name: key.name, scopes: key.scopes } };
  }
}
