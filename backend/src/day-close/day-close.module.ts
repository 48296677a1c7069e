import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { OrdersModule } from '../orders/orders.module';
import { OutboxModule } from '../outbox/outbox.module';
import { SettingsModule } from '../settings/settings.module';
import { DatevExportService } from './datev-export.service';
import { DayCloseController } from './day-close.controller';
import { DayCloseService } from './day-close.service';
import { DaySpans } from './day-spans.service';

/** Close of day (X/Z report, numbered, printed, audited), the DATEV export of the closed days, and the span each day counts (DaySpans, for the drivers' settlements too). */
@Module({
  imports: [OrdersModule, OutboxModule, SettingsModule, AuditModule],
  controllers: [DayCloseController],
  providers: [DayCloseService, DatevExportService, DaySpans],
  exports: [DaySpans],
})
export class DayCloseModule {}
