import { dropDatabase } from '../../backend/test/support/database';

export default async function globalTeardown(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = process.env.PIZZERIA_E2E_TEMPLATE_DB;
  if (serverUrl && template) await dropDatabase(serverUrl, template);
  await globalThis.__PIZZERIA_E2E_DB_STOP__?.();
}
