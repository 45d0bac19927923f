import { Injectable, Logger } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { User, UserRepository } from '../../domain/identity/index.js';
import { TenantSettingsRepository } from '../../domain/settings/index.js';
import { Clock } from '../../domain/shared/clock.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { OpenIdProvider } from '../../domain/sso/openid-provider.js';
import { SecretBox } from '../../domain/sso/secret-box.js';
import type { SsoConfiguration } from '../../domain/sso/sso-configuration.js';
import { SsoConfigurationRepository } from '../../domain/sso/sso-configuration.repository.js';
import { SsoFlowRepository, SsoIdentityRepository, type PendingSignIn } from '../../domain/sso/sso-flow.repository.js';
import { EXCHANGE_CODE_TTL_MS, hashOneTimeValue, newOneTimeCode } from '../../domain/sso/sso-settings.js';
import { SsoSignInRefused } from '../../domain/sso/sso.errors.js';

/** Where the browser goes after the provider's callback: the page that exchanges the code, or shows why not. */
export type SsoOutcome = { code: string; purpose: PendingSignIn['purpose']; confirmLink: boolean } | { refused: SsoSignInRefused['code'] };

/** The account a sign-in leads to, and the link an admin must still confirm with their password. */
interface SignedIn {
  userId: string;
  link: { issuer: string; subject: string } | null;
}

/**
 * Finishes a sign-in at the provider's callback: redeems the authorization code (issuer, audience, nonce, state,
 * PKCE and signature are checked by the adapter), checks the Entra directory, and finds, links or creates the
 * account. The app's token is not issued here: a one-time code carries the result to the page, which exchanges it
 * by POST, so that no token ever appears in a URL.
 */
@Injectable()
export class CompleteSsoUseCase {
  private readonly logger = new Logger('CompleteSso');

