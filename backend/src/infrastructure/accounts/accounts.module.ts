import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordResetRequests } from '../../domain/accounts/password-reset-requests.port.js';
import { PasswordTokenRepository } from '../../domain/accounts/password-token.repository.js';
import { ChangePasswordUseCase } from '../../application/accounts/change-password.use-case.js';
import { ForgotPasswordUseCase } from '../../application/accounts/forgot-password.use-case.js';
import { PasswordLinks } from '../../application/accounts/password-links.js';
import { ProvisionSuperadminUseCase } from '../../application/accounts/provision-superadmin.use-case.js';
import { ResendInvitationUseCase } from '../../application/accounts/resend-invitation.use-case.js';
import { ResetPasswordUseCase } from '../../application/accounts/reset-password.use-case.js';
import { SendPasswordResetUseCase } from '../../application/accounts/send-password-reset.use-case.js';
import { SendUserPasswordResetUseCase } from '../../application/accounts/send-user-password-reset.use-case.js';
import { PasswordResetChannel } from './adapters/password-reset-channel.js';
import { AdminPasswordResetController } from './http/admin-password-reset.controller.js';
import { InvitationsController } from './http/invitations.controller.js';
import { PasswordController } from './http/password.controller.js';
import { PasswordTokenOrmEntity } from './persistence/password-token.orm-entity.js';
import { TypeormPasswordResetRequests } from './persistence/typeorm-password-reset-requests.js';
import { TypeormPasswordTokenRepository } from './persistence/typeorm-password-token.repository.js';
import { InvitationMailer } from '../../domain/identity/index.js';
import { IdentityModule } from '../identity/index.js';
import { SecurityModule } from '../security/index.js';
import { TenancyModule } from '../tenancy/index.js';

/** The password lifecycle: invitations, resets, changes, the superadmin's provisioning. Global: it binds identity's InvitationMailer. */
@Global()
@Module({
  imports: [IdentityModule, TenancyModule, SecurityModule, TypeOrmModule.forFeature([PasswordTokenOrmEntity])],
  controllers: [PasswordController, InvitationsController, AdminPasswordResetController],
  providers: [
    { provide: PasswordTokenRepository, useClass: TypeormPasswordTokenRepository },
    { provide: PasswordResetRequests, useClass: TypeormPasswordResetRequests },
    PasswordLinks,
    ForgotPasswordUseCase,
    SendPasswordResetUseCase,
    PasswordResetChannel,
    ResetPasswordUseCase,
    ChangePasswordUseCase,
    ResendInvitationUseCase,
    SendUserPasswordResetUseCase,
    ProvisionSuperadminUseCase,
    { provide: InvitationMailer, useExisting: PasswordLinks },
  ],
  exports: [InvitationMailer, PasswordLinks],
})
export class AccountsModule {}
