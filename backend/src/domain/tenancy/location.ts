import { randomUUID } from 'node:crypto';
import { requireName } from './tenancy.errors.js';

export interface LocationState {
  id: string;
  tenantId: string;
  name: string;
  address: string | null;
  isActive: boolean;
  createdAt: Date;
}

export class Location {
  private constructor(private state: LocationState) {}

  static create(tenantId: string, input: { name: string; address?: string | null }, now: Date): Location {
    return new Location({
      id: randomUUID(),
      tenantId,
      name: requireName('name', input.name, 120),
      address: normalizeAddress(input.address),
      isActive: true,
      createdAt: now,
    });
  }

  static restore(state: LocationState): Location {
    return new Location({ ...state });
  }

  get id(): string {
    return this.state.id;
  }
  get tenantId(): string {
    return this.state.tenantId;
  }
  get isActive(): boolean {
    return this.state.isActive;
  }

  rename(name: string): void {
    this.state.name = requireName('name', name, 120);
  }

  moveTo(address: string | null): void {
    this.state.address = normalizeAddress(address);
  }

  setActive(isActive: boolean): void {
    this.state.isActive = isActive;
  }

  toState(): LocationState {
    return { ...this.state };
  }
}

function normalizeAddress(address: string | null | undefined): string | null {
  const trimmed = address?.trim();
  return trimmed ? trimmed : null;
}
