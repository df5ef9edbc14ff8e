// The load part of `npm run bench` (docs/requirements.md#nothing-lost): 200 concurrent
// clients post valid and invalid contact requests for 30 s while a loopback fake of the mail
// gateway fails every fifth delivery, once per store engine. It checks what must hold under load:
// no 5xx answer, the server alive after, every 200 delivered to the gateway exactly once, every
// 202 pending in the store with its error (read while the server runs, PostgreSQL only), memory
// flat (RSS before and after). Then the gateway recovers and the same server's delivery worker must
// deliver every 202 exactly once on its first retry, about a minute later. Last, with the server
// stopped: every accepted request (200 or 202) in the store exactly once under the reference it was
// answered with, and no refused request stored.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './prod-server.mjs';

const CONNECTIONS = 200;
const DURATION_SECONDS = 30;
/**
 * Long enough for the server's memory to reach its working set under this load, so that what
 * grows during the run is a leak and not the store warming up (how long that takes, measured:
 * docs/audit.md#figures-the-other-docs-rest-on, "The load test's warm-up").
 */
const WARM_UP_SECONDS = 30;
/** 'Memory flat': the RSS after the run at most this factor of the RSS before it. */
const MAX_RSS_GROWTH = 1.2;
const FAIL_EVERY = 5;
/**
 * The worker's first retry (lib/delivery/backoff.ts, lib/delivery/worker.ts): 1 min after the
 * failure, on the next pass (every 15 s). The worker check waits this long after the last 202
 * answer at most (one more pass, and time for a pass that retries thousands of requests).
 */
const RETRY_WAIT_MS = 60_000 + 2 * 15_000 + 30_000;
/** After the last pending request was delivered, one more pass (15 s) may deliver it twice. */
const QUIET_AFTER_RETRIES_MS = 20_000;

/** The headers of the contact form's own fetch, as a browser sends them on the site's pages. */
export const sameOriginJson = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

/**
 * The address of client number `n` (0 to 65535) of a measurement, in 198.18.0.0/15, the range kept
 * for benchmarks: the site counts only an IP address as a client (docs/requirements.md#limits,
 * rule 2), so each gets a rate-limit row of its own, as real clients do.
 */
export const benchClientAddress = (n) => `198.18.${(n >> 8) & 255}.${n & 255}`;
/** A request the contact form sends (the fields of docs/requirements.md#contact-form, rule 13; the default variant), without email and message. */
export const validContact = {
  variant: 'default',
  contact_email: 'help',
  name: 'Load Test Visitor',
  phone: '(206) 342-8631',
  subject: 'Plan sets',
  when: 'Mornings',
  email_subject: 'Website Contact Form',
  website: '',
};

/** Resident memory of a process in MiB, from /proc (Linux); undefined elsewhere. */
function rssMiB(pid) {
  try {
    const kib = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kib) ? Math.round(kib / 1024) : undefined;
  } catch {
    return undefined;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A loopback mail gateway (its `contactemail` path under `${url}/prod`:
 * docs/requirements.md#outside-services, rule 1) that records every delivery by the visitor's email
 * address. With `failEvery`, while failing (setFailing), every failEvery-th delivery is answered
 * 500 and not recorded.
 * @param {{ failEvery?: number }} [options]
 */
export async function startGateway({ failEvery = 0 } = {}) {
  /** Email address -> deliveries answered 200. */
  const delivered = new Map();
  let attempts = 0;
  let failing = false;
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    attempts += 1;
    const { email } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const fail = failing && attempts % failEvery === 0;
    if (!fail) delivered.set(email, (delivered.get(email) ?? 0) + 1);
    res.writeHead(fail ? 500 : 200, { 'content-type': 'application/json' });
    res.end('{"statusCode":200}');
  });
  // Node's default (5 s) races the server's fetch reusing an idle connection when the machine is
  // busy (UND_ERR_SOCKET): a hosted gateway keeps connections far longer.
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    delivered,
    get attempts() {
      return attempts;
    },
    /** Whether every failEvery-th delivery from now on fails. */
    setFailing(on) {
      failing = on && failEvery > 0;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The contact requests in a store, by the visitor's email address (each address is used once). */
async function storedRequests(store) {
  const rows = await store.query(
    `select reference, state, attempts, last_error, delivery->>'email' as email,
       extract(epoch from (sent_at - received_at)) as sent_after_seconds
     from requests where kind = 'contact'`,
  );
  const byEmail = new Map();
  for (const row of rows) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row]);
  return { rows, byEmail };
}

