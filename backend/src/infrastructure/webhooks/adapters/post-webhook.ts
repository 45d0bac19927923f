import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

/**
 * POSTs one delivery and answers the status code; redirects are not followed (a 3xx counts as a failure). Node's http
 * client rather than fetch, because only it lets the connection use our own name resolution (see publicOnlyLookup in platform/outbound).
 */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; lookup?: LookupFunction },
): Promise<number> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: options.lookup,
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
