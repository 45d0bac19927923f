import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailOutbox } from '../../domain/mail/mail-outbox.port.js';
import { OutboundEmailLog } from '../../domain/mail/outbound-email-log.js';
import { GetMailHealthQuery } from './adapters/mail-health.probe.js';
import { MailHealthProbe } from '../platform/health/mail-health.port.js';
import { ListOutboundEmailsQuery } from '../../application/mail/list-outbound-emails.query.js';
import { RetryOutboundEmailUseCase } from '../../application/mail/retry-outbound-email.use-case.js';
import { AdminEmailsController } from './http/admin-emails.controller.js';
import { MailChannel } from './adapters/mail-channel.js';
import { OutboundEmailOrmEntity } from './persistence/outbound-email.orm-entity.js';
import { TypeormMailOutbox } from './persistence/typeorm-mail-outbox.js';
import { TypeormOutboundEmailLog } from './persistence/typeorm-outbound-email-log.js';

/** E-mail: the MailOutbox port every context may enqueue into, the outbox channel that sends it, and its operator view. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboundEmailOrmEntity])],
  controllers: [AdminEmailsController],
  providers: [
    { provide: MailOutbox, useClass: TypeormMailOutbox },
    { provide: OutboundEmailLog, useClass: TypeormOutboundEmailLog },
    MailChannel,
    GetMailHealthQuery,
    { provide: MailHealthProbe, useExisting: GetMailHealthQuery },
    ListOutboundEmailsQuery,
    RetryOutboundEmailUseCase,
  ],
  exports: [MailOutbox, MailHealthProbe],
})
export class MailModule {}
