// `npm run audit` (docs/requirements.md#speed, rule 6; #accessibility): builds the site
// without third-party settings (or reuses the build with --reuse) and the bare reference page of
// tools/perf/reference/, starts both, and measures each audited route in alternating turns with the
// reference: Lighthouse (mobile preset, medians of three runs each; loaded over a phone's
// connection, tools/perf/phone-link.mjs, then straight on loopback, then with applied throttling),
// the gzip bytes of the scripts it loads against its budget, and the Nu Html Checker's error
// count. Writes the figures and the differences to the reference to docs/audit.md and prints
// where a target is missed.
// Nothing here is asserted by `npm test`: the budget and accessibility tests are
// e2e/every-page.spec.ts and e2e/a11y.spec.ts.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import vnuJar from 'vnu-jar';
import { systemChromium } from '../../scripts/chromium-path.mjs';
import { BASELINE_BYTES, budgetFor, INTERACTIVE_EXTRA_BYTES, PLAIN_EXTRA_BYTES, scriptBytes } from '../../scripts/js-budgets.mjs';
import { markdownTable, writeDocSection } from './audit-doc.mjs';
import { firstUsefulKeypress } from './first-keypress.mjs';
import { startPhoneLink } from './phone-link.mjs';
import { buildSite, projectRoot, runHeader, startServer } from './prod-server.mjs';

/**
 * The audited routes: one of each kind of page, the forms' and the data pages' included, and the
 * machine whose page shows a photo (a 3088x2056 px camera JPEG, through next/image).
 */
const routes = [
  '/',
  '/equipment',
  '/equipment/wide',
  '/equipment/wide/0',
  '/equipment/graphics/0',
  '/services/print/signs',
  '/library',
  '/library/template/0',
  '/quote',
  '/repair/servicecall',
  '/meter',
  '/filesize-dpi',
  '/bidsets',
];
/**
 * The routes whose form's load is measured on its own (docs/requirements.md#forms-without-javascript):
 * the longest task and the first keypress into its name field, against the reference's `/form`.
 */
const formRoutes = ['/quote', '/library/template/0', '/meter'];
/** The form's name field on each of them (on a template's page, the contact form's under the order). */
const NAME_FIELD = 'input[name="name"]';
/**
 * The routes whose LCP is a photo, with the photo: each is measured against the reference's
 * `/photo`, which shows the same file through next/image (tools/perf/reference/README.md).
 */
const photoRoutes = { '/equipment/graphics/0': 'public/images/machines/hp-designjet-z6-44-in-postscript-printer/photo.jpg' };
/** Lighthouse runs (and first keypresses) per route, each after one of the reference: `--runs N`, 3 by default. */
const RUNS = runsArgument(process.argv);
const port = Number(process.env.AUDIT_PORT ?? 3700);
const referencePort = Number(process.env.AUDIT_REFERENCE_PORT ?? 3701);
const cdpPort = Number(process.env.AUDIT_CDP_PORT ?? 9333);
/** The Lighthouse categories measured; all but performance must score 100 (docs/requirements.md#speed, rule 6). */
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const perfect = categories.filter((key) => key !== 'performance');
/**
 * How far a route may be from the bare reference page, medians against medians of the same run
 * (docs/requirements.md#speed, rule 7): performance points under it, LCP and TBT ms over it; a
 * form page's TBT with applied throttling over the reference form's (docs/requirements.md#forms-without-javascript).
 */
const referenceGap = { performance: 2, lcp: 300, tbt: 100, formTbt: 50 };
/**
 * The second measurement of each route: the same simulation from a load straight on loopback,
 * performance only, without targets. It shows what the phone's connection changes (docs/audit.md,
 * "Reading the Lighthouse table").
 */
const onLoopback = { only: ['performance'] };
/**
 * The third measurement of each route: the page loaded with the network and CPU slowed down
 * (request-level throttling), performance only. It has no targets: it shows, beside the simulated
 * figures, which part of a simulated difference a throttled load also shows (docs/audit.md,
 * "Reading the Lighthouse table").
 */
const appliedThrottling = { throttlingMethod: 'devtools', only: ['performance'] };

