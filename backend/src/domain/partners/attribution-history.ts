/** One change of the partner a tenant is attributed to, with who made it. */
export interface AttributionChange {
  id: string;
  tenantId: string;
  fromPartnerId: string | null;
  toPartnerId: string | null;
  changedBy: { userId: string; name: string };
  changedAt: Date;
}

export abstract class AttributionHistory {
  abstract record(change: AttributionChange): Promise<void>;
  /** Oldest first. */
  abstract list(tenantId: string): Promise<AttributionChange[]>;
}
