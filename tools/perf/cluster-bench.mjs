// The self-hosted cluster measured (docs/deploy.md#deploy-on-your-own-servers): part of `npm run bench`
// (tools/perf/bench.mjs), or alone with `node tools/perf/cluster-bench.mjs` (`--reuse`: the existing build).
// 1. A pre-rendered page through the cluster's nginx (from its cache) against the same HTML file
//    served by nginx straight from disk, and against `next start` directly; alternating rounds.
// 2. A valid contact POST through nginx to two instances against one instance; alternating rounds.
// 3. Failover: 30 s of GETs and valid POSTs through nginx while one instance is killed (SIGKILL)
//    and started again; then every accepted request must be in the store once and delivered once.
// Writes the 'cluster' section of docs/audit.md. Timings are measured here, never asserted in tests.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startCluster, startNginx } from '../../scripts/cluster.mjs';
import { freePort, startThrowawayPostgres } from '../../scripts/throwaway-postgres.mjs';
import { markdownTable, writeDocSection } from './audit-doc.mjs';
import { benchClientAddress, countBy, sameOriginJson, startGateway, validContact } from './load.mjs';
import { buildSite, firstPartyEnv, runHeader, startServer } from './prod-server.mjs';

const PAGE = '/equipment/wide/0';
const ROUND_SECONDS = 5;
const ROUNDS = 3;
const CONNECTIONS = 20;
const FAILOVER_SECONDS = 30;
/** When, into the failover load, one instance is killed, and when it is started again (s). */
const KILL_AT = 10;
const RESTART_AT = 15;

/** Requests per second of `options` against `url` for ROUND_SECONDS, and the answers that were not `expect`. */
async function rate(url, options, expect) {
  const unexpected = [];
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: ROUND_SECONDS,
    requests: [{ ...options, onResponse: (status) => status !== expect && unexpected.push(String(status)) }],
  });
  for (let i = 0; i < result.errors; i += 1) unexpected.push('no answer');
  return { perSecond: result.requests.average, p99: result.latency.p99, unexpected };
}