const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const signed = (value) => (value > 0 ? `+${value}` : `${value}`);

/**
 * The table cells of one measurement beside the reference's: the route's median, then in brackets
 * the reference's and the difference; `race` counts the runs where a script ended before the LCP.
 * @param {Awaited<ReturnType<typeof measureAgainstReference>>} measure
 * @returns {{ performance: string, fcp: string, lcp: string, tbt: string, race: string }}
 */
function againstReference(measure) {
  const ms = (value) => `${Math.round(value)} ms`;
  const timing = (key) => `${ms(measure[key])} (${ms(measure.reference[key])}, ${signed(measure.gap[key])})`;
  return {
    performance: `${measure.scores.performance} (${measure.reference.scores.performance}, ${signed(measure.gap.performance)})`,
    fcp: timing('fcp'),
    lcp: timing('lcp'),
    tbt: timing('tbt'),
    race: `${measure.scriptBeforeLcp} of ${RUNS} (${measure.reference.scriptBeforeLcp} of ${RUNS})`,
  };
}

/**
 * One mobile Lighthouse run of `url`, reduced to the figures of the tables.
 * @param {string} url
 * @param {{ throttlingMethod?: 'simulate' | 'devtools', only?: string[] }} [options] `simulate`
 *   (Lighthouse's default) predicts a slow phone from one unthrottled load; `devtools` loads the
 *   page with the network and CPU slowed down (Lighthouse's docs/throttling.md); `only`: the
 *   categories to measure (all four by default)
 * @returns {Promise<{ scores: Record<string, number>, fcp: number, lcp: number, tbt: number, cls: number, failing: string[], scriptBeforeLcp: boolean }>}
 *   scores out of 100, FCP, LCP and TBT in ms; `failing`: the weighted audits under 1, so a miss
 *   says what to fix; `scriptBeforeLcp`: see {@link scriptEndedBeforeLcp}
 * @throws Error when Lighthouse reports a runtime error
 */
