import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailOutbox } from '../../domain/mail/mail-outbox.port.js';
import { MailChannel } from '../mail/mail-channel.js';
import { OutboundEmailOrmEntity } from '../persistence/typeorm/mail/outbound-email.orm-entity.js';
import { TypeormMailOutbox } from '../persistence/typeorm/mail/typeorm-mail-outbox.js';

/** E-mail: the MailOutbox port every context may enqueue into, and the outbox channel that sends it. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboundEmailOrmEntity])],
  providers: [{ provide: MailOutbox, useClass: TypeormMailOutbox }, MailChannel],
  exports: [MailOutbox],
})
export class MailModule {}
