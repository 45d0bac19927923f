// What other contexts may import from identity.
export { changedBy } from './application/changed-by.js';
export { PasswordRules } from './application/password-rules.js';
export { ReaderLanguageQuery } from './application/reader-language.query.js';
export { LastAdminErasureError, UserNotFoundError } from './domain/identity.errors.js';
export { InvitationMailer } from './domain/invitation-mailer.port.js';
export { PasswordHasher } from './domain/password-hasher.js';
export { OrganisationSignInRequiredError, PasswordLoginPolicy } from './domain/password-login-policy.js';
export { TokenIssuer } from './domain/token-issuer.js';
export { UserRepository } from './domain/user.repository.js';
export { User } from './domain/user.js';
export { UserResponseDto } from './http/dto/user-response.dto.js';
export { IdentityModule } from './identity.module.js';
export { UserOrmEntity } from './persistence/user.orm-entity.js';
