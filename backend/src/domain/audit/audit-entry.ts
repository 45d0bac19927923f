/** Every security- or data-relevant action the audit log records, as dotted names. */
export const AUDIT_ACTIONS = [
  'auth.login_succeeded',
  'auth.login_failed',
  'auth.password_changed',
  'auth.password_reset',
  'auth.sso_login_succeeded',
  'auth.sso_login_refused',
  'auth.sso_linked',
  'sso.configured',
  'sso.domain_verified',
  'sso.domain_approved',
  'payments.configured',
  'scim_token.created',
  'scim_token.revoked',
  'scim.group_changed',
  'user.invited',
  'user.created',
  'user.changed',
  'user.role_changed',
  'user.deactivated',
  'user.erased',
  'user.exported',
  'location.created',
  'location.changed',
  'portion.withdrawn',
  'waste.recorded',
  'waste.changed',
  'waste.deleted',
  'waste.leftover_used_otherwise',
  'api_key.created',
  'api_key.revoked',
  'webhook.created',
  'webhook.changed',
  'webhook.deleted',
  'display_link.created',
  'display_link.revoked',
  'display_link.renamed',
  'calendar_feed.created',
  'calendar_feed.renewed',
  'tenant.created',
  'tenant.changed',
  'tenant.exported',
  'tenant.erased',
  'lead.status_changed',
  'lead.converted',
  'lead.erased',
  'retention.leads_erased',
  'retention.spam_erased',
  'retention.emails_erased',
  'retention.audit_erased',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  'user',
  'location',
  'portion',
  'tenant',
  'api_key',
  'scim_token',
  'scim_group',
  'webhook',
  'display_link',
  'waste_record',
  'contact_request',
  'partner_application',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** What a use case reports; the adapter adds the time and the caller's IP address. */
export interface AuditEntry {
  action: AuditAction;
  /**
   * null for the system (retention jobs) or an anonymous caller (a failed login for an unknown address);
   * left out, it is the authenticated caller of the current request.
   */
  actorId?: string | null;
  /** A machine actor that is no person, such as the directory's provisioning ("SCIM"). */
  actorName?: 'SCIM';
  tenantId: string | null;
  target?: { type: AuditTargetType; id: string };
}

/** An entry as read back, with the actor's current address looked up (an erased actor shows the erased placeholder). */
export interface AuditRecord {
  id: string;
  at: Date;
  action: AuditAction;
  actorId: string | null;
  actorEmail: string | null;
  actorName: string | null;
  tenantId: string | null;
  targetType: AuditTargetType | null;
  targetId: string | null;
  /** What the target is called now (a user's name, a portion's title...); null when it is gone. */
  targetName: string | null;
  ip: string | null;
}
