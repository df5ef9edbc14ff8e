import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mainSections, outsideServices, quickRequests } from '../lib/content/menus';
import { pageBlock, readPage } from '../lib/content/pages';
import { richTextPlain, type ShopValue } from '../lib/content/schemas/rich-text';
import { linkHref, shopFact, siteConfig } from '../lib/content/site';
import { expect, test } from './support/fixtures';
import { layoutShift } from './support/layout-shift';
import { isDrawn, NARROW_BOUND_WIDTHS } from './support/narrow-words';

test.describe('header and footer', () => {
  test('show phones, hours, external services, address and the credit application', async ({ page }) => {
    await page.goto('/supplies');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: new RegExp(siteConfig.phones.main.replace(/[()]/g, '\\$&')) })).toBeVisible();
    await expect(header.getByRole('link', { name: new RegExp(siteConfig.phones.service.replace(/[()]/g, '\\$&')) })).toBeVisible();
    // The hours (data/content/shop.json, in one line, e.g. 'Monday-Friday 8am-5pm') are in the top
    // bar on wide screens and in the menu's panel on phones: one is shown.
    await expect(header.getByText(siteConfig.hours.label).filter({ visible: true })).toBeVisible();
    for (const { label, href } of outsideServices) {
      await expect(header.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', linkHref(href));
    }
    await expect(header.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', siteConfig.social[0].href);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(siteConfig.address.street)).toBeVisible();
    await expect(footer.getByText(siteConfig.hours.label)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Credit Application (PDF)' })).toHaveAttribute(
      'href',
      siteConfig.external.creditApplication,
    );
    for (const { label, href } of mainSections) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('the credit application is a PDF', async ({ request }) => {
    const response = await request.get(siteConfig.external.creditApplication);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
  });

  test('the Quick Requests menu works with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Quick Requests' });
    await button.focus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    for (const { label } of quickRequests) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: quickRequests[0].label, exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${quickRequests[1].href}$`));
  });

  test('the skip link moves to the content', async ({ page }) => {
    await page.goto('/services');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the navigation sits behind a Menu button and nothing overflows', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const [first, second] = mainSections;
    await expect(nav.getByRole('link', { name: first.label, exact: true })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: first.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${first.href}$`));
    await expect(nav.getByRole('link', { name: second.label, exact: true })).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("the shop's name beside the logo", () => {
  // Up to 640 px the logo stands for it, the link still named by it.
  for (const [width, shown] of NARROW_BOUND_WIDTHS) {
    test(`at ${width} px it is ${shown ? 'shown' : 'read by screen readers, not shown'}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const home = page.getByRole('banner').getByRole('link', { name: siteConfig.name, exact: true });
      await expect(home).toHaveAttribute('href', '/');
      const { drawn, box } = await isDrawn(home.getByText(siteConfig.name, { exact: true }));
      expect(drawn, `the name's box: ${box}`).toBe(shown);
    });
  }
});

test.describe('on a 390 x 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const escaped = (text: string) => new RegExp(text.replace(/[()]/g, '\\$&'));

  test('the header is under 130 px: both numbers to tap, Quick Requests and Menu; the rest one tap away in the menu', async ({ page }) => {
    await page.goto('/quote');
    const header = page.getByRole('banner');
    expect((await header.boundingBox())!.height).toBeLessThan(130);
    for (const phone of [siteConfig.phones.main, siteConfig.phones.service]) {
      await expect(header.getByRole('link', { name: escaped(phone) })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    }
    await expect(header.getByRole('button', { name: 'Quick Requests' })).toBeVisible();
    const menu = header.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // The page's own heading starts right under it, on the first screen.
    expect((await page.getByRole('heading', { level: 1 }).boundingBox())!.y).toBeLessThan(300);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText(siteConfig.hours.label)).toBeHidden();
    await menu.click();
    await expect(nav.getByText(siteConfig.hours.label)).toBeVisible();
    for (const name of [mainSections[0].label, mainSections.at(-1)!.label, ...outsideServices.map((link) => link.label)]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', siteConfig.social[0].href);
    // The panel opens over the page: the heading has not moved.
    expect((await page.getByRole('heading', { level: 1 }).boundingBox())!.y).toBeLessThan(300);
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: outsideServices[0].label, exact: true })).toBeHidden();
  });

  test('focus goes through the header in reading order', async ({ page }) => {
    await page.goto('/quote');
    const names: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      names.push(await page.evaluate(() => (document.activeElement as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
    }
    expect(names).toEqual([
      'Skip to content',
      `Main ${siteConfig.phones.main}`,
      `Service ${siteConfig.phones.service}`,
      siteConfig.name,
      'Quick Requests ▾',
      '☰ Menu',
    ]);
  });
});

