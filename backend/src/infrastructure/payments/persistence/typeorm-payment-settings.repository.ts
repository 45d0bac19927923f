import { Injectable } from '@nestjs/common';
import { PaymentSettings } from '../../../domain/payments/payment-settings.js';
import { PaymentSettingsRepository } from '../../../domain/payments/payment.repository.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';

interface Row {
  tenant_id: string;
  mode: PaymentSettings['mode'];
  mollie_api_key_sealed: string | null;
  mollie_test_mode: boolean;
  methods: string[];
  hold_minutes: number;
  refund_no_shows: boolean;
  vat_percent: number;
  updated_at: Date;
}

@Injectable()
export class TypeormPaymentSettingsRepository extends PaymentSettingsRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async find(tenantId: string): Promise<PaymentSettings | null> {
    const [row] = (await this.uow.manager.query(`SELECT * FROM tenant_payment_settings WHERE tenant_id = $1`, [tenantId])) as Row[];
    if (!row) return null;
    return PaymentSettings.restore({
      tenantId: row.tenant_id,
      mode: row.mode,
      mollieApiKeySealed: row.mollie_api_key_sealed,
      mollieTestMode: row.mollie_test_mode,
      methods: row.methods,
      holdMinutes: row.hold_minutes,
      refundNoShows: row.refund_no_shows,
      vatPercent: row.vat_percent,
      updatedAt: row.updated_at,
    });
  }

  async save(settings: PaymentSettings): Promise<void> {
    const s = settings.toState();
    await this.uow.manager.query(
      `INSERT INTO tenant_payment_settings (tenant_id, mode, mollie_api_key_sealed, mollie_test_mode, methods, hold_minutes, refund_no_shows,
                                            vat_percent, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (tenant_id) DO UPDATE SET mode = $2, mollie_api_key_sealed = $3, mollie_test_mode = $4, methods = $5, hold_minutes = $6,
         refund_no_shows = $7, vat_percent = $8, updated_at = $9`,
      [s.tenantId, s.mode, s.mollieApiKeySealed, s.mollieTestMode, s.methods, s.holdMinutes, s.refundNoShows, s.vatPercent, s.updatedAt],
    );
  }
}
