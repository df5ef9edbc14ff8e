// The page and flow checks against the second content set (docs/architecture.md#tests), the last
// step of `npm test`: a copy of the project in var/ (e2e/support/servers.ts), its content changed by
// test/fixtures/content-alt.ts, then Playwright in the copy with playwright.alt-content.config.ts,
// so every spec and fixture reads the copy's content as the site there does. Arguments are passed
// to Playwright (e.g. a spec's name). The copy is removed afterwards, unless KEEP_ALT_CONTENT=1.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { editableCopyOfSite, projectRoot } from '../e2e/support/servers';
import { applyAltContent } from '../test/fixtures/content-alt';

const copy = editableCopyOfSite();
let status = 1;
try {
  const removed = applyAltContent(copy);
  console.log(`Second content set in ${path.relative(projectRoot, copy)} (machine ${removed} removed)`);
  // The main build's Turbopack cache, when there is one, spares the copy's build most of its work.
  const cache = path.join(projectRoot, '.next', 'cache', 'turbopack');
  if (existsSync(cache)) cpSync(cache, path.join(copy, '.next', 'cache', 'turbopack'), { recursive: true });
  const run = spawnSync('npx', ['playwright', 'test', '--config', 'playwright.alt-content.config.ts', ...process.argv.slice(2)], {
    cwd: copy,
    stdio: 'inherit',
  });
  status = run.status ?? 1;
} finally {
  if (process.env.KEEP_ALT_CONTENT !== '1') rmSync(copy, { recursive: true, force: true });
}
process.exit(status);
