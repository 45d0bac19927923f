import { randomBytes } from 'node:crypto';
import { fieldError, type FieldError } from '../shared/domain-error.js';

/** How a claimed domain became one that routes sign-ins. */
export type DomainVerification = 'dns' | 'superadmin';

/** An e-mail domain a tenant claims for its sign-in; it routes sign-ins only once verified. */
export interface SsoDomain {
  name: string;
  /** The value of the TXT record that proves the tenant controls the domain: `portiepunt-verification=<token>`. */
  verificationToken: string;
  verifiedAt: Date | null;
  verifiedBy: DomainVerification | null;
}

export const TXT_RECORD_PREFIX = 'portiepunt-verification=';

export function txtRecordOf(domain: SsoDomain): string {
  return `${TXT_RECORD_PREFIX}${domain.verificationToken}`;
}

export function newVerificationToken(): string {
  return randomBytes(16).toString('hex');
}

/** The domains of the big free mail services. */
export abstract class PublicMailDomains {
  abstract includes(domain: string): boolean;
}

/** Reads a domain's TXT records (each record's strings joined); none when the name or the record does not exist. */
export abstract class DomainTxtLookup {
  abstract txtRecords(domain: string): Promise<string[]>;
}

/** What the claim of a domain is checked against, besides its format. */
export interface DomainClaimContext {
  publicMailDomains: PublicMailDomains;
  /** The platform's own host names (the app's, the mail sender's): neither they nor their parents or subdomains. */
  platformDomains: readonly string[];
  /** Another tenant's verified domain of which this one is a subdomain, if any. */
  claimedParentElsewhere: (domain: string) => Promise<string | null>;
}

/**
 * Why a tenant may not claim this domain: a public mail domain would route everyone's sign-in to one organisation,
 * the platform's own domain is ours, and a subdomain of another organisation's domain is theirs to give.
 */
export async function domainClaimRefusals(domains: readonly string[], context: DomainClaimContext): Promise<FieldError[]> {
  const refusals: FieldError[] = [];
  for (const domain of domains) {
    const params = { domain };
    if (context.publicMailDomains.includes(domain)) {
      refusals.push(
        fieldError('domains', 'public_mail_domain', `${domain} is a public mail domain: anyone can have an address there`, params),
      );
    } else if (context.platformDomains.some((own) => own === domain || isSubdomainOf(domain, own) || isSubdomainOf(own, domain))) {
      refusals.push(fieldError('domains', 'platform_domain', `${domain} is the platform's own domain`, params));
    } else {
      const parent = await context.claimedParentElsewhere(domain);
      if (parent)
        refusals.push(
          fieldError('domains', 'subdomain_of_claimed', `${domain} lies under ${parent}, which another organisation claimed`, params),
        );
    }
  }
  return refusals;
}

export function isSubdomainOf(domain: string, parent: string): boolean {
  return domain.endsWith(`.${parent}`);
}
