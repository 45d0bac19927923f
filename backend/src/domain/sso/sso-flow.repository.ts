export type SsoPurpose = 'login' | 'test';

export interface PendingSignIn {
  tenantId: string;
  purpose: SsoPurpose;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
  /** The hash of the cookie of the browser that began the sign-in: only that browser may finish it. */
  browserHash: string;
}

export interface ExchangeCode {
  tenantId: string;
  purpose: SsoPurpose;
  userId: string | null;
  claims: Record<string, unknown> | null;
  returnTo: string;
  browserHash: string;
  /** An admin's account is linked to the provider's subject only once the admin confirms with their password. */
  link: { issuer: string; subject: string } | null;
}

/** Short-lived state of sign-ins in progress, kept in the database so that any instance may finish what another began. */
export abstract class SsoFlowRepository {
  abstract savePending(stateHash: string, pending: PendingSignIn, expiresAt: Date): Promise<void>;
  /** Takes (and deletes) the sign-in begun with this state, unless it expired. */
  abstract takePending(stateHash: string, now: Date): Promise<PendingSignIn | null>;
  abstract saveCode(codeHash: string, code: ExchangeCode, expiresAt: Date): Promise<void>;
  /** Takes (and deletes) a one-time code, unless it expired: a second take finds nothing. */
  abstract takeCode(codeHash: string, now: Date): Promise<ExchangeCode | null>;
}

/** The account a provider's subject signed in as, keyed on the issuer and the subject (for Entra: tid/oid). */
export abstract class SsoIdentityRepository {
  abstract findUserId(issuer: string, subject: string): Promise<string | null>;
  /** Whether the account is already linked to some provider subject. */
  abstract isLinked(userId: string): Promise<boolean>;
  abstract link(link: { issuer: string; subject: string; tenantId: string; userId: string }, now: Date): Promise<void>;
}
