// The time to a form's first useful keypress, for `npm run audit` (docs/requirements.md#forms-without-javascript;
// docs/audit.md, "The forms' first keypress"): from the start of the navigation until a character
// typed into the form's name field shows there and is still there once the page has loaded and
// hydrated. The page is loaded over the phone's connection (tools/perf/phone-link.mjs) with the CPU
// slowed down 4 times, as Lighthouse's mobile preset does.

/** How often the field is looked at and, while it is empty, typed into (ms). */
const POLL_MS = 25;
/** How long the page is watched after its load for a script that empties the field again (ms). */
const SETTLE_MS = 3000;
/** How long a keypress that has not shown is waited for before the character is typed again (ms). */
const RETYPE_MS = 2000;
/** How long one measurement may take before it fails (ms). */
const GIVE_UP_MS = 60_000;

/** A run whose document, script or stylesheet failed to load: it says nothing of the page. */
class FailedLoad extends Error {}

/** The kinds of request without which a run measures a broken page. */
const NEEDED = new Set(['document', 'script', 'stylesheet']);

/**
 * Opens `url` in a new page of `browser` at CPU 4x and types one character into the field
 * `selector` as soon as it is there, and again whenever it was emptied (a script that replaced the
 * field's value lost the keypress), until the page has loaded and SETTLE_MS passed. A run in which
 * one of the page's own requests failed is measured again, `attempts` times in all at most.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {string} selector the name field, e.g. 'input[name="name"]'
 * @param {number} [attempts]
 * @returns {Promise<{ shown: number, lost: number }>} `shown`: ms from the navigation's start (the
 *   page's own clock) until the character showed for the last time; `lost`: how many keypresses a
 *   script emptied, seen or not
 * @throws Error when no keypress has shown, or the page has not loaded, within GIVE_UP_MS; the last
 *   `FailedLoad` when every attempt had a request fail
 */
export async function firstUsefulKeypress(browser, url, selector, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    try {
      return await measure(context, url, selector);
    } catch (error) {
      if (!(error instanceof FailedLoad) || attempt >= attempts) throw error;
      console.log(`  ${error.message}: measured again (${attempt + 1} of ${attempts})`);
    } finally {
      await context.close();
    }
  }
}

/** One run of firstUsefulKeypress, in `context`. */
async function measure(context, url, selector) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let loaded = false;
  page.once('load', () => {
    loaded = true;
  });
  /** The page's own requests that failed, e.g. 'script /_next/static/chunks/a.js: net::ERR_EMPTY_RESPONSE'. */
  const failed = [];
  page.on('requestfailed', (request) => {
    if (NEEDED.has(request.resourceType()))
      failed.push(`${request.resourceType()} ${new URL(request.url()).pathname}: ${request.failure()?.errorText}`);
  });
  await page.goto(url, { waitUntil: 'commit' });
  let shown;
  let typedAt;
  let lost = 0;
  let settledAt;
  const giveUpAt = Date.now() + GIVE_UP_MS;
  for (;;) {
    if (failed.length > 0) throw new FailedLoad(`${url}: ${failed.join('; ')}`);
    if (Date.now() > giveUpAt) {
      const what = shown === undefined ? `no keypress showed in ${selector}` : "the page's load event did not come";
      throw new Error(`${url}: ${what} within ${GIVE_UP_MS} ms`);
    }
    // One look at the field, in the page's own task queue: it answers once the page's main thread is free.
    const state = await page.evaluate((field) => {
      const element = document.querySelector(field);
      return { present: Boolean(element), value: element?.value ?? '', at: performance.now() };
    }, selector);
    if (state.value !== '') {
      shown ??= state.at;
    } else if (state.present && (typedAt === undefined || shown !== undefined || Date.now() - typedAt > RETYPE_MS)) {
      // Typed again once the last keypress had shown and was then emptied, or never showed: one
      // still queued behind a long task is waited for, RETYPE_MS.
      if (typedAt !== undefined) lost += 1;
      shown = undefined;
      typedAt = Date.now();
      await page.focus(selector);
      await page.keyboard.type('a');
    }
    if (loaded && settledAt === undefined) settledAt = Date.now() + SETTLE_MS;
    if (settledAt !== undefined && Date.now() >= settledAt && shown !== undefined) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return { shown, lost };
}
