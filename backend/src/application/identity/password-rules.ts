import { Injectable } from '@nestjs/common';
import { CommonPasswordList } from '../../domain/identity/common-password-list.js';
import { requireAcceptablePassword } from '../../domain/identity/password-policy.js';
import { PasswordStrength } from '../../domain/identity/password-strength.js';
import { InvalidInputError } from '../../domain/shared/domain-error.js';

/** Every new password passes here: length, the list of breached and common passwords, then zxcvbn's judgement. */
@Injectable()
export class PasswordRules {
  constructor(
    private readonly common: CommonPasswordList,
    private readonly strength: PasswordStrength,
  ) {}

  /** Throws InvalidInputError naming `field`; `related` are the user's name and address. */
  async require(field: string, password: string, related: string[] = []): Promise<void> {
    requireAcceptablePassword(field, password, this.common);
    const { strongEnough, advice } = await this.strength.judge(password, related);
    if (!strongEnough) throw weakPassword(field, advice);
  }
}

function weakPassword(field: string, advice: string) {
  return InvalidInputError.field(field, 'weak_password', `${field} is too easy to guess: ${advice}`, { advice });
}
