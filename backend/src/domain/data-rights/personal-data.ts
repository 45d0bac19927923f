/** Everything the product holds about one person, as they may download it (GDPR Art. 15 and 20). */
export interface PersonalData {
  profile: Record<string, unknown>;
  reservations: Record<string, unknown>[];
  notificationPreferences: Record<string, unknown> | null;
  pushDevices: Record<string, unknown>[];
  /** The waste the person weighed: records stay with the organisation, but they are the person's work. */
  wasteRecords: Record<string, unknown>[];
  /** Whether the person has a private calendar feed and since when its address exists; never the address. */
  calendarFeed: { createdAt: Date } | null;
}

/** Reads and erases a person's data wherever it lives outside the users row. */
export abstract class PersonalDataStore {
  abstract read(userId: string): Promise<PersonalData>;
  /** Removes the traces that name the person: preferences, push devices, the mails sent to them, names copied into histories. */
  abstract eraseTraces(user: { id: string; email: string }): Promise<void>;
}

/** A tenant's data as a ZIP file, produced while it is sent rather than held in memory. */
export abstract class TenantExporter {
  abstract stream(tenantId: string): NodeJS.ReadableStream;
}

/** Removes a tenant with everything that belongs to it. */
export abstract class TenantEraser {
  abstract erase(tenantId: string): Promise<void>;
}
