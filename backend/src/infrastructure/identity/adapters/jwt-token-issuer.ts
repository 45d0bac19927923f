import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { TokenIssuer } from '../../../domain/identity/token-issuer.js';
import type { User } from '../../../domain/identity/user.js';
import type { JwtPayload } from '../../platform/auth/jwt-payload.js';

@Injectable()
export class JwtTokenIssuer extends TokenIssuer {
  constructor(private readonly jwt: JwtService) {
    super();
  }

  issue(user: User): Promise<string> {
    const payload: JwtPayload = { sub: user.id, role: user.role, tenantId: user.tenantId, ver: user.tokenVersion };
    return this.jwt.signAsync(payload);
  }
}
