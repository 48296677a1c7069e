import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { Address } from 'nodemailer/lib/mailer';
import { AppConfig } from '../config/app-config';
import { AppSettingsStore } from '../settings/app-settings.store';
import type { DeliveryFailure, MailJobPayload, OutboxHandler, OutboxJob } from '../outbox/outbox-job';
import { OutboxWorker } from '../outbox/outbox.worker';
import { CUSTOMER_MAILS, type CustomerMailName, type MailContent, type MailContext } from './order-mail.templates';
import type { OrderRecord } from '@pizzeria/domain';

/** What a customer mail queued by name is rendered from (OrderMailsSubscriber). */
export interface CustomerMailInput {
  order: OrderRecord;
  context: MailContext;
}

/** A queued mail naming a template this version does not have: it can never be sent. */
class UnknownMailTemplateError extends Error {}

/** The body of a queued mail: as queued, or rendered now from its template and input. */
export function mailBody(payload: MailJobPayload): Pick<MailContent, 'text' | 'html'> {
  if ('text' in payload) return payload;
  if (!Object.hasOwn(CUSTOMER_MAILS, payload.template)) throw new UnknownMailTemplateError(`Unbekannte E-Mail-Vorlage ${payload.template}`);
  const { order, context } = payload.input as CustomerMailInput;
  return CUSTOMER_MAILS[payload.template as CustomerMailName](order, context);
}

/**
 * SMTP connections per process, and so mails the outbox sends at once: a handful is what a mail
 * provider accepts from one client without throttling, and about 7 mails a second over one
 * connection could not keep up with a busy evening.
 */
const MAIL_CONNECTIONS = 4;

/** Network-level failures: the mail server is down or unreachable, not this mail's fault. */
const CONNECTION_ERRORS = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'EGREETING']);

/**
 * The sender of the shop's mails: MAIL_FROM as given when it names a sender ("Name <addr>"),
 * otherwise the bare address under the shop's name from the identity settings, so a renamed
 * shop's mails carry the new name without a redeploy.
 */
export function senderOf(mailFrom: string, shopName: string): string | Address {
  if (/<[^>]+>/.test(mailFrom)) return mailFrom;
  const name = shopName.trim();
  return name ? { name, address: mailFrom.trim() } : mailFrom.trim();
}

/**
 * Sends the outbox's mails over SMTP_URL. The Message-ID is derived from the job, so the rare
 * resend after a crash between the server's acceptance and our record of it carries the same id
 * and is recognisable as the same mail.
 */
@Injectable()
export class MailSender implements OutboxHandler<MailJobPayload>, OnModuleInit, OnModuleDestroy {
  readonly parallel = MAIL_CONNECTIONS;
  // Resent after a crash, a mail of the claim carries its first Message-ID (messageId) and is recognisable as the same.
  readonly batch = 10;
  private readonly transport: Transporter | null;
  private readonly domain: string;

  constructor(
    private readonly config: AppConfig,
    private readonly worker: OutboxWorker,
    private readonly settings: AppSettingsStore,
  ) {
    // Short timeouts keep a send well inside the worker's lease (a hung server must not hold a job).
    // Pooled: connections stay open and carry many mails, instead of a TCP and TLS handshake per mail.
    this.transport = config.smtpUrl
      ? createTransport({
          url: config.smtpUrl,
          pool: true,
          maxConnections: MAIL_CONNECTIONS,
          maxMessages: 100,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        })
      : null;
    this.domain = /@([^>\s]+)/.exec(config.mailFrom)?.[1] ?? 'localhost';
  }

  onModuleInit(): void {
    if (this.transport) this.worker.register('mail', this);
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }

  messageId(job: OutboxJob): string {
    return `<${job.dedupeKey.replace(/[^A-Za-z0-9.-]/g, '.')}.${job.id}.${job.createdAt.getTime()}@${this.domain}>`;
  }

  async deliver(job: OutboxJob<MailJobPayload>): Promise<void> {
    const { to, subject } = job.payload;
    const { text, html } = mailBody(job.payload);
    const from = senderOf(this.config.mailFrom, (await this.settings.get('shop')).name);
    await (this.transport as Transporter).sendMail({ from, to, subject, text, html, messageId: this.messageId(job) });
  }

  classify(error: unknown): DeliveryFailure {
    if (error instanceof UnknownMailTemplateError) return 'permanent';
    const { code, responseCode } = error as { code?: string; responseCode?: number };
    if (typeof responseCode === 'number') return responseCode >= 500 ? 'permanent' : 'retry';
    return !code || CONNECTION_ERRORS.has(code) ? 'channel-down' : 'retry';
  }
}
