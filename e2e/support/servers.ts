import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../../scripts/throwaway-postgres.mjs';
import { POSTGRES_URL_VAR } from './site-under-test';

/**
 * Processes a test file starts beside the ones playwright.config.ts runs: more production servers
 * (`next start` from the build the config's web server made) and more instances of the loopback
 * fakes (e2e/fakes/upstreams.mjs), each on a free port, and databases on the throwaway PostgreSQL
 * of e2e/support/global-setup.ts. Every process started here is stopped by stopAll(), which a test file
 * calls in afterAll, and killed at the latest when the worker exits.
 */

export const projectRoot = path.resolve(__dirname, '..', '..');

/** The processes started here and still running, by pid. */
const running = new Map<number, ChildProcess>();

process.once('exit', () => {
  for (const child of running.values()) killGroup(child, 'SIGKILL');
});

/** Signals a process started here and its children (each is the leader of its own group). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/** Stops a process started here: SIGTERM, then SIGKILL after 5 s. */
async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    killGroup(child, signal);
    const late = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(late);
  }
  if (child.pid !== undefined) running.delete(child.pid);
}

/** Stops every process started here that is still running. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running.values()].map((child) => stopProcess(child)));
}

/** The message of a line of the server's log (lib/log.ts writes JSON lines under next start), or the line itself. */
function messageOf(line: string): string {
  if (!line.startsWith('{')) return line;
  try {
    const { msg } = JSON.parse(line) as { msg?: unknown };
    return typeof msg === 'string' ? msg : line;
  } catch {
    return line;
  }
}

/** A process's output as it comes, each line with the time it arrived; `text` is a log entry's message. */
class Log {
  readonly lines: { at: number; text: string; raw: string }[] = [];
  private partial = '';

  add(chunk: Buffer) {
    const text = this.partial + chunk.toString('utf8');
    const parts = text.split('\n');
    this.partial = parts.pop() ?? '';
    for (const line of parts) this.lines.push({ at: Date.now(), text: messageOf(line), raw: line });
  }

  /** Every line as written (a log entry with all its fields). */
  toString() {
    return this.lines.map((line) => `${new Date(line.at).toISOString()} ${line.raw}`).join('\n');
  }
}

function startProcess(
  args: string[],
  options: { cwd?: string; env: Record<string, string | undefined>; user?: { uid: number; gid: number } },
) {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd ?? projectRoot,
    env: options.env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it stops whatever it started too.
    detached: true,
    ...options.user,
  });
  if (child.pid !== undefined) running.set(child.pid, child);
  child.once('exit', () => child.pid !== undefined && running.delete(child.pid));
  const log = new Log();
  child.stdout!.on('data', (chunk: Buffer) => log.add(chunk));
  child.stderr!.on('data', (chunk: Buffer) => log.add(chunk));
  return { child, log };
}

/** Polls `url` until it answers 200, failing early when `child` exits. */
async function waitUntilUp(url: string, child: ChildProcess, log: Log, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${url}: the process exited (${child.exitCode ?? child.signalCode}) before answering:\n${log}`);
    }
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** An instance of the loopback fakes (e2e/fakes/upstreams.mjs) of a test file's own. */
export interface Fakes {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Kills the process at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  /** Starts it again on the same port (with nothing recorded or armed). */
  restart(): Promise<void>;
}

/** Starts an instance of the fakes on a free port (or `port`). */
export async function startFakes(port?: number): Promise<Fakes> {
  const listenOn = port ?? ((await freePort()) as number);
  const url = `http://127.0.0.1:${listenOn}`;
  let current: ChildProcess;
  const start = async () => {
    const { child, log } = startProcess(['e2e/fakes/upstreams.mjs'], { env: { ...process.env, FAKE_UPSTREAMS_PORT: String(listenOn) } });
    current = child;
    try {
      await waitUntilUp(`${url}/__health`, child, log, 15_000);
    } catch (error) {
      await stopProcess(child);
      throw error;
    }
  };
  await start();
  return {
    url,
    port: listenOn,
    stop: () => stopProcess(current),
    kill: () => stopProcess(current, 'SIGKILL'),
    restart: start,
  };
}

