import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { StaffSession } from '../admin/admin-auth.service';
import type { StaffRequest } from './staff-access.guard';

/** The signed-in staff member of a guarded route (set by StaffAccessGuard). */
export const CurrentStaff = createParamDecorator((_data: unknown, context: ExecutionContext): StaffSession => {
  const staff = context.switchToHttp().getRequest<StaffRequest>().staff;
  if (!staff) throw new Error('CurrentStaff on a route without a staff session');
  return staff;
});
