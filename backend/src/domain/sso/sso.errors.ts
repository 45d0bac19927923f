import { ConflictError, NotFoundError } from '../shared/domain-error.js';

/** The same answer for an unknown domain, a disabled provider and an unknown address, so nothing is revealed. */
export class SsoProviderNotFoundError extends NotFoundError {
  constructor() {
    super('sso_not_configured', 'No enabled organisation sign-in covers this e-mail domain');
  }
}

export class SsoConfigurationNotFoundError extends NotFoundError {
  constructor() {
    super('sso_configuration_not_found', 'This tenant has no organisation sign-in configured');
  }
}

/**
 * The provider's discovery document could not be read: the admin's issuer is wrong, or the provider is down. One
 * text for every cause, so that the answer says nothing about hosts or networks behind the issuer; the cause is logged.
 */
export class SsoProviderUnreachableError extends ConflictError {
  constructor(readonly reason: string) {
    super('sso_provider_unreachable', "The organisation's sign-in is not available right now");
  }
}

export class SsoDomainTakenError extends ConflictError {
  constructor(domain: string) {
    super('sso_domain_taken', `The domain ${domain} already leads to another organisation's sign-in`);
  }
}

export class SsoDomainNotFoundError extends NotFoundError {
  constructor(domain: string) {
    super('sso_domain_not_found', `The organisation sign-in lists no domain ${domain}`);
  }
}

/** The TXT record that proves the domain was not found; `details` are the TXT records that were. */
export class SsoDomainNotVerifiedError extends ConflictError {
  constructor(
    domain: string,
    expected: string,
    found: string[],
    why = found.length === 0 ? 'no TXT records were found' : `found: ${found.join(', ')}`,
  ) {
    super('domain_not_verified', `No TXT record ${expected} at ${domain}; ${why}`, found);
  }
}

/** Why a sign-in through the provider was refused; the code travels to /login/sso?fout=<code> for the Dutch text. */
export const SSO_REFUSALS = [
  'sso_failed',
  'sso_expired',
  'sso_wrong_directory',
  'sso_email_missing',
  'sso_email_outside_domains',
  'sso_account_elsewhere',
  'sso_account_inactive',
  'sso_other_browser',
  'sso_email_unverified',
  'sso_account_linked',
] as const;
export type SsoRefusal = (typeof SSO_REFUSALS)[number];

export class SsoSignInRefused extends Error {
  constructor(
    readonly code: SsoRefusal,
    detail: string,
  ) {
    super(detail);
  }
}
