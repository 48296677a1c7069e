import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module';
import { MailSender } from './mail-sender';
import { OrderMailsSubscriber } from './order-mails.subscriber';
import { SettingsModule } from '../settings/settings.module';

/** Customer e-mails: written to the outbox on order events, sent over SMTP by its worker. */
@Module({
  imports: [OutboxModule, SettingsModule],
  providers: [MailSender, OrderMailsSubscriber],
})
export class NotificationsModule {}
