import { dropDatabase } from './database';

export default async function globalTeardown(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = process.env.PIZZERIA_TEST_TEMPLATE_DB;
  if (serverUrl && template) await dropDatabase(serverUrl, template);
  await globalThis.__PIZZERIA_TEST_DB_STOP__?.();
}
