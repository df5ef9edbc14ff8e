import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The docs name files, functions and each other's headings; this holds them to the repository as
 * it is, so a doc cannot send a newcomer to a file that moved or put a function in the wrong file.
 * Read: README.md, docs/*.md and tools/perf/README.md, outside fenced code blocks. Checked:
 * - every backticked repository path (`lib/api/http.ts`, `deploy/`, `docs/deploy.md#anchor`): a path
 *   whose first folder is one of the repository's top-level entries, or a bare file name
 *   (`guard.ts`) that some file of the repository has;
 * - every relative markdown link (`[x](docs/deploy.md#anchor)`), and every `something.md#anchor`
 *   written in prose: the file exists and the anchor is one of its headings, as GitHub slugs them;
 * - "`name` in `file`" (also "`a` and `b` in", "of", "from"): the file defines it, not only uses it;
 *   every backticked identifier in a parenthesis right after a file ("`guard.ts` (`guardRequest`:
 *   ...)"): the file holds it;
 * - a backticked call, `name()`: some source file of the repository holds `name`.
 * And the source files' comments: every `docs/x.md#anchor` they cite is a heading of that doc.
 */

const root = path.resolve(__dirname, '..');

/**
 * Paths the docs name that are not in the repository: they are written by a build, a test run or
 * a person, or are named to explain something that is not ours.
 */
const NOT_IN_REPOSITORY: Record<string, string> = {
  var: 'the embedded store and the test builds are written there at run time',
  '.next': "next build's output",
  node_modules: "npm ci's output",
  '.vercel': "vercel build's output (npm run check:vercel)",
  'playwright-report': "Playwright's report of a failed run",
  'test-results': "Playwright's output",
  '.env': "a person's own settings, never committed",
  '.env.local': "a person's own settings, never committed",
  'middleware.ts': "Next.js's former name of the request proxy's file, named to say what proxy.ts is",
};

/** Calls the docs name that are not ours: Next.js's own internals. */
const FOREIGN_CALLS: Record<string, string> = {
  getMiddleware: "Next.js's router, named in docs/decisions.md to say what the proxy's presence costs",
  handleNextDataRequest: "Next.js's router, likewise",
};

/** Folders never searched for file names or identifiers. */
const SKIPPED_FOLDERS = new Set(['.git', 'node_modules', '.next', 'var', '.vercel', 'test-results', 'playwright-report', '.swc']);

/** Every file of the repository, relative to its root, with `/` separators. */
function repositoryFiles(dir = root, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return SKIPPED_FOLDERS.has(entry.name) ? [] : repositoryFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    }
    return [`${prefix}${entry.name}`];
  });
}

const files = repositoryFiles();
const topLevel = new Set(readdirSync(root));
const SOURCE = /\.(tsx?|mjs|cjs|js|json|css|conf|service|ya?ml|sql)$|^\.ci\/run$|^\.env\.example$/;
// Not this file: its samples name made-up functions and anchors.
const sourceFiles = files.filter(
  (file) => SOURCE.test(file) && !file.endsWith('package-lock.json') && !file.startsWith('drizzle/meta/') && file !== 'test/docs.test.ts',
);
const docFiles = [
  'README.md',
  'tools/perf/README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const contents = new Map<string, string>();
const contentOf = (file: string) => contents.get(file) ?? contents.set(file, read(file)).get(file)!;

/** The markdown with its fenced code blocks blanked out (line breaks kept, so offsets keep their lines). */
function withoutFences(markdown: string): string {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        inFence = !inFence;
        return '';
      }
      return inFence ? '' : line;
    })
    .join('\n');
}

/** GitHub's anchor of a heading: its text lowercased, punctuation dropped, spaces as dashes. */
function slug(heading: string): string {
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** The anchors of a markdown file's headings (a repeated heading gets -1, -2, ... as on GitHub). */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  for (const match of withoutFences(contentOf(file)).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(match[1]);
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n += 1) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** Whether a repository path (a file, or a folder ending in `/`) exists; 'not ours' when it is not the repository's to check. */
function pathState(target: string): 'exists' | 'missing' | 'not ours' {
  const first = target.split('/')[0];
  if (first in NOT_IN_REPOSITORY || target in NOT_IN_REPOSITORY) return 'not ours';
  const full = path.join(root, target);
  if (target.endsWith('/')) return existsSync(full) && statSync(full).isDirectory() ? 'exists' : 'missing';
  return existsSync(full) ? 'exists' : 'missing';
}

const PATH_CHARS = /^[\w.@[\]-]+(\/[\w.@[\]-]+)*\/?$/;
const FILE_NAME = /^[\w.@[\]-]+\.(tsx?|mjs|cjs|js|json|md|css|conf|service|ya?ml|example|local)$/;

