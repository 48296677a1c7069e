import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Roles } from '../staff/access.decorators';
import { OUTBOX_MESSAGES } from './outbox.messages';
import { OutboxService } from './outbox.service';
import { retryOutboxSchema, type RetryOutboxBody } from '@pizzeria/contract';
import { ContractBody } from '../common/contract-body.pipe';

/** What waits or failed in the outbox, the printer's state, and staff's retry. */
@Controller('admin')
export class OutboxAdminController {
  constructor(private readonly outbox: OutboxService) {}

  @Get('outbox')
  @Roles('owner', 'counter')
  async list() {
    const [counts, jobs] = await Promise.all([this.outbox.counts(), this.outbox.list()]);
    return { success: true, message: OUTBOX_MESSAGES.loaded, counts, jobs };
  }

  @Post('outbox/retry')
  @HttpCode(200)
  @Roles('owner', 'counter')
  async retry(@Body(new ContractBody(retryOutboxSchema)) dto: RetryOutboxBody) {
    const retried = await this.outbox.retry(dto);
    return { success: true, message: retried ? OUTBOX_MESSAGES.retried : OUTBOX_MESSAGES.nothingToRetry, retried };
  }

  @Get('printer')
  async printer() {
    return { success: true, printer: await this.outbox.printerStatus() };
  }
}
