import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { seedDatabase } from './seed';

/** Seeds the demo data at boot; each seed only writes into empty tables. */
@Injectable()
export class DatabaseSeeder implements OnApplicationBootstrap {
  constructor(private readonly dataSource: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    await seedDatabase(this.dataSource);
  }
}
