import 'server-only';
import { mkdir, open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { onVercel } from '@/lib/config/deployment';
import { serverEnv, type ServerEnv } from '@/lib/config/server';
import * as schema from './schema';

/**
 * The store (docs/requirements.md#the-store): PostgreSQL through Drizzle ORM. With DATABASE_URL, a
 * pool of connections to that server; without it, an embedded PostgreSQL (PGlite) keeping its data
 * in EMBEDDED_DB_DIR. Either way the committed migrations in `drizzle/` are applied when the store
 * is first opened, so every instance starts on the same schema.
 */

/** The query builder, the same for both engines. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Store {
  db: Database;
  engine: 'postgres' | 'embedded';
  /** For the start log: the engine and where it is, never a password. */
  description: string;
  close(): Promise<void>;
}

/** The SQL migrations drizzle-kit generated (`npm run db:generate`), read at run time. */
const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

/** Any 64-bit number of our own: the session lock that lets one instance migrate at a time. */
const MIGRATION_LOCK = 7_351_020_611;

async function openPostgres(url: string, poolMax: number): Promise<Store> {
  const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new Pool({ connectionString: url, max: poolMax, idleTimeoutMillis: 10_000 });
  // On Vercel, idle connections are closed before a function is suspended (its own API).
  if (onVercel()) (await import('@vercel/functions')).attachDatabasePool(pool);
  try {
    const client = await pool.connect();
    try {
      // Instances starting together wait here, then find the migrations applied.
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      try {
        await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      }
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const where = new URL(url);
  return {
    db: drizzle({ client: pool, schema }) as unknown as Database,
    engine: 'postgres',
    description: `PostgreSQL at ${where.hostname}${where.port ? `:${where.port}` : ''}${where.pathname} (DATABASE_URL)`,
    close: () => pool.end(),
  };
}

/**
 * PGlite allows one process per data folder: a second one would corrupt it. A pid file beside the
 * folder says who has it; a file left by a process that is gone is taken over.
 * @throws Error naming the process that has the folder open
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const openDirs = openDataDirs();
  if (openDirs.has(dataDir)) throw new Error(`The embedded store ${dataDir} is already open in this process.`);
  openDirs.add(dataDir);
  try {
    const unlockFile = await lockPidFile(dataDir);
    return async () => {
      openDirs.delete(dataDir);
      await unlockFile();
    };
  } catch (error) {
    openDirs.delete(dataDir);
    throw error;
  }
}

const OPEN_DIRS = Symbol.for('printshop.openDataDirs');

/** The embedded folders this process has open (a pid file cannot tell this process from its predecessor). */
function openDataDirs(): Set<string> {
  return ((globalThis as { [OPEN_DIRS]?: Set<string> })[OPEN_DIRS] ??= new Set());
}

async function lockPidFile(dataDir: string): Promise<() => Promise<void>> {
  const pidFile = `${dataDir}.pid`;
  for (;;) {
    try {
      const handle = await open(pidFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => unlink(pidFile).catch(() => undefined);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(await readFile(pidFile, 'utf8').catch(() => ''));
      // Our own pid in the file was left by an earlier process that had it (a restarted container).
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `The embedded store ${dataDir} is open in process ${pid} (a running server, whose worker delivers pending requests itself, and whose staff pages, /staff, list them). Stop it first, or use DATABASE_URL.`,
        );
      }
      await unlink(pidFile).catch(() => undefined);
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openEmbedded(dir: string): Promise<Store> {
  // A Vercel build leaves PGlite out (next.config.ts): say what is missing rather than fail inside it.
  if (onVercel()) throw new Error('On Vercel the store needs DATABASE_URL: the embedded PostgreSQL is not deployed there');
  const inMemory = dir.startsWith('memory://');
  const dataDir = inMemory ? dir : path.resolve(dir);
  let unlock = async () => {};
  if (!inMemory) {
    await mkdir(path.dirname(dataDir), { recursive: true });
    unlock = await lockDataDir(dataDir);
  }
  try {
    // Loaded only here, so a deployment with DATABASE_URL never loads PGlite.
    const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    const client = await PGlite.create(dataDir);
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Database,
      engine: 'embedded',
      description: `embedded PostgreSQL (PGlite) in ${inMemory ? 'memory' : path.relative(process.cwd(), dataDir) || dataDir} (no DATABASE_URL)`,
      close: async () => {
        await client.close();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/**
 * Opens the store that `env` configures and applies the migrations.
 * @throws Error when the server cannot be reached, a migration fails, or the embedded folder is in use
 */
export function openStore(env: ServerEnv): Promise<Store> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL, env.DATABASE_POOL_MAX) : openEmbedded(env.EMBEDDED_DB_DIR);
}

// On globalThis: Next loads this module more than once in a server (instrumentation, route
// handlers), and two openings of one embedded folder would be two databases (and a corrupt folder).
const STORES = Symbol.for('printshop.stores');
const stores = ((globalThis as { [STORES]?: WeakMap<ServerEnv, Promise<Store>> })[STORES] ??= new WeakMap());

/**
 * The store of a configuration, opened once and shared by every caller (the process's own, by
 * default). A failed opening is not kept, so the next request tries again.
 */
export function getStore(env: ServerEnv = serverEnv()): Promise<Store> {
  let store = stores.get(env);
  if (!store) {
    store = openStore(env);
    stores.set(env, store);
    store.catch(() => stores.delete(env));
  }
  return store;
}

/** The query builder of a configuration's store (see getStore). */
export async function database(env: ServerEnv = serverEnv()): Promise<Database> {
  return (await getStore(env)).db;
}

/** Closes a configuration's store, if it was opened (scripts and tests). */
export async function closeStore(env: ServerEnv = serverEnv()): Promise<void> {
  const store = stores.get(env);
  stores.delete(env);
  if (store) await (await store).close();
}
