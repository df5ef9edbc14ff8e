// What the request proxy (proxy.ts) costs a page it does not match (docs/requirements.md#speed):
// part of `npm run bench` (tools/perf/bench.mjs), or alone with `node tools/perf/proxy-bench.mjs`
// (`--reuse`: the site's existing build). A copy of the project without proxy.ts is built
// in a temporary folder (node_modules hard-linked, not copied), both builds are started, and one
// pre-rendered page is measured on each in alternating rounds, the order swapped every round, so
// that other work on the machine falls on both alike. Prints requests/s and each server's CPU
// time a request per round, and the medians of the rounds' ratios; writes the 'proxy' section
// of docs/audit.md.
// Timings are measured here, never asserted in tests.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../../scripts/throwaway-postgres.mjs';
import { markdownTable, writeDocSection } from './audit-doc.mjs';
import { buildSite, projectRoot, runHeader, startServer } from './prod-server.mjs';

const PAGE = '/equipment/wide/0';
// Many short rounds, not a few long ones: the machine is shared, and bursts of other work
// are then more likely to fall on both servers of a round alike.
const ROUNDS = 16;
const ROUND_SECONDS = 4;
const CONNECTIONS = 20;
/** The proxy's files, left out of the copy: without them Next.js builds no proxy at all. */
const PROXY_FILES = ['proxy.ts', 'proxy.test.ts'];

/**
 * A copy of this project's files (tracked and new, as git lists them) without proxy.ts, with
 * node_modules hard-linked (same disk: no second gigabyte, and no symlink for Turbopack to refuse).
 * @returns {string} the folder
 */
function copyWithoutProxy() {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: projectRoot, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'proxy-bench-'));
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (PROXY_FILES.includes(file)) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(projectRoot, file), path.join(dir, file));
  }
  const linked = spawnSync('cp', ['-al', path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules')]);
  if (linked.status !== 0) throw new Error(`hard-linking node_modules failed: ${linked.stderr}`);
  return dir;
}

/** Clock ticks a second of /proc's CPU times. */
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/**
 * CPU seconds a server and its child processes have used (Linux /proc: user and system time),
 * or undefined elsewhere. Less sensitive to other work on a shared machine than requests/s:
 * the other work takes turns on the cores, it does not add to this server's CPU time.
 */
function cpuSeconds(pid) {
  if (!existsSync(`/proc/${pid}/stat`)) return undefined;
  const own = (id) => {
    const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat(5), utime and stime, counted after the command's ')'.
    return Number(fields[11]) + Number(fields[12]);
  };
  const children = (id) =>
    readdirSync(`/proc/${id}/task`).flatMap((task) =>
      readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean),
    );
  const total = (id) => own(id) + children(id).reduce((sum, child) => sum + total(child), 0);
  return total(pid) / TICKS_PER_SECOND;
}

/**
 * Requests/s of GET PAGE on `server` for ROUND_SECONDS, the server's CPU milliseconds a request
 * (undefined without /proc), and how many answers were not 200.
 */
async function rate(server, seconds = ROUND_SECONDS) {
  const url = server.url;
  const cpuBefore = cpuSeconds(server.pid);
  let unexpected = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'GET', path: PAGE, onResponse: (status) => status !== 200 && (unexpected += 1) }],
  });
  const cpuAfter = cpuSeconds(server.pid);
  const cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
  return { perSecond: result.requests.average, cpuMs, unexpected: unexpected + result.errors };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** What /upload answers on a server: 307 with the proxy, 404 without (next.config.ts no longer redirects it). */
async function uploadStatus(url) {
  return (await fetch(`${url}/upload`, { redirect: 'manual' })).status;
}

/**
 * Measures the page with and without the proxy and writes the 'proxy' section of docs/audit.md.
 * @param {{ header?: string, machine?: string, reuse?: boolean }} [options] `reuse`: the site's
 *   build is current (bench.mjs made it)
 * @returns {Promise<{ ratio: number, cpuRatio?: number, problems: string[] }>} the median ratios
 *   (requests/s with / without; CPU a request without / with, where /proc exists) and
 *   what went wrong (answers other than 200, a server that is not the build it should be)
 */
