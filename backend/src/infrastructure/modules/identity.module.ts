import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommonPasswordList } from '../../domain/accounts/common-password-list.js';
import { PasswordResetRequests } from '../../domain/accounts/password-reset-requests.port.js';
import { PasswordTokenRepository } from '../../domain/accounts/password-token.repository.js';
import { ChangePasswordUseCase } from '../../application/accounts/change-password.use-case.js';
import { ForgotPasswordUseCase } from '../../application/accounts/forgot-password.use-case.js';
import { PasswordLinks } from '../../application/accounts/password-links.js';
import { ProvisionSuperadminUseCase } from '../../application/accounts/provision-superadmin.use-case.js';
import { ResendInvitationUseCase } from '../../application/accounts/resend-invitation.use-case.js';
import { ResetPasswordUseCase } from '../../application/accounts/reset-password.use-case.js';
import { SendPasswordResetUseCase } from '../../application/accounts/send-password-reset.use-case.js';
import { PasswordResetChannel } from '../accounts/password-reset-channel.js';
import { FileCommonPasswordList } from '../accounts/file-common-password-list.js';
import { InvitationsController } from '../http/accounts/invitations.controller.js';
import { PasswordController } from '../http/accounts/password.controller.js';
import { PasswordTokenOrmEntity } from '../persistence/typeorm/accounts/password-token.orm-entity.js';
import { TypeormPasswordResetRequests } from '../persistence/typeorm/accounts/typeorm-password-reset-requests.js';
import { TypeormPasswordTokenRepository } from '../persistence/typeorm/accounts/typeorm-password-token.repository.js';
import { PasswordHasher } from '../../domain/identity/password-hasher.js';
import { TokenIssuer } from '../../domain/identity/token-issuer.js';
import { UserRepository } from '../../domain/identity/user.repository.js';
import { GetProfileQuery } from '../../application/identity/get-profile.query.js';
import { GetUserQuery } from '../../application/identity/get-user.query.js';
import { ListUsersQuery } from '../../application/identity/list-users.query.js';
import { ImportUsersUseCase } from '../../application/identity/import-users.use-case.js';
import { LoginUseCase } from '../../application/identity/login.use-case.js';
import { RegisterUserUseCase } from '../../application/identity/register-user.use-case.js';
import { ResolvePrincipalQuery } from '../../application/identity/resolve-principal.query.js';
import { UpdateUserUseCase } from '../../application/identity/update-user.use-case.js';
import type { AppConfig } from '../../config.js';
import { JWT_ALGORITHM } from '../auth/jwt-payload.js';
import { JwtTokenIssuer } from '../auth/jwt-token-issuer.js';
import { ScryptPasswordHasher } from '../auth/scrypt-password-hasher.js';
import { AuthController } from '../http/identity/auth.controller.js';
import { ProfileController } from '../http/identity/profile.controller.js';
import { UsersController } from '../http/identity/users.controller.js';
import { UserOrmEntity } from '../persistence/typeorm/identity/user.orm-entity.js';
import { TypeormUserRepository } from '../persistence/typeorm/identity/typeorm-user.repository.js';
import { APP_CONFIG } from './config.module.js';
import { TenancyModule } from './tenancy.module.js';
import { SecurityModule } from './security.module.js';

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
  controllers: [AuthController, ProfileController, UsersController, PasswordController, InvitationsController],
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
    PasswordLinks,
    { provide: PasswordResetRequests, useClass: TypeormPasswordResetRequests },
    ForgotPasswordUseCase,
    SendPasswordResetUseCase,
    PasswordResetChannel,
    ResetPasswordUseCase,
    ChangePasswordUseCase,
    ResendInvitationUseCase,
    ProvisionSuperadminUseCase,
    ImportUsersUseCase,
  ],
  exports: [UserRepository, PasswordHasher, PasswordLinks, RegisterUserUseCase, ResolvePrincipalQuery, ProvisionSuperadminUseCase],
})
export class IdentityModule {}
