import { existsSync } from 'node:fs';

/**
 * The system Chromium the tests and audits should drive, if this machine has one.
 * @returns {string | undefined} `CHROMIUM_PATH` when set, else `/usr/bin/chromium` when present,
 *   else undefined (the caller falls back to Playwright's own browser).
 */
export function systemChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}
