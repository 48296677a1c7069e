import { SetMetadata } from '@nestjs/common';
import type { StaffRole } from '@pizzeria/domain';

export const IS_PUBLIC_KEY = 'pizzeria:isPublic';
export const ROLES_KEY = 'pizzeria:roles';

/** A route anyone may call (the shop's public API); every other route needs a staff token. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC_KEY, true);

/** The staff roles allowed on a route or controller; without it, any signed-in role may call. */
export const Roles = (...roles: StaffRole[]): MethodDecorator & ClassDecorator => SetMetadata(ROLES_KEY, roles);
