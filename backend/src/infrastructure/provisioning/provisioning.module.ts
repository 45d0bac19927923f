import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { SettingsModule } from '../settings/index.js';
import { SecurityModule } from '../security/index.js';
import { SsoModule } from '../sso/index.js';
import { ProvisionGroupsUseCase } from '../../application/provisioning/provision-groups.use-case.js';
import { ProvisionUsersUseCase } from '../../application/provisioning/provision-users.use-case.js';
import { ScimTokensUseCases } from '../../application/provisioning/scim-tokens.use-cases.js';
import { ScimmyProtocol } from './adapters/scimmy-protocol.js';
import { ScimDirectoryRepository } from '../../domain/provisioning/scim-directory.repository.js';
import { ScimTokenRepository } from '../../domain/provisioning/scim-token.repository.js';
import { ScimAnswers } from './http/scim-answers.js';
import { ScimBodyParser } from './http/scim-body-parser.js';
import { ScimTokensController } from './http/scim-tokens.controller.js';
import { ScimController } from './http/scim.controller.js';
import { TypeormScimDirectoryRepository, TypeormScimTokenRepository } from './persistence/typeorm-scim.repositories.js';

/** Users and groups kept in step by the organisation's directory (SCIM 2.0 at /scim/v2). */
@Module({
  imports: [IdentityModule, SsoModule, SettingsModule, SecurityModule],
  controllers: [ScimController, ScimTokensController],
  providers: [
    { provide: ScimTokenRepository, useClass: TypeormScimTokenRepository },
    { provide: ScimDirectoryRepository, useClass: TypeormScimDirectoryRepository },
    { provide: ScimmyProtocol, useFactory: () => new ScimmyProtocol() },
    ScimBodyParser,
    ScimAnswers,
    ScimTokensUseCases,
    ProvisionUsersUseCase,
    ProvisionGroupsUseCase,
  ],
})
export class ProvisioningModule {}