  constructor(
    private readonly configurations: SsoConfigurationRepository,
    private readonly flows: SsoFlowRepository,
    private readonly identities: SsoIdentityRepository,
    private readonly users: UserRepository,
    private readonly settings: TenantSettingsRepository,
    private readonly provider: OpenIdProvider,
    private readonly secrets: SecretBox,
    private readonly auditLog: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** `browserSecret` is the cookie of the browser that calls back: it must be the one that began the sign-in. */
  async execute(callbackUrl: URL, browserSecret: string | undefined): Promise<SsoOutcome> {
    const state = callbackUrl.searchParams.get('state');
    const pending = state ? await this.flows.takePending(hashOneTimeValue(state), this.clock.now()) : null;
    if (!pending) return { refused: 'sso_expired' };
    try {
      // Login CSRF: someone else's sign-in, finished in this browser, would sign this person in as someone else.
      if (!browserSecret || hashOneTimeValue(browserSecret) !== pending.browserHash)
        throw new SsoSignInRefused('sso_other_browser', 'the sign-in was begun in another browser');
      const configuration = await this.configurations.findByTenant(pending.tenantId);
      if (!configuration || (pending.purpose === 'login' && !configuration.enabled))
        throw new SsoSignInRefused('sso_failed', 'provider disabled');
      const { issuer, clientId, clientSecretEncrypted } = configuration.toState();
      let claims: Record<string, unknown>;
      try {
        claims = await this.provider.finish({ issuer, clientId, clientSecret: this.secrets.open(clientSecretEncrypted) }, callbackUrl, {
          state: state!,
          nonce: pending.nonce,
          codeVerifier: pending.codeVerifier,
        });
      } catch (error) {
        throw new SsoSignInRefused('sso_failed', (error as Error).message);
      }
      if (configuration.entraTenantId !== null && String(claims.tid ?? '').toLowerCase() !== configuration.entraTenantId) {
        throw new SsoSignInRefused('sso_wrong_directory', `tid ${String(claims.tid)} is not the configured directory`);
      }
      const code = newOneTimeCode();
      const expiresAt = new Date(this.clock.now().getTime() + EXCHANGE_CODE_TTL_MS);
      const signedIn = await this.unitOfWork.run(async () => {
        const signedIn = pending.purpose === 'login' ? await this.signIn(configuration, claims) : null;
        await this.flows.saveCode(
          hashOneTimeValue(code),
          {
            tenantId: pending.tenantId,
            purpose: pending.purpose,
            userId: signedIn?.userId ?? null,
            claims: pending.purpose === 'test' ? claims : null,
            returnTo: pending.returnTo,
            browserHash: pending.browserHash,
            link: signedIn?.link ?? null,
          },
          expiresAt,
        );
        return signedIn;
      });
      return { code, purpose: pending.purpose, confirmLink: Boolean(signedIn?.link) };
    } catch (error) {
      if (!(error instanceof SsoSignInRefused)) throw error;
      this.logger.warn(`Organisation sign-in refused (${error.code}): ${error.message}`);
      await this.auditLog.record({ action: 'auth.sso_login_refused', actorId: null, tenantId: pending.tenantId });
      return { refused: error.code };
    }
  }

  /**
   * The account of these claims: found by issuer and subject, else linked by e-mail in a listed domain, else created.
   * An existing account is linked only when the provider vouches for the address (`email_verified`), never when it
   * is linked to another subject already, and an admin's only once they confirm with their password at the exchange.
   */
  private async signIn(configuration: SsoConfiguration, claims: Record<string, unknown>): Promise<SignedIn> {
    const tenantId = configuration.tenantId;
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (!email) throw new SsoSignInRefused('sso_email_missing', 'the provider sent no e-mail address');
    if (!configuration.covers(email)) throw new SsoSignInRefused('sso_email_outside_domains', `${email} is outside the listed domains`);
    const { issuer, subject } = subjectKey(claims);
    const names = personNames(claims);
    const now = this.clock.now();
    const linkedId = await this.identities.findUserId(issuer, subject);
    let user = linkedId ? await this.users.findInTenant(tenantId, linkedId) : null;
    let link: SignedIn['link'] = null;
    if (linkedId && !user) throw new SsoSignInRefused('sso_account_elsewhere', 'the linked account belongs to another tenant');
    if (user) {
      const holder = user.email === email ? null : await this.users.findByEmail(email);
      this.applyProfile(user, holder ? names : { ...names, email });
    } else {
      user = await this.users.findByEmail(email);
      // An account with this address may be linked only when it is this tenant's own (the domain is listed, above).
      if (user && (user.tenantId !== tenantId || user.role === 'superadmin')) {
        throw new SsoSignInRefused('sso_account_elsewhere', `${email} belongs to another tenant`);
      }
      if (user) {
        if (claims.email_verified !== true)
          throw new SsoSignInRefused('sso_email_unverified', `the provider does not say that ${email} is verified`);
        if (await this.identities.isLinked(user.id))
          throw new SsoSignInRefused('sso_account_linked', `${email} is linked to another subject of a provider`);
        if (user.role === 'admin') link = { issuer, subject };
        else await this.identities.link({ issuer, subject, tenantId, userId: user.id }, now);
      } else {
        const { defaultLanguage } = await this.settings.findByTenant(tenantId);
        const fallback = email.slice(0, email.indexOf('@')).slice(0, 100);
        user = User.register(
          {
            tenantId,
            email,
            firstName: names.firstName ?? fallback,
            lastName: names.lastName ?? '-',
            role: configuration.roleFor(claims),
            passwordHash: null,
            language: defaultLanguage,
          },
          now,
        );
        await this.users.save(user);
        await this.auditLog.record({ action: 'user.created', actorId: null, tenantId, target: { type: 'user', id: user.id } });
        await this.identities.link({ issuer, subject, tenantId, userId: user.id }, now);
      }
    }
    if (!user.isActive) throw new SsoSignInRefused('sso_account_inactive', 'the account is deactivated');
    // The admin is signed in, and the sign-in recorded, once they confirm the link at the exchange.
    if (link) return { userId: user.id, link };
    user.recordLogin(now);
    await this.users.save(user);
    await this.auditLog.record({ action: 'auth.sso_login_succeeded', actorId: user.id, tenantId, target: { type: 'user', id: user.id } });
    return { userId: user.id, link: null };
  }

  /** Only what the provider sent: a sign-in without name claims keeps the stored name. */
  private applyProfile(user: User, profile: { email?: string; firstName?: string; lastName?: string }): void {
    try {
      user.updateFromDirectory(profile);
    } catch (error) {
      // A name the provider sends that breaks our rules (too long, say) keeps the one we have.
      if (!(error instanceof DomainError)) throw error;
    }
  }
}

/** Entra's `sub` differs per application: its directory and object ids name the person (tid/oid). */
function subjectKey(claims: Record<string, unknown>): { issuer: string; subject: string } {
  if (typeof claims.tid === 'string' && typeof claims.oid === 'string') return { issuer: 'entra', subject: `${claims.tid}/${claims.oid}` };
  return { issuer: String(claims.iss), subject: String(claims.sub) };
}

/** The names the claims carry (`given_name`, `family_name`, else split from `name`); absent ones stay undefined. */
function personNames(claims: Record<string, unknown>): { firstName?: string; lastName?: string } {
  const clip = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 100) : '');
  const [first, ...rest] = clip(claims.name).split(/\s+/);
  return { firstName: clip(claims.given_name) || first || undefined, lastName: clip(claims.family_name) || rest.join(' ') || undefined };
}
