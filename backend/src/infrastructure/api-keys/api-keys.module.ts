import { Global, Module } from '@nestjs/common';
import { ApiKeyAuthenticator } from '../../domain/shared/principal.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthenticateApiKeyUseCase } from '../../application/api-keys/authenticate-api-key.use-case.js';
import { CreateApiKeyUseCase } from '../../application/api-keys/create-api-key.use-case.js';
import { ListApiKeysQuery } from '../../application/api-keys/list-api-keys.query.js';
import { RevokeApiKeyUseCase } from '../../application/api-keys/revoke-api-key.use-case.js';
import { ApiKeyRateLimit } from '../../domain/api-keys/api-key.js';
import { ApiKeyRepository } from '../../domain/api-keys/api-key.repository.js';
import { API_KEY_CALLS_PER_MINUTE_DEFAULT, type AppConfig } from '../platform/config/config.js';
import { ApiKeysController } from './http/api-keys.controller.js';
import { ApiKeyOrmEntity } from './persistence/api-key.orm-entity.js';
import { TypeormApiKeyRepository } from './persistence/typeorm-api-key.repository.js';
import { APP_CONFIG } from '../platform/config/config.module.js';

/** Global: it binds platform/auth's ApiKeyAuthenticator port. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ApiKeyOrmEntity])],
  controllers: [ApiKeysController],
  providers: [
    { provide: ApiKeyRepository, useClass: TypeormApiKeyRepository },
    {
      provide: ApiKeyRateLimit,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new ApiKeyRateLimit(config.apiKeyCallsPerMinute ?? API_KEY_CALLS_PER_MINUTE_DEFAULT, 60),
    },
    CreateApiKeyUseCase,
    ListApiKeysQuery,
    RevokeApiKeyUseCase,
    AuthenticateApiKeyUseCase,
    { provide: ApiKeyAuthenticator, useExisting: AuthenticateApiKeyUseCase },
  ],
  exports: [ApiKeyAuthenticator, ApiKeyRepository],
})
export class ApiKeysModule {}
