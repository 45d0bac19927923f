import { Module } from '@nestjs/common';
import {
  GetPaymentSettingsQuery,
  PaymentSettingsReader,
  SavePaymentSettingsUseCase,
  TestMollieConnectionUseCase,
} from '../../application/payments/payment-settings.use-cases.js';
import { PaymentGateway } from '../../domain/payments/payment-gateway.js';
import { PaymentRepository, PaymentSettingsRepository } from '../../domain/payments/payment.repository.js';
import { SecretBox } from '../../domain/sso/index.js';
import type { AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { SettingsModule } from '../settings/index.js';
import { AesSecretBox } from '../sso/index.js';
import { MollieGateway } from './adapters/mollie-gateway.js';
import { trustExtraCaCertsOutsideProduction } from './adapters/trust-extra-ca.js';
import { PaymentSettingsController } from './http/payment-settings.controller.js';
import { TypeormPaymentSettingsRepository } from './persistence/typeorm-payment-settings.repository.js';
import { TypeormPaymentRepository } from './persistence/typeorm-payment.repository.js';

/** Paying for portions through the organisation's own Mollie account. */
@Module({
  imports: [SettingsModule],
  controllers: [PaymentSettingsController],
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
    PaymentSettingsReader,
    GetPaymentSettingsQuery,
    SavePaymentSettingsUseCase,
    TestMollieConnectionUseCase,
  ],
})
export class PaymentsModule {}
