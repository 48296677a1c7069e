import { Provider } from '@nestjs/common';
import { Clock, fixedClock, runningClock, systemClock } from '@pizzeria/domain';
import { AppConfig, type TestClock } from '../config/app-config';

/** Injection token of the domain `Clock`: inject it instead of calling `new Date()`. */
export const CLOCK = Symbol('CLOCK');

function testClock({ at, runs }: TestClock): Clock {
  return runs ? runningClock(at) : fixedClock(at);
}

export function clockProvider(override?: Clock): Provider {
  return {
    provide: CLOCK,
    inject: [AppConfig],
    useFactory: (config: AppConfig): Clock => override ?? (config.testClock ? testClock(config.testClock) : systemClock),
  };
}
