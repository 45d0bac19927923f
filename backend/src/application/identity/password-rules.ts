import { Injectable } from '@nestjs/common';
import { CommonPasswordList } from '../../domain/identity/common-password-list.js';
import { requireAcceptablePassword } from '../../domain/identity/password-policy.js';
import { PasswordStrength } from '../../domain/identity/password-strength.js';
import { InvalidInputError } from '../../domain/shared/domain-error.js';
import { TenantRepository } from '../../domain/tenancy/index.js';

/** Whose password it is: their name, address and organisation are the first words an attacker tries. */
export interface PasswordOwner {
  email: string;
  firstName?: string;
  lastName?: string;
  /** null for a superadmin */
  tenantId: string | null;
}

/** The product's name, and the greeting every first or temporary password in Dutch offices starts from. */
const PRODUCT_WORDS = ['portiepunt', 'welkom', 'welcome', 'bienvenue'];
/** Shorter words ("de", "van") would match inside too many good passwords. */
const MIN_WORD_LENGTH = 3;

/** Every new password passes here: length, the list of breached and common passwords, then zxcvbn's judgement. */
@Injectable()
export class PasswordRules {
  constructor(
    private readonly common: CommonPasswordList,
    private readonly strength: PasswordStrength,
    private readonly tenants: TenantRepository,
  ) {}

  /** Throws InvalidInputError naming `field`. */
  async require(field: string, password: string, owner: PasswordOwner): Promise<void> {
    requireAcceptablePassword(field, password, this.common);
    const { strongEnough, advice } = await this.strength.judge(password, await this.relatedWords(owner));
    if (!strongEnough) throw weakPassword(field, advice);
  }

  /** The product's, the organisation's and the person's own names, whole and word by word. */
  private async relatedWords(owner: PasswordOwner): Promise<string[]> {
    const tenant = owner.tenantId === null ? null : await this.tenants.findById(owner.tenantId);
    const phrases = [owner.email, owner.firstName, owner.lastName, tenant?.toState().name, tenant?.slug].filter(
      (phrase): phrase is string => Boolean(phrase),
    );
    const words = phrases.flatMap((phrase) => [phrase, ...phrase.split(/[^\p{L}\p{N}]+/u)]).map((word) => word.toLowerCase());
    return [...new Set([...PRODUCT_WORDS, ...words])].filter((word) => word.length >= MIN_WORD_LENGTH);
  }
}

function weakPassword(field: string, advice: string) {
  return InvalidInputError.field(field, 'weak_password', `${field} is too easy to guess: ${advice}`, { advice });
}
