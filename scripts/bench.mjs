// `npm run bench` (issue 'Instant, accessible and found', point 8, and issue 'Nothing lost,
// nobody in', point 7): autocannon against the production server, 10 and 100 connections, for a
// pre-rendered page, the 404 page and a refused POST; then the load test (scripts/load.mjs).
// Appends the figures to docs/audit.md. Timing is measured here, never asserted in tests.
import os from 'node:os';
import autocannon from 'autocannon';
import { markdownTable, writeDocSection } from './audit-doc.mjs';
import { loadSection, runLoad, sameOriginJson } from './load.mjs';
import { buildSite, runHeader, startServer } from './prod-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 3800);
const DURATION_SECONDS = 10;
const CONNECTIONS = [10, 100];

/** What is measured: a name for the table and autocannon's request options. */
const targets = [
  { name: 'GET /equipment/wide/0 (pre-rendered page)', expect: 200, options: { method: 'GET', path: '/equipment/wide/0' } },
  { name: 'GET /no-such-page (404 page)', expect: 404, options: { method: 'GET', path: '/no-such-page' } },
  {
    name: 'POST /api/contactemail, bad body',
    expect: 400,
    options: { method: 'POST', path: '/api/contactemail', headers: sameOriginJson, body: '{"name":"x"}' },
  },
];

async function main() {
  buildSite({ reuse: process.argv.includes('--reuse') });
  const header = runHeader();
  // The refused POST is measured through validation, not the per-address rate limit.
  const server = await startServer({ port, env: { RATE_LIMIT_PER_MINUTE: '1000000000' } });
  const rows = [];
  try {
    for (const target of targets) {
      for (const connections of CONNECTIONS) {
        console.log(`${target.name}, ${connections} connections, ${DURATION_SECONDS} s...`);
        const statuses = {};
        const result = await autocannon({
          url: server.url,
          connections,
          duration: DURATION_SECONDS,
          requests: [{ ...target.options, onResponse: (status) => (statuses[status] = (statuses[status] ?? 0) + 1) }],
        });
        const unexpected = Object.entries(statuses).filter(([status]) => Number(status) !== target.expect);
        rows.push([
          target.name,
          connections,
          Math.round(result.requests.average),
          `${result.latency.p50} ms`,
          `${result.latency.p99} ms`,
          unexpected.length || result.errors || result.timeouts
            ? `unexpected: ${unexpected.map(([s, n]) => `${n}× ${s}`).join(', ')} ${result.errors} errors, ${result.timeouts} timeouts`
            : `all ${target.expect}`,
        ]);
      }
    }
  } finally {
    await server.stop();
  }
  writeDocSection(
    'bench',
    [
      '## Server throughput (npm run bench)',
      '',
      `${header} autocannon ${DURATION_SECONDS} s per row against \`next start\` on this machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}; autocannon runs on the same cores. RATE_LIMIT_PER_MINUTE is 1000000000 so the refused POST measures validation.`,
      '',
      markdownTable(['request', 'connections', 'requests/s', 'p50', 'p99', 'answers'], rows),
    ].join('\n'),
  );

  console.log('Load test: 200 clients for 30 s against a gateway failing a fifth of deliveries...');
  const figures = await runLoad(port);
  writeDocSection('load', loadSection(figures, header));
  console.log(figures.problems.length ? `Load test: ${figures.problems.join('; ')}` : 'Load test: everything held.');
  console.log('Wrote docs/audit.md.');
  if (figures.problems.length) process.exitCode = 1;
}

await main();
