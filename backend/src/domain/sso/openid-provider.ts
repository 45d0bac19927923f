/** What the app needs to talk to one tenant's provider. */
export interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The OpenID Connect code flow with PKCE, as a port: the adapter checks issuer, audience, nonce, state and signature. */
export abstract class OpenIdProvider {
  abstract newChecks(): AuthorizationChecks;
  abstract authorizationUrl(provider: ProviderSettings, redirectUri: string, checks: AuthorizationChecks): Promise<string>;
  /**
   * Redeems the code of the callback URL and answers the verified claims of the ID token, completed from the userinfo
   * endpoint where the ID token lacks them. Throws when any check fails.
   */
  abstract finish(provider: ProviderSettings, callbackUrl: URL, checks: AuthorizationChecks): Promise<Record<string, unknown>>;
}