async function lighthouseRun(url, { throttlingMethod = 'simulate', only = categories } = {}) {
  const result = await lighthouse(url, { port: cdpPort, output: 'json', logLevel: 'error', onlyCategories: only, throttlingMethod });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message}`);
  return {
    scores: Object.fromEntries(only.map((key) => [key, Math.round((lhr.categories[key].score ?? 0) * 100)])),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    longestTask: Math.max(0, ...(lhr.audits['long-tasks'].details?.items ?? []).map((task) => task.duration)),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    scriptBeforeLcp: scriptEndedBeforeLcp(lhr),
    failing: only.flatMap((key) =>
      lhr.categories[key].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => `${key}: ${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`),
    ),
  };
}

/**
 * Whether one of the page's scripts had finished loading when the page painted its LCP element, in
 * the load Lighthouse observed. Lantern then puts that script on the simulated phone's path to the
 * LCP (its LCP graph keeps each request that ended before the observed LCP, unless the script's own
 * task ran after it, which it cannot tell for tasks under 10 ms): on loopback a race with the
 * first paint that decides whether a script's download counts into the simulated LCP (docs/audit.md,
 * "Reading the Lighthouse table").
 * @param {import('lighthouse').Result} lhr one run's result
 * @returns {boolean} true when a Script request ended at or before the observed LCP
 */
function scriptEndedBeforeLcp(lhr) {
  const lcpTs = lhr.audits.metrics.details.items[0].observedLargestContentfulPaintTs;
  const requests = lhr.audits['network-requests'].details;
  // Request times are in ms from the first request; the trace's timestamps in µs.
  const endTs = (request) => requests.debugData.networkStartTimeTs + request.networkEndTime * 1000;
  return requests.items.some((request) => request.resourceType === 'Script' && endTs(request) <= lcpTs);
}

/**
 * The medians of several runs, figure by figure; `failing` lists the audits that failed in most
 * runs; `scriptBeforeLcp` counts the runs where a script ended before the LCP paint.
 * @param {Awaited<ReturnType<typeof lighthouseRun>>[]} runs
 */
function medians(runs) {
  const counts = new Map();
  for (const line of runs.flatMap((run) => [...new Set(run.failing.map((entry) => entry.replace(/ \(.*\)$/, '')))]))
    counts.set(line, (counts.get(line) ?? 0) + 1);
  return {
    scores: Object.fromEntries(Object.keys(runs[0].scores).map((key) => [key, median(runs.map((run) => run.scores[key]))])),
    fcp: median(runs.map((run) => run.fcp)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    longestTask: median(runs.map((run) => run.longestTask)),
    cls: median(runs.map((run) => run.cls)),
    scriptBeforeLcp: runs.filter((run) => run.scriptBeforeLcp).length,
    failing: [...counts].filter(([, count]) => count * 2 > runs.length).map(([line]) => line),
  };
}

/**
 * RUNS turns of the reference page then the route, alternating, so both see the machine in the
 * same minutes: the medians of each, and the route's differences to the reference.
 * @param {Parameters<typeof lighthouseRun>[1]} [options] how both are measured
 */
async function measureAgainstReference(referenceUrl, url, options) {
  const referenceRuns = [];
  const routeRuns = [];
  for (let i = 0; i < RUNS; i += 1) {
    referenceRuns.push(await lighthouseRun(referenceUrl, options));
    routeRuns.push(await lighthouseRun(url, options));
  }
  const reference = medians(referenceRuns);
  const route = medians(routeRuns);
  return {
    ...route,
    reference,
    gap: {
      performance: route.scores.performance - reference.scores.performance,
      fcp: Math.round(route.fcp - reference.fcp),
      lcp: Math.round(route.lcp - reference.lcp),
      tbt: Math.round(route.tbt - reference.tbt),
      longestTask: Math.round(route.longestTask - reference.longestTask),
    },
  };
}

/**
 * The forms' load (docs/requirements.md#forms-without-javascript): for each of `formRoutes`,
 * RUNS Lighthouse runs with applied throttling (CPU 4x) and RUNS first keypresses over the phone's
 * connection, each right after the same of the reference's `/form`; medians, and the differences.
 * @returns one row per route: `applied` (measureAgainstReference) and `keypress` ({ route, reference, gap, lost } in ms)
 */
async function measureForms({ server, referenceServer, link, referenceLink, browser }) {
  const rows = [];
  for (const route of formRoutes) {
    console.log(`Measuring the form of ${route}: ${RUNS} throttled loads and ${RUNS} first keypresses, each after the reference form's...`);
    const applied = await measureAgainstReference(`${referenceServer.url}/form`, `${server.url}${route}`, appliedThrottling);
    const routeRuns = [];
    const referenceRuns = [];
    for (let i = 0; i < RUNS; i += 1) {
      referenceRuns.push(await firstUsefulKeypress(browser, `${referenceLink.url}/form`, NAME_FIELD));
      routeRuns.push(await firstUsefulKeypress(browser, `${link.url}${route}`, NAME_FIELD));
    }
    const shown = median(routeRuns.map((run) => run.shown));
    const referenceShown = median(referenceRuns.map((run) => run.shown));
    const lost = routeRuns.reduce((sum, run) => sum + run.lost, 0);
    rows.push({ route, applied, keypress: { shown, reference: referenceShown, gap: Math.round(shown - referenceShown), lost } });
  }
  return rows;
}

