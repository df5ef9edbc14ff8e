// `npm run check:vercel [-- --preview]`: builds the site as Vercel does (`vercel build`, offline:
// no Vercel account or API is needed) and checks, in its Build Output API v3 result
// (.vercel/output), the site's rule: every page is prerendered, and only route handlers (the files
// app/**/route.ts) and the request proxy (proxy.ts, Vercel's `_middleware` function) run as
// functions; the proxy's matcher, as Vercel compiled it into config.json, reaches no route or file
// served statically, and reaches every redirect proxy.ts answers (lib/http/routes.ts). Exits 1, naming
// the offending routes, when the rule is broken; else prints figures of the build. The production
// target by default, as the site is deployed.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { offendingFunctions, outputProxyMatchers, PROXY_FUNCTION, proxyOffenders, proxyPaths, routeKinds } from './build-output.mjs';

/** Pinned, and kept out of package.json so that `npm ci` stays lean. */
const VERCEL_VERSION = '64.0.2';
const CLI_DIR = path.join('node_modules', '.cache', 'vercel-cli');
const OUTPUT_DIR = path.join('.vercel', 'output');

/**
 * The entry point of the pinned Vercel CLI, installed into node_modules/.cache on first use. Not
 * `npx --yes vercel@64.0.2`: that CLI pins sandbox@4.4.0 (the `vercel sandbox` command, which
 * `vercel build` never loads) and the npm registry this project reaches has no such version, so
 * npx stops with ETARGET. An override to a version the registry has lets it install.
 */
function vercelCli() {
  const pkg = path.join(CLI_DIR, 'node_modules', 'vercel', 'package.json');
  if (!existsSync(pkg) || JSON.parse(readFileSync(pkg, 'utf8')).version !== VERCEL_VERSION) {
    mkdirSync(CLI_DIR, { recursive: true });
    const manifest = { private: true, dependencies: { vercel: VERCEL_VERSION }, overrides: { sandbox: '4.5.0' } };
    writeFileSync(path.join(CLI_DIR, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: CLI_DIR });
  }
  return path.join(CLI_DIR, 'node_modules', 'vercel', 'dist', 'vc.js');
}

/** Runs a command with inherited output; exits like it when it fails. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(
      `check:vercel: ${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status ?? result.signal}`})`,
    );
    process.exit(result.status || 1);
  }
}

/**
 * The project link `vercel build` needs, unless the folder is linked to a real project already
 * (`vercel link`/`vercel pull` write the same file, with the project's own settings). These are
 * the settings `vercel pull` writes; null means Vercel's default: `npm run build`. The install
 * command is empty (skipped): the check runs in a tree `npm ci` installed.
 */
function ensureProjectLink() {
  const file = path.join('.vercel', 'project.json');
  if (existsSync(file)) return;
  const settings = {
    framework: 'nextjs',
    devCommand: null,
    installCommand: '',
    buildCommand: null,
    outputDirectory: null,
    rootDirectory: null,
    directoryListing: false,
    nodeVersion: '20.x',
  };
  mkdirSync('.vercel', { recursive: true });
  writeFileSync(file, `${JSON.stringify({ projectId: 'prj_local', orgId: 'team_local', settings }, null, 2)}\n`);
}

/**
 * Runs `vercel build` for `target` and returns how long it took, in seconds.
 * @param {'production' | 'preview'} target
 */
function vercelBuild(target) {
  ensureProjectLink();
  const cli = vercelCli();
  const env = {
    ...process.env,
    // Offline: no telemetry from the CLI or from `next build` (whose requests would only fail).
    VERCEL_TELEMETRY_DISABLED: '1',
    NEXT_TELEMETRY_DISABLED: '1',
    // Outside Vercel these come only from the .env file of `vercel pull`; Vercel's build machines
    // set them, so a build that reads them builds here as there.
    VERCEL_ENV: process.env.VERCEL_ENV ?? target,
    VERCEL_TARGET_ENV: process.env.VERCEL_TARGET_ENV ?? target,
  };
  const start = performance.now();
  run(process.execPath, [cli, 'build', target === 'production' ? '--prod' : '--target=preview'], { env });
  return (performance.now() - start) / 1000;
}

