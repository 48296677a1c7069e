import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { OutboxAdminController } from './outbox-admin.controller';
import { OutboxService } from './outbox.service';
import { OutboxWorker } from './outbox.worker';

/** Mail, print and refund jobs as rows, and the one worker that sends them. */
@Module({
  imports: [AdminModule],
  controllers: [OutboxAdminController],
  providers: [OutboxService, OutboxWorker],
  exports: [OutboxService, OutboxWorker],
})
export class OutboxModule {}