/** Writes the forms' section of docs/audit.md from measureForms' rows, and prints its figures. */
function writeFormsSection(header, rows) {
  const ms = (value) => `${Math.round(value)} ms`;
  const cell = (value, reference, gap) => `${ms(value)} (${ms(reference)}, ${signed(gap)})`;
  const points = (applied) => `${applied.scores.performance} (${applied.reference.scores.performance}, ${signed(applied.gap.performance)})`;
  for (const { route, applied, keypress } of rows) {
    console.log(
      `  ${route}: performance ${points(applied)}, TBT ${cell(applied.tbt, applied.reference.tbt, applied.gap.tbt)}, longest task ${cell(applied.longestTask, applied.reference.longestTask, applied.gap.longestTask)}, first keypress ${cell(keypress.shown, keypress.reference, keypress.gap)}, ${keypress.lost} lost`,
    );
  }
  writeDocSection(
    'forms',
    [
      "## The forms' load: long tasks and the first keypress (npm run audit)",
      '',
      `${header} Each form page against the reference's \`/form\` (a plain HTML form of a name field, no client component), in alternating turns, medians of ${RUNS}. Long tasks: Lighthouse ${lighthouseVersion()}, mobile preset with \`throttlingMethod: 'devtools'\` (the CPU slowed down 4 times), the page's total blocking time and its longest main-thread task. First keypress: the page loaded over the phone's connection (tools/perf/phone-link.mjs) at CPU 4x, one character typed into the name field (\`${NAME_FIELD}\`) as soon as it is there and again whenever a script empties it; the time from the navigation's start until it showed for the last time (tools/perf/first-keypress.mjs); a run in which the page's document, a script or a stylesheet failed to load is measured again, at most 3 times. Goal (docs/requirements.md#forms-without-javascript, rule 9): performance at most ${referenceGap.performance} points under the reference, TBT at most ${referenceGap.formTbt} ms over it.`,
      '',
      markdownTable(
        [
          'route',
          'performance (ref, diff)',
          'TBT (ref, diff)',
          'longest task (ref, diff)',
          'first keypress shown (ref, diff)',
          'keypresses lost',
        ],
        rows.map(({ route, applied, keypress }) => [
          `\`${route}\``,
          points(applied),
          cell(applied.tbt, applied.reference.tbt, applied.gap.tbt),
          cell(applied.longestTask, applied.reference.longestTask, applied.gap.longestTask),
          cell(keypress.shown, keypress.reference, keypress.gap),
          keypress.lost,
        ]),
      ),
    ].join('\n'),
  );
}

/**
 * Builds the reference page of tools/perf/reference/ in a new folder of the temp directory, beside a
 * copy of the site's node_modules (hard links where `cp -al` works, else a full copy): the same
 * Next.js and React, with nothing of the site's around it (Next would take the instrumentation
 * and proxy of a project in a folder above).
 * @returns {{ root: string, remove: () => void }} the folder to serve, and how to delete it
 * @throws Error when the build fails
 */
