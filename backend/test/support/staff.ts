import type { StaffRole } from '@pizzeria/domain';
import request from 'supertest';
import type { TestApp } from './test-app';

export const STAFF_PASSWORD = 'staff-test-pw-1';

/** Creates a staff login through the owner's API and signs it in; returns its id and token. */
export async function createStaff(t: TestApp, username: string, role: StaffRole): Promise<{ id: number; token: string }> {
  const owner = await t.login();
  const created = await request(t.baseUrl).post('/api/admin/users').set('Authorization', `Bearer ${owner}`).send({ username, password: STAFF_PASSWORD, role });
  if (created.status !== 201) throw new Error(`creating ${username} failed: ${created.status} ${JSON.stringify(created.body)}`);
  const login = await request(t.baseUrl).post('/api/admin/login').send({ username, password: STAFF_PASSWORD });
  if (login.status !== 200) throw new Error(`login of ${username} failed: ${login.status}`);
  return { id: created.body.user.id as number, token: login.body.token as string };
}
