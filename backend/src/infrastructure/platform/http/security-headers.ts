import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Swagger UI runs an inline bootstrap script and inline styles: it gets this policy, on its own path only. */
const DOCS_POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/** A policy's header value from its directives: written out once, not on every request. */
function policyOf(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * Security headers on every response (helmet), with a Content-Security-Policy whose scripts are this origin's
 * files plus the prerendered pages' inline scripts by hash. Styles may be inline: React and MUI set style attributes.
 * helmet would rebuild the policy from its directives on every request (about 1.3 % of a read), so the policy is a
 * string made once and set with the other headers.
 */
export async function registerSecurityHeaders(
  app: NestFastifyApplication,
  options: { production: boolean; inlineScriptHashes: string[] },
): Promise<void> {
  const appPolicy = policyOf({
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' compiles WebAssembly only (the counter's QR reader), never JavaScript from strings.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...options.inlineScriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  const server = app.getHttpAdapter().getInstance();
  // On the raw response, as helmet sets its headers, so that streamed answers (the event stream) carry it too.
  server.addHook('onRequest', (_request, reply, done) => {
    reply.raw.setHeader('Content-Security-Policy', appPolicy);
    done();
  });
  server.addHook('onSend', async (request, reply) => {
    if (request.url === '/api/docs' || request.url.startsWith('/api/docs/')) reply.header('Content-Security-Policy', DOCS_POLICY);
    // API answers are the caller's own (the login's carries a token): no cache keeps them, unless the route says so (photos).
    if (request.url.startsWith('/api') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    // A page that sets a cookie (a ?ref= link) is that visitor's alone, whatever the static file's own caching.
    if (reply.hasHeader('Set-Cookie')) reply.header('Cache-Control', 'no-store');
  });
}
