import type { AppConfig } from '../../../platform/config/config.js';
import { InvalidInputError } from '../../../platform/domain/domain-error.js';
import { WebhookEndpoint } from '../domain/webhook-endpoint.js';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DnsWebhookTargetGuard, isRefusedAddress } from './dns-webhook-target-guard.js';
import { postWebhook } from './post-webhook.js';

const production = new DnsWebhookTargetGuard({ nodeEnv: 'production' } as AppConfig);
const development = new DnsWebhookTargetGuard({ nodeEnv: 'development' } as AppConfig);

describe('webhook targets (SSRF)', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
  ])('refuses the loopback, link-local or private address %s', (address) => expect(isRefusedAddress(address)).toBe(true));

  it.each(['93.184.216.34', '2606:4700::6810:85e5'])('accepts the public address %s', (address) =>
    expect(isRefusedAddress(address)).toBe(false),
  );

  it('in production refuses http and private targets, also written as a host name that resolves to one', async () => {
    await expect(production.check('http://93.184.216.34/hook')).rejects.toBeInstanceOf(InvalidInputError);
    await expect(production.check('https://127.0.0.1/hook')).rejects.toBeInstanceOf(InvalidInputError);
    await expect(production.check('https://[::1]/hook')).rejects.toBeInstanceOf(InvalidInputError);
    await expect(production.check('https://localhost/hook')).rejects.toBeInstanceOf(InvalidInputError);
    await expect(production.check('https://93.184.216.34/hook')).resolves.toBeUndefined();
  });

  it('outside production allows http and local receivers', async () => {
    await expect(development.check('http://127.0.0.1:4000/hook')).resolves.toBeUndefined();
    expect(development.allowHttp).toBe(true);
    expect(production.allowHttp).toBe(false);
  });

  it('an endpoint with an http URL is refused when http is not allowed', () => {
    expect(() => WebhookEndpoint.register({ url: 'http://example.nl/hook', events: ['portion.created'] }, 't1', false, new Date())).toThrow(
      InvalidInputError,
    );
    expect(
      WebhookEndpoint.register({ url: 'https://example.nl/hook', events: ['portion.created'] }, 't1', false, new Date()).toState().secret,
    ).toMatch(/^whsec_/);
  });

  it('in production a delivery connects only through the refusing lookup, so a name that now resolves to loopback gets no request', async () => {
    let requests = 0;
    const receiver = createServer((_request, response) => {
      requests++;
      response.end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, 'localhost', resolve));
    const url = `http://localhost:${(receiver.address() as AddressInfo).port}/hook`;
    try {
      await expect(postWebhook(url, {}, '{}', { timeoutMs: 5000, lookup: production.connectLookup })).rejects.toThrow(/refused address/);
      expect(requests).toBe(0);
      await expect(postWebhook(url, {}, '{}', { timeoutMs: 5000, lookup: development.connectLookup })).resolves.toBe(200);
      expect(requests).toBe(1);
    } finally {
      receiver.close();
    }
  });
});
