import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A fake of Mollie's Payments API v2, written from its API reference (docs.mollie.com/reference): create, get and
 * list payments, create and list refunds, list methods, with Mollie's shapes (HAL+JSON, amounts as {currency,
 * value: "12.50"}, `_links.checkout`), statuses and error bodies ({status, title, detail, field?, _links}). It serves
 * https with a certificate made here, which the app trusts through NODE_EXTRA_CA_CERTS (`caFile`).
 *
 * Test-only: `POST /_fake/payments/{id}/{paid|canceled|expired|failed}` moves a payment as a payer or Mollie would
 * and then calls its webhookUrl with `id=tr_…` (form-encoded), as Mollie does; `GET /checkout/{id}` is a checkout
 * page with those choices, for the browser.
 */

export interface FakeAccount {
  key: string;
  methods: string[];
}

interface FakeRefund {
  resource: 'refund';
  id: string;
  mode: 'test' | 'live';
  amount: { currency: string; value: string };
  status: 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';
  createdAt: string;
  description: string;
  metadata: null;
  paymentId: string;
  _links: Record<string, { href: string; type: string }>;
}

interface FakePayment {
  resource: 'payment';
  id: string;
  mode: 'test' | 'live';
  createdAt: string;
  amount: { currency: string; value: string };
  amountRefunded?: { currency: string; value: string };
  amountRemaining?: { currency: string; value: string };
  description: string;
  method: string | null;
  metadata: unknown;
  status: 'open' | 'pending' | 'authorized' | 'paid' | 'canceled' | 'expired' | 'failed';
  isCancelable: boolean;
  expiresAt: string;
  paidAt?: string;
  canceledAt?: string;
  expiredAt?: string;
  failedAt?: string;
  profileId: string;
  sequenceType: 'oneoff';
  redirectUrl: string;
  webhookUrl: string;
  lines?: unknown[];
  _links: Record<string, { href: string; type: string } | null>;
}

const DOCS = { href: 'https://docs.mollie.com/reference/handling-errors', type: 'text/html' };
const METHOD_NAMES: Record<string, string> = {
  ideal: 'iDEAL | Wero',
  bancontact: 'Bancontact',
  creditcard: 'Kaart',
  voucher: 'Maaltijdcheques',
  applepay: 'Apple Pay',
};
const TITLES: Record<number, string> = {
  401: 'Unauthorized Request',
  404: 'Not Found',
  422: 'Unprocessable Entity',
  503: 'Service Unavailable',
};
const token = (prefix: string) => `${prefix}_${randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10)}`;

/** Posts a webhook; the default sends it over the network, API tests send it into the app in their process. */
export type WebhookSender = (url: string, body: string) => Promise<number>;