/** A production server (`next start`) a test file started. */
export interface SiteServer {
  url: string;
  port: number;
  /** Its output so far, each line with the time it arrived. */
  log: Log;
  /**
   * When it opened its store and started its delivery worker (the `Store:` line of
   * instrumentation.ts): the worker runs a pass every 15 s from then. None for a build that opens
   * no store (startSite's `store: false`).
   */
  workerStartedAt?: number;
  stop(): Promise<void>;
}

/**
 * Starts `next start` from the existing build (or `next dev`) on a free port, with `env` on top of
 * this process's environment (NODE_ENV is left to Next).
 * @param options.cwd the project folder to run in (default: this one)
 * @param options.user run as this user (the caller must be root)
 */
export async function startSite(options: {
  /** Its settings, given its own address. */
  env: (url: string) => Record<string, string>;
  cwd?: string;
  user?: { uid: number; gid: number };
  port?: number;
  /** `start` (the default) serves the build; `dev` runs the development server, which builds as asked. */
  mode?: 'start' | 'dev';
  /** Whether the build opens the store as it starts (the default); a preview's content report does not. */
  store?: boolean;
}): Promise<SiteServer> {
  const port = options.port ?? ((await freePort()) as number);
  const url = `http://127.0.0.1:${port}`;
  const inherited = Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV');
  const env: Record<string, string | undefined> = { ...Object.fromEntries(inherited), ...options.env(url) };
  const cwd = options.cwd ?? projectRoot;
  const { child, log } = startProcess(
    [path.join(cwd, 'node_modules', 'next', 'dist', 'bin', 'next'), options.mode ?? 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd,
      env,
      user: options.user,
    },
  );
  try {
    // `next dev` builds the page when it is first asked for: minutes on a busy machine.
    await waitUntilUp(`${url}/`, child, log, options.mode === 'dev' ? 240_000 : 90_000);
    if (options.store === false) return { url, port, log, stop: () => stopProcess(child) };
    // instrumentation.ts opens the store, then starts the worker, as the server starts.
    const deadline = Date.now() + 30_000;
    // `next start` logs JSON lines, whose `msg` is shown; `next dev` prefixes the time and level.
    const isStoreLine = (text: string) => /^(?:\S+ +[A-Z]+ +)?Store: /.test(text);
    let storeLine = log.lines.find((line) => isStoreLine(line.text));
    while (!storeLine && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      storeLine = log.lines.find((line) => isStoreLine(line.text));
    }
    if (!storeLine || storeLine.text.includes('could not be opened')) throw new Error(`${url} did not open its store:\n${log}`);
    return { url, port, log, workerStartedAt: storeLine.at, stop: () => stopProcess(child) };
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
}

/**
 * Copies what `next start` reads (the build, the config and sources, public, the migrations) to a
 * new folder of the temp directory, for startSite's `cwd`; the caller removes it.
 * @param options.build the build folder to copy as `.next` (default: the main build)
 * @param options.readOnly make the copy read-only for everyone
 * @returns the copy's path
 */
export function copyOfSite(options: { build?: string; readOnly?: boolean } = {}): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'e2e-site-'));
  const skipped = new Set(['node_modules', '.git', 'var', 'test-results', 'playwright-report', '.swc', '.next']);
  const buildDir = options.build ?? path.join(projectRoot, '.next');
  for (const name of readdirSync(projectRoot).filter((entry) => !skipped.has(entry))) {
    cpSync(path.join(projectRoot, name), path.join(copy, name), { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
  }
  // The build's cache is not part of a deployment.
  cpSync(buildDir, path.join(copy, '.next'), {
    recursive: true,
    verbatimSymlinks: true,
    preserveTimestamps: true,
    filter: (source) => source !== path.join(buildDir, 'cache'),
  });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(copy, 'node_modules'));
  if (options.readOnly) spawnSync('chmod', ['-R', 'a-w', copy]);
  return copy;
}

