import type { AppConfig } from '../../platform/config/config.js';
import { InvalidInputError } from '../../../domain/shared/domain-error.js';
import { WebhookEndpoint } from '../../../domain/webhooks/webhook-endpoint.js';
import { httpsUrlOn, OUTBOUND_ADDRESSES } from '../../platform/outbound/outbound-addresses.table.js';
import { DnsWebhookTargetGuard } from './dns-webhook-target-guard.js';

const production = new DnsWebhookTargetGuard({ nodeEnv: 'production' } as AppConfig);
const development = new DnsWebhookTargetGuard({ nodeEnv: 'development' } as AppConfig);

describe('webhook targets', () => {
  // The same table as for push services (notifications' subscribe-push.use-case.spec.ts).
  it.each(OUTBOUND_ADDRESSES.filter(([address]) => address !== 'not-an-address'))(
    'in production, https://%s: allowed %s (%s)',
    async (address, allowed) => {
      const check = production.check(httpsUrlOn(address));
      if (allowed) await expect(check).resolves.toBeUndefined();
      else await expect(check).rejects.toBeInstanceOf(InvalidInputError);
    },
  );

  it('in production refuses http and private targets, also written as a host name that resolves to one, on the url field', async () => {
    await expect(production.check('http://93.184.216.34/hook')).rejects.toBeInstanceOf(InvalidInputError);
    await expect(production.check('https://localhost/hook')).rejects.toMatchObject({
      errors: [expect.objectContaining({ field: 'url', code: 'unsafe_target' })],
    });
    await expect(production.check('https://93.184.216.34/hook')).resolves.toBeUndefined();
    expect(production.connectLookup).toBeDefined();
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
});
