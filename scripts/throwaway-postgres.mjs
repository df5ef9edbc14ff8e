// A throwaway PostgreSQL cluster on a free loopback port, for the tests and the measuring scripts:
// Debian's server binaries (package postgresql), a new data folder made by initdb, removed by
// stop(). initdb refuses to run as root, so as root the cluster runs as the `postgres` user.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The folder of initdb, pg_ctl and postgres: PG_BIN, else Debian's newest, else the PATH. */
export function postgresBinDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => existsSync(path.join(debian, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length) return path.join(debian, versions[0], 'bin');
  }
  try {
    return path.dirname(execFileSync('which', ['initdb'], { encoding: 'utf8' }).trim());
  } catch {
    throw new Error(
      'PostgreSQL server binaries not found (initdb). Install them (Debian: apt-get install postgresql) or set PG_BIN to their folder.',
    );
  }
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL program, as `user` ({ uid, gid }) when given. */
function run(bin, args, user) {
  return execFileSync(bin, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...user });
}

/**
 * Starts a throwaway cluster and waits until it accepts connections.
 * @returns `{ url, port, dataDir, createDatabase(name), stop() }`; `url` names the `postgres` database
 *   of user `postgres` (trust authentication on loopback only)
 */
export async function startThrowawayPostgres() {
  const bin = postgresBinDir();
  const user = process.getuid?.() === 0 ? userIds('postgres') : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pg-throwaway-'));
  if (user) chownSync(dataDir, user.uid, user.gid);
  chmodSync(dataDir, 0o700);
  run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], user);
  const port = await freePort();
  const postgres = spawn(
    path.join(bin, 'postgres'),
    ['-D', dataDir, '-p', String(port), '-h', '127.0.0.1', '-k', dataDir, '-c', 'fsync=off', '-c', 'max_connections=200'],
    { stdio: ['ignore', 'ignore', 'pipe'], ...user },
  );
  let log = '';
  postgres.stderr.on('data', (chunk) => {
    log = (log + chunk).slice(-4000);
  });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitReady(bin, port, postgres, () => log);
  let stopped = false;
  return {
    url,
    port,
    dataDir,
    /** Creates a database and returns its URL. */
    createDatabase(name) {
      run(path.join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-qc', `create database "${name}"`]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    /** Stops the server and removes its data. */
    async stop() {
      if (stopped) return;
      stopped = true;
      if (postgres.exitCode === null) {
        const exited = new Promise((resolve) => postgres.once('exit', resolve));
        // Fast shutdown: ends the sessions and stops at once.
        postgres.kill('SIGINT');
        let timer;
        await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
        clearTimeout(timer);
        if (postgres.exitCode === null) postgres.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function userIds(user) {
  const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

async function waitReady(bin, port, child, log) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL exited at start:\n${log()}`);
    try {
      run(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-q']);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections within 30 s:\n${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
