// `npm run cluster`: the self-hosted recipe of deploy/ rehearsed on loopback, in the foreground
// (docs/deploy.md#deploy-on-your-own-servers). A throwaway PostgreSQL (or DATABASE_URL when given), two
// `next start` instances of the existing build (the command of deploy/systemd/printshop@.service),
// and nginx with deploy/nginx/printshop.conf rendered for loopback on PORT (default 8080).
// Ctrl-C stops all of it and removes the throwaway data.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startThrowawayPostgres } from './throwaway-postgres.mjs';

// The project folder: npm runs scripts there. (No import.meta here: Playwright's specs import this file.)
const root = process.cwd();
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

/** nginx: NGINX_BIN, Debian's place, or the PATH. */
function nginxBinary() {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx']) if (candidate && existsSync(candidate)) return candidate;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('nginx not found: install it (Debian: apt-get install nginx) or set NGINX_BIN.');
  }
}

/**
 * deploy/nginx/printshop.conf for loopback: the HTTP-to-HTTPS server and the port-80 listens
 * dropped, the servers of port 443 listening on 127.0.0.1:`port` without TLS (the one for unknown
 * hosts still the default, answering 444), the site's name the loopback's (127.0.0.1 and
 * localhost, as the rehearsal is reached), the upstream's instances, the cache and the site's
 * folder this run's. Everything else is the production file as it is.
 * @param {{ port: number, instancePorts: number[], cacheDir: string, siteDir: string }} options
 * @returns {string} the server blocks, for nginx's `http` block
 */
