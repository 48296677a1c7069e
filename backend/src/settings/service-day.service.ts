import { Inject, Injectable } from '@nestjs/common';
import { serviceDayOf, type Clock } from '@pizzeria/domain';
import { CLOCK } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { AppSettingsStore } from './app-settings.store';

/** The shop's current service day, by the server's clock and the owner's dayBoundary: the day screens open on. */
@Injectable()
export class ServiceDayService {
  constructor(
    private readonly settings: AppSettingsStore,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async current(): Promise<string> {
    const { dayBoundary } = await this.settings.get('serviceDay');
    return serviceDayOf(this.clock.now(), this.config.shopTimezone, dayBoundary);
  }
}
