import { DynamicModule, Module } from '@nestjs/common';
import type { Clock } from '@pizzeria/domain';
import type { Params } from 'nestjs-pino';
import { AdminModule } from './admin/admin.module';
import { AuditModule } from './audit/audit.module';
import { BackupModule } from './backup/backup.module';
import { CatalogModule } from './catalog/catalog.module';
import { CheckoutModule } from './checkout/checkout.module';
import { CommonModule } from './common/common.module';
import { CustomersModule } from './customers/customers.module';
import { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { DayCloseModule } from './day-close/day-close.module';
import { FRONTEND_DIST } from './config/paths';
import { EventsModule } from './events/events.module';
import { HealthModule } from './health/health.module';
import { LoggingModule } from './logging/logging.module';
import { MenuPageModule } from './menu-page/menu-page.module';
import { MetricsModule } from './metrics/metrics.module';
import { NotificationsModule } from './notifications/notifications.module';
import { OrdersModule } from './orders/orders.module';
import { OutboxModule } from './outbox/outbox.module';
import { PaymentsModule } from './payments/payments.module';
import { RealtimeModule } from './realtime/realtime.module';
import { SettingsModule } from './settings/settings.module';
import { StaffModule } from './staff/staff.module';
import { StaticFilesModule } from './static/static-files.module';

export interface AppModuleOptions {
  config: AppConfig;
  /** The database actually used: DATABASE_URL or the embedded server's. */
  databaseUrl: string;
  /** Replaces the CLOCK (tests); otherwise SHOP_FIXED_NOW under NODE_ENV=test, else the system clock. */
  clock?: Clock;
  /** The log's settings (logging/log-params.ts). */
  logParams: Params;
}

@Module({})
export class AppModule {
  static forRoot({ config, databaseUrl, clock, logParams }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggingModule.forRoot(logParams),
        CommonModule.forRoot(clock),
        DatabaseModule.forRoot(databaseUrl),
        EventsModule,
        HealthModule,
        AdminModule,
        StaffModule,
        AuditModule,
        SettingsModule,
        RealtimeModule,
        CatalogModule,
        CheckoutModule,
        OutboxModule,
        NotificationsModule,
        OrdersModule,
        CustomersModule,
        DayCloseModule,
        PaymentsModule,
        MetricsModule,
        BackupModule.forRoot(databaseUrl),
        StaticFilesModule.forRoot(FRONTEND_DIST, MenuPageModule),
      ],
    };
  }
}
