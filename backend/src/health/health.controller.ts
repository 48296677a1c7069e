import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../staff/access.decorators';

const PROBE_TIMEOUT_MS = 3000;

@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Public()
  @Get()
  async health(@Res({ passthrough: true }) res: Response): Promise<{ status: 'ok' | 'error'; db: 'up' | 'down' }> {
    if (await this.databaseAnswers()) return { status: 'ok', db: 'up' };
    res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'error', db: 'down' };
  }

  private async databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    });
    const probe = this.dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([probe, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