export async function proxyBench({ header = runHeader(), machine = '', reuse = false } = {}) {
  buildSite({ reuse });
  const copy = copyWithoutProxy();
  const servers = [];
  const problems = [];
  try {
    buildSite({ root: copy });
    for (const [label, root] of [
      ['with proxy.ts', projectRoot],
      ['without proxy.ts', copy],
    ]) {
      servers.push({ label, server: await startServer({ port: await freePort(), root }), rounds: [], cpu: [] });
    }
    const [withProxy, withoutProxy] = servers;
    if ((await uploadStatus(withProxy.server.url)) !== 307) problems.push('the build with proxy.ts does not redirect /upload');
    if ((await uploadStatus(withoutProxy.server.url)) !== 404) problems.push('the build without proxy.ts answers /upload');
    // A first round on each server, not counted: the page's first answers load code and data.
    for (const { server } of servers) await rate(server, 2);
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const entry of round % 2 ? servers : [...servers].reverse()) {
        console.log(`Round ${round}/${ROUNDS}: GET ${PAGE}, ${entry.label}...`);
        const figures = await rate(entry.server);
        entry.rounds.push(figures.perSecond);
        entry.cpu.push(figures.cpuMs);
        if (figures.unexpected) problems.push(`${figures.unexpected} answers other than 200 (${entry.label}, round ${round})`);
      }
      const cpu = (entry) => (entry.cpu.at(-1) === undefined ? '' : ` (${entry.cpu.at(-1).toFixed(2)} ms CPU a request)`);
      console.log(
        `Round ${round}: ${Math.round(withProxy.rounds.at(-1))} requests/s with proxy.ts${cpu(withProxy)}, ${Math.round(withoutProxy.rounds.at(-1))} without${cpu(withoutProxy)}`,
      );
    }
    const ratios = withProxy.rounds.map((perSecond, i) => perSecond / withoutProxy.rounds[i]);
    const ratio = median(ratios);
    // CPU a request, without / with: the same sense as requests/s (above 1: the proxy's build is cheaper).
    const measuredCpu = withProxy.cpu.every((ms) => ms !== undefined);
    const cpuRatios = measuredCpu ? withProxy.cpu.map((ms, i) => withoutProxy.cpu[i] / ms) : [];
    const cpuRatio = measuredCpu ? median(cpuRatios) : undefined;
    console.log(
      `Median ratio (with / without): requests/s ${ratio.toFixed(3)}${measuredCpu ? `, CPU a request (without / with) ${cpuRatio.toFixed(3)}` : ''}`,
    );
    const ms = (value) => (value === undefined ? 'not measured' : value.toFixed(2));
    const rows = withProxy.rounds.map((perSecond, i) => [
      i + 1,
      Math.round(perSecond),
      Math.round(withoutProxy.rounds[i]),
      ratios[i].toFixed(3),
      ms(withProxy.cpu[i]),
      ms(withoutProxy.cpu[i]),
      measuredCpu ? cpuRatios[i].toFixed(3) : 'not measured',
    ]);
    rows.push([
      'median',
      Math.round(median(withProxy.rounds)),
      Math.round(median(withoutProxy.rounds)),
      ratio.toFixed(3),
      measuredCpu ? ms(median(withProxy.cpu)) : 'not measured',
      measuredCpu ? ms(median(withoutProxy.cpu)) : 'not measured',
      measuredCpu ? cpuRatio.toFixed(3) : 'not measured',
    ]);
    writeDocSection(
      'proxy',
      [
        '## What the request proxy costs a page (node tools/perf/proxy-bench.mjs)',
        '',
        `${header} GET ${PAGE} (pre-rendered), autocannon ${CONNECTIONS} connections, ${ROUND_SECONDS} s per round, against \`next start\` of this build (proxy.ts, whose matcher names only its redirects' paths) and of a copy of it without proxy.ts, built in the same run; each in its working state (tools/perf/prod-server.mjs's startServer) and after a warm-up round on each, ${ROUNDS} rounds, alternating, the order swapped every round; load average ${os.loadavg()[0].toFixed(1)} at the end (runnable processes over the last minute). ${machine} The requests/s ratio is with / without, per round; the CPU ratio is the servers' own CPU time a request (user and system, from /proc), without / with, which other work on a shared machine disturbs less than requests/s. The goal is within noise, 0.97 or more.${problems.length ? ` Problems: ${problems.join('; ')}.` : ''}`,
        '',
        markdownTable(
          [
            'round',
            'requests/s with proxy.ts',
            'requests/s without',
            'ratio',
            'CPU ms a request, with',
            'without',
            'CPU ratio (without / with)',
          ],
          rows,
        ),
      ].join('\n'),
    );
    return { ratio, cpuRatio, problems };
  } finally {
    for (const { server } of servers) await server.stop();
    rmSync(copy, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const machine = `This machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}; autocannon runs on the same cores.`;
  const { problems } = await proxyBench({ machine, reuse: process.argv.includes('--reuse') });
  if (problems.length) {
    console.log(`Proxy bench: ${problems.join('; ')}`);
    process.exitCode = 1;
  }
}