/** What a backticked span names: a repository path (with its anchor), a bare file name, or nothing of the sort. */
function pathIn(span: string): { kind: 'path' | 'name'; target: string; anchor?: string } | undefined {
  const [target, anchor] = span.split('#');
  if (!PATH_CHARS.test(target)) return undefined;
  if (target.includes('/'))
    return topLevel.has(target.split('/')[0]) || target.split('/')[0] in NOT_IN_REPOSITORY ? { kind: 'path', target, anchor } : undefined;
  if (topLevel.has(target) && !FILE_NAME.test(target)) return { kind: 'path', target, anchor };
  return FILE_NAME.test(target) ? { kind: 'name', target, anchor } : undefined;
}

/** The files a path or bare file name stands for (a folder: every file under it). */
function filesOf(target: string): string[] {
  if (!target.includes('/')) {
    const named = files.filter((file) => file === target || file.endsWith(`/${target}`));
    return named.length ? named : files.filter((file) => file.startsWith(`${target}/`));
  }
  const folder = target.endsWith('/') ? target : `${target}/`;
  return files.includes(target) ? [target] : files.filter((file) => file.startsWith(folder));
}

const holds = (file: string, name: string) => new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(contentOf(file));

/** Source files whose definitions the check can read; in any other file (CSS, SQL, YAML, a shell script) naming is defining. */
const SCRIPT = /\.(tsx?|mjs|cjs|js)$/;

/**
 * Whether a file defines `name`, not only uses it: a function, class, type, variable (also one
 * destructured), an export, an object's or an interface's key, a method, or a JSON key.
 */
function defines(file: string, name: string): boolean {
  const n = name.replace(/\$/g, '\\$');
  const text = contentOf(file);
  if (file.endsWith('.json')) return new RegExp(`"${n}"\\s*:`).test(text);
  if (!SCRIPT.test(file)) return holds(file, name);
  const word = `(?<![\\w$])${n}(?![\\w$])`;
  return [
    `\\b(?:function\\*?|class|interface|type|enum)\\s+${word}`,
    `\\b(?:const|let|var)\\s+(?:${word}|[{[][^}\\]]*${word}[^}\\]]*[}\\]]\\s*=)`,
    `\\bexport\\s*\\{[^}]*${word}`,
    `^\\s*(?:(?:export|default|async|static|readonly|public|private|get|set)\\s+)*['"]?${n}['"]?\\??\\s*[:=]`,
    `^\\s*(?:async\\s+)?\\*?${n}\\s*(?:<[^>]*>)?\\([^)]*\\)?\\s*(?::[^{]*)?\\{?$`,
    `[{,]\\s*${n}\\s*:`,
    `\\bexports\\.${n}\\s*=`,
  ].some((definition) => new RegExp(definition, 'm').test(text));
}

/** A problem found: the doc, its line, what it names and why that is wrong. */
type Problem = string;

function checkAnchor(doc: string, line: number, file: string, anchor: string | undefined, problems: Problem[]) {
  if (!anchor || !file.endsWith('.md')) return;
  if (!anchorsOf(file).has(anchor)) problems.push(`${doc}:${line}: ${file}#${anchor}: no such heading in ${file}`);
}

function pathProblems(doc: string, markdown: string): Problem[] {
  const text = withoutFences(markdown);
  const problems: Problem[] = [];
  for (const match of text.matchAll(/`([^`]+)`/g)) {
    const named = pathIn(match[1]);
    if (!named) continue;
    const line = lineOf(text, match.index);
    if (named.kind === 'name') {
      if (named.target in NOT_IN_REPOSITORY) continue;
      if (filesOf(named.target).length === 0) problems.push(`${doc}:${line}: \`${match[1]}\`: no file of that name in the repository`);
      continue;
    }
    const state = pathState(named.target);
    if (state === 'missing') problems.push(`${doc}:${line}: \`${match[1]}\`: no such ${named.target.endsWith('/') ? 'folder' : 'file'}`);
    if (state === 'exists') checkAnchor(doc, line, named.target, named.anchor, problems);
  }
  return problems;
}