function buildReference() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'audit-reference-'));
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    cpSync(path.join(import.meta.dirname, 'reference'), root, { recursive: true });
    // One photo for the photo page; every photo route shows the same one.
    const [photo] = Object.values(photoRoutes);
    mkdirSync(path.join(root, 'public'), { recursive: true });
    cpSync(path.join(projectRoot, photo), path.join(root, 'public', 'photo.jpg'));
    const modules = path.join(projectRoot, 'node_modules');
    if (spawnSync('cp', ['-al', modules, path.join(root, 'node_modules')]).status !== 0) {
      cpSync(modules, path.join(root, 'node_modules'), { recursive: true, verbatimSymlinks: true });
    }
    buildSite({ root });
    return { root, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * The Nu Html Checker's one rule that predates the HTML standard: it allows `blocking` on a
 * stylesheet link only, where the standard also allows it on `<link rel="expect">` (app/layout.tsx,
 * docs/decisions.md, "The header is laid out in the order of its HTML"). Its errors are counted
 * apart, as set aside, and only on an expect link.
 */
const outdatedRule = {
  message: /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
  extract: /<link rel="expect"[^>]* blocking="render"/,
};

/**
 * The Nu Html Checker's errors per route, `{ errors, setAside }` (setAside: those of outdatedRule),
 * or undefined when Java is missing.
 */
async function htmlErrors(baseUrl) {
  if (spawnSync('java', ['-version']).status !== 0) return undefined;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'audit-html-'));
  try {
    const files = await Promise.all(
      routes.map(async (route, index) => {
        const file = path.join(dir, `route-${index}.html`);
        writeFileSync(file, await (await fetch(`${baseUrl}${route}`)).text());
        return file;
      }),
    );
    const check = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const { messages } = JSON.parse(check.stderr);
    return routes.map((route, index) => {
      const all = messages.filter((message) => message.type === 'error' && message.url.endsWith(`/route-${index}.html`));
      const setAside = all.filter((error) => outdatedRule.message.test(error.message) && outdatedRule.extract.test(error.extract));
      const errors = all.filter((error) => !setAside.includes(error));
      for (const error of errors) console.log(`  HTML ${route} line ${error.lastLine}: ${error.message}`);
      return { errors: errors.length, setAside: setAside.length };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Writes the HTML validity section of docs/audit.md.
 * @param header the run's date and commit (runHeader)
 * @param html htmlErrors' answer, undefined without Java
 */
function writeHtmlSection(header, html) {
  writeDocSection(
    'html',
    [
      '## HTML validity (npm run audit, Nu Html Checker)',
      '',
      html
        ? `${header} vnu-jar ${vnuVersion()}, errors only. Set aside: the checker's rule that a link with \`blocking\` must be a stylesheet, on the root layout's \`<link rel="expect" blocking="render">\`, which the HTML standard allows (docs/decisions.md, "The header is laid out in the order of its HTML").\n\n${markdownTable(
            ['route', 'errors', 'set aside'],
            routes.map((route, index) => [`\`${route}\``, html[index].errors, html[index].setAside]),
          )}`
        : `${header} Skipped: no Java on this machine (the Nu Html Checker needs it).`,
    ].join('\n'),
  );
}

async function main() {
  // --forms or --html: that section only, a quicker run while working on a form's load or the markup.
  const only = ['forms', 'html'].find((section) => process.argv.includes(`--${section}`));
  buildSite({ reuse: process.argv.includes('--reuse') });
  const server = await startServer({ port });
  if (only === 'html') {
    // The markup alone: no reference page, phone link or browser to start.
    try {
      writeHtmlSection(runHeader(), await htmlErrors(server.url));
      console.log('Wrote docs/audit.md.');
    } finally {
      await server.stop();
    }
    return;
  }
  const reference = buildReference();
  const referenceServer = await startServer({ port: referencePort, root: reference.root });
  const link = await startPhoneLink(port);
  const referenceLink = await startPhoneLink(referencePort);
  const browser = await chromium.launch({
    executablePath: systemChromium(),
    args: [
      `--remote-debugging-port=${cdpPort}`,
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    const header = runHeader();
    if (!only) {
      const rows = [];
      for (const route of routes) {
        console.log(`Auditing ${route} (${RUNS} Lighthouse runs over a phone's connection, each after one of the reference page)...`);
        const referencePath = photoRoutes[route] ? '/photo' : '/';
        const figures = await measureAgainstReference(`${referenceLink.url}${referencePath}`, `${link.url}${route}`);
        console.log(`  ...${RUNS} more of each on loopback...`);
        const loopback = await measureAgainstReference(`${referenceServer.url}${referencePath}`, `${server.url}${route}`, onLoopback);
        console.log(`  ...and ${RUNS} more of each with applied throttling...`);
        const applied = await measureAgainstReference(`${referenceServer.url}${referencePath}`, `${server.url}${route}`, appliedThrottling);
        const context = await browser.newContext();
        const { total } = await scriptBytes(await context.newPage(), `${server.url}${route}`);
        await context.close();
        rows.push({ route, ...figures, loopback, applied, js: total, budget: budgetFor(route) });
      }
      const html = await htmlErrors(server.url);

      const misses = rows.flatMap((row) => [
        ...(row.gap.performance < -referenceGap.performance
          ? [`${row.route}: performance ${signed(row.gap.performance)} points against the reference (allowed -${referenceGap.performance})`]
          : []),
        ...(row.gap.lcp > referenceGap.lcp
          ? [`${row.route}: LCP ${signed(row.gap.lcp)} ms over the reference (allowed +${referenceGap.lcp})`]
          : []),
        ...(row.gap.tbt > referenceGap.tbt
          ? [`${row.route}: TBT ${signed(row.gap.tbt)} ms over the reference (allowed +${referenceGap.tbt})`]
          : []),
        ...perfect.filter((key) => row.scores[key] < 100).map((key) => `${row.route}: ${key} ${row.scores[key]} < 100`),
        ...(row.cls.toFixed(2) === '0.00' ? [] : [`${row.route}: CLS ${row.cls.toFixed(3)}`]),
        ...(row.js > row.budget.bytes ? [`${row.route}: ${kb(row.js)} KB of JavaScript over its ${kb(row.budget.bytes)} KB budget`] : []),
        ...(html?.[routes.indexOf(row.route)].errors ? [`${row.route}: ${html[routes.indexOf(row.route)].errors} HTML errors`] : []),
      ]);
      for (const row of rows) for (const line of row.failing) console.log(`  ${row.route} ${line}`);

      writeDocSection(
        'lighthouse',
        [
          '## Lighthouse against the bare reference page (npm run audit)',
          '',
          `${header} Lighthouse ${lighthouseVersion()}, mobile preset (simulated throttling), against \`next start\` on this machine (${os.cpus().length} cores) with reCAPTCHA and PayPal not configured, each page loaded over a phone's connection: a link on loopback (tools/perf/phone-link.mjs) that delays every packet by half of Lighthouse's 150 ms round trip and paces the answers at its 1.6 Mbit/s, so that the load Lighthouse simulates from has its requests finish in the order a phone sees them ("Reading the Lighthouse table", at the top of this file). Each route is measured ${RUNS} times, each run right after one of the reference page (tools/perf/reference/: a bare Next.js ${packageVersion('next', path.join(projectRoot, 'package.json'))} page, one heading and a paragraph; for ${Object.keys(photoRoutes).join(', ')}, whose LCP is a photo, its \`/photo\` page, the same photo through \`<Image priority>\`); every figure is the median of its ${RUNS} runs, and "ref" is the reference's median in the same minutes. The runs in which one of the page's scripts had finished loading before its LCP element was painted are counted: the simulation then counts that script's download into the LCP. Absolute scores follow the machine's load, and include the link's delay on both sides (Lighthouse takes it for server time); the differences to the reference are what the site adds to the framework.`,
          '',
          `Targets: at most ${referenceGap.performance} performance points under the reference, LCP at most ${referenceGap.lcp} ms and TBT at most ${referenceGap.tbt} ms over it, CLS 0.00; accessibility, best practices and SEO 100.`,
          '',
          markdownTable(
            [
              'route',
              'performance (ref, diff)',
              'LCP (ref, diff)',
              'a script loaded before the LCP paint, runs (ref)',
              'TBT (ref, diff)',
              'CLS',
              'accessibility',
              'best practices',
              'SEO',
            ],
            rows.map((row) => {
              const cells = againstReference(row);
              return [
                `\`${row.route}\``,
                cells.performance,
                cells.lcp,
                cells.race,
                cells.tbt,
                row.cls.toFixed(2),
                row.scores.accessibility,
                row.scores['best-practices'],
                row.scores.seo,
              ];
            }),
          ),
          '',
          misses.length ? `Targets missed:\n\n${misses.map((miss) => `- ${miss}`).join('\n')}` : 'Every target is met.',
        ].join('\n'),
      );
      writeDocSection(
        'loopback',
        [
          '## The same simulation from a load on loopback (npm run audit)',
          '',
          `${header} The table above without the phone's connection: Lighthouse ${lighthouseVersion()}, mobile preset (simulated throttling), performance only, each page loaded straight from \`next start\`. Same servers, ${RUNS} runs of each route each right after one of the reference page, medians. No targets: on loopback a script often finishes loading before the first paint, on the reference page too, and the simulation then puts its download on the path to the LCP ("Reading the Lighthouse table", at the top of this file).`,
          '',
          markdownTable(
            [
              'route',
              'performance (ref, diff)',
              'FCP (ref, diff)',
              'LCP (ref, diff)',
              'a script loaded before the LCP paint, runs (ref)',
              'TBT (ref, diff)',
            ],
            rows.map(({ route, loopback }) => {
              const { performance, fcp, lcp, race, tbt } = againstReference(loopback);
              return [`\`${route}\``, performance, fcp, lcp, race, tbt];
            }),
          ),
        ].join('\n'),
      );
      writeDocSection(
        'throttled',
        [
          '## The same routes loaded with applied throttling (npm run audit)',
          '',
          `${header} Lighthouse ${lighthouseVersion()}, mobile preset with \`throttlingMethod: 'devtools'\`: each page is loaded with the network slowed down request by request (Lighthouse's slow 4G figures, its latency multiplied to stand for the connection's) and the CPU by 4, instead of being simulated from an unthrottled load. Same servers, ${RUNS} runs of each route each right after one of the reference page, medians. No targets: the table shows how much of a simulated difference above a throttled load also shows ("Reading the Lighthouse table", at the top of this file). Request-level throttling charges every request its full latency, so a request made after the HTML (an image) costs more here than on a real connection.`,
          '',
          markdownTable(
            ['route', 'performance (ref, diff)', 'FCP (ref, diff)', 'LCP (ref, diff)', 'TBT (ref, diff)'],
            rows.map(({ route, applied }) => {
              const { performance, fcp, lcp, tbt } = againstReference(applied);
              return [`\`${route}\``, performance, fcp, lcp, tbt];
            }),
          ),
        ].join('\n'),
      );
      writeDocSection(
        'javascript',
        [
          '## JavaScript per route (npm run audit; budgets asserted by e2e/every-page.spec.ts)',
          '',
          `${header} Gzip bytes of every first-party script the route loads (scripts/js-budgets.mjs). Budgets: the framework baseline of ${kb(BASELINE_BYTES)} KB plus ${kb(PLAIN_EXTRA_BYTES)} KB for a page without a form or carousel (plain), plus ${kb(INTERACTIVE_EXTRA_BYTES)} KB for a page with one (interactive).`,
          '',
          markdownTable(
            ['route', 'kind', 'JavaScript (KB, gzip)', 'budget (KB)', 'headroom (KB)'],
            rows.map((row) => [`\`${row.route}\``, row.budget.kind, kb(row.js), kb(row.budget.bytes), kb(row.budget.bytes - row.js)]),
          ),
        ].join('\n'),
      );
      writeHtmlSection(header, html);
      console.log(misses.length ? `Targets missed:\n${misses.join('\n')}` : 'Every target is met.');
    }
    writeFormsSection(header, await measureForms({ server, referenceServer, link, referenceLink, browser }));
    console.log('Wrote docs/audit.md.');
  } finally {
    await browser.close();
    await link.close();
    await referenceLink.close();
    await server.stop();
    await referenceServer.stop();
    reference.remove();
  }
}

