// `npm run bench` (docs/requirements.md#speed and #nothing-lost): autocannon against the
// production server, 10 and 100 connections, for a
// pre-rendered page and the 404 page (embedded store), and for a refused and a valid contact POST
// with each store engine: the embedded PGlite and PostgreSQL (a throwaway server, started here and
// stopped after); then what the request proxy costs a page (tools/perf/proxy-bench.mjs: this build
// against one without proxy.ts); then the load test (tools/perf/load.mjs) with each engine; then the self-hosted
// cluster (tools/perf/cluster-bench.mjs: nginx's cache against nginx's static rate, two instances
// against one, failover). Writes the figures to docs/audit.md. Timing is measured here, never asserted in tests.
//
// `--reuse`: measure the existing build (.next). `--baseline=DIR`: also measure, in the same run,
// a built checkout of a commit from before the store (file outbox: `git worktree add DIR <commit>`,
// then `npm run build` there): its POSTs between this build's, and its own load test. The figures
// of the last audit before the store are in docs/audit.md, with its commit.
// `--note=TEXT`: a sentence about the run's circumstances, added to both sections.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startThrowawayPostgres } from '../../scripts/throwaway-postgres.mjs';
import { markdownTable, writeDocSection } from './audit-doc.mjs';
import { clusterBench } from './cluster-bench.mjs';
import { benchClientAddress, loadSection, runLoad, sameOriginJson, startGateway, validContact } from './load.mjs';
import { buildSite, embeddedStore, postgresStore, runHeader, startServer } from './prod-server.mjs';
import { proxyBench } from './proxy-bench.mjs';

const port = Number(process.env.BENCH_PORT ?? 3800);
const DURATION_SECONDS = 10;
const CONNECTIONS = [10, 100];

/** Different client addresses, so the rate limit's counts do not all go to one row of the store. */
let clientNumber = 0;
const validBody = JSON.stringify({
  ...validContact,
  email: 'bench@customer.test',
  message: 'A request of the throughput measurement.',
});

/**
 * What is measured: a name for the table, autocannon's request options, and whether it is
 * measured with every store engine (else with the embedded store only: pages do not use it).
 */
const targets = [
  { name: 'GET /equipment/wide/0 (pre-rendered page)', expect: 200, options: { method: 'GET', path: '/equipment/wide/0' } },
  { name: 'GET /no-such-page (404 page)', expect: 404, options: { method: 'GET', path: '/no-such-page' } },
  {
    name: 'POST /api/contactemail, bad body',
    expect: 400,
    everyStore: true,
    options: { method: 'POST', path: '/api/contactemail', headers: sameOriginJson, body: '{"name":"x"}' },
  },
  {
    name: 'POST /api/contactemail, valid (stored, then delivered)',
    expect: 200,
    everyStore: true,
    options: {
      method: 'POST',
      path: '/api/contactemail',
      body: validBody,
      setupRequest: (request) => {
        clientNumber = (clientNumber + 1) % 1000;
        return { ...request, headers: { ...sameOriginJson, 'x-forwarded-for': benchClientAddress(clientNumber) } };
      },
    },
  },
];

/**
 * A built checkout from before the store (--baseline=DIR), started with its own
 * scripts/prod-server.mjs and an outbox folder of its own.
 * @returns {Promise<{ label: string, commit: string, start: (env: Record<string, string>, port: number) => Promise<{ url: string, stop: () => Promise<void> }>, runLoad: (port: number) => Promise<object>, remove: () => void }>}
 */
async function openBaseline(dir) {
  const root = path.resolve(dir);
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim() || 'unknown';
  const { startServer: startBaseline } = await import(pathToFileURL(path.join(root, 'scripts', 'prod-server.mjs')).href);
  const { runLoad: runBaselineLoad } = await import(pathToFileURL(path.join(root, 'scripts', 'load.mjs')).href);
  const outbox = mkdtempSync(path.join(os.tmpdir(), 'bench-outbox-'));
  return {
    label: `before the store (file outbox), ${commit} in this run`,
    commit,
    start: (env, port) => startBaseline({ port, env: { ...env, OUTBOX_DIR: outbox } }),
    runLoad: runBaselineLoad,
    remove: () => rmSync(outbox, { recursive: true, force: true }),
  };
}

/** Measures one target with `connections` against `url`: a row of the table. */
async function measure(url, target, connections, storeLabel) {
  console.log(`${target.name}, ${storeLabel}, ${connections} connections, ${DURATION_SECONDS} s...`);
  const statuses = {};
  const result = await autocannon({
    url,
    connections,
    duration: DURATION_SECONDS,
    requests: [{ ...target.options, onResponse: (status) => (statuses[status] = (statuses[status] ?? 0) + 1) }],
  });
  const unexpected = Object.entries(statuses).filter(([status]) => Number(status) !== target.expect);
  return [
    target.name,
    storeLabel,
    connections,
    Math.round(result.requests.average),
    `${result.latency.p50} ms`,
    `${result.latency.p99} ms`,
    // How busy the machine was: runnable processes, averaged over the last minute.
    os.loadavg()[0].toFixed(1),
    unexpected.length || result.errors || result.timeouts
      ? `unexpected: ${[
          ...unexpected.map(([s, n]) => `${n}× ${s}`),
          // autocannon counts a timeout as an error too.
          ...(result.errors > result.timeouts ? [`${result.errors - result.timeouts} connection errors`] : []),
          ...(result.timeouts ? [`${result.timeouts} timeouts (no answer within 10 s)`] : []),
        ].join(', ')}`
      : `all ${target.expect}`,
  ];
}

