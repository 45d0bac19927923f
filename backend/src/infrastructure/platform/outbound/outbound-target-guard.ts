import { lookup as lookupCallback, type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import ipaddr from 'ipaddr.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { OutboundTargets } from '../../../domain/shared/outbound-targets.js';

/** IPv4-compatible IPv6 (::a.b.c.d, deprecated): ipaddr.js counts it as unicast, but it carries an IPv4 address. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * Whether the server may connect to `address`: only ipaddr.js's plain `unicast` range, which leaves out loopback,
 * private, link-local, carrier-grade NAT, multicast, broadcast, reserved and documentation ranges, and every IPv6 form
 * that embeds an IPv4 address (mapped, NAT64, 6to4, Teredo), whatever that address is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).match(IPV4_COMPATIBLE)) return false;
  return parsed.range() === 'unicast';
}

/**
 * The name resolution an outbound connection uses in production: it refuses the connection when any address is not
 * public, so that a host that resolved to a public address during the check cannot answer with a private one a moment
 * later (DNS rebinding).
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookupCallback(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some(({ address }) => !isPublicAddress(address))) {
      return callback(Object.assign(new Error(`${hostname} resolves to a refused address`), { code: 'EREFUSEDTARGET' }), '', 0);
    }
    if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

/**
 * Where the server may send requests that a user chose the address of (webhooks, push services). Outside production
 * anything goes (local receivers in development and tests); in production only https to public addresses, decided on
 * every address the host resolves to, before each request and again as it connects.
 */
@Injectable()
export class OutboundTargetGuard extends OutboundTargets {
  readonly production: boolean;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'nodeEnv'>) {
    super();
    this.production = config.nodeEnv === 'production';
  }

  /** The lookup a connection must use: refusing in production, the system's own elsewhere. */
  get connectLookup(): LookupFunction | undefined {
    return this.production ? publicOnlyLookup : undefined;
  }

  /** Why `url` may not be called, or null when it may. */
  async refusal(url: string): Promise<string | null> {
    if (!this.production) return null;
    const { protocol, hostname } = new URL(url);
    if (protocol !== 'https:') return 'must use https';
    const host = hostname.replace(/^\[|\]$/g, '');
    let addresses: string[];
    try {
      addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
    } catch {
      return 'host does not resolve';
    }
    if (addresses.length === 0 || !addresses.every(isPublicAddress)) return 'must not point to a loopback, private or reserved address';
    return null;
  }
}
