import { STAFF_ROLES } from '@pizzeria/domain';
import { z } from 'zod';
import { flag, oneOf, optional, trimmed } from './fields';

/** German texts of the staff bodies (login, staff users, password change). */
export const STAFF_BODY_MESSAGES = {
  loginMissing: 'Bitte Benutzername und Passwort eingeben.',
  loginFailed: 'Benutzername oder Passwort falsch.',
  badUsername: 'Der Benutzername muss 1–50 Zeichen lang sein (Buchstaben, Ziffern, . _ @ -).',
  shortPassword: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  longPassword: 'Das Passwort darf höchstens 200 Zeichen lang sein.',
  badRole: 'Bitte eine Rolle wählen: Inhaber (owner), Theke (counter), Küche (kitchen) oder Fahrer (driver).',
  badActive: 'active muss true oder false sein.',
  currentPasswordMissing: 'Bitte das aktuelle Passwort eingeben.',
  currentPasswordWrong: 'Das aktuelle Passwort ist falsch.',
} as const;
const M = STAFF_BODY_MESSAGES;

/** The same names ADMIN_USERNAME accepts. */
const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{1,50}$/;

/** Too long a name or password cannot be right: said as a failed login, so nothing is given away. */
const credential = (max: number) => z.string({ error: M.loginMissing }).min(1, { error: M.loginMissing }).max(max, { error: M.loginFailed });

/**
 * Body of POST /api/admin/login. `device`: the device token an earlier login on this browser was
 * given for this name; anything else there is no token (the login is one from an unknown device).
 */
export const loginSchema = z.object({ username: credential(50), password: credential(200), device: z.string().max(200).optional().catch(undefined) });
export type LoginBody = z.output<typeof loginSchema>;

const username = trimmed(M.badUsername).regex(USERNAME_PATTERN, { error: M.badUsername });
const newPassword = z.string({ error: M.shortPassword }).min(8, { error: M.shortPassword }).max(200, { error: M.longPassword });
const role = oneOf(STAFF_ROLES, M.badRole);

/** Body of POST /api/admin/users. */
export const createStaffSchema = z.object({ username, password: newPassword, role });
export type CreateStaffBody = z.output<typeof createStaffSchema>;

/** Any of the fields; a new password (set by the owner, e.g. when someone forgot theirs) ends that person's sessions. */
export const updateStaffSchema = z.object({
  username: optional(username),
  role: optional(role),
  active: optional(flag(M.badActive)),
  password: optional(newPassword),
});
export type UpdateStaffBody = z.output<typeof updateStaffSchema>;

/** Body of POST /api/admin/password: one's own password. */
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: M.currentPasswordMissing }).min(1, { error: M.currentPasswordMissing }).max(200, { error: M.currentPasswordWrong }),
  newPassword,
});
export type ChangePasswordBody = z.output<typeof changePasswordSchema>;
