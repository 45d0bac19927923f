import { TENANT_ROLES, type TenantRole } from '../shared/actor.js';
import { fieldError, InvalidInputError, type FieldError } from '../shared/domain-error.js';
import { newVerificationToken, type DomainVerification, type SsoDomain } from './sso-domain.js';
import { SsoDomainNotFoundError } from './sso.errors.js';

/** A claim value that gives a role, e.g. an Entra group id in `groups` that makes its members kitchen staff. */
export interface RoleRule {
  claim: string;
  value: string;
  role: TenantRole;
}

export interface SsoConfigurationState {
  tenantId: string;
  issuer: string;
  clientId: string;
  /** Encrypted with SSO_ENCRYPTION_KEY; never answered. */
  clientSecretEncrypted: string;
  /**
   * Lower-case e-mail domains claimed for this provider. Only the verified ones lead to it, and only within those may
   * accounts sign in and be linked.
   */
  domains: SsoDomain[];
  roleRules: RoleRule[];
  /** For a multi-tenant Entra registration: the directory whose `tid` alone is let in. */
  entraTenantId: string | null;
  /** "Alleen inloggen via de organisatie": the tenant's staff and kitchen users may not use a password. */
  passwordLoginDisabled: boolean;
  enabled: boolean;
  updatedAt: Date;
}

export interface SsoConfigurationInput {
  issuer: string;
  clientId: string;
  /** Left out on an update: the stored secret stays. */
  clientSecret?: string;
  domains: string[];
  roleRules: RoleRule[];
  entraTenantId?: string | null;
  passwordLoginDisabled: boolean;
  enabled: boolean;
}

/** The higher a role stands here, the more it wins when several rules match. */
const ROLE_RANK: Record<TenantRole, number> = { staff: 0, kitchen: 1, admin: 2 };
export const DEFAULT_SSO_ROLE: TenantRole = 'staff';
export const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
export const MAX_SSO_DOMAINS = 50;
export const MAX_ROLE_RULES = 100;

/** One tenant's OpenID Connect provider, and the rules for the accounts it signs in. */
export class SsoConfiguration {
  private constructor(private readonly state: SsoConfigurationState) {}

  /**
   * Validates an admin's configuration. Outside production an http issuer on a local address is allowed, so that
   * a provider can run beside the app in tests; in production only https.
   */
  static define(
    tenantId: string,
    input: SsoConfigurationInput,
    previous: SsoConfiguration | null,
    encrypt: (secret: string) => string,
    options: { production: boolean; now: Date },
  ): SsoConfiguration {
    const errors: FieldError[] = [];
    const issuer = input.issuer.trim().replace(/\/+$/, '');
    const issuerProblem = checkIssuer(issuer, options.production);
    if (issuerProblem) errors.push(fieldError('issuer', 'invalid_url', issuerProblem));
    const clientId = input.clientId.trim();
    if (clientId.length === 0 || clientId.length > 500)
      errors.push(fieldError('clientId', 'invalid', 'clientId must be 1 to 500 characters'));
    if (input.clientSecret !== undefined && (input.clientSecret.length === 0 || input.clientSecret.length > 1000)) {
      errors.push(fieldError('clientSecret', 'invalid', 'clientSecret must be 1 to 1000 characters'));
    } else if (input.clientSecret === undefined && !previous) {
      errors.push(fieldError('clientSecret', 'required', 'clientSecret is required for a new configuration'));
    }
    const domains = [...new Set(input.domains.map((domain) => domain.trim().toLowerCase()))];
    if (domains.length === 0 || domains.length > MAX_SSO_DOMAINS || !domains.every((domain) => DOMAIN_PATTERN.test(domain))) {
      errors.push(fieldError('domains', 'invalid_format', `domains must be 1 to ${MAX_SSO_DOMAINS} e-mail domains such as zorggroep.nl`));
    }
    if (
      input.roleRules.length > MAX_ROLE_RULES ||
      !input.roleRules.every(
        (rule) =>
          rule.claim.trim().length > 0 &&
          rule.claim.length <= 100 &&
          rule.value.length > 0 &&
          rule.value.length <= 500 &&
          (TENANT_ROLES as readonly string[]).includes(rule.role),
      )
    ) {
      errors.push(
        fieldError(
          'roleRules',
          'invalid',
          `roleRules must be at most ${MAX_ROLE_RULES} rules of a claim, a value and a role (${TENANT_ROLES.join(', ')})`,
        ),
      );
    }
    const entraTenantId = input.entraTenantId?.trim() || null;
    if (entraTenantId !== null && !/^[0-9a-f-]{36}$/i.test(entraTenantId))
      errors.push(fieldError('entraTenantId', 'invalid_uuid', 'entraTenantId must be a directory id (UUID)'));
    if (/^https:\/\/login\.microsoftonline\.com\/(common|organizations|\{tenantid\})\//i.test(issuer + '/') && entraTenantId === null) {
      errors.push(fieldError('entraTenantId', 'required', 'entraTenantId is required for a multi-tenant Entra issuer'));
    }
    if (errors.length > 0) throw new InvalidInputError(errors);
    return new SsoConfiguration({
      tenantId,
      issuer,
      clientId,
      clientSecretEncrypted: input.clientSecret !== undefined ? encrypt(input.clientSecret) : previous!.state.clientSecretEncrypted,
      // A domain kept from before keeps its token and its verification; a new one starts pending.
      domains: domains.map(
        (name) =>
          previous?.state.domains.find((domain) => domain.name === name) ?? {
            name,
            verificationToken: newVerificationToken(),
            verifiedAt: null,
            verifiedBy: null,
          },
      ),
      roleRules: input.roleRules.map((rule) => ({ claim: rule.claim.trim(), value: rule.value, role: rule.role })),
      entraTenantId: entraTenantId?.toLowerCase() ?? null,
      passwordLoginDisabled: input.passwordLoginDisabled,
      enabled: input.enabled,
      updatedAt: options.now,
    });
  }

