// What other contexts may import from the identity context's domain.
export { LastAdminErasureError, UserNotFoundError } from './identity.errors.js';
export { InvitationMailer } from './invitation-mailer.port.js';
export { PasswordHasher } from './password-hasher.js';
export { OrganisationSignInRequiredError, PasswordLoginPolicy } from './password-login-policy.js';
export { TokenIssuer } from './token-issuer.js';
export { UserRepository } from './user.repository.js';
export { User } from './user.js';