export class FakeMollie {
  readonly payments = new Map<string, FakePayment & { account: string }>();
  readonly refunds = new Map<string, FakeRefund[]>();
  /** Every request Mollie received: method, path and parsed body. */
  readonly requests: { method: string; path: string; body: unknown; idempotencyKey?: string }[] = [];
  /** `unreachable` drops the connection; `error` answers 503: the API calls fail as when Mollie is down. */
  state: 'up' | 'unreachable' | 'error' = 'up';
  sendWebhook: WebhookSender = async (url, body) =>
    (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })).status;
  private readonly accounts = new Map<string, FakeAccount>();
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();

  private constructor(
    private readonly server: Server,
    /** The PEM file of the certificate the fake serves (it is its own CA): NODE_EXTRA_CA_CERTS for the app. */
    readonly caFile: string,
  ) {}

  static async start(): Promise<FakeMollie> {
    const dir = mkdtempSync(join(tmpdir(), 'fake-mollie-'));
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
        ...['-keyout', key, '-out', cert, '-subj', '/CN=Fake Mollie', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
      ],
      { stdio: 'ignore' },
    );
    let self: FakeMollie | undefined;
    const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (request, response) => {
      void self!.handle(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    });
    self = new FakeMollie(server, cert);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return self;
  }

  /** The API base for MOLLIE_API_URL. */
  get apiUrl(): string {
    return `${this.origin}/v2/`;
  }

  get origin(): string {
    return `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** A Mollie account with a fresh key of this mode and the methods it has enabled. */
  account(mode: 'test' | 'live' = 'test', methods = ['ideal', 'bancontact', 'creditcard', 'voucher']): FakeAccount {
    const account = {
      key: `${mode}_${randomBytes(30)
        .toString('base64')
        .replace(/[^A-Za-z0-9]/g, 'a')
        .slice(0, 30)}`,
      methods,
    };
    this.accounts.set(account.key, account);
    return account;
  }

  /** What a payer or Mollie does; then Mollie calls the webhook. Answers the webhook's HTTP status. */
  async act(id: string, action: 'paid' | 'canceled' | 'expired' | 'failed', method = 'ideal'): Promise<number> {
    const payment = this.payments.get(id);
    if (!payment) throw new Error(`no payment ${id}`);
    payment.status = action;
    payment.isCancelable = false;
    payment._links.checkout = null;
    const at = new Date().toISOString();
    if (action === 'paid') Object.assign(payment, { method, paidAt: at, amountRefunded: euro(0), amountRemaining: payment.amount });
    else Object.assign(payment, { [`${action}At`]: at });
    return this.sendWebhook(payment.webhookUrl, new URLSearchParams({ id }).toString());
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.origin);
    const raw = await readBody(request);
    if (url.pathname.startsWith('/checkout/') || url.pathname.startsWith('/_fake/')) return this.testOnly(request, url, raw, response);
    if (this.state === 'unreachable') return void request.socket.destroy();
    const body = raw && request.headers['content-type']?.includes('json') ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method: request.method ?? '', path: url.pathname, body, idempotencyKey });
    if (this.state === 'error') return send(response, 503, error(503, 'The service is temporarily unavailable'), { 'retry-after': '0' });
    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const account = key ? this.accounts.get(key) : undefined;
    if (!account) return send(response, 401, error(401, 'Missing authentication, or failed to authenticate'));
    const remembered = idempotencyKey && this.idempotent.get(`${account.key}:${idempotencyKey}`);
    if (remembered) return send(response, remembered.status, remembered.body);
    const [status, answer] = this.route(request.method ?? 'GET', url, body, account);
    if (idempotencyKey && request.method === 'POST' && status < 300)
      this.idempotent.set(`${account.key}:${idempotencyKey}`, { status, body: answer });
    send(response, status, answer);
  }

  private route(method: string, url: URL, body: Record<string, unknown>, account: FakeAccount): [number, unknown] {
    const mode = account.key.startsWith('test_') ? 'test' : 'live';
    const own = (id: string) => {
      const payment = this.payments.get(id);
      return payment && payment.account === account.key ? payment : undefined;
    };
    let match: RegExpExecArray | null;
    if (method === 'GET' && url.pathname === '/v2/methods') {
      const methods = account.methods.map((id) => ({
        resource: 'method',
        id,
        description: METHOD_NAMES[id] ?? id,
        minimumAmount: euro(1),
        maximumAmount: euro(5000000),
        image: { size1x: `${this.origin}/img/${id}.png`, size2x: `${this.origin}/img/${id}@2x.png`, svg: `${this.origin}/img/${id}.svg` },
        status: 'activated',
        _links: { self: { href: `${this.apiUrl}methods/${id}`, type: 'application/hal+json' } },
      }));
      return [
        200,
        {
          count: methods.length,
          _embedded: { methods },
          _links: { self: { href: `${this.apiUrl}methods`, type: 'application/hal+json' }, documentation: DOCS },
        },
      ];
    }
    if (method === 'POST' && url.pathname === '/v2/payments') return this.createPayment(body, account, mode);
    if (method === 'GET' && url.pathname === '/v2/payments') {
      const payments = [...this.payments.values()]
        .filter((payment) => payment.account === account.key)
        .map(publicPayment)
        .reverse();
      return [
        200,
        {
          count: payments.length,
          _embedded: { payments },
          _links: {
            self: { href: `${this.apiUrl}payments`, type: 'application/hal+json' },
            previous: null,
            next: null,
            documentation: DOCS,
          },
        },
      ];
    }
    if ((match = /^\/v2\/payments\/(tr_\w+)$/.exec(url.pathname)) && method === 'GET') {
      const payment = own(match[1]);
      return payment ? [200, publicPayment(payment)] : [404, error(404, `No payment exists with token ${match[1]}.`)];
    }
    if ((match = /^\/v2\/payments\/(tr_\w+)\/refunds$/.exec(url.pathname))) {
      const payment = own(match[1]);
      if (!payment) return [404, error(404, `No payment exists with token ${match[1]}.`)];
      const refunds = this.refunds.get(payment.id) ?? [];
      if (method === 'GET')
        return [
          200,
          {
            count: refunds.length,
            _embedded: { refunds },
            _links: { self: { href: `${this.apiUrl}payments/${payment.id}/refunds`, type: 'application/hal+json' }, documentation: DOCS },
          },
        ];
      return this.createRefund(payment, body, mode);
    }
    return [404, error(404, 'The resource does not exist')];
  }

  private createPayment(body: Record<string, unknown>, account: FakeAccount, mode: 'test' | 'live'): [number, unknown] {
    const amount = body.amount as { currency?: string; value?: string } | undefined;
    if (!amount || amount.currency !== 'EUR' || !/^\d+\.\d{2}$/.test(amount.value ?? '')) {
      return [422, error(422, 'The amount is invalid', 'amount')];
    }
    if (typeof body.description !== 'string' || body.description.length === 0 || body.description.length > 255) {
      return [422, error(422, 'The description is invalid', 'description')];
    }
    if (typeof body.redirectUrl !== 'string') return [422, error(422, 'The redirect URL is invalid', 'redirectUrl')];
    const methods = body.method === undefined ? [] : [body.method].flat();
    for (const m of methods) {
      if (!account.methods.includes(m as string))
        return [422, error(422, `The payment method is not activated on your account: ${String(m)}`, 'method')];
    }
    const lines = (body.lines ?? []) as { categories?: string[] }[];
    if (methods.includes('voucher') && !lines.some((line) => line.categories?.length)) {
      return [422, error(422, 'A voucher payment needs lines with a category', 'lines')];
    }
    const id = token('tr');
    const payment: FakePayment & { account: string } = {
      account: account.key,
      resource: 'payment',
      id,
      mode,
      createdAt: new Date().toISOString(),
      amount: { currency: 'EUR', value: amount.value! },
      description: body.description,
      method: null,
      metadata: body.metadata ?? null,
      status: 'open',
      isCancelable: false,
      expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      profileId: 'pfl_fake',
      sequenceType: 'oneoff',
      redirectUrl: body.redirectUrl,
      webhookUrl: body.webhookUrl as string,
      lines,
      _links: {
        self: { href: `${this.apiUrl}payments/${id}`, type: 'application/hal+json' },
        checkout: { href: `${this.origin}/checkout/${id}`, type: 'text/html' },
        dashboard: { href: `${this.origin}/dashboard/${id}`, type: 'text/html' },
        documentation: { href: 'https://docs.mollie.com/reference/create-payment', type: 'text/html' },
      },
    };
    this.payments.set(id, payment);
    return [201, publicPayment(payment)];
  }

  private createRefund(payment: FakePayment, body: Record<string, unknown>, mode: 'test' | 'live'): [number, unknown] {
    if (payment.status !== 'paid') return [422, error(422, 'The payment is not refundable', 'amount')];
    const amount = body.amount as { value?: string } | undefined;
    const cents = toCents(amount?.value ?? payment.amountRemaining?.value ?? payment.amount.value);
    const remaining = toCents(payment.amountRemaining?.value ?? payment.amount.value);
    if (cents <= 0 || cents > remaining) return [422, error(422, 'The amount is higher than the amount that can be refunded', 'amount')];
    const refund: FakeRefund = {
      resource: 'refund',
      id: token('re'),
      mode,
      amount: euro(cents),
      status: 'pending',
      createdAt: new Date().toISOString(),
      description: (body.description as string) ?? '',
      metadata: null,
      paymentId: payment.id,
      _links: { self: { href: `${this.apiUrl}payments/${payment.id}/refunds`, type: 'application/hal+json' } },
    };
    this.refunds.set(payment.id, [...(this.refunds.get(payment.id) ?? []), refund]);
    payment.amountRefunded = euro(toCents(payment.amountRefunded?.value ?? '0.00') + cents);
    payment.amountRemaining = euro(remaining - cents);
    return [201, refund];
  }

  /** The checkout page (the payer's choices) and the test action behind it. */
  private async testOnly(request: IncomingMessage, url: URL, raw: string, response: ServerResponse): Promise<void> {
    const checkout = /^\/checkout\/(tr_\w+)$/.exec(url.pathname);
    const payment = checkout ? this.payments.get(checkout[1]) : undefined;
    if (checkout && payment && request.method === 'GET') {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      return void response.end(`<!doctype html><html lang="nl"><title>Fake Mollie checkout</title><main>
        <h1>${escapeHtml(payment.description)}</h1><p>€ ${payment.amount.value}</p>
        <form method="post" action="/_fake/payments/${payment.id}/paid"><button>Betalen</button></form>
        <form method="post" action="/_fake/payments/${payment.id}/canceled"><button>Annuleren</button></form></main></html>`);
    }
    const action = /^\/_fake\/payments\/(tr_\w+)\/(paid|canceled|expired|failed)$/.exec(url.pathname);
    if (action && request.method === 'POST' && this.payments.has(action[1])) {
      const method = new URLSearchParams(raw).get('method') ?? 'ideal';
      const webhookStatus = await this.act(action[1], action[2] as 'paid', method);
      response.statusCode = 303;
      response.setHeader('location', this.payments.get(action[1])!.redirectUrl);
      response.setHeader('x-webhook-status', String(webhookStatus));
      return void response.end();
    }
    send(response, 404, error(404, 'The resource does not exist'));
  }
}

function publicPayment({ account: _account, ...payment }: FakePayment & { account: string }): FakePayment {
  return payment;
}

const euro = (cents: number) => ({ currency: 'EUR', value: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}` });
const toCents = (value: string) => Math.round(Number(value) * 100);
const error = (status: number, detail: string, field?: string) => ({
  status,
  title: TITLES[status],
  detail,
  ...(field ? { field } : {}),
  _links: { documentation: DOCS },
});
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/hal+json', ...headers });
  response.end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
