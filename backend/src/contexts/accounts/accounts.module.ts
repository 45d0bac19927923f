import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordResetRequests } from './domain/password-reset-requests.port.js';
import { PasswordTokenRepository } from './domain/password-token.repository.js';
import { ChangePasswordUseCase } from './application/change-password.use-case.js';
import { ForgotPasswordUseCase } from './application/forgot-password.use-case.js';
import { PasswordLinks } from './application/password-links.js';
import { ProvisionSuperadminUseCase } from './application/provision-superadmin.use-case.js';
import { ResendInvitationUseCase } from './application/resend-invitation.use-case.js';
import { ResetPasswordUseCase } from './application/reset-password.use-case.js';
import { SendPasswordResetUseCase } from './application/send-password-reset.use-case.js';
import { SendUserPasswordResetUseCase } from './application/send-user-password-reset.use-case.js';
import { PasswordResetChannel } from './adapters/password-reset-channel.js';
import { AdminPasswordResetController } from './http/admin-password-reset.controller.js';
import { InvitationsController } from './http/invitations.controller.js';
import { PasswordController } from './http/password.controller.js';
import { PasswordTokenOrmEntity } from './persistence/password-token.orm-entity.js';
import { TypeormPasswordResetRequests } from './persistence/typeorm-password-reset-requests.js';
import { TypeormPasswordTokenRepository } from './persistence/typeorm-password-token.repository.js';
import { IdentityModule, InvitationMailer } from '../identity/index.js';
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
