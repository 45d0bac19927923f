declare module 'oidc-provider' {
  /** The part of oidc-provider 9 that the tests use: a Koa app behind a Node request handler. */
  interface KoaContext {
    path: string;
    query: Record<string, string | string[] | undefined>;
    body: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
    callback(): (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void;
  }
}
