// Makes sure the end-to-end tests have a Chromium before Playwright starts a build and a server.
// Order (as the README's requirements say): CHROMIUM_PATH, then /usr/bin/chromium-headless-shell, then
// /usr/bin/chromium, then Playwright's own browser, installed with `playwright install chromium` when
// missing. Stops at once otherwise.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { testChromium } from './chromium-path.mjs';

function fail(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}

if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
  fail(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there.`);
}
const system = testChromium();
if (system) {
  console.log(`End-to-end tests use ${system}`);
  process.exit(0);
}
if (!existsSync(chromium.executablePath())) {
  console.log("No system Chromium found: installing Playwright's own (playwright install chromium)");
  const install = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  if (install.status !== 0 || !existsSync(chromium.executablePath())) {
    fail(
      'No Chromium for the end-to-end tests. Install one of:\n' +
        '  - Debian: apt-get install chromium-headless-shell (or chromium)\n' +
        '  - any Chromium, then set CHROMIUM_PATH to its executable\n' +
        "  - Playwright's browser: npx playwright install chromium",
    );
  }
}
console.log(`End-to-end tests use Playwright's Chromium at ${chromium.executablePath()}`);
