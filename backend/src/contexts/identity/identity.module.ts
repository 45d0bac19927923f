import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommonPasswordList } from '../accounts/domain/common-password-list.js';
import { PasswordResetRequests } from '../accounts/domain/password-reset-requests.port.js';
import { PasswordTokenRepository } from '../accounts/domain/password-token.repository.js';
import { ChangePasswordUseCase } from '../accounts/application/change-password.use-case.js';
import { ForgotPasswordUseCase } from '../accounts/application/forgot-password.use-case.js';
import { PasswordLinks } from '../accounts/application/password-links.js';
import { ProvisionSuperadminUseCase } from '../accounts/application/provision-superadmin.use-case.js';
import { ResendInvitationUseCase } from '../accounts/application/resend-invitation.use-case.js';
import { SendUserPasswordResetUseCase } from '../accounts/application/send-user-password-reset.use-case.js';
import { ResetPasswordUseCase } from '../accounts/application/reset-password.use-case.js';
import { SendPasswordResetUseCase } from '../accounts/application/send-password-reset.use-case.js';
import { PasswordResetChannel } from '../accounts/adapters/password-reset-channel.js';
import { FileCommonPasswordList } from '../accounts/adapters/file-common-password-list.js';
import { ZxcvbnPasswordStrength } from '../accounts/adapters/zxcvbn-password-strength.js';
import { PasswordStrength } from '../accounts/domain/password-strength.js';
import { PasswordRules } from '../accounts/application/password-rules.js';
import { AdminPasswordResetController } from '../accounts/http/admin-password-reset.controller.js';
import { InvitationsController } from '../accounts/http/invitations.controller.js';
import { PasswordController } from '../accounts/http/password.controller.js';
import { PasswordTokenOrmEntity } from '../accounts/persistence/password-token.orm-entity.js';
import { TypeormPasswordResetRequests } from '../accounts/persistence/typeorm-password-reset-requests.js';
import { TypeormPasswordTokenRepository } from '../accounts/persistence/typeorm-password-token.repository.js';
import { PasswordHasher } from './domain/password-hasher.js';
import { TokenIssuer } from './domain/token-issuer.js';
import { UserRepository } from './domain/user.repository.js';
import { GetProfileQuery } from './application/get-profile.query.js';
import { GetUserQuery } from './application/get-user.query.js';
import { ListUsersQuery } from './application/list-users.query.js';
import { ImportUsersUseCase } from './application/import-users.use-case.js';
import { LoginUseCase } from './application/login.use-case.js';
import { RegisterUserUseCase } from './application/register-user.use-case.js';
import { ResolvePrincipalQuery } from './application/resolve-principal.query.js';
import { UpdateUserUseCase } from './application/update-user.use-case.js';
import type { AppConfig } from '../../platform/config/config.js';
import { JWT_ALGORITHM } from '../../platform/auth/jwt-payload.js';
import { JwtTokenIssuer } from './adapters/jwt-token-issuer.js';
import { ScryptPasswordHasher } from './adapters/scrypt-password-hasher.js';
import { AuthController } from './http/auth.controller.js';
import { ProfileController } from './http/profile.controller.js';
import { UsersController } from './http/users.controller.js';
import { UserOrmEntity } from './persistence/user.orm-entity.js';
import { TypeormUserRepository } from './persistence/typeorm-user.repository.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { TenancyModule } from '../tenancy/tenancy.module.js';
import { SecurityModule } from '../security/security.module.js';

@Module({
  imports: [
    TenancyModule,
    SecurityModule,
    TypeOrmModule.forFeature([UserOrmEntity, PasswordTokenOrmEntity]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: JWT_ALGORITHM, expiresIn: config.jwtTtlSeconds },
        verifyOptions: { algorithms: [JWT_ALGORITHM] },
      }),
    }),
  ],
  controllers: [
    AuthController,
    ProfileController,
    UsersController,
    PasswordController,
    InvitationsController,
    AdminPasswordResetController,
  ],
  providers: [
    { provide: UserRepository, useClass: TypeormUserRepository },
    { provide: PasswordHasher, useClass: ScryptPasswordHasher },
    { provide: TokenIssuer, useClass: JwtTokenIssuer },
    LoginUseCase,
    RegisterUserUseCase,
    ResolvePrincipalQuery,
    GetProfileQuery,
    ListUsersQuery,
    GetUserQuery,
    UpdateUserUseCase,
    // Accounts: the password lifecycle, which shares the users' module.
    { provide: PasswordTokenRepository, useClass: TypeormPasswordTokenRepository },
    { provide: CommonPasswordList, useClass: FileCommonPasswordList },
    { provide: PasswordStrength, useClass: ZxcvbnPasswordStrength },
    PasswordRules,
    PasswordLinks,
    { provide: PasswordResetRequests, useClass: TypeormPasswordResetRequests },
    ForgotPasswordUseCase,
    SendPasswordResetUseCase,
    PasswordResetChannel,
    ResetPasswordUseCase,
    ChangePasswordUseCase,
    ResendInvitationUseCase,
    SendUserPasswordResetUseCase,
    ProvisionSuperadminUseCase,
    ImportUsersUseCase,
  ],
  exports: [UserRepository, PasswordHasher, PasswordLinks, RegisterUserUseCase, ResolvePrincipalQuery, ProvisionSuperadminUseCase],
})
export class IdentityModule {}
