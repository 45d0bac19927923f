import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { GatewayRefusedError, GatewayUnavailableError, PaymentGateway } from '../../domain/payments/payment-gateway.js';
import { PaymentProviderUnavailableError } from '../../domain/payments/payment.errors.js';
import { assertMethodsEnabled, PaymentSettings, type PaymentSettingsInput } from '../../domain/payments/payment-settings.js';
import { PaymentSettingsRepository } from '../../domain/payments/payment.repository.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { InvalidInputError } from '../../domain/shared/domain-error.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { TenantSettingsRepository } from '../../domain/settings/index.js';
import { SecretBox } from '../../domain/sso/index.js';

/** The tenant's payment settings as the admin sees them: never the key, only whether one is set. */
export interface PaymentSettingsView {
  mode: PaymentSettings['mode'];
  mollieApiKeySet: boolean;
  mollieTestMode: boolean;
  methods: string[];
  holdMinutes: number;
  refundNoShows: boolean;
  vatPercent: number;
}

const toView = (settings: PaymentSettings): PaymentSettingsView => {
  const { mode, mollieApiKeySealed, mollieTestMode, methods, holdMinutes, refundNoShows, vatPercent } = settings.toState();
  return { mode, mollieApiKeySet: mollieApiKeySealed !== null, mollieTestMode, methods, holdMinutes, refundNoShows, vatPercent };
};

/** Reads a tenant's settings, or its defaults (free, VAT by its language's country) when none were saved. */
@Injectable()
export class PaymentSettingsReader {
  constructor(
    private readonly repository: PaymentSettingsRepository,
    private readonly tenantSettings: TenantSettingsRepository,
    private readonly clock: Clock,
  ) {}

  async read(tenantId: string): Promise<PaymentSettings> {
    const saved = await this.repository.find(tenantId);
    if (saved) return saved;
    const { defaultLanguage } = (await this.tenantSettings.findByTenant(tenantId)).toState();
    return PaymentSettings.defaults(tenantId, defaultLanguage, this.clock.now());
  }
}

/** Calls Mollie with a key; a refusal is the admin's input (400 naming the key, with Mollie's reason). */
export async function withMollieKey<T>(field: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GatewayRefusedError) throw InvalidInputError.field(field, 'invalid', `Mollie refused the key: ${error.message}`);
    if (error instanceof GatewayUnavailableError) throw new PaymentProviderUnavailableError();
    throw error;
  }
}

@Injectable()
export class GetPaymentSettingsQuery {
  constructor(private readonly reader: PaymentSettingsReader) {}

  async execute(tenantId: string): Promise<PaymentSettingsView> {
    return toView(await this.reader.read(tenantId));
  }
}

/**
 * Saves the admin's choice. A new key is tried at Mollie (listing the account's methods) before it is kept, and the
 * chosen methods must be among those Mollie lists; the key is sealed at once and never answered nor logged.
 */
@Injectable()
export class SavePaymentSettingsUseCase {
  constructor(
    private readonly reader: PaymentSettingsReader,
    private readonly repository: PaymentSettingsRepository,
    private readonly gateway: PaymentGateway,
    private readonly secrets: SecretBox,
    private readonly auditLog: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, tenantId: string, input: PaymentSettingsInput): Promise<PaymentSettingsView> {
    const previous = await this.reader.read(tenantId);
    PaymentSettings.check(input, previous);
    const sealedKey = previous.toState().mollieApiKeySealed;
    const key = input.mollieApiKey ?? (sealedKey === null ? null : this.secrets.open(sealedKey));
    if (key !== null && (input.mollieApiKey !== undefined || (input.methods?.length ?? 0) > 0)) {
      const enabled = await withMollieKey('mollieApiKey', () => this.gateway.listMethods(key));
      if (input.methods)
        assertMethodsEnabled(
          input.methods,
          enabled.map(({ id }) => id),
        );
    }
    const settings = previous.apply(input, (plain) => this.secrets.seal(plain), this.clock.now());
    await this.unitOfWork.run(async () => {
      await this.repository.save(settings);
      await this.auditLog.record({
        action: 'payments.configured',
        actorId: actor.userId,
        tenantId,
        target: { type: 'tenant', id: tenantId },
      });
    });
    return toView(settings);
  }
}

/** The "Test" button: the methods the stored key's account has enabled, as Mollie lists them. */
@Injectable()
export class TestMollieConnectionUseCase {
  constructor(
    private readonly reader: PaymentSettingsReader,
    private readonly gateway: PaymentGateway,
    private readonly secrets: SecretBox,
  ) {}

  async execute(tenantId: string): Promise<{ methods: { id: string; description: string }[]; testMode: boolean }> {
    const { mollieApiKeySealed, mollieTestMode } = (await this.reader.read(tenantId)).toState();
    if (mollieApiKeySealed === null) throw InvalidInputError.field('mollieApiKey', 'required', 'Save a Mollie API key first');
    const key = this.secrets.open(mollieApiKeySealed);
    return { methods: await withMollieKey('mollieApiKey', () => this.gateway.listMethods(key)), testMode: mollieTestMode };
  }
}
