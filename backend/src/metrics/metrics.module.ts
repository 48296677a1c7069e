import { Module } from '@nestjs/common';
import { MetricsService } from './metrics.service';

/** Prometheus metrics; the HTTP side (request timing, GET /metrics) is mounted in app.ts's configureApp. */
@Module({
  providers: [MetricsService],
  exports: [MetricsService],
})
export class MetricsModule {}
