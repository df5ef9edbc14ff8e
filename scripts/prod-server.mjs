// The production server the audit, bench and load scripts measure: `next build` with only
// first-party settings (issue 'Instant, accessible and found': third-party scripts such as
// reCAPTCHA and PayPal not configured), then `next start` on a port of their choosing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = path.join(projectRoot, 'node_modules', 'next', 'dist', 'bin', 'next');

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
 * The environment of a measured build or server: this process's environment with every
 * third-party setting emptied (an empty value counts as unset, and overrides a `.env` file),
 * then `extra` on top (the load test points CONTACT_API_URL at its own failing gateway).
 * @param {Record<string, string>} [extra]
 * @returns {NodeJS.ProcessEnv}
 */
export function firstPartyEnv(extra = {}) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  for (const name of thirdPartyVariables) env[name] = '';
  return { ...env, ...extra };
}

/**
 * Builds the site with first-party settings, unless `reuse` is set and a build exists.
 * @param {{ reuse?: boolean }} [options]
 * @throws Error when `next build` fails
 */
export function buildSite({ reuse = false } = {}) {
  if (reuse && existsSync(path.join(projectRoot, '.next', 'BUILD_ID'))) {
    console.log('Reusing the existing production build (.next).');
    return;
  }
  console.log('Building the site (next build) without third-party settings...');
  const result = spawnSync(process.execPath, [nextBin, 'build'], { cwd: projectRoot, env: firstPartyEnv(), stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`next build failed with exit code ${result.status}`);
}

/**
 * Starts `next start` on `port` and waits until it answers.
 * @param {{ port: number, env?: Record<string, string>, quiet?: boolean }} options `env`: settings
 *   on top of firstPartyEnv(); they must not change what the build inlined (NEXT_PUBLIC_*).
 *   `quiet`: drop the server's error log (for runs that make it fail on purpose).
 * @returns {Promise<{ url: string, pid: number, stop: () => Promise<void> }>}
 * @throws Error when the server exits or does not answer within 60 s
 */
export async function startServer({ port, env = {}, quiet = false }) {
  const server = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: projectRoot,
    env: firstPartyEnv(env),
    stdio: ['ignore', 'ignore', quiet ? 'ignore' : 'inherit'],
  });
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
  const changes = spawnSync('git', ['status', '--porcelain', '--', '.', ':!docs/audit.md'], { cwd: projectRoot, encoding: 'utf8' }).stdout.trim();
  const dirty = changes ? ' with uncommitted changes' : '';
  return `Measured ${new Date().toISOString().slice(0, 10)}, commit ${commit}${dirty}.`;
}