/** Runs `rounds` rounds of every target in turn; returns the median requests/s of each, by name. */
async function alternate(targets) {
  const figures = Object.fromEntries(targets.map(({ name }) => [name, []]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const { name, url, options, expect } of targets) {
      console.log(`Round ${round}/${ROUNDS}: ${name}...`);
      figures[name].push(await rate(url, options, expect));
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return Object.fromEntries(
    Object.entries(figures).map(([name, runs]) => [
      name,
      {
        perSecond: median(runs.map((r) => r.perSecond)),
        p99: median(runs.map((r) => r.p99)),
        rounds: runs.map((r) => Math.round(r.perSecond)).join(' / '),
        unexpected: runs.flatMap((r) => r.unexpected),
      },
    ]),
  );
}

/** The page's HTML served by nginx from a file (the reference: nginx's own speed for it). */
async function startStaticNginx(html) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const site = (work) => {
    mkdirSync(path.join(work, 'www'));
    writeFileSync(path.join(work, 'www', 'page.html'), html);
    return `server {\n  listen 127.0.0.1:${port};\n  root ${work}/www;\n  location / { default_type text/html; try_files /page.html =404; }\n}\n`;
  };
  return { url, ...(await startNginx({ site, url, quiet: true })) };
}

/** A valid contact POST, from 1000 client addresses in turn, each with its own email address. */
function contactPost(tag) {
  let sequence = 0;
  return {
    method: 'POST',
    path: '/api/contactemail',
    setupRequest: (request) => {
      sequence += 1;
      const body = JSON.stringify({
        ...validContact,
        email: `${tag}-${sequence}@customer.test`,
        message: `Request number ${sequence} of the cluster benchmark.`,
      });
      return { ...request, body, headers: { ...sameOriginJson, 'x-forwarded-for': benchClientAddress(sequence % 1000) } };
    },
  };
}

/**
 * The failover run: GETs (a pre-rendered page, from nginx's cache, and the 404 page, rendered by
 * an instance each time) and valid POSTs through nginx for FAILOVER_SECONDS; one instance is
 * killed at KILL_AT and started again at RESTART_AT. Then waits until the store has nothing left
 * to deliver (an attempt the kill cut is taken over when its lease runs out, 2 minutes).
 */
async function failover(cluster, gateway) {
  const gets = { answered: 0, failed: 0, statuses: {} };
  /** email -> status of the POST that carried it (0: no answer). */
  const posts = new Map();
  const references = new Map();
  let sequence = 0;
  const stopAt = Date.now() + FAILOVER_SECONDS * 1000;
  const getLoop = async (path, expect) => {
    while (Date.now() < stopAt) {
      try {
        const response = await fetch(`${cluster.url}${path}`);
        await response.arrayBuffer();
        gets.statuses[response.status] = (gets.statuses[response.status] ?? 0) + 1;
        if (response.status === expect) gets.answered += 1;
        else gets.failed += 1;
      } catch {
        gets.failed += 1;
      }
    }
  };
  const postLoop = async () => {
    while (Date.now() < stopAt) {
      sequence += 1;
      const email = `failover-${sequence}@customer.test`;
      const body = JSON.stringify({ ...validContact, email, message: `Request number ${sequence} of the failover run.` });
      try {
        const response = await fetch(`${cluster.url}/api/contactemail`, {
          method: 'POST',
          headers: { ...sameOriginJson, origin: cluster.url, 'x-forwarded-for': benchClientAddress(sequence % 1000) },
          body,
        });
        const answer = await response.json().catch(() => ({}));
        posts.set(email, response.status);
        if (answer.reference) references.set(email, answer.reference);
      } catch {
        posts.set(email, 0);
      }
    }
  };
  const [victim] = cluster.instances;
  const events = (async () => {
    await new Promise((resolve) => setTimeout(resolve, KILL_AT * 1000));
    console.log(`Failover: SIGKILL to the instance on port ${victim.port}`);
    await victim.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, (RESTART_AT - KILL_AT) * 1000));
    console.log('Failover: starting it again');
    await victim.start();
  })();
  await Promise.all([
    ...Array.from({ length: 8 }, () => getLoop(PAGE, 200)),
    ...Array.from({ length: 4 }, () => getLoop('/no-such-page', 404)),
    ...Array.from({ length: 8 }, () => postLoop()),
    events,
  ]);

  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 240_000;
    for (;;) {
      const { rows } = await client.query(`select count(*)::int as n from requests where state in ('pending', 'sending')`);
      if (rows[0].n === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
    const { rows } = await client.query(
      `select reference, state, delivery->>'email' as email, delivery is not null as whole from requests where kind = 'contact'`,
    );
    const stored = new Map();
    for (const row of rows) stored.set(row.email, [...(stored.get(row.email) ?? []), row]);
    const accepted = [...posts].filter(([, status]) => status === 200 || status === 202).map(([email]) => email);
    const refused = [...posts].filter(([, status]) => status !== 200 && status !== 202);
    const problems = [];
    if (gets.failed) problems.push(`${gets.failed} GETs failed`);
    const notOnce = accepted.filter((email) => stored.get(email)?.length !== 1 || stored.get(email)[0].reference !== references.get(email));
    if (notOnce.length) problems.push(`${notOnce.length} accepted POSTs not in the store exactly once under their reference`);
    const notDeliveredOnce = accepted.filter((email) => gateway.delivered.get(email) !== 1);
    if (notDeliveredOnce.length) problems.push(`${notDeliveredOnce.length} accepted POSTs not delivered exactly once`);
    const half = rows.filter((row) => !row.whole || row.state !== 'sent');
    if (half.length) problems.push(`${half.length} stored requests incomplete or not delivered (${half.map((r) => r.state).join(', ')})`);
    const storedAfterRefusal = refused.filter(([email]) => stored.has(email));
    // Mail is delivered at least once: an instance killed after the gateway took a request and
    // before it recorded that leaves it to the next instance once its lease runs out.
    const deliveredTwice = refused.filter(([email]) => (gateway.delivered.get(email) ?? 0) > 1);
    return {
      gets,
      posts: posts.size,
      accepted: accepted.length,
      refusedByStatus: countBy(refused, ([, status]) => (status === 0 ? 'no answer' : String(status))) || 'none',
      storedAfterRefusal: storedAfterRefusal.length,
      deliveredTwice: deliveredTwice.length,
      problems,
    };
  } finally {
    await client.end();
  }
}

/**
 * Measures the cluster and writes the 'cluster' section of docs/audit.md.
 * @param {{ header?: string, machine?: string }} [context] the bench's header and machine line
 * @returns {Promise<string[]>} what did not hold (empty when all held)
 */
