import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person at the test provider: their login id, password and the claims the provider hands out. */
export interface ProviderAccount {
  login: string;
  password: string;
  claims: Record<string, unknown>;
}

export const PROVIDER_PASSWORD = 'provider-pass';
export const CLIENT_ID = 'portiepunt';
export const CLIENT_SECRET = 'portiepunt-client-secret';

/**
 * A real OpenID provider (oidc-provider 9) on a local port, with its development login and consent pages.
 * `tamper` lets a test break what it sends: the ID token of the token response, or the nonce it received.
 */
export class TestOidcProvider {
  readonly accounts = new Map<string, ProviderAccount>();
  tamper: { idToken?: (idToken: string) => string; nonce?: (nonce: string) => string } = {};

  private constructor(
    readonly issuer: string,
    private readonly server: Server,
  ) {}

  static async start(redirectUris: string[]): Promise<TestOidcProvider> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
    let self!: TestOidcProvider;
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: redirectUris,
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      pkce: { required: () => true },
      claims: {
        openid: ['sub', 'tid', 'oid', 'groups'],
        email: ['email', 'email_verified'],
        profile: ['name', 'given_name', 'family_name'],
      },
      findAccount: (_ctx: unknown, id: string) => {
        const account = self.accounts.get(id);
        if (!account) return undefined;
        return { accountId: id, claims: () => ({ sub: id, ...account.claims }) };
      },
      cookies: { keys: ['test-provider-cookie-key'] },
      // The development login form: any known login with PROVIDER_PASSWORD.
      features: { devInteractions: { enabled: true } },
    });
    provider.use(async (ctx, next) => {
      if (ctx.path === '/auth' && self.tamper.nonce && typeof ctx.query.nonce === 'string') {
        ctx.query = { ...ctx.query, nonce: self.tamper.nonce(ctx.query.nonce) };
      }
      await next();
      if (ctx.path === '/token' && self.tamper.idToken && ctx.body && typeof ctx.body === 'object' && 'id_token' in ctx.body) {
        const body = ctx.body as { id_token: string };
        ctx.body = { ...body, id_token: self.tamper.idToken(body.id_token) };
      }
    });
    server.on('request', provider.callback());
    self = new TestOidcProvider(issuer, server);
    return self;
  }

  add(account: ProviderAccount): ProviderAccount {
    this.accounts.set(account.login, account);
    return account;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * A browser without a browser: follows redirects by hand and keeps cookies, so that a test can walk through the
 * provider's login and consent forms (`prompt=login&login=…&password=…`, then `prompt=consent`).
 */
export class CookieBrowser {
  private readonly cookies = new Map<string, string>();

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const target = new URL(url);
    const cookie = [...this.cookies]
      .filter(([key]) => key.startsWith(`${target.host}|`))
      .map(([key, value]) => `${key.split('|')[1]}=${value}`);
    const response = await fetch(target, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: {
        ...(cookie.length ? { cookie: cookie.join('; ') } : {}),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(`${target.host}|${pair.slice(0, index)}`, pair.slice(index + 1));
    }
    return response;
  }

  /** Follows redirects from `url` until one leaves for `stopAt` (answered without following) or a page answers. */
  async follow(url: string, stopAt: string, init: { form?: Record<string, string> } = {}): Promise<{ url: string; response: Response }> {
    let current = url;
    let response = await this.request(current, init);
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops++) {
      current = new URL(response.headers.get('location')!, current).toString();
      if (current.startsWith(stopAt)) return { url: current, response };
      response = await this.request(current);
    }
    return { url: current, response };
  }

  /** From the provider's authorization URL through its login and consent forms to where it sends the browser back. */
  async signIn(authorizationUrl: string, login: string, password: string, appOrigin: string): Promise<string> {
    const loginPage = await this.follow(authorizationUrl, appOrigin);
    if (loginPage.url.startsWith(appOrigin)) return loginPage.url;
    const interaction = new URL(loginPage.url).pathname;
    const consent = await this.follow(new URL(interaction, loginPage.url).toString(), appOrigin, {
      form: { prompt: 'login', login, password },
    });
    if (consent.url.startsWith(appOrigin)) return consent.url;
    const back = await this.follow(new URL(new URL(consent.url).pathname, consent.url).toString(), appOrigin, {
      form: { prompt: 'consent' },
    });
    if (!back.url.startsWith(appOrigin))
      throw new Error(`the provider did not send the browser back (${back.response.status} at ${back.url})`);
    return back.url;
  }
}
