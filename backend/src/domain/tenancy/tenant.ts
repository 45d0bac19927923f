import { randomUUID } from 'node:crypto';
import { activeLocationCap, type Plan } from './plan.js';
import { InvalidInputError } from '../shared/domain-error.js';
import { LocationCapReachedError, requireName, requireSlug } from './tenancy.errors.js';

export interface TenantState {
  id: string;
  name: string;
  slug: string;
  plan: Plan;
  isActive: boolean;
  /** The partner this customer is attributed to (commission), or null. */
  partnerId: string | null;
  /** The monthly subscription price in cents excl. VAT for a custom (Maatwerk) plan; other plans have list prices. */
  monthlyPriceCents: number | null;
  createdAt: Date;
}

export class Tenant {
  private constructor(private state: TenantState) {}

  static create(input: { name: string; slug: string; plan: Plan; partnerId?: string | null }, now: Date): Tenant {
    return new Tenant({
      id: randomUUID(),
      name: requireName('name', input.name, 120),
      slug: requireSlug(input.slug),
      plan: input.plan,
      isActive: true,
      partnerId: input.partnerId ?? null,
      monthlyPriceCents: null,
      createdAt: now,
    });
  }

  static restore(state: TenantState): Tenant {
    return new Tenant({ ...state });
  }

  get id(): string {
    return this.state.id;
  }
  get slug(): string {
    return this.state.slug;
  }
  get plan(): Plan {
    return this.state.plan;
  }
  get isActive(): boolean {
    return this.state.isActive;
  }

  rename(name: string): void {
    this.state.name = requireName('name', name, 120);
  }

  /** Downgrading below the active locations already in use is refused. */
  changePlan(plan: Plan, activeLocations: number): void {
    const cap = activeLocationCap(plan);
    if (cap !== null && activeLocations > cap) throw new LocationCapReachedError(plan, cap);
    this.state.plan = plan;
  }

  get partnerId(): string | null {
    return this.state.partnerId;
  }

  /** Attributes the customer to a partner (commission), or clears it with null. */
  attributeTo(partnerId: string | null): void {
    this.state.partnerId = partnerId;
  }

  /** The monthly price of a custom (Maatwerk) plan in cents excl. VAT; null when not agreed yet. */
  setMonthlyPrice(cents: number | null): void {
    if (cents !== null && !(Number.isInteger(cents) && cents >= 0 && cents <= 100_000_000)) {
      throw InvalidInputError.field('monthlyPriceCents', 'invalid', 'monthlyPriceCents must be a whole number of cents from 0');
    }
    this.state.monthlyPriceCents = cents;
  }

  setActive(isActive: boolean): void {
    this.state.isActive = isActive;
  }

  /** Checks that one more active location fits the plan. */
  assertRoomForActiveLocation(activeLocations: number): void {
    const cap = activeLocationCap(this.state.plan);
    if (cap !== null && activeLocations >= cap) throw new LocationCapReachedError(this.state.plan, cap);
  }

  toState(): TenantState {
    return { ...this.state };
  }
}
