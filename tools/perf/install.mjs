// Installs the measuring tools' own packages (Lighthouse, autocannon, vnu-jar and theirs) into
// tools/perf/node_modules with `npm ci --prefix tools/perf`, when one that package-lock.json here
// locks is missing or of another version; does nothing otherwise. `npm run audit` and
// `npm run bench` run it first: the site's own `npm ci` leaves these packages out (tools/perf/README.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const readJson = (file) => JSON.parse(readFileSync(path.join(here, file), 'utf8'));

/** The locked packages that are not installed as locked (an optional one may be left out: another platform's). */
const notAsLocked = Object.entries(readJson('package-lock.json').packages).filter(
  ([key, locked]) =>
    key !== '' &&
    !locked.optional &&
    !locked.link &&
    !(existsSync(path.join(here, key, 'package.json')) && readJson(path.join(key, 'package.json')).version === locked.version),
);

if (notAsLocked.length > 0) {
  const named = notAsLocked.map(([key]) => key.replace(/^.*node_modules\//, ''));
  console.log(
    `tools/perf: ${named.slice(0, 3).join(', ')}${named.length > 3 ? ` and ${named.length - 3} more` : ''} not installed as locked: npm ci --prefix tools/perf`,
  );
  // Without install scripts: the Observatory's and its certificate bundle's download lists from
  // the internet, which a machine with only the npm registry cannot reach (observatory.mjs does
  // without them), and none of the others' is used here (libpq's native build, vnu-jar's).
  const result = spawnSync('npm', ['ci', '--prefix', here, '--no-audit', '--no-fund', '--ignore-scripts'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`tools/perf: npm ci failed (${result.error?.message ?? `exit status ${result.status}`})`);
    process.exit(1);
  }
}