/**
 * The route of an output path of `functions/` (without `.func` or `.prerender-config.json`), and
 * whether it is the route's own response rather than one of its RSC variants (`.rsc`,
 * `.prefetch.rsc`, `.segments/…segment.rsc`), which Vercel emits beside every route.
 * @param {string} file posix path relative to functions/, such as 'api/contactemail.rsc'
 */
function outputRoute(file) {
  const [name] = file.split('.segments/');
  const base = name.replace(/(\.prefetch)?\.rsc$/, '');
  return { route: base === 'index' ? '/' : `/${base}`, primary: base === file };
}

/**
 * Every `.func` (a folder, or a link to the folder that bundles it with others) and
 * `.prerender-config.json` under `dir`, as posix paths relative to it.
 * @param {string} dir
 * @returns {string[]}
 */
function functionOutputs(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const file = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.name.endsWith('.func') || entry.name.endsWith('.prerender-config.json')) return [file];
    return entry.isDirectory() ? functionOutputs(dir, file) : [];
  });
}

/**
 * The URL path of every file under `dir` (static/: public/, `/_next/static/`, prerendered files).
 * @param {string} dir
 * @returns {string[]}
 */
function staticPaths(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const file = `${prefix}/${entry.name}`;
    return entry.isDirectory() ? staticPaths(dir, file) : [file];
  });
}

/** Bytes of the files under `dir`; links are not followed (most `.func` are links to a bundle). */
function folderBytes(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sum + folderBytes(file);
    return sum + (entry.isFile() ? lstatSync(file).size : 0);
  }, 0);
}

/**
 * Reads a Build Output API v3 folder. A route is static when its own response is prerendered (a
 * prerender config with a fallback: Vercel also emits a function for it, to revalidate it) or is
 * a file of static/; else it runs as a function if it has one that a request can reach. A function
 * of a pattern (`equipment/[cat].func`) is reached only through a rewrite of config.json: with
 * `dynamicParams = false` there is none, as every path was prerendered.
 * @param {string} outputDir
 */
function readBuildOutput(outputDir) {
  const functionsDir = path.join(outputDir, 'functions');
  /** @type {Map<string, { revalidate?: number | false, hasFunction: boolean }>} */
  const routes = new Map();
  const outputs = functionOutputs(functionsDir);
  for (const file of outputs) {
    const isFunction = file.endsWith('.func');
    const { route, primary } = outputRoute(file.replace(/\.func$|\.prerender-config\.json$/, ''));
    const entry = routes.get(route) ?? { hasFunction: false };
    routes.set(route, entry);
    if (isFunction) {
      entry.hasFunction = true;
    } else if (primary) {
      const config = JSON.parse(readFileSync(path.join(functionsDir, file), 'utf8'));
      if (config.fallback) entry.revalidate = config.expiration;
    }
  }
  const config = JSON.parse(readFileSync(path.join(outputDir, 'config.json'), 'utf8'));
  const rewritten = new Set(
    config.routes.filter((rule) => rule.dest).map((rule) => outputRoute(rule.dest.split('?')[0].replace(/\$\w+/g, '').slice(1)).route),
  );
  const staticFile = (/** @type {string} */ route) =>
    [route === '/' ? 'index.html' : route.slice(1), `${route.slice(1)}.html`].some((name) =>
      existsSync(path.join(outputDir, 'static', name)),
    );

  const statics = new Map();
  const functions = [];
  for (const [route, { revalidate, hasFunction }] of routes) {
    if (revalidate !== undefined || staticFile(route)) statics.set(route, revalidate ?? false);
    else if (hasFunction && (!route.includes('[') || rewritten.has(route))) functions.push(route);
  }
  const bundles = outputs
    .filter((file) => file.endsWith('.func') && lstatSync(path.join(functionsDir, file)).isDirectory())
    .map((file) => {
      const dir = path.join(functionsDir, file);
      const vc = JSON.parse(readFileSync(path.join(dir, '.vc-config.json'), 'utf8'));
      // Files a bundle takes from the project in place (node_modules) are listed, not copied.
      const mapped = Object.values(vc.filePathMap ?? {}).reduce((sum, source) => sum + lstatSync(source).size, 0);
      return { file, operationType: vc.operationType, runtime: vc.runtime, bytes: folderBytes(dir) + mapped };
    });
  return {
    statics,
    functions: functions.sort(),
    bundles,
    bytes: folderBytes(outputDir),
    staticFiles: staticPaths(path.join(outputDir, 'static')),
    proxyMatchers: outputProxyMatchers(config),
  };
}