/** Counts of `items` by `key(item)`, as 'sent: 3, pending: 1' (empty for none). */
export function countBy(items, key) {
  const counts = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, n]) => `${name}: ${n}`)
    .join(', ');
}

/** The sequence number in a load-test address; odd ones are the invalid requests. */
const sequenceOf = (email) => Number(/^load-(\d+)@/.exec(email ?? '')?.[1]);

/**
 * Runs the load test against a fresh server on `port` (the build must exist) keeping its requests
 * in `store` (a fresh one: see embeddedStore and postgresStore in tools/perf/prod-server.mjs). One
 * server runs throughout, as in production: after the load the gateway recovers and that server's
 * own delivery worker must retry what is pending. The store is read while the server runs when the
 * engine allows it (PostgreSQL), and after it stopped (both).
 * @param {number} port
 * @param {import('./prod-server.mjs').MeasuredStore} store
 * @returns the figures, and `problems`: what did not hold (empty when all held)
 */
export async function runLoad(port, store) {
  const gateway = await startGateway({ failEvery: FAIL_EVERY });
  const logFile = path.join(os.tmpdir(), `load-${store.label}-${process.pid}.log`);
  writeFileSync(logFile, '');
  let server = await startServer({
    port,
    env: { ...store.env, CONTACT_API_URL: `${gateway.url}/prod`, RATE_LIMIT_PER_MINUTE: '1000000000' },
    // A fifth of deliveries fail on purpose, and the server logs each one: into a file, read below.
    logFile,
  });
  const statuses = {};
  /** Email address -> the accepted answer: status, reference, when. */
  const answers = new Map();
  const badOutcomes = [];
  let sequence = 0;
  /** One autocannon run of `seconds`, every other request valid; answers are tallied above. */
  const post = (seconds) =>
    autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/api/contactemail',
          setupRequest: (request, context) => {
            sequence += 1;
            context.email = `load-${sequence}@customer.test`;
            const body =
              sequence % 2 === 0
                ? { ...validContact, email: context.email, message: `Request number ${sequence} of the load test.` }
                : { ...validContact, name: 'x', email: context.email, message: 'short' };
            return {
              ...request,
              headers: { ...sameOriginJson, 'x-forwarded-for': benchClientAddress(sequence % CONNECTIONS) },
              body: JSON.stringify(body),
            };
          },
          onResponse: (status, body, context) => {
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (status !== 200 && status !== 202) return;
            let answer;
            try {
              answer = JSON.parse(body);
            } catch {
              answer = {};
            }
            if (answer.outcome !== (status === 200 ? 'sent' : 'queued')) badOutcomes.push(`${status} ${answer.outcome}`);
            answers.set(context.email, { status, reference: answer.reference, at: Date.now() });
          },
        },
      ],
    });
  const problems = [];
  try {
    // V8 first grows its heap to the working set of this load; the memory figure the run is
    // compared with is taken once it has, after a warm-up at the same load. The gateway fails
    // during the run only, so that no retry of the worker (a minute after a failure) falls in it.
    const warmUp = await post(WARM_UP_SECONDS);
    const rssBefore = rssMiB(server.pid);
    gateway.setFailing(true);
    const result = await post(DURATION_SECONDS);
    const loadAverage = os.loadavg()[0];
    // Let the server settle and collect garbage before the second memory figure.
    await sleep(5000);
    const rssAfter = rssMiB(server.pid);
    const alive = (await fetch(`${server.url}/`)).status === 200;

    const accepted = [...answers.entries()];
    const sentAnswers = accepted.filter(([, answer]) => answer.status === 200);
    const queuedAnswers = accepted.filter(([, answer]) => answer.status === 202);
    // What reached the gateway during the load: every 200, and no 202 (the worker retries a
    // minute after the failure at the earliest).
    const sentOnce = sentAnswers.filter(([email]) => gateway.delivered.get(email) === 1);
    const queuedDeliveredEarly = queuedAnswers.filter(([email]) => gateway.delivered.has(email));
    // While the server runs, the store says whether each 202 is pending with its error (PostgreSQL;
    // the embedded store is open in the server's process only).
    let pendingWithError;
    if (store.readableWhileRunning) {
      const during = await storedRequests(store);
      pendingWithError = queuedAnswers.filter(([email]) => {
        const [row, ...more] = during.byEmail.get(email) ?? [];
        return row && !more.length && row.state === 'pending' && row.last_error && row.attempts === 1;
      }).length;
    }

    // The gateway recovers: the server's own worker must now deliver what is pending.
    gateway.setFailing(false);
    const healedAt = Date.now();
    const lastQueuedAt = queuedAnswers.length ? Math.max(...queuedAnswers.map(([, answer]) => answer.at)) : healedAt;
    const deadline = lastQueuedAt + RETRY_WAIT_MS;
    let allRetriedAt;
    while (Date.now() < deadline) {
      if (queuedAnswers.every(([email]) => gateway.delivered.has(email))) {
        allRetriedAt = Date.now();
        break;
      }
      await sleep(1000);
    }
    await sleep(QUIET_AFTER_RETRIES_MS);
    // The embedded store is opened by one process at a time: the rest is read with the server stopped.
    await server.stop();
    server = undefined;

    const { rows, byEmail } = await storedRequests(store);
    const one = (email) => (byEmail.get(email)?.length === 1 ? byEmail.get(email)[0] : undefined);
    const missing = accepted.filter(([email]) => !byEmail.has(email));
    const duplicated = [...byEmail.values()].filter((list) => list.length > 1);
    const wrongReference = accepted.filter(([email, answer]) => one(email) && one(email).reference !== answer.reference);
    const refusedStored = rows.filter((row) => sequenceOf(row.email) % 2 === 1);
    const unseen = rows.filter((row) => !answers.has(row.email) && sequenceOf(row.email) % 2 === 0);
    const sentMarked = sentAnswers.filter(([email]) => one(email)?.state === 'sent' && one(email)?.attempts === 1);
    // Delivered by the worker: on a later attempt, at least the first retry's delay after arriving.
    const retried = queuedAnswers.filter(
      ([email]) =>
        gateway.delivered.get(email) === 1 &&
        one(email)?.state === 'sent' &&
        one(email)?.attempts >= 2 &&
        Number(one(email)?.sent_after_seconds) >= 55,
    );
    const stillPending = queuedAnswers.filter(([email]) => one(email)?.state === 'pending' && one(email)?.last_error);
    const twice = [...gateway.delivered.values()].filter((n) => n > 1).length;
    const fivexx = Object.entries(statuses).filter(([status]) => Number(status) >= 500);

    if (fivexx.length) problems.push(`5xx answers: ${fivexx.map(([status, n]) => `${n}× ${status}`).join(', ')}`);
    if (badOutcomes.length) problems.push(`${badOutcomes.length} answers with the wrong outcome (${badOutcomes.slice(0, 3).join('; ')})`);
    if (rssBefore && rssAfter && rssAfter > rssBefore * MAX_RSS_GROWTH) problems.push(`RSS grew from ${rssBefore} to ${rssAfter} MiB`);
    if (!alive) problems.push('the server did not answer after the run');
    if (missing.length) problems.push(`${missing.length} accepted requests are not in the store`);
    if (duplicated.length) problems.push(`${duplicated.length} requests are in the store more than once`);
    if (wrongReference.length) problems.push(`${wrongReference.length} stored requests have another reference than their answer`);
    if (refusedStored.length) problems.push(`${refusedStored.length} refused (400) requests are in the store`);
    if (sentOnce.length !== sentAnswers.length) {
      problems.push(
        `${sentAnswers.length - sentOnce.length} of the ${sentAnswers.length} answered 200 did not reach the gateway exactly once`,
      );
    }
    if (sentMarked.length !== sentAnswers.length) {
      problems.push(
        `${sentAnswers.length - sentMarked.length} of the ${sentAnswers.length} answered 200 are not marked sent on the first attempt`,
      );
    }
    if (queuedDeliveredEarly.length)
      problems.push(`${queuedDeliveredEarly.length} answered 202 had reached the gateway before the worker's retry`);
    if (pendingWithError !== undefined && pendingWithError !== queuedAnswers.length) {
      problems.push(
        `${queuedAnswers.length - pendingWithError} of the ${queuedAnswers.length} answered 202 were not pending with their error after the load`,
      );
    }
    if (retried.length !== queuedAnswers.length) {
      problems.push(
        `the worker did not deliver ${queuedAnswers.length - retried.length} of the ${queuedAnswers.length} answered 202 exactly once within ${Math.round((deadline - healedAt) / 1000)} s of the gateway's recovery (${stillPending.length} still pending with their error)`,
      );
    }
    if (twice) problems.push(`${twice} requests reached the gateway more than once`);

    const log = readFileSync(logFile, 'utf8');
    // A client that gives up while its body is read: the handler logs it as unexpected (500 to nobody).
    const clientAborts = (log.match(/Unexpected error in a route handler Error: aborted/g) ?? []).length;
    const logged = {
      clientAborts,
      unexpected: (log.match(/Unexpected error in a route handler/g) ?? []).length - clientAborts,
      workerFailed: (log.match(/Delivery worker pass failed/g) ?? []).length,
      storeFailed: (log.match(/Store: could not be opened/g) ?? []).length,
      notDelivered: (log.match(/not delivered \(mail gateway/g) ?? []).length,
    };
    if (logged.unexpected) problems.push(`the server logged ${logged.unexpected} unexpected errors`);
    if (logged.workerFailed) problems.push(`${logged.workerFailed} worker passes failed`);
    if (logged.storeFailed) problems.push('the store could not be opened');
    if (problems.length) console.log(`Server log of the ${store.label} run: ${logFile}`);
    else rmSync(logFile, { force: true });

    return {
      store: store.label,
      connections: CONNECTIONS,
      seconds: DURATION_SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
      requests: result.requests.total,
      perSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      // Requests autocannon gave up on after 10 s (it then reopens the connection). Static pages
      // show them too at 200 connections on 2 cores: the server queues, it does not drop them.
      unanswered: warmUp.timeouts + result.timeouts,
      statuses,
      accepted: accepted.length,
      stored: rows.length,
      storedOnce: accepted.filter(([email]) => byEmail.get(email)?.length === 1).length,
      unseen: unseen.length,
      unseenStates: countBy(unseen, (row) => row.state),
      sent: sentAnswers.length,
      sentOnce: sentOnce.length,
      sentMarked: sentMarked.length,
      queued: queuedAnswers.length,
      pendingWithError,
      worker: {
        retried: retried.length,
        stillPending: stillPending.length,
        twice,
        afterLastQueuedSeconds: allRetriedAt ? Math.round((allRetriedAt - lastQueuedAt) / 1000) : undefined,
        waitedSeconds: Math.round((deadline - healedAt) / 1000),
        finalStates: countBy(rows, (row) => row.state),
      },
      rssBefore,
      rssAfter,
      loadAverage,
      log: logged,
      problems,
    };
  } finally {
    await server?.stop();
    await gateway.close();
  }
}