function linkProblems(doc: string, markdown: string): Problem[] {
  const text = withoutFences(markdown);
  const problems: Problem[] = [];
  const docDir = path.posix.dirname(doc);
  for (const match of text.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)) {
    const href = match[1];
    if (/^[a-z][a-z+.-]*:/i.test(href)) continue;
    const line = lineOf(text, match.index);
    const [target, anchor] = href.split('#');
    const file = target ? path.posix.normalize(path.posix.join(docDir, target)) : doc;
    if (!existsSync(path.join(root, file))) {
      problems.push(`${doc}:${line}: link to ${href}: no such file (${file})`);
      continue;
    }
    checkAnchor(doc, line, file, anchor, problems);
  }
  // Anchors written in prose or code spans, outside links: requirements.md#routes, docs/deploy.md#deploy-on-vercel.
  for (const match of text
    .replace(/\]\([^)]*\)/g, (link) => ' '.repeat(link.length))
    .matchAll(/(?<![\w/.-])((?:[\w.-]+\/)*[\w.-]+\.md)#([\w-]+)/g)) {
    const line = lineOf(text, match.index);
    const named = match[1];
    const file = [path.posix.normalize(path.posix.join(docDir, named)), named].find((candidate) => existsSync(path.join(root, candidate)));
    if (!file) problems.push(`${doc}:${line}: ${named}#${match[2]}: no such file`);
    else checkAnchor(doc, line, file, match[2], problems);
  }
  return problems;
}

const IDENTIFIER = '[A-Za-z_$][\\w$]*';

function functionProblems(doc: string, markdown: string): Problem[] {
  const lines = withoutFences(markdown);
  // Line breaks as spaces (same length, so offsets keep their lines): prose wraps anywhere.
  const text = lines.replace(/\n/g, ' ');
  const problems: Problem[] = [];
  /** `defined`: "`name` in `file`" says the file defines it; a parenthesis after a file only that the file names it. */
  const requireName = (offset: number, name: string, span: string, defined = true) => {
    const named = pathIn(span);
    // A file, not a folder: "`console` in `lib/`" says where a rule applies, not where a function is.
    if (!named || named.target.endsWith('/') || named.target in NOT_IN_REPOSITORY || named.target.split('/')[0] in NOT_IN_REPOSITORY)
      return;
    const candidates = filesOf(named.target);
    if (candidates.length === 0) return; // reported as a missing path
    if (!candidates.some((file) => (defined ? defines : holds)(file, name))) {
      problems.push(
        `${doc}:${lineOf(lines, offset)}: \`${name}\` is said to be in \`${span}\`, which does not ${defined ? 'define' : 'hold'} it`,
      );
    }
  };
  // "`a` in `file`", "`a` and `b` in `file`", "`a`, `b` of `file`", "`a` from `file`"
  const list = `((?:\`${IDENTIFIER}(?:\\(\\))?\`(?:,? and |,? or |, )?)+)`;
  for (const match of text.matchAll(new RegExp(`${list} (?:in|of|from) \`([^\`]+)\``, 'g'))) {
    for (const name of match[1].matchAll(new RegExp(`\`(${IDENTIFIER})(?:\\(\\))?\``, 'g'))) requireName(match.index, name[1], match[2]);
  }
  // "`file` (... `name` ...)": what a parenthesis right after a file says of it names that file's
  // own identifiers ("`guard.ts` (`guardRequest`: the rate limit, then same origin)").
  for (const match of text.matchAll(/`([^`]+)` \(/g)) {
    const open = match.index + match[0].length;
    let depth = 1;
    let end = open;
    while (end < text.length && depth > 0) {
      if (text[end] === '(') depth += 1;
      else if (text[end] === ')') depth -= 1;
      end += 1;
    }
    for (const name of text.slice(open, end - 1).matchAll(new RegExp(`\`(${IDENTIFIER})(?:\\(\\))?\``, 'g'))) {
      requireName(match.index, name[1], match[1], false);
    }
  }
  // "`name()`"
  for (const match of text.matchAll(new RegExp(`\`(${IDENTIFIER})\\(\\)\``, 'g'))) {
    const name = match[1];
    if (name in FOREIGN_CALLS) continue;
    if (!sourceFiles.some((file) => holds(file, name)))
      problems.push(`${doc}:${lineOf(lines, match.index)}: \`${name}()\`: no source file holds it`);
  }
  return problems;
}

describe.each(docFiles)('%s', (doc) => {
  it('names only files and folders that exist', () => {
    expect(pathProblems(doc, read(doc))).toEqual([]);
  });

  it('links only to files that exist and to headings they have', () => {
    expect(linkProblems(doc, read(doc))).toEqual([]);
  });

  it('puts each function it names in a file that defines it', () => {
    expect(functionProblems(doc, read(doc))).toEqual([]);
  });
});

