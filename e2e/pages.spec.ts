import { siteConfig } from '../lib/site';
import { expect, fakeOutsidePages, test } from './fixtures';

test.describe('contact form slots', () => {
  const slots: [string, string][] = [
    ['/quote', 'Request a Quote'],
    ['/callme', 'Request a Call-Back'],
    ['/support', 'Contact Us'],
    ['/quicksupply', 'Quick Supply Order'],
    ['/pickup', 'Expedited Pickup Request'],
    ['/lease', 'Contact Us'],
    ['/design', 'Contact Us'],
    ['/covid', 'Request a Quote'],
    ['/services/print/smallformat', 'Need help with your order?'],
    ['/services/print/engineering', 'Questions about a plan set?'],
    ['/services/bid/plancenter', 'Contact Us'],
    ['/bidsets', 'Contact Us'],
    ['/about', 'Get a FREE on site analysis'],
    ['/library/template/3', 'Need this template customized?'],
  ];
  for (const [route, heading] of slots) {
    test(`${route} ends with the contact form '${heading}'`, async ({ page }) => {
      await page.goto(route);
      const form = page.getByRole('region', { name: heading });
      await expect(form.getByLabel('Email', { exact: true })).toBeVisible();
      await expect(form.getByLabel('Phone', { exact: true })).toBeVisible();
    });
  }

  test('/covid#quote lands on the quote form', async ({ page }) => {
    await page.goto('/covid');
    await page.getByRole('link', { name: 'Get a Quote' }).first().click();
    await expect(page).toHaveURL(/#quote$/);
    await expect(page.locator('#quote').getByRole('heading', { name: 'Request a Quote' })).toBeInViewport();
  });

  test('the About form is the basic variant: name, email and phone only', async ({ page }) => {
    await page.goto('/about');
    const form = page.getByRole('region', { name: 'Get a FREE on site analysis' });
    await expect(form.getByRole('textbox')).toHaveCount(3);
    await expect(form.getByLabel('Message')).toHaveCount(0);
  });
});

test.describe('equipment', () => {
  test('a category lists its machines as cards with Read More links', async ({ page }) => {
    await page.goto('/equipment/wide');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wide Format Multi Function');
    const readMore = page.getByRole('link', { name: /^Read More/ });
    expect(await readMore.count()).toBeGreaterThanOrEqual(4);
    await readMore.first().click();
    await expect(page).toHaveURL(/\/equipment\/wide\/0$/);
  });

  test('the mfp category shows the vendor showcase', async ({ page }) => {
    await page.goto('/equipment/mfp');
    await expect(page.getByRole('heading', { name: 'Explore the HP office lineup' })).toBeVisible();
  });

  test('a machine with datasheet, video and series shows all three', async ({ page }) => {
    await page.goto('/equipment/wide/0');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HP DesignJet T850 36-in MFP');
    await expect(page.getByRole('link', { name: /Download Datasheet/ })).toHaveAttribute('href', /hp-designjet-t850-mfp\.pdf$/);
    await expect(page.getByRole('link', { name: /View Product Video/ })).toBeVisible();
    await expect(page.locator('iframe[title^="3D virtual demo"]')).toHaveAttribute('src', /designjet-t-series\/t850$/);
  });

  test("the 3D demo loads the vendor's page only when the visitor opens it", async ({ page }) => {
    const demoRequests = await fakeOutsidePages(page, '<!doctype html><title>3D demo</title><p>Turn me around</p>');
    await page.goto('/equipment/wide/0');
    const frame = page.getByTitle('3D virtual demo of the HP DesignJet T850');
    const summary = page.getByText('Show the 3D virtual demo');
    // Where the closed frame would be in view, and two frames later (a lazy frame in view is
    // requested at the next rendering), nothing has been asked of the vendor.
    await summary.scrollIntoViewIfNeeded();
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(frame).toBeHidden();
    expect(demoRequests).toEqual([]);
    await summary.click();
    await expect(frame).toBeVisible();
    await expect(frame.contentFrame().getByText('Turn me around')).toBeVisible();
    expect(demoRequests).toEqual([`${siteConfig.external.demo3d}designjet-t-series/t850`]);
  });

  test('a machine without datasheet, video or series shows none of them', async ({ page }) => {
    await page.goto('/equipment/cad/0');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HP DesignJet T230 24-in Printer');
    await expect(page.getByRole('link', { name: /Download Datasheet/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /View Product Video/ })).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('/data/Machinesnc.json serves the machines by category', async ({ request }) => {
    const response = await request.get('/data/Machinesnc.json');
    expect(response.status()).toBe(200);
    const data = await response.json();
    expect(Object.keys(data).sort()).toEqual(['cad', 'graphics', 'mfp', 'scanners', 'wide']);
    expect(data.wide[0].name).toBe('HP DesignJet T850 36-in MFP');
  });
});

test.describe('template library', () => {
  test('lists the 14 templates in reverse order, each with Order Prints', async ({ page }) => {
    await page.goto('/library');
    const links = page.getByRole('link', { name: /^Order Prints/ });
    await expect(links).toHaveCount(14);
    await expect(links.first()).toHaveAttribute('href', '/library/template/13');
    await expect(links.last()).toHaveAttribute('href', '/library/template/0');
  });

  test('shows rows of 5 on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/library');
    const tops = await page
      .getByRole('link', { name: /^Order Prints/ })
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    const perRow = tops.filter((top) => top === tops[0]).length;
    expect(perRow).toBe(5);
  });

  test('a template page offers style, material, size and quantity', async ({ page }) => {
    await page.goto('/library/template/3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Face Mask Required');
    await expect(page.getByLabel('Style')).toContainText('Window Cling');
    await expect(page.getByLabel('Material')).toContainText('Gator Board');
    await expect(page.getByLabel('Size')).toContainText('17x22 - $10');
    const quantity = page.getByRole('spinbutton', { name: /Quantity/ });
    await expect(quantity).toHaveValue('1');
    await expect(quantity).toHaveAttribute('min', '1');
    await expect(quantity).toHaveAttribute('step', '1');
    await expect(page.getByLabel('Extra Instructions')).toBeVisible();
  });
});

test.describe('carousels', () => {
  test('the home brand carousel can be paused and moved by keyboard', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Brands we carry' });
    await expect(carousel).toBeVisible();
    const pause = carousel.getByRole('button', { name: 'Pause automatic slide show' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeEnabled();
  });

  test('the symposium page shows five slides', async ({ page }) => {
    await page.goto('/hpshow');
    const carousel = page.getByRole('region', { name: 'Symposium sessions' });
    await expect(carousel.getByRole('group')).toHaveCount(5);
  });
});

test('the repair page accordion opens on the service agreement promise', async ({ page }) => {
  await page.goto('/repair');
  const promise = page.getByText(/within 1 hour and are onsite in 4 hours on average/);
  await expect(promise).toBeHidden();
  await page.getByText('Service/Supply Agreements').click();
  await expect(promise).toBeVisible();
});
