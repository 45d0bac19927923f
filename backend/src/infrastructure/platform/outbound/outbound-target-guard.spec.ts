import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../config/config.js';
import { OUTBOUND_ADDRESSES } from './outbound-addresses.table.js';
import { isPublicAddress, OutboundTargetGuard } from './outbound-target-guard.js';

const PRODUCTION = { nodeEnv: 'production' } as AppConfig;

/** GETs `url` through `lookup` and answers the status code. */
function getThrough(url: string, lookup?: OutboundTargetGuard['connectLookup']): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { lookup }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

describe('outbound targets in production (SSRF)', () => {
  it.each(OUTBOUND_ADDRESSES)('%s: allowed %s (%s)', (address, allowed) => {
    expect(isPublicAddress(address)).toBe(allowed);
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
      await expect(getThrough(url, new OutboundTargetGuard(PRODUCTION).connectLookup)).rejects.toThrow(/refused address/);
      expect(requests).toBe(0);
      await expect(getThrough(url)).resolves.toBe(200);
      expect(requests).toBe(1);
    } finally {
      receiver.close();
    }
  });
});
