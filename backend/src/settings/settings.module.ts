import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RealtimeModule } from '../realtime/realtime.module';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';
import { ShopSettings } from './shop-settings.entity';

@Module({
  imports: [TypeOrmModule.forFeature([ShopSettings]), RealtimeModule],
  controllers: [SettingsController],
  providers: [SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
