import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { readServerEnv, type ServerEnv } from '@/lib/config/server';
import { closeStore } from '@/lib/store/db';

/** The two engines every store test runs on: PGlite, and a real PostgreSQL server. */
export const ENGINES = ['embedded', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

/** How long a hook that opens a store may take: PGlite starts in about 3 s, much longer on a busy machine. */
export const STORE_OPEN_TIMEOUT_MS = 60_000;

const opened: ServerEnv[] = [];

/**
 * A new, empty database on the throwaway PostgreSQL of test/jest-global-setup.mjs.
 * @returns its URL
 */
async function newPostgresDatabase(): Promise<string> {
  const server = process.env.TEST_POSTGRES_URL;
  if (!server) throw new Error('TEST_POSTGRES_URL is not set: jest starts it in test/jest-global-setup.mjs');
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return server.replace(/\/[^/]*$/, `/${name}`);
}

/**
 * The variables that give a store of its own on `engine`, as a server reads them from the
 * environment: a new PostgreSQL database, or an in-memory PGlite.
 */
export async function storeVariables(engine: Engine): Promise<Record<string, string>> {
  return engine === 'postgres' ? { DATABASE_URL: await newPostgresDatabase() } : { EMBEDDED_DB_DIR: 'memory://' };
}

/**
 * A server configuration with an empty store of its own on `engine`: an in-memory PGlite, or a new
 * database on the throwaway PostgreSQL of test/jest-global-setup.mjs.
 * @param settings further variables, as in the environment
 */
export async function storeEnv(engine: Engine, settings: Record<string, string> = {}): Promise<ServerEnv> {
  const env = readServerEnv({ ...(await storeVariables(engine)), ...settings });
  opened.push(env);
  return env;
}

/**
 * Another server instance on the same store as `env`: a configuration object of its own, so
 * lib/store/db.ts opens a pool of its own on the same PostgreSQL database. PGlite is opened by one
 * process only, so there the same configuration is returned: one instance.
 */
export function anotherInstance(env: ServerEnv): ServerEnv {
  if (!env.DATABASE_URL) return env;
  const copy = { ...env };
  opened.push(copy);
  return copy;
}

/**
 * A server of other settings (another deployment stage, say) on the same store as `env`: the same
 * DATABASE_URL, or the same EMBEDDED_DB_DIR. PGlite is opened by one process at a time: close the
 * other's store first (closeStore), and give `env` a folder on disk, since memory:// does not
 * outlive its closing.
 * @param settings its variables, as in the environment, besides the store's
 */
export function sameStore(env: ServerEnv, settings: Record<string, string>): ServerEnv {
  const store = env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : { EMBEDDED_DB_DIR: env.EMBEDDED_DB_DIR };
  const other = readServerEnv({ ...settings, ...store });
  opened.push(other);
  return other;
}

/** Closes every store storeEnv, anotherInstance and sameStore opened (call in afterAll). */
export async function closeStores(): Promise<void> {
  await Promise.all(opened.splice(0).map((env) => closeStore(env)));
}
