import { lookup as lookupCallback, type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/config.js';
import { InvalidInputError } from '../../../platform/domain/domain-error.js';
import { WebhookTargetGuard } from '../domain/webhook-target-guard.js';
import { APP_CONFIG } from '../../../platform/config/config.module.js';

/** Loopback, link-local, private, shared (CGNAT) and unspecified ranges: never a webhook target in production. */
const REFUSED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv6');
}

export function isRefusedAddress(address: string): boolean {
  // An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 address it carries.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isRefusedAddress(mapped);
  const family = isIP(address);
  return family === 0 || REFUSED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The name resolution a delivery connects with in production: it refuses the connection when any address is refused,
 * so that a host that resolved to a public address during check() cannot answer with a private one a moment later
 * (DNS rebinding).
 */
export const refusingLookup: LookupFunction = (hostname, options, callback) => {
  lookupCallback(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some(({ address }) => isRefusedAddress(address))) {
      return callback(Object.assign(new Error(`${hostname} resolves to a refused address`), { code: 'EREFUSEDTARGET' }), '', 0);
    }
    if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

/** Checks every address the host resolves to, at registration and before each delivery, and again as a delivery connects. */
@Injectable()
export class DnsWebhookTargetGuard extends WebhookTargetGuard {
  readonly allowHttp: boolean;
  private readonly production: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.production = config.nodeEnv === 'production';
    this.allowHttp = !this.production;
  }

  /** The lookup a delivery connects with: refusing in production, the system's own elsewhere. */
  get connectLookup(): LookupFunction | undefined {
    return this.production ? refusingLookup : undefined;
  }

  async check(url: string): Promise<void> {
    if (!this.production) return;
    const { protocol, hostname } = new URL(url);
    if (protocol !== 'https:') throw InvalidInputError.field('url', 'invalid_url', 'url must use https');
    const host = hostname.replace(/^\[|\]$/g, '');
    let addresses: string[];
    try {
      addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
    } catch {
      throw InvalidInputError.field('url', 'unsafe_target', 'url host does not resolve');
    }
    if (addresses.length === 0 || addresses.some(isRefusedAddress)) {
      throw InvalidInputError.field('url', 'unsafe_target', 'url must not point to a loopback, link-local or private address');
    }
  }
}
