import { existsSync } from 'node:fs';

/** `CHROMIUM_PATH` when set, else the first of `files` present, else undefined. */
function chromiumAmong(files) {
  return process.env.CHROMIUM_PATH || files.find((file) => existsSync(file));
}

/**
 * The system Chromium the end-to-end tests drive, if this machine has one: Chromium's headless
 * shell first, Blink without the browser's interface, which Playwright itself runs for headless
 * tests and which needs less CPU for the same checks (docs/decisions.md).
 * @returns {string | undefined} `CHROMIUM_PATH` when set, else `/usr/bin/chromium-headless-shell`
 *   (Debian's `chromium-headless-shell`), else `/usr/bin/chromium`, when present, else undefined
 *   (the caller falls back to Playwright's own browser).
 */
export function testChromium() {
  return chromiumAmong(['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']);
}

/**
 * The system Chromium the audits drive: the whole browser, as a visitor runs it.
 * @returns {string | undefined} `CHROMIUM_PATH` when set, else `/usr/bin/chromium` when present,
 *   else undefined (the caller falls back to Playwright's own browser).
 */
export function systemChromium() {
  return chromiumAmong(['/usr/bin/chromium']);
}
