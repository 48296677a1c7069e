import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { STAFF_ROLES, type StaffRole } from '@pizzeria/domain';
import { Trim } from '../../common/text.transform';
import { STAFF_MESSAGES } from '../staff.messages';

/** The same names ADMIN_USERNAME accepts. */
const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{1,50}$/;

/* class-validator reports constraints bottom-up, so the type check (listed last) speaks first. */
export class CreateStaffDto {
  @Matches(USERNAME_PATTERN, { message: STAFF_MESSAGES.badUsername })
  @IsString({ message: STAFF_MESSAGES.badUsername })
  @Trim()
  username: string;

  @MaxLength(200, { message: STAFF_MESSAGES.longPassword })
  @MinLength(8, { message: STAFF_MESSAGES.shortPassword })
  @IsString({ message: STAFF_MESSAGES.shortPassword })
  password: string;

  @IsIn(STAFF_ROLES, { message: STAFF_MESSAGES.badRole })
  role: StaffRole;
}

/** Any of the fields; a new password (set by the owner, e.g. when someone forgot theirs) ends that person's sessions. */
export class UpdateStaffDto {
  @IsOptional()
  @Matches(USERNAME_PATTERN, { message: STAFF_MESSAGES.badUsername })
  @IsString({ message: STAFF_MESSAGES.badUsername })
  @Trim()
  username?: string;

  @IsOptional()
  @IsIn(STAFF_ROLES, { message: STAFF_MESSAGES.badRole })
  role?: StaffRole;

  @IsOptional()
  @IsBoolean({ message: STAFF_MESSAGES.badActive })
  active?: boolean;

  @IsOptional()
  @MaxLength(200, { message: STAFF_MESSAGES.longPassword })
  @MinLength(8, { message: STAFF_MESSAGES.shortPassword })
  @IsString({ message: STAFF_MESSAGES.shortPassword })
  password?: string;
}

export class ChangePasswordDto {
  @MaxLength(200, { message: STAFF_MESSAGES.currentPasswordWrong })
  @MinLength(1, { message: STAFF_MESSAGES.currentPasswordMissing })
  @IsString({ message: STAFF_MESSAGES.currentPasswordMissing })
  currentPassword: string;

  @MaxLength(200, { message: STAFF_MESSAGES.longPassword })
  @MinLength(8, { message: STAFF_MESSAGES.shortPassword })
  @IsString({ message: STAFF_MESSAGES.shortPassword })
  newPassword: string;
}
