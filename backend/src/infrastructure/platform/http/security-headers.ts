import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Swagger UI runs an inline bootstrap script and inline styles: it gets this policy, on its own path only. */
const DOCS_POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/**
 * Security headers on every response (helmet), with a Content-Security-Policy whose scripts are this origin's
 * files plus the prerendered pages' inline scripts by hash. Styles may be inline: React and MUI set style attributes.
 */
export async function registerSecurityHeaders(
  app: NestFastifyApplication,
  options: { production: boolean; inlineScriptHashes: string[] },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' compiles WebAssembly only (the counter's QR reader), never JavaScript from strings.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...options.inlineScriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', async (request, reply) => {
      if (request.url === '/api/docs' || request.url.startsWith('/api/docs/')) reply.header('Content-Security-Policy', DOCS_POLICY);
      // API answers are the caller's own (the login's carries a token): no cache keeps them, unless the route says so (photos).
      if (request.url.startsWith('/api') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
      // A page that sets a cookie (a ?ref= link) is that visitor's alone, whatever the static file's own caching.
      if (reply.hasHeader('Set-Cookie')) reply.header('Cache-Control', 'no-store');
    });
}