test.describe('start-up behaviour', () => {
  test('keeps one random session id across visits', async ({ page }) => {
    await page.goto('/');
    const sessionId = () => page.evaluate(() => localStorage.getItem('session_id'));
    await expect.poll(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const first = await sessionId();
    await page.goto('/supplies');
    await expect.poll(sessionId).toBe(first);
  });

  test('unregisters a service worker the old site left behind', async ({ page, context }) => {
    // Register a worker on a first visit, as the old site did, then load the site again.
    await context.route('**/old-sw.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'self.addEventListener("fetch", () => {});' }),
    );
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/old-sw.js');
    });
    await page.reload();
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  });
});

test.describe('at 1440 px wide', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the top bar's last link ends where the header's Quick Requests button ends", async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    // The social links shown at this width are the top bar's (the menu's panel is hidden).
    const social = (await header
      .getByRole('link', { name: /opens in a new tab/ })
      .filter({ visible: true })
      .last()
      .boundingBox())!;
    const button = (await header.getByRole('button', { name: 'Quick Requests' }).boundingBox())!;
    expect(social.x + social.width).toBeCloseTo(button.x + button.width, 0);
  });
});

test.describe('years in business', () => {
  // The whole calendar years since the founding year, as a visitor would count them.
  const years = new Date().getFullYear() - siteConfig.founded;

  test('the home page and About count them from the founding year', async ({ page }) => {
    await page.goto('/');
    // The home page's band with figures, as its content file says it (data/content/pages/home.json), the years counted here.
    const fact = (value: ShopValue) => (value === 'years' ? String(years) : shopFact(value));
    const [about] = readPage('/').blocks.flatMap((block) =>
      block.discriminant === 'section' && block.value.stats.length > 0 ? [block.value] : [],
    );
    await expect(page.getByText(richTextPlain(about.body, fact))).toBeVisible();
    const yearsFigure = about.stats.find((stat) => stat.value === '{% shop value="years" /%}');
    expect(yearsFigure, 'a figure of the home page is the years in business').toBeDefined();
    const label = richTextPlain(yearsFigure!.label, fact);
    await expect(page.getByRole('listitem').filter({ hasText: label })).toHaveText(`${years} ${label}`);
    await page.goto('/about');
    // About's lead and its figure of the years, as its content file says them (data/content/pages/about.json), the years counted here.
    const aboutPage = readPage('/about');
    await expect(page.getByText(richTextPlain(pageBlock(aboutPage, 'hero', '/about').lead, fact))).toBeVisible();
    const aboutYears = pageBlock(aboutPage, 'stats', '/about').stats.find((stat) => stat.value.includes('{% shop value="years" /%}'));
    expect(aboutYears, 'a figure of About is the years in business').toBeDefined();
    await expect(page.getByText(richTextPlain(aboutYears!.value, fact), { exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${siteConfig.founded}-${new Date().getFullYear()}`);
  });
});

/**
 * Markup with a class of components/layout/layout.module.css: a build names a CSS Module's class
 * `<hash>_<local>` (Turbopack; `<file>__<hash>__<local>` in development).
 */
const moduleClass = (local: string) => new RegExp(`class="[^"]*_${local}[" ]`);

/**
 * The header's parts in the order of its HTML. A browser without the render-blocking link, on a
 * slow phone or network, may paint the page before its HTML has all arrived; the header must then
 * show its first parts where they stay.
 */
const headerParts = [
  moduleClass('phones'),
  moduleClass('extrasBar'),
  moduleClass('links'),
  // Between the first service and the second.
  '</a></li><li>',
  moduleClass('social'),
  moduleClass('main'),
  moduleClass('quick'),
  '<nav',
  // The navigation's panel (components/layout/CollapsibleNav.tsx).
  '<div id=',
  '<main',
];

/**
 * The footer's grid items in the order of its HTML, and its last line: painted with the first ones
 * only, they must already stand in the columns they keep.
 */
const footerParts = [
  'aria-labelledby="footer-visit"',
  'aria-labelledby="footer-call"',
  'aria-labelledby="footer-sections"',
  moduleClass('copyright'),
];

/** How long the relay waits before each part (ms): several frames. */
const PART_PAUSE_MS = 150;

/** The root layout's render-blocking link (app/layout.tsx), which only Chromium has (from 124). */
const RENDER_BLOCKING_LINK = /<link rel="expect"[^>]*>/;

/**
 * A loopback relay in front of the site that sends a page's HTML in pieces, pausing before each
 * of `parts`, markup that the page has in this order, each found after the one before it (a page
 * without one of them gets a line naming it instead); everything else passes through at once.
 * With `renderBlocking` false it takes the render-blocking link out of the HTML, so Chromium paints
 * as Safari and Firefox do, while the HTML is still arriving.
 * @returns the relay's base URL, and close()
 */
async function dribblingRelay(site: string, parts: (string | RegExp)[], { renderBlocking }: { renderBlocking: boolean }) {
  const server = http.createServer(async (request, response) => {
    const answer = await fetch(new URL(request.url!, site), { headers: { 'accept-encoding': 'identity' } });
    const headers = [...answer.headers].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name));
    response.writeHead(answer.status, Object.fromEntries(headers));
    const bytes = Buffer.from(await answer.arrayBuffer());
    if (!answer.headers.get('content-type')?.includes('text/html')) return response.end(bytes);
    const html = bytes.toString();
    if (!RENDER_BLOCKING_LINK.test(html)) return response.end(`The relay found no render-blocking link in ${request.url}`);
    const body = renderBlocking ? html : html.replace(RENDER_BLOCKING_LINK, '');
    const cuts: number[] = [];
    for (const part of parts) {
      const from = (cuts.at(-1) ?? -1) + 1;
      const found = typeof part === 'string' ? body.indexOf(part, from) : body.slice(from).search(part);
      if (found < 0) return response.end(`The relay found no ${part} in ${request.url}`);
      cuts.push(typeof part === 'string' ? found : from + found);
    }
    let sent = 0;
    for (const at of cuts) {
      response.write(body.slice(sent, at));
      sent = at;
      await new Promise((resolve) => setTimeout(resolve, PART_PAUSE_MS));
    }
    response.end(body.slice(sent));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

test('the header stays where it is first painted while its HTML arrives in pieces, at every width', async ({ page, baseURL }) => {
  test.slow();
  const relay = await dribblingRelay(baseURL!, headerParts, { renderBlocking: false });
  try {
    for (const route of ['/', '/quote']) {
      for (const width of [360, 412, 700, 1000, 1280]) {
        await page.setViewportSize({ width, height: 823 });
        await page.goto(`${relay.url}${route}`);
        await expect(page.getByRole('banner').getByRole('button', { name: 'Quick Requests' })).toBeVisible();
        await expect.poll(() => layoutShift(page), `layout shift of ${route} at ${width} px`).toBe(0);
      }
    }
  } finally {
    await relay.close();
  }
});

test('the footer stays where it is first painted while its HTML arrives in pieces', async ({ page, baseURL }) => {
  test.slow();
  const relay = await dribblingRelay(baseURL!, footerParts, { renderBlocking: false });
  try {
    // The service call's first step is short: its footer is on the first screen. Narrower, the
    // footer has one or two columns, which its parts fill in order whatever has arrived.
    for (const width of [740, 1000, 1280]) {
      await page.setViewportSize({ width, height: 720 });
      await page.goto(`${relay.url}/repair/servicecall`);
      await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Sections' })).toBeVisible();
      await expect.poll(() => layoutShift(page), `layout shift at ${width} px`).toBe(0);
    }
  } finally {
    await relay.close();
  }
});

test('with the render-blocking link, the first frame already has the main part of the page', async ({ page, baseURL }) => {
  // No frame runs while rendering is blocked: the first one is the first paint.
  await page.addInitScript(() =>
    requestAnimationFrame(() => {
      document.documentElement.dataset.firstFrameHadMain = String(document.getElementById('main') !== null);
    }),
  );
  const relay = await dribblingRelay(baseURL!, ['<main'], { renderBlocking: true });
  try {
    await page.goto(`${relay.url}/`);
    await expect(page.locator('html')).toHaveAttribute('data-first-frame-had-main', 'true');
  } finally {
    await relay.close();
  }
});
