import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The PostgreSQL server the local machine and CI provide (trust auth). */
export const LOCAL_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/test';

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(5).toString('hex')}`;
}

export async function serverAnswers(serverUrl: string, timeoutMs = 2000): Promise<boolean> {
  const client = new Client({ connectionString: serverUrl, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function adminQuery(serverUrl: string, sql: string, params: unknown[] = []): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}

const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * Creates a database for one test run. Its sessions commit without waiting for the WAL flush
 * (synchronous_commit = off): a test database need not survive a crash of the server, and each
 * commit would otherwise wait for the disk (about 4 ms here, thousands of times per suite).
 * Visibility and ordering of commits stay as they are; only durability is given up.
 */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  await adminQuery(serverUrl, `CREATE DATABASE ${ident(name)}${template ? ` TEMPLATE ${ident(template)}` : ''}`);
  await adminQuery(serverUrl, `ALTER DATABASE ${ident(name)} SET synchronous_commit = off`);
  return withDatabase(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`);
}