async function main() {
  const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const baselineDir = option('baseline');
  buildSite({ reuse: process.argv.includes('--reuse') });
  const header = [runHeader(), option('note')].filter(Boolean).join(' ');
  const machine = `This machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}; autocannon runs on the same cores.`;
  const baseline = baselineDir ? await openBaseline(baselineDir) : undefined;
  console.log('Starting a throwaway PostgreSQL server...');
  const cluster = await startThrowawayPostgres();
  const stores = [];
  const rows = [];
  const runs = [];
  let baselineLoad;
  let proxyProblems = [];
  try {
    // A gateway that takes every request: the valid POST measures the store and one delivery.
    const gateway = await startGateway();
    // The POSTs are measured through validation and delivery, not the per-address rate limit.
    const env = { CONTACT_API_URL: `${gateway.url}/prod`, RATE_LIMIT_PER_MINUTE: '1000000000' };
    // Every server runs at once and each row is measured on each in turn, so that a burst of
    // other work on the machine falls on all of them alike.
    const servers = [];
    try {
      for (const store of [embeddedStore(), postgresStore(cluster, 'bench')]) {
        stores.push(store);
        servers.push({ label: store.label, server: await startServer({ port: port + servers.length, env: { ...store.env, ...env } }) });
      }
      if (baseline) servers.push({ label: baseline.label, server: await baseline.start(env, port + servers.length) });
      for (const target of targets) {
        for (const connections of CONNECTIONS) {
          for (const { label, server } of target.everyStore ? servers : servers.slice(0, 1)) {
            rows.push(await measure(server.url, target, connections, label));
          }
        }
      }
    } finally {
      for (const { server } of servers) await server.stop();
      await gateway.close();
    }
    writeDocSection(
      'bench',
      [
        '## Server throughput (npm run bench)',
        '',
        `${header} autocannon ${DURATION_SECONDS} s per row against \`next start\`. ${machine} Other test runs shared the machine: the figures are noisy, and only rows of one run compare; the load average after each row (runnable processes over the last minute, on 2 cores) says how busy it was. Pages are measured with the embedded store; the POSTs with each store engine: PGlite (a fresh EMBEDDED_DB_DIR) and PostgreSQL (a fresh database on a throwaway PostgreSQL server on this machine, scripts/throwaway-postgres.mjs, fsync off; DATABASE_POOL_MAX at its default of 10)${baseline ? `, and with the file outbox of ${baseline.commit}, a build of that commit in a separate worktree (--baseline)` : ''}. All servers run at once and each row is measured on each in turn. RATE_LIMIT_PER_MINUTE is 1000000000, so no POST is refused for its rate, but the store counts each one. The valid POST is the contact form's request from 1000 client addresses in turn; it is committed to the store, delivered to a loopback fake of the mail gateway answering 200 at once, and marked sent (before the store, a request the gateway took was written nowhere, and the rate limit counted in memory).`,
        '',
        baseline
          ? `The rows "${baseline.label}" are the same requests against a build of ${baseline.commit}, a commit from before the store (file outbox), whose code is gone from this one.`
          : 'The figures from before the store (file outbox) are under "Figures the other docs rest on", at the top of this file; `--baseline=DIR` measures a build of a commit from then in the same run.',
        '',
        markdownTable(['request', 'store', 'connections', 'requests/s', 'p50', 'p99', 'load average after', 'answers'], rows),
      ].join('\n'),
    );

    console.log('What the request proxy costs a page (tools/perf/proxy-bench.mjs)...');
    const proxy = await proxyBench({ header, machine, reuse: true });
    proxyProblems = proxy.problems;

    for (const store of [embeddedStore(), postgresStore(cluster, 'load')]) {
      stores.push(store);
      console.log(
        `Load test (${store.label}): 200 clients for 30 s against a gateway failing a fifth of deliveries, then the worker's retries...`,
      );
      const figures = await runLoad(port, store);
      runs.push(figures);
      console.log(
        figures.problems.length
          ? `Load test (${store.label}): ${figures.problems.join('; ')}`
          : `Load test (${store.label}): everything held.`,
      );
    }
    if (baseline) {
      console.log(`Load test (${baseline.label})...`);
      const figures = await baseline.runLoad(port);
      baselineLoad = { label: baseline.label, figures: { ...figures, loadAverage: os.loadavg()[0] } };
    }
  } finally {
    for (const store of stores) store.remove();
    baseline?.remove();
    await cluster.stop();
  }
  writeDocSection('load', loadSection(runs, header, machine, baselineLoad));
  console.log('The self-hosted cluster: pages, POSTs and failover (tools/perf/cluster-bench.mjs)...');
  const clusterProblems = await clusterBench({ header, machine });
  console.log(clusterProblems.length ? `Cluster: ${clusterProblems.join('; ')}` : 'Cluster: everything held.');
  console.log('Wrote docs/audit.md.');
  if (runs.some((figures) => figures.problems.length) || clusterProblems.length || proxyProblems.length) process.exitCode = 1;
}

// --help says what a run does and takes, and builds nothing (the imports above load all the same).
if (process.argv.includes('--help')) {
  console.log(`npm run bench [-- --reuse] [--baseline=DIR] [--note=TEXT]: builds the site without third-party settings (--reuse: measures
the existing .next instead), measures throughput, the proxy's cost, the load test and the cluster, and writes docs/audit.md
(tools/perf/README.md). Ports: BENCH_PORT (3800) and the next two, free ones for the rest. PostgreSQL's programs: PG_BIN; nginx: NGINX_BIN.`);
} else {
  await main();
}
