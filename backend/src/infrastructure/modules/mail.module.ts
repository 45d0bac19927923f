import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailOutbox } from '../../domain/mail/mail-outbox.port.js';
import { OutboundEmailLog } from '../../domain/mail/outbound-email-log.js';
import { GetMailHealthQuery } from '../../application/mail/get-mail-health.query.js';
import { ListOutboundEmailsQuery } from '../../application/mail/list-outbound-emails.query.js';
import { RetryOutboundEmailUseCase } from '../../application/mail/retry-outbound-email.use-case.js';
import { AdminEmailsController } from '../http/mail/admin-emails.controller.js';
import { MailChannel } from '../mail/mail-channel.js';
import { OutboundEmailOrmEntity } from '../persistence/typeorm/mail/outbound-email.orm-entity.js';
import { TypeormMailOutbox } from '../persistence/typeorm/mail/typeorm-mail-outbox.js';
import { TypeormOutboundEmailLog } from '../persistence/typeorm/mail/typeorm-outbound-email-log.js';

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
    ListOutboundEmailsQuery,
    RetryOutboundEmailUseCase,
  ],
  exports: [MailOutbox, GetMailHealthQuery],
})
export class MailModule {}