export async function clusterBench({
  header = runHeader(),
  machine = `This machine: ${os.cpus().length} cores, Node ${process.version}.`,
} = {}) {
  const postgres = await startThrowawayPostgres();
  const gateway = await startGateway();
  // No third party, a gateway that takes every request, and no rate limit in the way.
  const env = { ...firstPartyEnv(), CONTACT_API_URL: `${gateway.url}/prod`, RATE_LIMIT_PER_MINUTE: '1000000000' };
  const stops = [];
  try {
    console.log('Starting a cluster of two instances, a cluster of one, nginx with a static file, and next start...');
    const two = await startCluster({ port: await freePort(), instances: 2, databaseUrl: postgres.createDatabase('two'), env, quiet: true });
    stops.push(two.stop);
    const one = await startCluster({ port: await freePort(), instances: 1, databaseUrl: postgres.createDatabase('one'), env, quiet: true });
    stops.push(one.stop);
    const html = await (await fetch(`${two.url}${PAGE}`)).text();
    const staticNginx = await startStaticNginx(html);
    stops.push(staticNginx.stop);
    const direct = await startServer({ port: await freePort(), env: { ...env, DATABASE_URL: postgres.createDatabase('direct') } });
    stops.push(direct.stop);

    const get = { method: 'GET', path: PAGE };
    const pages = await alternate([
      { name: 'nginx, the HTML file from disk', url: staticNginx.url, options: get, expect: 200 },
      { name: 'the cluster: nginx, from its cache', url: two.url, options: get, expect: 200 },
      { name: 'next start directly', url: direct.url, options: get, expect: 200 },
    ]);
    const postsFigures = await alternate([
      { name: 'nginx, two instances', url: two.url, options: contactPost('two'), expect: 200 },
      { name: 'nginx, one instance', url: one.url, options: contactPost('one'), expect: 200 },
    ]);
    await one.stop();
    await direct.stop();

    console.log(`Failover: ${FAILOVER_SECONDS} s of GETs and POSTs through nginx...`);
    const result = await failover(two, gateway);

    const reference = pages['nginx, the HTML file from disk'].perSecond;
    const ratio = (value, of) => (value / of).toFixed(2);
    const rows = (figures, of) =>
      Object.entries(figures).map(([name, f]) => [
        name,
        Math.round(f.perSecond),
        f.rounds,
        `${f.p99} ms`,
        ratio(f.perSecond, of),
        f.unexpected.length ? `unexpected: ${countBy(f.unexpected, String)}` : 'all as expected',
      ]);
    const cacheRatio = pages['the cluster: nginx, from its cache'].perSecond / reference;
    const problems = [...result.problems];
    if (cacheRatio < 0.8) problems.push(`the cached page at ${cacheRatio.toFixed(2)} of nginx's static rate (at least 0.8)`);
    writeDocSection(
      'cluster',
      [
        '## The self-hosted cluster (npm run bench)',
        '',
        `${header} ${machine} The recipe of deploy/ as \`npm run cluster\` runs it (scripts/cluster.mjs): nginx with deploy/nginx/printshop.conf rendered for loopback, \`next start\` instances, one throwaway PostgreSQL 15 (fsync off). autocannon, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s; the median round is shown, with every round's rate. Everything runs on the same cores.`,
        '',
        `### A pre-rendered page (${PAGE})`,
        '',
        markdownTable(['served by', 'requests/s (median)', 'rounds', 'p99', 'ratio to nginx static', 'answers'], rows(pages, reference)),
        '',
        `The cluster serves the page at **${cacheRatio.toFixed(2)}** of nginx's own rate for the same file (goal 0.95, at least 0.8).`,
        '',
        '### A valid contact POST (stored, then delivered to a loopback gateway)',
        '',
        markdownTable(
          ['through', 'requests/s (median)', 'rounds', 'p99', 'ratio to one instance', 'answers'],
          rows(postsFigures, postsFigures['nginx, one instance'].perSecond),
        ),
        '',
        `A second instance adds throughput only where cores are free: here autocannon, nginx, PostgreSQL and every instance share ${os.cpus().length} cores. Its use on this machine is failover, below.`,
        '',
        `### Failover: an instance killed under load`,
        '',
        `${FAILOVER_SECONDS} s through nginx: 8 clients reading the pre-rendered page, 4 reading the 404 page (rendered by an instance each time), 8 posting valid contact requests, one at a time each. At ${KILL_AT} s one of the two instances gets SIGKILL; at ${RESTART_AT} s it is started again. Afterwards the store is read once nothing is left to deliver (an attempt the kill cut is taken over when its 2-minute lease runs out).`,
        '',
        markdownTable(
          ['', 'figure'],
          [
            ['GETs answered as expected', result.gets.answered],
            ['GETs failed', result.gets.failed],
            ['POSTs sent', result.posts],
            ['POSTs accepted (200/202), each in the store once and delivered once', result.accepted],
            ['POSTs not accepted, by answer', result.refusedByStatus],
            ['of those, stored anyway (committed before the kill; delivered by the other instance)', result.storedAfterRefusal],
            ['of those, delivered twice (the killed instance had sent it, but not recorded that, when it died)', result.deliveredTwice],
          ],
        ),
        '',
        problems.length
          ? `**Did not hold:** ${problems.join('; ')}.`
          : 'Everything held: no GET failed, every accepted POST was stored once and delivered once, and no stored request was left incomplete or undelivered.',
      ].join('\n'),
    );
    return problems;
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await gateway.close();
    await postgres.stop();
  }
}

if (process.argv[1] && path.basename(process.argv[1]) === 'cluster-bench.mjs') {
  buildSite({ reuse: process.argv.includes('--reuse') });
  const problems = await clusterBench();
  console.log(problems.length ? `Cluster: ${problems.join('; ')}` : 'Cluster: everything held.');
  console.log('Wrote docs/audit.md.');
  if (problems.length) process.exitCode = 1;
}
