import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { OutboxModule } from '../outbox/outbox.module';
import { SettingsModule } from '../settings/settings.module';
import { NetworkPrinter } from './network-printer';
import { PrinterProbe } from './printer-probe';
import { PrintingService } from './printing.service';

/** Kitchen tickets in ESC/POS for the network printer at PRINTER_URL, queued in the outbox. */
@Module({
  imports: [OutboxModule, SettingsModule, CatalogModule],
  providers: [NetworkPrinter, PrintingService, PrinterProbe],
  exports: [PrintingService],
})
export class PrintingModule {}
