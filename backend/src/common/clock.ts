import { Provider } from '@nestjs/common';
import { Clock, fixedClock, systemClock } from '@pizzeria/domain';
import { AppConfig } from '../config/app-config';

/** Injection token of the domain `Clock`: inject it instead of calling `new Date()`. */
export const CLOCK = Symbol('CLOCK');

export function clockProvider(override?: Clock): Provider {
  return {
    provide: CLOCK,
    inject: [AppConfig],
    useFactory: (config: AppConfig): Clock => override ?? (config.fixedNow ? fixedClock(config.fixedNow) : systemClock),
  };
}