describe('the check itself', () => {
  it('finds a function said to be in a file that does not define it', () => {
    const sample = [
      'The handlers guard with `guard.ts` (`clientAddress`: the client address), then',
      '`parseBody` and `clientAddress` in `lib/api/guard.ts`; `sendFax()` answers.',
      // What docs/architecture.md said before the check: the client address is read in http.ts.
      '`guard.ts` (`guardRequest`: same origin, rate limit; the client address from `TRUSTED_PROXY_HOPS`)',
    ].join('\n');
    expect(functionProblems('sample.md', sample)).toEqual([
      'sample.md:2: `parseBody` is said to be in `lib/api/guard.ts`, which does not define it',
      'sample.md:2: `clientAddress` is said to be in `lib/api/guard.ts`, which does not define it',
      'sample.md:1: `clientAddress` is said to be in `guard.ts`, which does not hold it',
      'sample.md:3: `TRUSTED_PROXY_HOPS` is said to be in `guard.ts`, which does not hold it',
      'sample.md:2: `sendFax()`: no source file holds it',
    ]);
    expect(functionProblems('sample.md', '`clientAddress` in `lib/api/http.ts`, and `http.ts` (`clientAddress`).')).toEqual([]);
    // A function that moved: the file it was in still calls it, but no longer defines it.
    expect(functionProblems('sample.md', '`clientAddress` in `lib/api/rate-limit.ts`; `rate-limit.ts` (`clientAddress`).')).toEqual([
      'sample.md:1: `clientAddress` is said to be in `lib/api/rate-limit.ts`, which does not define it',
    ]);
    // Defined as a function, a constant, a type, an object's key and a JSON key.
    const defined = [
      '`guardRequest` in `lib/api/guard.ts`',
      '`RATE_LIMIT_WINDOW_MS` in `lib/api/rate-limit.ts`',
      '`RateLimitWindow` in `lib/store/rate-limits.ts`',
      '`imageSizes` in `next.config.ts`',
      '`allowScripts` in `package.json`',
    ];
    expect(functionProblems('sample.md', defined.join(', '))).toEqual([]);
  });

  it('finds a missing file or folder, and a link or an anchor to a heading that is not there', () => {
    const sample = [
      '`lib/http/routes.test.ts` and `lib/route.test.ts`, `deploy/`, `e2e/`, `var/db/`, `gaurd.ts`,',
      '[deploy](docs/architecture.md#deploy) and [x](docs/nowhere.md), requirements.md#routes.',
    ].join('\n');
    expect(pathProblems('sample.md', sample)).toEqual([
      'sample.md:1: `lib/route.test.ts`: no such file',
      'sample.md:1: `gaurd.ts`: no file of that name in the repository',
    ]);
    expect(linkProblems('docs/sample.md', sample)).toEqual([
      'docs/sample.md:2: link to docs/architecture.md#deploy: no such file (docs/docs/architecture.md)',
      'docs/sample.md:2: link to docs/nowhere.md: no such file (docs/docs/nowhere.md)',
    ]);
    expect(linkProblems('README.md', sample)).toEqual([
      'README.md:2: docs/architecture.md#deploy: no such heading in docs/architecture.md',
      'README.md:2: link to docs/nowhere.md: no such file (docs/nowhere.md)',
      'README.md:2: requirements.md#routes: no such file',
    ]);
  });
});

it('the source files cite only headings the docs have (docs/x.md#anchor)', () => {
  const problems: Problem[] = [];
  for (const file of sourceFiles) {
    const text = contentOf(file);
    for (const match of text.matchAll(/(?<![\w/.-])(docs\/[\w.-]+\.md)#([\w-]+)/g)) {
      const line = lineOf(text, match.index);
      if (!existsSync(path.join(root, match[1]))) problems.push(`${file}:${line}: ${match[1]}: no such file`);
      else checkAnchor(file, line, match[1], match[2], problems);
    }
  }
  expect(problems).toEqual([]);
});

it('keeps the hand-written header of docs/audit.md when npm run audit or bench rewrites a section', () => {
  // tools/perf/audit-doc.mjs is an ES module of the measuring tools: run it as they do, on the file's text.
  const script = `
    import { readFileSync } from 'node:fs';
    import { withSection } from './tools/perf/audit-doc.mjs';
    const text = readFileSync('docs/audit.md', 'utf8');
    const body = /<!-- section:lighthouse -->\\n([\\s\\S]*?)\\n<!-- \\/section:lighthouse -->/.exec(text)[1];
    process.stdout.write(JSON.stringify({ same: withSection(text, 'lighthouse', body) === text, changed: withSection(text, 'lighthouse', '## New figures') }));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  const { same, changed } = JSON.parse(run.stdout) as { same: boolean; changed: string };
  const text = read('docs/audit.md');
  const header = text.slice(0, text.indexOf('<!-- section:'));
  expect(same).toBe(true);
  expect(changed.startsWith(header)).toBe(true);
  expect(changed).toContain('<!-- section:lighthouse -->\n## New figures\n<!-- /section:lighthouse -->');
  expect(header).toMatch(/^## Reading the Lighthouse table$/m);
});
