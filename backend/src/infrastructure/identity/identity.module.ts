import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommonPasswordList } from '../../domain/identity/common-password-list.js';
import { PasswordStrength } from '../../domain/identity/password-strength.js';
import { PasswordHasher } from '../../domain/identity/password-hasher.js';
import { TokenIssuer } from '../../domain/identity/token-issuer.js';
import { UserRepository } from '../../domain/identity/user.repository.js';
import { ChangeLanguageUseCase } from '../../application/identity/change-language.use-case.js';
import { GetProfileQuery } from '../../application/identity/get-profile.query.js';
import { ReaderLanguageQuery } from '../../application/identity/reader-language.query.js';
import { GetUserQuery } from '../../application/identity/get-user.query.js';
import { ListUsersQuery } from '../../application/identity/list-users.query.js';
import { ImportUsersUseCase } from '../../application/identity/import-users.use-case.js';
import { LoginUseCase } from '../../application/identity/login.use-case.js';
import { PasswordRules } from '../../application/identity/password-rules.js';
import { RegisterFirstAdmin } from '../../application/identity/register-first-admin.js';
import { RegisterUserUseCase } from '../../application/identity/register-user.use-case.js';
import { ResolvePrincipalQuery } from '../../application/identity/resolve-principal.query.js';
import { UpdateUserUseCase } from '../../application/identity/update-user.use-case.js';
import type { AppConfig } from '../platform/config/config.js';
import { JWT_ALGORITHM } from '../platform/auth/jwt-payload.js';
import { PrincipalResolver } from '../../domain/shared/principal.js';
import { FileCommonPasswordList } from './adapters/file-common-password-list.js';
import { ZxcvbnPasswordStrength } from './adapters/zxcvbn-password-strength.js';
import { JwtTokenIssuer } from './adapters/jwt-token-issuer.js';
import { ScryptPasswordHasher } from './adapters/scrypt-password-hasher.js';
import { AuthController } from './http/auth.controller.js';
import { ProfileController } from './http/profile.controller.js';
import { UsersController } from './http/users.controller.js';
import { UserOrmEntity } from './persistence/user.orm-entity.js';
import { TypeormUserRepository } from './persistence/typeorm-user.repository.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { SecurityModule } from '../security/index.js';
import { SettingsModule } from '../settings/index.js';
import { FirstAdminRegistrar } from '../../domain/tenancy/index.js';
import { TenancyModule } from '../tenancy/index.js';

/**
 * Users, login, tokens and the password policy. Global: it binds platform/auth's PrincipalResolver and tenancy's
 * FirstAdminRegistrar. Its InvitationMailer port is bound by accounts.
 */
@Global()
@Module({
  imports: [
    TenancyModule,
    SecurityModule,
    SettingsModule,
    TypeOrmModule.forFeature([UserOrmEntity]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: JWT_ALGORITHM, expiresIn: config.jwtTtlSeconds },
        verifyOptions: { algorithms: [JWT_ALGORITHM] },
      }),
    }),
  ],
  controllers: [AuthController, ProfileController, UsersController],
  providers: [
    { provide: UserRepository, useClass: TypeormUserRepository },
    { provide: PasswordHasher, useClass: ScryptPasswordHasher },
    { provide: TokenIssuer, useClass: JwtTokenIssuer },
    { provide: CommonPasswordList, useClass: FileCommonPasswordList },
    { provide: PasswordStrength, useClass: ZxcvbnPasswordStrength },
    PasswordRules,
    LoginUseCase,
    RegisterUserUseCase,
    ResolvePrincipalQuery,
    GetProfileQuery,
    ChangeLanguageUseCase,
    ReaderLanguageQuery,
    ListUsersQuery,
    GetUserQuery,
    UpdateUserUseCase,
    ImportUsersUseCase,
    { provide: PrincipalResolver, useExisting: ResolvePrincipalQuery },
    { provide: FirstAdminRegistrar, useClass: RegisterFirstAdmin },
  ],
  exports: [UserRepository, ReaderLanguageQuery, PasswordHasher, PasswordRules, TokenIssuer, PrincipalResolver, FirstAdminRegistrar],
})
export class IdentityModule {}
