// The production server the audit, bench and load scripts measure: `next build` with only
// first-party settings (third-party scripts such as reCAPTCHA and PayPal not configured, so the
// figures are the site's own: docs/requirements.md#speed, rule 6), then `next start` on a port of
// their choosing, with a store of their choosing (by default an embedded one in memory).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The site's folder: these tools live in its tools/perf/. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/**
 * The `next` CLI a project folder resolves (its own node_modules, or the nearest one above it, as
 * Node finds packages): each copy runs its own, so the server and its build share one `next`.
 */
const nextBin = (root) => createRequire(path.join(root, 'package.json')).resolve('next/dist/bin/next');

/** Settings that would load a third party or reach a real upstream; emptied for measurements. */
const thirdPartyVariables = [
  'NEXT_PUBLIC_RECAPTCHA_SITE_KEY',
  'RECAPTCHA_SECRET_KEY',
  'NEXT_PUBLIC_PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'CONTACT_API_URL',
  'SMTP_URL',
  'SCGW_URL',
  'SCGW_API_KEY',
];

/**
 * The store of a measured server unless the caller picks one: an embedded one in memory, so a
 * measurement never writes to a DATABASE_URL from `.env` nor to the project's var/db.
 */
const defaultStoreEnv = { DATABASE_URL: '', EMBEDDED_DB_DIR: 'memory://' };

/**
 * The environment of a measured build or server: this process's environment with every
 * third-party setting emptied (an empty value counts as unset, and overrides a `.env` file) and
 * the store in memory, then `extra` on top (the load test points CONTACT_API_URL at its own
 * failing gateway, and the store at a fresh one: embeddedStore, postgresStore).
 * @param {Record<string, string>} [extra]
 * @returns {NodeJS.ProcessEnv}
 */
export function firstPartyEnv(extra = {}) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...defaultStoreEnv };
  for (const name of thirdPartyVariables) env[name] = '';
  return { ...env, ...extra };
}

/**
 * @typedef {object} MeasuredStore a fresh, empty store for a measured server
 * @property {string} label the engine's name for the tables ('PGlite', 'PostgreSQL')
 * @property {Record<string, string>} env the settings that point a server at it
 * @property {(sql: string) => Promise<Array<Record<string, unknown>>>} query runs one statement
 *   and returns its rows. The embedded store can be opened by one process at a time: stop its
 *   server first.
 * @property {boolean} readableWhileRunning whether query() works while a server has it open
 * @property {() => void} remove deletes its data (the embedded one's folder)
 */

/**
 * A fresh embedded store (PGlite) in a new folder of the temp directory.
 * @returns {MeasuredStore}
 */
export function embeddedStore() {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'bench-store-'));
  const dataDir = path.join(parent, 'db');
  return {
    label: 'PGlite',
    env: { DATABASE_URL: '', EMBEDDED_DB_DIR: dataDir },
    readableWhileRunning: false,
    async query(sql) {
      // The server's pid file (lib/store/db.ts): a second process would corrupt the folder.
      const pid = Number(existsSync(`${dataDir}.pid`) ? readFileSync(`${dataDir}.pid`, 'utf8') : '');
      if (pid && isAlive(pid)) throw new Error(`The embedded store ${dataDir} is open in process ${pid}: stop its server first`);
      const { PGlite } = await import('@electric-sql/pglite');
      const db = await PGlite.create(dataDir);
      try {
        return (await db.query(sql)).rows;
      } finally {
        await db.close();
      }
    },
    remove: () => rmSync(parent, { recursive: true, force: true }),
  };
}

/**
 * A fresh database on a PostgreSQL server (scripts/throwaway-postgres.mjs).
 * @param {{ createDatabase: (name: string) => string }} cluster
 * @param {string} name the new database's name
 * @returns {MeasuredStore}
 */
export function postgresStore(cluster, name) {
  const url = cluster.createDatabase(name);
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url },
    readableWhileRunning: true,
    async query(sql) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.end();
      }
    },
    // The cluster is stopped, and its data removed, by its owner.
    remove: () => undefined,
  };
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Builds the site with first-party settings, unless `reuse` is set and a build exists.
 * @param {{ reuse?: boolean, root?: string }} [options] `root`: a copy of the project to build
 *   instead of this one (proxy-bench.mjs builds one without proxy.ts)
 * @throws Error when `next build` fails
 */
export function buildSite({ reuse = false, root = projectRoot } = {}) {
  if (reuse && existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    console.log(`Reusing the existing production build (${path.join(root, '.next')}).`);
    return;
  }
  console.log(`Building the site (next build) without third-party settings${root === projectRoot ? '' : ` in ${root}`}...`);
  const result = spawnSync(process.execPath, [nextBin(root), 'build'], { cwd: root, env: firstPartyEnv(), stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`next build failed with exit code ${result.status}`);
}

/**
 * Starts `next start` on `port`, waits until it answers, and brings it into the state of a
 * server in service (one route handler run), so that measurements compare like with like.
 * @param {{ port: number, env?: Record<string, string>, quiet?: boolean, logFile?: string, root?: string }} options
 *   `env`: settings on top of firstPartyEnv(); they must not change what the build inlined
 *   (NEXT_PUBLIC_*). `quiet`: drop the server's error log (for runs that make it fail on purpose).
 *   `root`: serve the build of a copy of the project (buildSite's `root`).
 *   `logFile`: append the server's whole log (output and errors) to this file instead.
 * @returns {Promise<{ url: string, pid: number, stop: () => Promise<void> }>}
 * @throws Error when the server exits or does not answer within 60 s
 */
export async function startServer({ port, env = {}, quiet = false, logFile, root = projectRoot }) {
  const log = logFile ? openSync(logFile, 'a') : undefined;
  const server = spawn(process.execPath, [nextBin(root), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: firstPartyEnv(env),
    stdio: log === undefined ? ['ignore', 'ignore', quiet ? 'ignore' : 'inherit'] : ['ignore', log, log],
  });
  if (log !== undefined) closeSync(log);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`next start exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      server.kill();
      throw new Error(`next start did not answer on ${url} within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // One route handler run before any measurement: on Node.js 20 a server that has run one answers
  // pre-rendered pages slower from then on, and a deployed server always has (docs/decisions.md,
  // 'Redirects'; the figures: docs/audit.md#figures-the-other-docs-rest-on, 'The request proxy').
  // The cron route without its secret writes nothing. The audit's reference page has no such route
  // and stays as it was (a 404 page changes nothing): the difference is in server time, nothing
  // beside a Lighthouse page load.
  await fetch(`${url}/api/cron/deliver`);
  return {
    url,
    pid: server.pid,
    stop: async () => {
      server.kill();
      await exited;
    },
  };
}

/** 'YYYY-MM-DD, commit abc1234 (machine: N cores)': the header line of every measured section. */
export function runHeader() {
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: projectRoot, encoding: 'utf8' }).stdout.trim() || 'unknown';
  // docs/audit.md itself is what the scripts write, so its own changes do not count.
  const changes = spawnSync('git', ['status', '--porcelain', '--', '.', ':!docs/audit.md'], { cwd: projectRoot, encoding: 'utf8' }).stdout;
  // A few changed files are named, so a reader can tell whether the site itself differed.
  const changed = changes
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => line.slice(3));
  const dirty = changed.length
    ? ` with uncommitted changes${changed.length <= 8 ? ` (${changed.map((file) => `\`${file}\``).join(', ')})` : ''}`
    : '';
  return `Measured ${new Date().toISOString().slice(0, 10)}, commit ${commit}${dirty}.`;
}
