import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AdminModule } from '../admin/admin.module';
import { AuditModule } from '../audit/audit.module';
import { StaffAccessGuard } from './staff-access.guard';
import { StaffUsersController } from './staff-users.controller';
import { StaffUsersService } from './staff-users.service';

/** Staff logins and roles; also installs the guard that protects every non-public route. */
@Module({
  imports: [AdminModule, AuditModule],
  controllers: [StaffUsersController],
  providers: [StaffUsersService, { provide: APP_GUARD, useClass: StaffAccessGuard }],
})
export class StaffModule {}