const megabytes = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const { values } = parseArgs({ options: { preview: { type: 'boolean', default: false } } });
const target = values.preview ? 'preview' : 'production';
const seconds = vercelBuild(target);
const { statics, functions, bundles, bytes, staticFiles, proxyMatchers } = readBuildOutput(OUTPUT_DIR);
// `vercel build` ran `next build`, whose manifests say which route is a page and which a route handler.
const kinds = routeKinds('.next');
const offending = offendingFunctions(
  functions.filter((route) => route !== PROXY_FUNCTION),
  kinds,
);
// The redirects proxy.ts answers, from the route table it reads them from (TypeScript, through tsx).
/** @type {typeof import('../lib/http/routes')} */
const { proxyRedirectSources } = await tsImport('../lib/http/routes.ts', import.meta.url);
const answered = proxyPaths(proxyRedirectSources);
const served = [
  ...[...statics.keys()].map((route) => /** @type {[string, string]} */ ([route, kinds.get(route) ?? 'prerendered'])),
  ...staticFiles.map((file) => /** @type {[string, string]} */ ([file, 'static file'])),
];
// Without a proxy (no config.json route names it) every redirect of proxy.ts offends: none is answered.
const proxyOffending = proxyOffenders(proxyMatchers, { served, answered });

const staticPages = [...statics.keys()].filter((route) => kinds.get(route) === 'page');
const revalidated = staticPages.filter((route) => statics.get(route) !== false);
console.log(`\ncheck:vercel, vercel@${VERCEL_VERSION} build, target ${target}:`);
console.log(`  build time: ${seconds.toFixed(1)} s`);
console.log(
  `  static pages: ${staticPages.length}, of which prerendered with revalidate: ${revalidated.length}${revalidated.map((route) => ` ${route} (${statics.get(route)} s)`).join(',')}`,
);
const staticRoutes = [...statics.keys()].filter((route) => kinds.get(route) !== 'page').sort();
console.log(`  other static routes: ${staticRoutes.length} (${staticRoutes.join(', ')})`);
console.log(`  functions: ${functions.length}${functions.map((route) => `\n    ${route}`).join('')}`);
console.log(
  `  function bundles: ${bundles.length}${bundles.map((b) => `\n    ${b.file} (${b.operationType}, ${b.runtime}): ${megabytes(b.bytes)} with the files it takes from node_modules`).join('')}`,
);
console.log(`  output size: ${megabytes(bytes)} in ${OUTPUT_DIR}`);
console.log(
  `  proxy (${PROXY_FUNCTION}): ${proxyMatchers.length} matcher(s), to reach the ${answered.length} redirect paths of proxy.ts and none of ${served.length} static routes and files`,
);
if (offending.length) {
  console.error(
    `\ncheck:vercel: only route handlers and the proxy may run as functions, and every page must be prerendered; these run as functions:\n${offending.map((line) => `  ${line}`).join('\n')}`,
  );
}
if (proxyOffending.length) {
  console.error(
    `\ncheck:vercel: the proxy's matcher must reach every redirect of proxy.ts and no static route or file:\n${proxyOffending.map((line) => `  ${line}`).join('\n')}`,
  );
}
if (offending.length || proxyOffending.length) process.exit(1);
console.log(
  "check:vercel: every page is prerendered; only route handlers and the proxy run as functions; the proxy's matcher reaches its redirects and no static route or file.",
);
