import { Global, Module } from '@nestjs/common';
import { ExpireHeldPaymentsUseCase } from '../../application/payments/expire-held-payments.use-case.js';
import { ListPaymentsQuery } from '../../application/payments/list-payments.query.js';
import { HandleMollieWebhookUseCase } from '../../application/payments/handle-mollie-webhook.use-case.js';
import { OnlinePayments } from '../../application/payments/online-payments.js';
import {
  GetPaymentSettingsQuery,
  PaymentSettingsReader,
  SavePaymentSettingsUseCase,
  TestMollieConnectionUseCase,
} from '../../application/payments/payment-settings.use-cases.js';
import { PaymentSettler } from '../../application/payments/payment-settler.js';
import { RefundNoShowsUseCase } from '../../application/payments/refund-no-shows.use-case.js';
import { RefundPaymentUseCase } from '../../application/payments/refund-payment.use-case.js';
import { ReservationPayments } from '../../application/reservations/index.js';
import { PaymentGateway } from '../../domain/payments/payment-gateway.js';
import { PaymentLinks } from '../../domain/payments/payment-links.js';
import { PaymentRepository, PaymentSettingsRepository } from '../../domain/payments/payment.repository.js';
import { SecretBox } from '../../domain/sso/index.js';
import type { AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { PortionsModule } from '../portions/index.js';
import { SecurityModule } from '../security/index.js';
import { SettingsModule } from '../settings/index.js';
import { AesSecretBox } from '../sso/index.js';
import { MollieGateway } from './adapters/mollie-gateway.js';
import { RefundChannel } from './adapters/refund-channel.js';
import { trustExtraCaCertsOutsideProduction } from './adapters/trust-extra-ca.js';
import { MollieWebhookController } from './http/mollie-webhook.controller.js';
import { PaymentSettingsController } from './http/payment-settings.controller.js';
import { PaymentsListController } from './http/payments-list.controller.js';
import { PaymentHoldJob } from './jobs/payment-hold.job.js';
import { TypeormPaymentSettingsRepository } from './persistence/typeorm-payment-settings.repository.js';
import { TypeormPaymentRepository } from './persistence/typeorm-payment.repository.js';

/**
 * Paying for portions through the organisation's own Mollie account. Global: it binds reservations'
 * ReservationPayments, while it uses reservations' repository itself.
 */
@Global()
@Module({
  imports: [SettingsModule, PortionsModule, SecurityModule],
  controllers: [PaymentsListController, PaymentSettingsController, MollieWebhookController],
  providers: [
    { provide: PaymentSettingsRepository, useClass: TypeormPaymentSettingsRepository },
    { provide: PaymentRepository, useClass: TypeormPaymentRepository },
    // The same key and scheme as the SSO client secrets.
    { provide: SecretBox, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new AesSecretBox(config.ssoEncryptionKey) },
    {
      provide: PaymentGateway,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        trustExtraCaCertsOutsideProduction(config.nodeEnv, config.extraCaCertsFile);
        return new MollieGateway(config.mollieApiUrl);
      },
    },
    { provide: PaymentLinks, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new PaymentLinks(config.appUrl) },
    { provide: ReservationPayments, useClass: OnlinePayments },
    PaymentSettingsReader,
    PaymentSettler,
    GetPaymentSettingsQuery,
    SavePaymentSettingsUseCase,
    TestMollieConnectionUseCase,
    HandleMollieWebhookUseCase,
    RefundPaymentUseCase,
    ExpireHeldPaymentsUseCase,
    RefundNoShowsUseCase,
    ListPaymentsQuery,
    RefundChannel,
    PaymentHoldJob,
  ],
  exports: [ReservationPayments],
})
export class PaymentsModule {}
