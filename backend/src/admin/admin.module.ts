import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { AdminAuthController } from './admin-auth.controller';
import { AccountLockout } from './account-lockout';
import { AdminAuthService } from './admin-auth.service';
import { AdminUser } from './admin-user.entity';
import { StaffAccounts } from './staff-accounts.service';
import { StaffAuthenticator, StaffJwtStrategy } from './staff-jwt.strategy';

@Module({
  imports: [TypeOrmModule.forFeature([AdminUser]), JwtModule.registerAsync({ inject: [AppConfig], useFactory: (config: AppConfig) => ({ secret: config.jwtSecret }) })],
  controllers: [AdminAuthController],
  providers: [AdminAuthService, AccountLockout, StaffAccounts, StaffJwtStrategy, StaffAuthenticator],
  exports: [AdminAuthService, AccountLockout, StaffAccounts, StaffAuthenticator],
})
export class AdminModule {}
