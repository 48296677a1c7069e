import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const MISSING = 'Bitte Benutzername und Passwort eingeben.';
const WRONG = 'Benutzername oder Passwort falsch.';

/* class-validator reports constraints bottom-up, so the type check (listed last) speaks first. */
export class LoginDto {
  @MaxLength(50, { message: WRONG })
  @IsNotEmpty({ message: MISSING })
  @IsString({ message: MISSING })
  username: string;

  @MaxLength(200, { message: WRONG })
  @IsNotEmpty({ message: MISSING })
  @IsString({ message: MISSING })
  password: string;
}
