import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { OutboundTargetGuard } from './outbound-target-guard.js';

/** No document a provider serves (discovery, keys, tokens, userinfo) comes near this. */
const MAX_RESPONSE_BYTES = 1024 * 1024;
const TIMEOUT_MS = 10_000;

/**
 * A `fetch` for requests to addresses that someone other than the operator chose (an organisation's OpenID issuer
 * and the endpoints its discovery document names): each URL is checked by the outbound guard after resolution, and
 * the connection resolves through the guard's lookup, which refuses a private address at connect (DNS rebinding).
 * Redirects are not followed; bodies and waiting time are capped.
 */
export function guardedFetch(guard: OutboundTargetGuard) {
  return async (url: string, options: { method: string; headers: Record<string, string>; body?: unknown; signal?: AbortSignal }) => {
    const refusal = await guard.refusal(url);
    if (refusal) throw new Error(`The address ${new URL(url).host} is refused: ${refusal}`);
    const target = new URL(url);
    const body = options.body === undefined || options.body === null ? undefined : String(options.body);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<Response>((resolve, reject) => {
      const outgoing = send(
        target,
        // No pooled connections: these requests are rare, and each one is checked afresh.
        {
          method: options.method,
          headers: options.headers,
          lookup: guard.connectLookup,
          timeout: TIMEOUT_MS,
          signal: options.signal,
          agent: false,
        },
        (incoming: IncomingMessage) => {
          const chunks: Buffer[] = [];
          let size = 0;
          incoming.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_RESPONSE_BYTES) incoming.destroy(new Error('The answer is too large'));
            else chunks.push(chunk);
          });
          incoming.on('error', reject);
          incoming.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
            }
            const status = incoming.statusCode ?? 502;
            resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers }));
          });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('The address did not answer in time')));
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}