/** The throwaway PostgreSQL server's URL (e2e/support/global-setup.ts). */
function postgresUrl(): string {
  const url = process.env[POSTGRES_URL_VAR];
  if (!url)
    throw new Error(
      `${POSTGRES_URL_VAR} is not set: e2e/support/global-setup.ts starts PostgreSQL (run the specs through playwright.config.ts)`,
    );
  return url;
}

/** Production servers of the build on a database of their own, with fakes of their own: what a group of tests starts. */
export interface SiteGroup {
  sites: SiteServer[];
  /** The mail gateway's fake, and the other upstreams' (reCAPTCHA, the service gateway, PayPal). */
  mail: Fakes;
  others: Fakes;
  databaseUrl: string;
  /** Stops every process of the group. */
  stop: () => Promise<void>;
}

/**
 * Starts a group of servers: a new database on the throwaway PostgreSQL, two fakes, then one
 * production server per entry of `envs`, all at once (each applies the migrations under the
 * store's lock, the others find them applied).
 * @param envs each server's settings, given its address and the group's fakes and database
 * @throws the first server's failure to start, once the rest of the group is stopped
 */
export async function startSiteGroup(
  envs: ((url: string, group: { mail: string; other: string; databaseUrl: string }) => Record<string, string>)[],
): Promise<SiteGroup> {
  const databaseUrl = await createDatabase();
  const [mail, others] = await Promise.all([startFakes(), startFakes()]);
  const stops = [mail.stop, others.stop];
  const stop = async () => {
    await Promise.allSettled(stops.map((one) => one()));
  };
  const group = { mail: mail.url, other: others.url, databaseUrl };
  const started = await Promise.allSettled(envs.map((env) => startSite({ env: (url) => env(url, group) })));
  for (const result of started) if (result.status === 'fulfilled') stops.push(result.value.stop);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const sites = started.map((result) => (result as PromiseFulfilledResult<SiteServer>).value);
  return { sites, mail, others, databaseUrl, stop };
}

/** Makes an empty database on the throwaway PostgreSQL server and returns its URL. */
export async function createDatabase(): Promise<string> {
  const name = `e2e_${randomUUID().replace(/-/g, '')}`;
  await withClient(postgresUrl(), (client) => client.query(`create database ${name}`));
  return postgresUrl().replace(/\/[^/]*$/, `/${name}`);
}

/** Runs `use` with a connection to `url`, closed afterwards. */
export async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The uid and gid of a user of this machine. */
export function userIds(user: string): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync('id', [flag, user], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * A copy of the project's sources (what git tracks and what is not ignored, without a build) that
 * `next dev` and `next build` can run in, for a test that edits its files: in `var/` of the project,
 * with `node_modules` hard-linked (Turbopack refuses a `node_modules` linked from outside the
 * project it builds, and hard links need the same file system). The caller removes it.
 * @returns the copy's path
 */
export function editableCopyOfSite(): string {
  const copy = path.join(projectRoot, 'var', `e2e-editor-${randomUUID().slice(0, 8)}`);
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: projectRoot, encoding: 'utf8' });
  if (files.status !== 0) throw new Error(`git ls-files failed: ${files.stderr}`);
  for (const file of files.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(path.join(projectRoot, file))) continue;
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(projectRoot, file), path.join(copy, file), { preserveTimestamps: true });
  }
  const linked = spawnSync('cp', ['-al', path.join(projectRoot, 'node_modules'), path.join(copy, 'node_modules')]);
  if (linked.status !== 0) throw new Error(`cp -al node_modules failed: ${linked.stderr}`);
  return copy;
}
