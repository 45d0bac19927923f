import type { Role } from '../../../domain/shared/actor.js';

export interface JwtPayload {
  sub: string;
  role: Role;
  tenantId: string | null;
  /** The user's token version at issue; a password change moves it on and so ends this token. */
  ver: number;
}

/** The only algorithm tokens are signed and accepted with. */
export const JWT_ALGORITHM = 'HS256';