  static restore(state: SsoConfigurationState): SsoConfiguration {
    return new SsoConfiguration({
      ...state,
      domains: state.domains.map((domain) => ({ ...domain })),
      roleRules: state.roleRules.map((rule) => ({ ...rule })),
    });
  }

  get tenantId(): string {
    return this.state.tenantId;
  }
  get enabled(): boolean {
    return this.state.enabled;
  }
  get entraTenantId(): string | null {
    return this.state.entraTenantId;
  }
  get passwordLoginDisabled(): boolean {
    return this.state.enabled && this.state.passwordLoginDisabled;
  }

  /** Whether the address lies in one of the verified domains. */
  covers(email: string): boolean {
    const name = emailDomain(email);
    return this.state.domains.some((domain) => domain.name === name && domain.verifiedAt !== null);
  }

  domain(name: string): SsoDomain {
    const domain = this.state.domains.find((candidate) => candidate.name === name);
    if (!domain) throw new SsoDomainNotFoundError(name);
    return { ...domain };
  }

  /** Marks a claimed domain verified (a verified one stays as it was); from then on it routes sign-ins. */
  verifyDomain(name: string, by: DomainVerification, now: Date): void {
    const domain = this.state.domains.find((candidate) => candidate.name === name);
    if (!domain) throw new SsoDomainNotFoundError(name);
    if (domain.verifiedAt !== null) return;
    domain.verifiedAt = now;
    domain.verifiedBy = by;
  }

  /** The role the rules give for these claims: the highest of the matching rules, or staff. */
  roleFor(claims: Record<string, unknown>): TenantRole {
    let role: TenantRole = DEFAULT_SSO_ROLE;
    for (const rule of this.state.roleRules) {
      const value = claims[rule.claim];
      const values = Array.isArray(value) ? value.map(String) : value === undefined || value === null ? [] : [String(value)];
      if (values.includes(rule.value) && ROLE_RANK[rule.role] > ROLE_RANK[role]) role = rule.role;
    }
    return role;
  }

  toState(): SsoConfigurationState {
    return SsoConfiguration.restore(this.state).state;
  }
}

export function emailDomain(email: string): string {
  return email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

function checkIssuer(issuer: string, production: boolean): string | null {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return 'issuer must be a URL such as https://login.microsoftonline.com/<tenant>/v2.0';
  }
  if (issuer.length > 500 || url.search || url.hash || url.username || url.password)
    return 'issuer must be a plain URL without query, fragment or credentials';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && !production && LOCAL_HOSTS.has(url.hostname)) return null;
  return production ? 'issuer must be an https URL' : 'issuer must be an https URL (http only on localhost outside production)';
}
