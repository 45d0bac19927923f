import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decrypt } from 'http_ece';

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A browser's side of a push subscription: its key pair and auth secret, and the endpoint to post to. */
export class TestDevice {
  private readonly ecdh: ECDH = createECDH('prime256v1');
  readonly authSecret = randomBytes(16).toString('base64url');
  readonly id = randomBytes(8).toString('hex');

  constructor(private readonly service: TestPushService) {
    this.ecdh.generateKeys();
  }

  get endpoint(): string {
    return `${this.service.url}/push/${this.id}`;
  }

  /** The body of POST /api/protected/push-subscriptions, as PushSubscription.toJSON() gives it. */
  subscription(): { endpoint: string; keys: { p256dh: string; auth: string } } {
    return { endpoint: this.endpoint, keys: { p256dh: this.ecdh.getPublicKey('base64url'), auth: this.authSecret } };
  }

  received(): ReceivedPush[] {
    return this.service.received.filter((push) => push.path === `/push/${this.id}`);
  }

  /** Decrypts what the push service received for this device, as the browser would. */
  payloads(): Record<string, unknown>[] {
    return this.received().map((push) =>
      JSON.parse(decrypt(push.body, { version: 'aes128gcm', privateKey: this.ecdh, authSecret: this.authSecret }).toString('utf8')),
    );
  }
}

/**
 * Checks a push request's VAPID authorisation (RFC 8292) as a push service does: `vapid t=<JWT>, k=<key>`, where k is
 * the application server's public key and t an ES256 JWT signed with its private key, for the endpoint's origin,
 * expiring within 24 hours. Returns the JWT's claims; throws on anything else.
 */
export function verifiedVapidClaims(push: ReceivedPush, expectedPublicKey: string, endpointOrigin: string): Record<string, unknown> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(String(push.headers.authorization));
  if (!match) throw new Error(`Not a VAPID authorization header: ${push.headers.authorization}`);
  const [, jwt, key] = match;
  if (key !== expectedPublicKey) throw new Error('The VAPID key is not the application server key');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const [header, claims, signature] = jwt.split('.');
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('The VAPID signature does not verify');
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('The VAPID JWT is not ES256');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  const nowSeconds = Date.now() / 1000;
  if (body.aud !== endpointOrigin) throw new Error(`The VAPID audience ${body.aud} is not ${endpointOrigin}`);
  if (!(body.exp > nowSeconds && body.exp <= nowSeconds + 24 * 3600))
    throw new Error(`The VAPID expiry ${body.exp} is not within 24 hours`);
  return body;
}

/**
 * A local stand-in for a browser vendor's push service: HTTPS (web-push only speaks TLS) with a self-signed
 * certificate that the app is told to trust. It keeps what it receives and answers `status`.
 */
export class TestPushService {
  readonly received: ReceivedPush[] = [];
  /** What the service answers; 410 says the subscription is gone. */
  status = 201;

  private constructor(
    private readonly server: Server,
    readonly certificate: string,
  ) {}

  static async start(): Promise<TestPushService> {
    const dir = mkdtempSync(join(tmpdir(), 'push-tls-'));
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-keyout',
        key,
        '-out',
        cert,
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    let self: TestPushService | undefined;
    const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        self!.received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        response.statusCode = self!.status;
        response.end();
      });
    });
    self = new TestPushService(server, readFileSync(cert, 'utf8'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return self;
  }

  get url(): string {
    return `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  device(): TestDevice {
    return new TestDevice(this);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