/**
 * The installed version of a package as Node resolves it from `from`: from here for the tools' own
 * packages (tools/perf/node_modules); from the site's package.json for `next`.
 */
function packageVersion(name, from = import.meta.url) {
  return createRequire(from)(`${name}/package.json`).version;
}

function lighthouseVersion() {
  return packageVersion('lighthouse');
}

/**
 * The number after `--runs` in `argv`, 3 without one.
 * @throws Error for a number that is not a whole one from 1 to 15
 */
function runsArgument(argv) {
  const at = argv.indexOf('--runs');
  if (at < 0) return 3;
  const runs = Number(argv[at + 1]);
  if (!Number.isInteger(runs) || runs < 1 || runs > 15) throw new Error(`--runs takes a whole number from 1 to 15, not ${argv[at + 1]}`);
  return runs;
}

function vnuVersion() {
  return spawnSync('java', ['-jar', vnuJar, '--version'], { encoding: 'utf8' }).stdout.trim();
}

// --help says what a run does and takes, and builds nothing (the imports above load all the same).
if (process.argv.includes('--help')) {
  console.log(`npm run audit [-- --reuse] [-- --forms | --html] [-- --runs N]: builds the site without third-party settings (--reuse: measures the existing .next instead)
and tools/perf/reference/, measures the audited routes against it and writes docs/audit.md (tools/perf/README.md).
--forms: only the forms' long tasks and first keypress.
--html: only the Nu Html Checker's errors per route (needs Java); builds and starts the site alone.
--runs N: N runs of each route and of the reference (3; medians of N), for a steadier median on a busy machine.
Ports: AUDIT_PORT (3700), AUDIT_REFERENCE_PORT (3701), AUDIT_CDP_PORT (9333).
Chromium: CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's.`);
} else {
  await main();
}
