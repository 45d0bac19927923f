import type { Role } from '../../domain/shared/actor.js';

export interface JwtPayload {
  sub: string;
  role: Role;
  tenantId: string | null;
}

/** The only algorithm tokens are signed and accepted with. */
export const JWT_ALGORITHM = 'HS256';