/**
 * The load section of docs/audit.md: one column per store engine, then, with bench.mjs
 * --baseline, the figures before the store measured in the same run by that commit's own load.mjs.
 * @param {object[]} runs the figures of runLoad, one per engine
 * @param {string} header the run's date and commit (runHeader)
 * @param {string} machine the machine, as the throughput section describes it
 * @param {{ label: string, figures: object }} [baseline]
 */
export function loadSection(runs, header, machine, baseline) {
  const [first] = runs;
  const statusList = (statuses) =>
    Object.entries(statuses)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
  const workerCell = (figures) => {
    const worker = figures.worker;
    if (!worker) return 'not measured';
    const when =
      worker.afterLastQueuedSeconds === undefined
        ? `not all within ${worker.waitedSeconds} s of the gateway's recovery`
        : `all by ${worker.afterLastQueuedSeconds} s after the last 202`;
    return `${worker.retried} of ${figures.queued} delivered exactly once, ${when}; ${worker.stillPending} still pending with their error; ${worker.twice} requests delivered twice; states in the store at the end: ${worker.finalStates}`;
  };
  /** Each column: its title and its cell for each figure (by key). */
  const columns = runs.map((f) => ({
    title: f.store,
    requests: `${f.requests} (${f.perSecond})`,
    latency: `${f.p50} ms / ${f.p99} ms`,
    unanswered: f.unanswered,
    statuses: statusList(f.statuses),
    accepted: `${f.accepted} / ${f.storedOnce}`,
    stored: `${f.stored} / ${f.unseen}${f.unseen ? ` (${f.unseenStates})` : ''}`,
    sent: `${f.sent} / ${f.sentOnce} / ${f.sentMarked}`,
    queued: `${f.queued} / ${f.pendingWithError ?? 'not readable while the server runs'}`,
    worker: workerCell(f),
    rss: `${f.rssBefore ?? 'n/a'} MiB / ${f.rssAfter ?? 'n/a'} MiB`,
    loadAverage: f.loadAverage.toFixed(1),
    log: `${f.log.notDelivered} failed deliveries; ${f.log.unexpected} unexpected errors besides ${f.log.clientAborts} clients that gave up while their body was read (logged as unexpected, 500 to nobody); ${f.log.workerFailed} failed worker passes`,
    held: f.problems.length ? f.problems.join('; ') : 'held',
  }));
  /** A run of the file outbox's own load test (no store: its figures are fewer). */
  const fileOutbox = (title, f) => ({
    title,
    requests: `${f.requests} (${f.perSecond})`,
    latency: `${f.p50} ms / ${f.p99} ms`,
    unanswered: f.unanswered,
    statuses: statusList(f.statuses),
    accepted: '—',
    stored: '—',
    sent: `${f.sent} / not checked one by one (${f.delivered} reached the gateway) / —`,
    queued: `— (a failed delivery was answered 502: ${f.failed}; ${f.kept} were kept in the outbox)`,
    worker: '— (replayed by hand)',
    rss: `${f.rssBefore} MiB / ${f.rssAfter} MiB`,
    loadAverage: `${f.loadAverage.toFixed(1)} (after its checks)`,
    log: '—',
    held: f.problems.length ? f.problems.join('; ') : 'held (no 500, every 200 delivered, every 502 kept)',
  });
  if (baseline) {
    const f = baseline.figures;
    columns.push(fileOutbox(baseline.label, { ...f, sent: f.statuses[200] ?? 0, failed: f.statuses[502] ?? 0 }));
  }
  const rows = [
    ['requests (requests/s)', 'requests'],
    ['latency p50 / p99', 'latency'],
    ['requests unanswered after 10 s (client gave up; warm-up included)', 'unanswered'],
    ['answers by status (warm-up included)', 'statuses'],
    ['accepted (200 or 202) / in the store exactly once, with the reference answered', 'accepted'],
    ['rows in the store / of which the client gave up before the answer (their states)', 'stored'],
    ['answered 200 / delivered to the gateway exactly once / marked sent on the first attempt', 'sent'],
    ["answered 202 / pending in the store with the gateway's error after the load", 'queued'],
    ["the same server's worker, once the gateway recovered", 'worker'],
    ['server RSS before / after', 'rss'],
    ['load average at the end of the run (runnable processes over the last minute, on 2 cores)', 'loadAverage'],
    ["the server's log", 'log'],
    [
      `what must hold (no 5xx, alive after, every accepted request stored once with its reference, every 200 delivered once, every 202 pending, then delivered once by the worker; no refused request stored; RSS after at most ${MAX_RSS_GROWTH}× before)`,
      'held',
    ],
  ];
  return [
    '## Under load, with a failing gateway (npm run bench)',
    '',
    `${header} ${machine} ${first.connections} concurrent clients for ${first.seconds} s post to /api/contactemail, every other request valid, while a loopback fake of the mail gateway fails every ${FAIL_EVERY}th delivery with 500 (during the run, not the warm-up); once with the embedded store (PGlite, a fresh EMBEDDED_DB_DIR) and once with PostgreSQL (a fresh database on a throwaway PostgreSQL server on this machine, scripts/throwaway-postgres.mjs, fsync off; DATABASE_POOL_MAX at its default of 10). RATE_LIMIT_PER_MINUTE is 1000000000 so every request reaches validation and delivery (the store still counts each one). The run follows a ${first.warmUpSeconds} s warm-up at the same load (its answers are checked too; the gateway does not fail yet), after which the first memory figure is taken; the second is taken 5 s after the run. The server's RSS includes PGlite's memory with the embedded store, not the PostgreSQL server's. Then the gateway recovers and the same server's delivery worker retries what is pending (first retry about 1 min after the failure, on a pass every 15 s); the check waits up to ${RETRY_WAIT_MS / 1000} s after the last 202 answer, then ${QUIET_AFTER_RETRIES_MS / 1000} s more for a second delivery. PostgreSQL is also read right after the load, while the server runs; the embedded store, open in the server's process, only once the server is stopped. Every answer is matched to its row by the visitor's address, used once. Other test runs shared the machine's 2 cores with the servers and autocannon: the figures are noisy, and only columns of one run compare.`,
    '',
    baseline
      ? `The column "${baseline.label}" is a commit from before the store (file outbox), whose code is gone from this one: its own load test (its scripts/load.mjs, with its ${baseline.figures.warmUpSeconds} s warm-up) against a build of it in a separate worktree (--baseline), run after the others. Before the store, a delivery that failed was answered 502, written to the outbox and replayed by hand.`
      : 'The figures from before the store (file outbox) are under "Figures the other docs rest on", at the top of this file; `--baseline=DIR` runs a build of a commit from then in the same run.',
    '',
    `| figure | ${columns.map((c) => c.title).join(' | ')} |`,
    `| --- | ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map(([name, key]) => `| ${name} | ${columns.map((c) => c[key]).join(' | ')} |`),
  ].join('\n');
}
