import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { readServerEnv, type ServerEnv } from '@/lib/env';
import { closeStore } from '@/lib/store/db';

/** The two engines every store test runs on: PGlite, and a real PostgreSQL server. */
export const ENGINES = ['embedded', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

const opened: ServerEnv[] = [];

/**
 * A server configuration with an empty store of its own on `engine`: an in-memory PGlite, or a new
 * database on the throwaway PostgreSQL of test/jest-global-setup.mjs.
 * @param settings further variables, as in the environment
 */
export async function storeEnv(engine: Engine, settings: Record<string, string> = {}): Promise<ServerEnv> {
  let url: string | undefined;
  if (engine === 'postgres') {
    const server = process.env.TEST_POSTGRES_URL;
    if (!server) throw new Error('TEST_POSTGRES_URL is not set: jest starts it in test/jest-global-setup.mjs');
    const name = `test_${randomUUID().replace(/-/g, '')}`;
    const admin = new Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    url = server.replace(/\/[^/]*$/, `/${name}`);
  }
  const env = readServerEnv({ ...(url ? { DATABASE_URL: url } : { EMBEDDED_DB_DIR: 'memory://' }), ...settings });
  opened.push(env);
  return env;
}

/** Closes every store storeEnv opened (call in afterAll). */
export async function closeStores(): Promise<void> {
  await Promise.all(opened.splice(0).map((env) => closeStore(env)));
}
