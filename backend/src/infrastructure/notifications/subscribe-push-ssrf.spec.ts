import type { AppConfig } from '../platform/config/config.js';
import type { Clock } from '../../domain/shared/clock.js';
import { InvalidInputError } from '../../domain/shared/domain-error.js';
import type { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { httpsUrlOn, OUTBOUND_ADDRESSES } from '../platform/outbound/outbound-addresses.table.js';
import { OutboundTargetGuard } from '../platform/outbound/outbound-target-guard.js';
import type { PushSubscriptionRepository } from '../../domain/notifications/push-subscription.repository.js';
import { SubscribePushUseCase } from '../../application/notifications/subscribe-push.use-case.js';

const stored: unknown[] = [];
const subscribe = new SubscribePushUseCase(
  { add: async (subscription: unknown) => stored.push(subscription) > 0 } as unknown as PushSubscriptionRepository,
  { run: (work: () => Promise<unknown>) => work() } as unknown as UnitOfWork,
  { now: () => new Date() } as Clock,
  new OutboundTargetGuard({ nodeEnv: 'production' } as AppConfig),
);
const KITCHEN = { userId: 'u1', tenantId: 't1', role: 'kitchen' } as never;

describe('push subscriptions in production (SSRF)', () => {
  // The same table as for webhooks (webhooks' dns-webhook-target-guard.spec.ts).
  it.each(OUTBOUND_ADDRESSES.filter(([address]) => address !== 'not-an-address'))(
    'an endpoint on %s: allowed %s (%s)',
    async (address, allowed) => {
      const subscription = subscribe.execute(KITCHEN, { endpoint: httpsUrlOn(address), keys: { p256dh: 'p', auth: 'a' } });
      if (allowed) await expect(subscription).resolves.toBe(true);
      else
        await expect(subscription).rejects.toMatchObject({
          errors: [expect.objectContaining({ field: 'endpoint', code: 'unsafe_target' })],
        });
    },
  );

  it('refuses an http endpoint as an invalid URL', async () => {
    await expect(
      subscribe.execute(KITCHEN, { endpoint: 'http://93.184.216.34/push', keys: { p256dh: 'p', auth: 'a' } }),
    ).rejects.toMatchObject({
      errors: [expect.objectContaining({ field: 'endpoint', code: 'invalid_url' })],
    });
    await expect(
      subscribe.execute(KITCHEN, { endpoint: 'http://93.184.216.34/push', keys: { p256dh: 'p', auth: 'a' } }),
    ).rejects.toBeInstanceOf(InvalidInputError);
  });
});
