import * as client from 'openid-client';
import { OpenIdProvider, type AuthorizationChecks, type ProviderSettings } from '../../../domain/sso/openid-provider.js';
import type { Clock } from '../../../domain/shared/clock.js';
import { guardedFetch } from '../../platform/outbound/guarded-fetch.js';
import type { OutboundTargetGuard } from '../../platform/outbound/outbound-target-guard.js';

/** Discovered provider metadata is reused this long, so that a sign-in costs no discovery round trip. */
const DISCOVERY_TTL_MS = 10 * 60_000;
/** A failed discovery is remembered this long, so that sign-ins cannot make us knock on a dead or refused issuer. */
const FAILED_DISCOVERY_TTL_MS = 60_000;

/**
 * openid-client 6, called directly: discovery, the authorization URL with PKCE, and the checked code exchange. Every
 * request (discovery, JWKS, token, userinfo) goes through the outbound guard, as webhooks and push do.
 */
export class OpenIdClientProvider extends OpenIdProvider {
  private readonly configurations = new Map<string, { configuration: Promise<client.Configuration>; until: number }>();

  constructor(
    private readonly allowHttp: boolean,
    private readonly guard: OutboundTargetGuard,
    private readonly clock: Clock,
  ) {
    super();
  }

  newChecks(): AuthorizationChecks {
    return { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
  }

  async authorizationUrl(provider: ProviderSettings, redirectUri: string, checks: AuthorizationChecks): Promise<string> {
    const configuration = await this.configuration(provider);
    return client
      .buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      })
      .toString();
  }

  async finish(provider: ProviderSettings, callbackUrl: URL, checks: AuthorizationChecks): Promise<Record<string, unknown>> {
    const configuration = await this.configuration(provider);
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = mergeClaims(tokens.claims() ?? {});
    // Providers differ in which claims they put in the ID token; the userinfo endpoint fills the gaps.
    if ((claims.email === undefined || claims.given_name === undefined) && configuration.serverMetadata().userinfo_endpoint) {
      const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, String(claims.sub));
      return mergeClaims(userInfo, claims);
    }
    return claims;
  }

  private configuration(provider: ProviderSettings): Promise<client.Configuration> {
    const key = JSON.stringify([provider.issuer, provider.clientId, provider.clientSecret]);
    const now = this.clock.now().getTime();
    const cached = this.configurations.get(key);
    if (cached && now < cached.until) return cached.configuration;
    const configuration = client.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, {
      [client.customFetch]: guardedFetch(this.guard) as never,
      ...(this.allowHttp && provider.issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : {}),
    });
    this.configurations.set(key, { configuration, until: now + DISCOVERY_TTL_MS });
    configuration.catch(() => this.configurations.set(key, { configuration, until: now + FAILED_DISCOVERY_TTL_MS }));
    return configuration;
  }
}

/**
 * Claims as an object without prototype, later sources winning: a provider's `__proto__` or `constructor` claim
 * stays a plain value, never becomes a prototype, and a role rule naming `toString` finds no inherited member.
 */
export function mergeClaims(...sources: object[]): Record<string, unknown> {
  const merged = Object.create(null) as Record<string, unknown>;
  for (const source of sources) for (const [name, value] of Object.entries(source)) if (value !== undefined) merged[name] = value;
  return merged;
}
