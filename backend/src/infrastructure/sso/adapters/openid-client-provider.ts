import * as client from 'openid-client';
import { OpenIdProvider, type AuthorizationChecks, type ProviderSettings } from '../../../domain/sso/openid-provider.js';

/** Discovered provider metadata is reused this long, so that a sign-in costs no discovery round trip. */
const DISCOVERY_TTL_MS = 10 * 60_000;

/** openid-client 6, called directly: discovery, the authorization URL with PKCE, and the checked code exchange. */
export class OpenIdClientProvider extends OpenIdProvider {
  private readonly configurations = new Map<string, { configuration: Promise<client.Configuration>; at: number }>();

  constructor(private readonly allowHttp: boolean) {
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
    const cached = this.configurations.get(key);
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.configuration;
    const configuration = client.discovery(
      new URL(provider.issuer),
      provider.clientId,
      provider.clientSecret,
      undefined,
      this.allowHttp && provider.issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    this.configurations.set(key, { configuration, at: Date.now() });
    configuration.catch(() => this.configurations.delete(key));
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
