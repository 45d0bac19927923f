import { randomUUID } from 'node:crypto';
import { InvalidInputError } from '../shared/domain-error.js';

/** Commission in percent of the monthly subscription, unless the superadmin sets another rate. */
export const DEFAULT_COMMISSION_RATE = 10;

export interface PartnerState {
  id: string;
  applicationId: string | null;
  userId: string | null;
  company: string;
  contactName: string;
  email: string;
  referralCode: string;
  /** Percent with at most two decimals, 0 to 100. */
  commissionRate: number;
  isActive: boolean;
  createdAt: Date;
}

export interface PartnerChanges {
  commissionRate?: number;
  isActive?: boolean;
}

export const REFERRAL_CODE_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A readable referral code from a company name: "Van Dijk Advies B.V." becomes "van-dijk-advies-b-v". */
export function referralCodeFor(company: string): string {
  const code = company
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return code || 'partner';
}

/** A partner refers customers through their code and earns commission on the subscriptions of the tenants attributed to them. */
export class Partner {
  private constructor(private state: PartnerState) {}

  static enrol(
    input: { applicationId: string; userId: string; company: string; contactName: string; email: string; referralCode: string },
    now: Date,
  ): Partner {
    if (!REFERRAL_CODE_PATTERN.test(input.referralCode))
      throw InvalidInputError.field('referralCode', 'invalid_format', 'referralCode must be lowercase letters, digits and hyphens');
    return new Partner({ id: randomUUID(), ...input, commissionRate: DEFAULT_COMMISSION_RATE, isActive: true, createdAt: now });
  }

  static restore(state: PartnerState): Partner {
    return new Partner({ ...state });
  }

  get id(): string {
    return this.state.id;
  }
  get isActive(): boolean {
    return this.state.isActive;
  }

  applyChanges(changes: PartnerChanges): void {
    if (changes.commissionRate !== undefined) {
      const rate = changes.commissionRate;
      if (!(rate >= 0 && rate <= 100) || Math.round(rate * 100) !== rate * 100) {
        throw InvalidInputError.field('commissionRate', 'invalid', 'commissionRate must be 0 to 100 with at most two decimals');
      }
      this.state.commissionRate = rate;
    }
    if (changes.isActive !== undefined) this.state.isActive = changes.isActive;
  }

  toState(): PartnerState {
    return { ...this.state };
  }
}
