import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule, type Params } from 'nestjs-pino';
import { OrderLogContext } from './order-log-context';

/** Structured logs (pino): a request id on every line of a request, JSON with LOG_FORMAT=json (see log-params.ts). */
@Module({})
export class LoggingModule {
  static forRoot(params: Params): DynamicModule {
    return { module: LoggingModule, imports: [LoggerModule.forRoot(params)], providers: [OrderLogContext] };
  }
}
