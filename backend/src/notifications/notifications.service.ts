import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { OrderRecord } from '@pizzeria/domain';
import { createTransport, type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';
import { orderCancelledMail, orderConfirmedMail, orderReceivedMail, type MailContent, type MailContext } from './order-mail.templates';

/**
 * E-mails to customers over SMTP_URL. Sending never blocks or fails the request that caused it:
 * a mail server outage must not lose an order, so failures are logged and the call returns at once.
 * Without SMTP_URL the mails are written to the log instead.
 */
@Injectable()
export class NotificationsService implements OnModuleDestroy {
  private readonly logger = new Logger(NotificationsService.name);
  private readonly transport: Transporter | null;
  private readonly context: MailContext;

  constructor(private readonly config: AppConfig) {
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : null;
    this.context = { shopUrl: config.publicUrl, shopTimezone: config.shopTimezone };
  }

  orderReceived(order: OrderRecord): void {
    this.dispatch(order, orderReceivedMail(order, this.context));
  }

  orderConfirmed(order: OrderRecord): void {
    this.dispatch(order, orderConfirmedMail(order, this.context));
  }

  orderCancelled(order: OrderRecord): void {
    this.dispatch(order, orderCancelledMail(order, this.context));
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }

  private dispatch(order: OrderRecord, mail: MailContent): void {
    if (!this.transport) {
      this.logger.log(`Kein SMTP_URL gesetzt, E-Mail zu Bestellung ${order.order_id} nicht versendet: ${mail.subject}`);
      this.logger.debug(mail.text);
      return;
    }
    this.transport
      .sendMail({ from: this.config.mailFrom, to: order.email, subject: mail.subject, text: mail.text, html: mail.html })
      .then(() => this.logger.log(`E-Mail zu Bestellung ${order.order_id} versendet: ${mail.subject}`))
      .catch((error: unknown) =>
        this.logger.error(`E-Mail zu Bestellung ${order.order_id} fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`),
      );
  }
}