export function renderNginxSite({ port, instancePorts, cacheDir, siteDir }) {
  const production = readFileSync(path.join(root, 'deploy', 'nginx', 'printshop.conf'), 'utf8');
  const upstream = instancePorts.map((p) => `    server 127.0.0.1:${p} max_fails=2 fail_timeout=10s; # app instance`).join('\n');
  return production
    .replace(/# HTTP to HTTPS \(begin\)[\s\S]*# HTTP to HTTPS \(end\)\n/, '')
    .replace(/( {4}server [^\n]*# app instance\n)+/, `${upstream}\n`)
    .replace(/ *listen [^\n]*# http\n/g, '')
    .replace(/ *listen \[::\][^\n]*# listen\n/g, '')
    .replace(/listen [^\n;]*?( default_server)?; # listen/g, (_, defaultServer = '') => `listen 127.0.0.1:${port}${defaultServer};`)
    .replace(/server_name [^\n]*# CHANGE: the site's host name/g, 'server_name 127.0.0.1 localhost;')
    .replace(/ *[^\n]*# (CHANGE )?\(?tls\)?\n/g, '')
    .replace('/var/cache/nginx/printshop', cacheDir)
    .replaceAll('/srv/printshop/current/', `${siteDir}/`);
}

/** nginx's main file around the site, for a run in `work` by this user. */
function nginxMainConfig(work) {
  return [
    // As root the workers stay root, to read the project folder and write the cache in `work`.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes auto;',
    'daemon off;',
    'master_process on;',
    `pid ${work}/nginx.pid;`,
    `error_log ${work}/error.log warn;`,
    'events { worker_connections 4096; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    '  sendfile on;',
    `  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy; fastcgi_temp_path ${work}/fastcgi;`,
    `  uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;`,
    `  include ${work}/site.conf;`,
    '}',
    '',
  ].join('\n');
}

/** Copies a child's output to ours, each line after `prefix`. */
function relay(child, prefix) {
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      for (const line of lines) console.log(`${prefix} ${line}`);
    });
  }
}

/** Waits until `url` answers (any status), failing when `child` exits first or after 90 s. */
async function waitForAnswer(url, child, name) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited at start (${child.exitCode ?? child.signalCode})`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(5000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${name} did not answer ${url} within 90 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Signals a child and waits for its exit (SIGKILL after 10 s). */
async function stopChild(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const late = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(late);
}

/**
 * Starts nginx in the foreground, its pid file, logs and temporary files in a new folder of the
 * temp directory (`work`).
 * @param {{ site: (work: string) => string, url: string, quiet?: boolean }} options `site(work)`
 *   returns the server blocks of nginx's `http` block (and may write files of its own in `work`);
 *   `url` is where they listen: nginx is ready when it answers there
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, stop: () => Promise<void> }>}
 *   stop() lets it finish the requests under way (SIGQUIT) and removes the folder
 * @throws Error when nginx is missing or refuses the configuration
 */
export async function startNginx({ site, url, quiet = false }) {
  const nginx = nginxBinary();
  const work = mkdtempSync(path.join(tmpdir(), 'printshop-nginx-'));
  const args = ['-p', work, '-e', path.join(work, 'error.log'), '-c', path.join(work, 'nginx.conf')];
  const remove = () => rmSync(work, { recursive: true, force: true });
  try {
    writeFileSync(path.join(work, 'site.conf'), site(work));
    writeFileSync(path.join(work, 'nginx.conf'), nginxMainConfig(work));
    execFileSync(nginx, ['-t', '-q', ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
  } catch (error) {
    remove();
    throw error;
  }
  const child = launch(nginx, args, process.env, quiet ? undefined : '[nginx]');
  const stop = async () => {
    await stopChild(child, 'SIGQUIT');
    remove();
  };
  try {
    await waitForAnswer(`${url}/`, child, 'nginx');
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, stop };
}

/** The children started here and still running: killed when this process exits. */
const children = new Set();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/**
 * Starts a child in its own process group, so that a Ctrl-C reaches this script only, which stops
 * the parts in order; its output goes to ours after `prefix`, or nowhere without one.
 */
function launch(command, args, env, prefix) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  children.add(child);
  child.once('exit', () => children.delete(child));
  if (prefix) {
    relay(child, prefix);
  } else {
    child.stdout.resume();
    child.stderr.resume();
  }
  return child;
}

/**
 * @typedef {object} AppInstance one `next start` behind nginx
 * @property {number} port
 * @property {(signal?: NodeJS.Signals) => Promise<void>} kill signals it (default SIGKILL, as a
 *   crash) and waits for its exit
 * @property {() => Promise<void>} start starts it (again) on its port and waits until it answers
 */

/**
 * Starts the cluster from the existing build (`npm run build`).
 * @param {object} [options]
 * @param {number} [options.port] nginx's port (default 8080)
 * @param {number} [options.instances] how many app instances (default 2)
 * @param {string} [options.databaseUrl] the PostgreSQL to use; default a throwaway one
 * @param {Record<string, string>} [options.env] the instances' settings beyond this process's
 * @param {boolean} [options.quiet] drop the instances' and nginx's output (benchmarks)
 * @returns {Promise<{ url: string, databaseUrl: string, instances: AppInstance[], stop: () => Promise<void> }>}
 * @throws Error when there is no build, nginx or PostgreSQL is missing, or a part does not start
 */
export async function startCluster({ port = 8080, instances = 2, databaseUrl, env = {}, quiet = false } = {}) {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) throw new Error('No build: run `npm run build` first.');
  const stops = [];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await step().catch(() => undefined);
  };
  try {
    let storeUrl = databaseUrl;
    if (!storeUrl) {
      const postgres = await startThrowawayPostgres();
      stops.push(() => postgres.stop());
      storeUrl = postgres.createDatabase('printshop');
    }
    const appEnv = {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      DATABASE_URL: storeUrl,
      TRUSTED_PROXY_HOPS: '1',
      NEXT_TELEMETRY_DISABLED: '1',
    };
    const handles = [];
    for (let i = 0; i < instances; i += 1) {
      const instancePort = await freePort();
      const handle = { port: instancePort, child: undefined };
      handle.start = async () => {
        const args = [nextBin, 'start', '--hostname', '127.0.0.1', '--port', String(instancePort)];
        handle.child = launch(process.execPath, args, appEnv, quiet ? undefined : `[app:${instancePort}]`);
        await waitForAnswer(`http://127.0.0.1:${instancePort}/`, handle.child, `the instance on port ${instancePort}`);
      };
      handle.kill = (signal = 'SIGKILL') => stopChild(handle.child, signal);
      stops.push(() => stopChild(handle.child));
      handles.push(handle);
    }
    // One after the other: the first applies the store's migrations, the next finds them applied.
    for (const handle of handles) await handle.start();

    const url = `http://127.0.0.1:${port}`;
    const instancePorts = handles.map((h) => h.port);
    const site = (work) => {
      mkdirSync(path.join(work, 'cache'));
      return renderNginxSite({ port, instancePorts, cacheDir: path.join(work, 'cache'), siteDir: root });
    };
    stops.push((await startNginx({ site, url, quiet })).stop);
    return { url, databaseUrl: storeUrl, instances: handles, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main() {
  const cluster = await startCluster({ port: Number(process.env.PORT || 8080), databaseUrl: process.env.DATABASE_URL || undefined });
  const store = process.env.DATABASE_URL ? 'DATABASE_URL' : 'a throwaway PostgreSQL';
  console.log(
    `Cluster ready: ${cluster.url} (nginx) -> instances on ports ${cluster.instances.map((i) => i.port).join(', ')}, store ${store}. Ctrl-C stops it.`,
  );
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the cluster...');
    await cluster.stop();
    console.log('Cluster stopped, throwaway data removed.');
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (process.argv[1] && path.basename(process.argv[1]) === 'cluster.mjs') {
  main().catch((error) => {
    console.error(`Cluster: ${error.message}`);
    process.exit(1);
  });
}
