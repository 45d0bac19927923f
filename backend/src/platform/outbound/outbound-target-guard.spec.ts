import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../config/config.js';
import { InvalidInputError } from '../domain/domain-error.js';
import type { Clock } from '../domain/clock.js';
import type { UnitOfWork } from '../domain/unit-of-work.js';
import { DnsWebhookTargetGuard } from '../../contexts/webhooks/adapters/dns-webhook-target-guard.js';
import { postWebhook } from '../../contexts/webhooks/adapters/post-webhook.js';
import { SubscribePushUseCase } from '../../contexts/notifications/application/subscribe-push.use-case.js';
import type { PushSubscriptionRepository } from '../../contexts/notifications/domain/push-subscription.repository.js';
import { isPublicAddress, OutboundTargetGuard } from './outbound-target-guard.js';

const PRODUCTION = { nodeEnv: 'production' } as AppConfig;

/** Each address with whether the server may connect to it: the one table for webhooks and push services. */
const ADDRESSES: [address: string, allowed: boolean, why: string][] = [
  ['93.184.216.34', true, 'public IPv4'],
  ['8.8.8.8', true, 'public IPv4'],
  ['2606:4700::6810:85e5', true, 'public IPv6'],
  ['2a00:1450:4001:81b::200e', true, 'public IPv6'],
  ['127.0.0.1', false, 'loopback'],
  ['127.255.255.254', false, 'loopback'],
  ['0.0.0.0', false, 'unspecified'],
  ['0.1.2.3', false, '"this network"'],
  ['10.1.2.3', false, 'private'],
  ['172.20.0.5', false, 'private'],
  ['192.168.1.1', false, 'private'],
  ['100.64.0.1', false, 'carrier-grade NAT'],
  ['169.254.169.254', false, 'link-local (cloud metadata)'],
  ['192.0.0.8', false, 'IETF protocol assignments'],
  ['192.0.2.10', false, 'documentation'],
  ['198.18.0.1', false, 'benchmarking'],
  ['198.51.100.7', false, 'documentation'],
  ['203.0.113.9', false, 'documentation'],
  ['224.0.0.1', false, 'multicast'],
  ['240.0.0.1', false, 'reserved'],
  ['255.255.255.255', false, 'broadcast'],
  ['::', false, 'unspecified'],
  ['::1', false, 'loopback'],
  ['fe80::1', false, 'link-local'],
  ['fd00::1', false, 'unique local'],
  ['fec0::1', false, 'site-local (deprecated)'],
  ['ff02::1', false, 'multicast'],
  ['2001:db8::1', false, 'documentation'],
  ['::ffff:127.0.0.1', false, 'IPv4-mapped loopback'],
  ['::ffff:169.254.169.254', false, 'IPv4-mapped metadata'],
  ['::ffff:93.184.216.34', false, 'IPv4-mapped (embeds IPv4: judged as never needed)'],
  ['::127.0.0.1', false, 'IPv4-compatible loopback'],
  ['::a9fe:a9fe', false, 'IPv4-compatible metadata'],
  ['64:ff9b::7f00:1', false, 'NAT64 of loopback'],
  ['64:ff9b::a9fe:a9fe', false, 'NAT64 of metadata'],
  ['64:ff9b:1::a00:1', false, 'local-use NAT64'],
  ['2002:7f00:1::1', false, '6to4 of loopback'],
  ['2002:a9fe:a9fe::1', false, '6to4 of metadata'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false, 'Teredo'],
  ['::ffff:0:7f00:1', false, 'IPv4-translated (RFC 6145)'],
  ['not-an-address', false, 'not an address'],
];

const webhooks = new DnsWebhookTargetGuard(PRODUCTION);
const storedSubscriptions: unknown[] = [];
const push = new SubscribePushUseCase(
  { add: async (subscription: unknown) => storedSubscriptions.push(subscription) > 0 } as unknown as PushSubscriptionRepository,
  { run: (work: () => Promise<unknown>) => work() } as unknown as UnitOfWork,
  { now: () => new Date() } as Clock,
  new OutboundTargetGuard(PRODUCTION),
);
const KITCHEN = { userId: 'u1', tenantId: 't1', role: 'kitchen' } as never;
const urlOf = (address: string) => `https://${address.includes(':') ? `[${address}]` : address}/target`;

describe('outbound targets in production (SSRF): webhooks and push services', () => {
  it.each(ADDRESSES)('%s: allowed %s (%s)', async (address, allowed) => {
    expect(isPublicAddress(address)).toBe(allowed);
    if (address === 'not-an-address') return;
    const webhook = webhooks.check(urlOf(address));
    const subscription = push.execute(KITCHEN, { endpoint: urlOf(address), keys: { p256dh: 'p', auth: 'a' } });
    if (allowed) {
      await expect(webhook).resolves.toBeUndefined();
      await expect(subscription).resolves.toBe(true);
    } else {
      await expect(webhook).rejects.toBeInstanceOf(InvalidInputError);
      await expect(subscription).rejects.toBeInstanceOf(InvalidInputError);
    }
  });

  it('judges the addresses a host name resolves to, and refuses http', async () => {
    const guard = new OutboundTargetGuard(PRODUCTION);
    expect(await guard.refusal('https://localhost/hook')).toMatch(/loopback/);
    expect(await guard.refusal('http://93.184.216.34/hook')).toBe('must use https');
    expect(await guard.refusal('https://does-not-exist.invalid/hook')).toBe('host does not resolve');
  });

  it('outside production allows http and local receivers', async () => {
    const guard = new OutboundTargetGuard({ nodeEnv: 'development' } as AppConfig);
    expect(await guard.refusal('http://127.0.0.1:4000/hook')).toBeNull();
    expect(guard.connectLookup).toBeUndefined();
  });

  it('in production a connection goes through the refusing lookup, so a name that now resolves to loopback gets no request', async () => {
    let requests = 0;
    const receiver = createServer((_request, response) => {
      requests++;
      response.end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, 'localhost', resolve));
    const url = `http://localhost:${(receiver.address() as AddressInfo).port}/hook`;
    try {
      const production = new OutboundTargetGuard(PRODUCTION);
      await expect(postWebhook(url, {}, '{}', { timeoutMs: 5000, lookup: production.connectLookup })).rejects.toThrow(/refused address/);
      expect(requests).toBe(0);
      await expect(postWebhook(url, {}, '{}', { timeoutMs: 5000 })).resolves.toBe(200);
      expect(requests).toBe(1);
    } finally {
      receiver.close();
    }
  });
});
