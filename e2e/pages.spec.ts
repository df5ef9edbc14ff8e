import { readMachines } from '../lib/content/machines';
import { slotWords } from '../lib/content/page-words';
import { pageBlock, readPage } from '../lib/content/pages';
import { richTextPlain } from '../lib/content/schemas/rich-text';
import { shopFact, siteConfig } from '../lib/content/site';
import { categoryPath, machinePath, templatePath } from '../lib/http/routes';
import {
  machineSamples,
  ORDER_SIZE,
  ORDER_SIZE_PRICE,
  ORDER_TEMPLATE_ID,
  orderTemplate,
  templateSamples,
  usd,
} from '../test/fixtures/content-samples';
import { aboutFormHeading } from './support/about-page';
import { describeBox, overlap, within, type Box } from './support/boxes';
import { categoryTitle, hpLineupHeading, templateWords } from './support/equipment-library-pages';
import { expect, test } from './support/fixtures';
import { brandCarouselName, carouselNamed } from './support/home-page';
import { symposiumSlides } from './support/hpshow-page';
import { isDrawn, NARROW_BOUND_WIDTHS } from './support/narrow-words';
import { formHeading } from './support/request-page-words';
import { serviceForm } from './support/services-pages';
import { linesOf, splitShortHyphenatedWords } from './support/text-lines';
import { literal } from './support/text-pattern';

test.describe('contact form slots', () => {
  const slots: [string, string][] = [
    ['/quote', 'Request a Quote'],
    ['/callme', formHeading('/callme')],
    ['/support', 'Contact Us'],
    ['/quicksupply', formHeading('/quicksupply')],
    ['/pickup', formHeading('/pickup')],
    ['/lease', 'Contact Us'],
    ['/design', 'Contact Us'],
    ['/covid', 'Request a Quote'],
    ['/services/print/smallformat', serviceForm('/services/print/smallformat').heading],
    ['/services/print/engineering', serviceForm('/services/print/engineering').heading],
    ['/services/bid/plancenter', serviceForm('/services/bid/plancenter').heading],
    ['/bidsets', 'Contact Us'],
    ['/about', aboutFormHeading],
    [templatePath(ORDER_TEMPLATE_ID), templateWords.form],
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
    // The signage's quote links, as the page's content file names them (data/content/pages/covid.json).
    const { link_label } = pageBlock(readPage('/covid'), 'hotspots', '/covid');
    await page.getByRole('link', { name: link_label }).first().click();
    await expect(page).toHaveURL(/#quote$/);
    await expect(page.locator('#quote').getByRole('heading', { name: 'Request a Quote' })).toBeInViewport();
  });

  test('the About form is the basic variant: name, email and phone only', async ({ page }) => {
    await page.goto('/about');
    const form = page.getByRole('region', { name: aboutFormHeading });
    await expect(form.getByRole('textbox')).toHaveCount(3);
    await expect(form.getByLabel('Message')).toHaveCount(0);
  });
});

test.describe('/covid: the signage picture', () => {
  // Up to 640 px only the numbers show on the picture; the links keep their labels as their names.
  // From 641 px, where the picture is smallest beside its labels, a marker placed in the content
  // file too near the edge or another one would hang out of the picture or cover its neighbour.
  for (const [width, shown] of NARROW_BOUND_WIDTHS) {
    test(`at ${width} px the picture's markers are named by their labels, ${shown ? 'shown beside their numbers, inside the picture and clear of one another' : 'not shown beside their numbers'}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/covid');
      const { label, spots } = pageBlock(readPage('/covid'), 'hotspots', '/covid');
      const markers = page.getByRole('list', { name: label });
      await expect(markers.getByRole('link')).toHaveCount(spots.length);
      const boxes: { label: string; box: Box }[] = [];
      for (const spot of spots) {
        const link = markers.getByRole('link', { name: spot.label, exact: true });
        const { drawn, box } = await isDrawn(link.getByText(spot.label, { exact: true }));
        expect(drawn, `${spot.label}: ${box}`).toBe(shown);
        boxes.push({ label: spot.label, box: (await link.boundingBox())! });
      }
      if (!shown) return;
      const picture = (await markers.locator('..').boundingBox())!;
      for (const [index, { label: name, box }] of boxes.entries()) {
        expect(within(box, picture), `${name} (${describeBox(box)}) inside the picture (${describeBox(picture)})`).toBe(true);
        for (const other of boxes.slice(index + 1)) {
          expect(overlap(box, other.box), `${name} (${describeBox(box)}) clear of ${other.label} (${describeBox(other.box)})`).toBe(false);
        }
      }
    });
  }
});

test.describe('equipment', () => {
  test('a category lists its machines as cards with Read More links', async ({ page }) => {
    const [first] = machineSamples;
    await page.goto(categoryPath(first.category));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryTitle(first.category));
    const readMore = page.getByRole('link', { name: /^Read More/ });
    await expect(readMore).toHaveCount(machineSamples.filter((sample) => sample.category === first.category).length);
    await readMore.first().click();
    await expect(page).toHaveURL(new RegExp(`${first.route}$`));
  });

  test('the mfp category shows the vendor showcase', async ({ page }) => {
    await page.goto('/equipment/mfp');
    await expect(page.getByRole('heading', { name: hpLineupHeading })).toBeVisible();
  });

  test('/data/Machinesnc.json serves the machines by category', async ({ request }) => {
    const response = await request.get('/data/Machinesnc.json');
    expect(response.status()).toBe(200);
    const data = await response.json();
    expect(Object.keys(data).sort()).toEqual(['cad', 'graphics', 'mfp', 'scanners', 'wide']);
    // As the content has them (data/content/machines/), as JSON writes them; a description as its
    // words, as the old site's file had it (app/data/Machinesnc.json/route.ts).
    const machines = Object.entries(readMachines()).map(([category, list]) => [
      category,
      list.map((machine) => ({ ...machine, description: richTextPlain(machine.description, shopFact) })),
    ]);
    expect(data).toEqual(JSON.parse(JSON.stringify(Object.fromEntries(machines))));
  });
});

test.describe('template library', () => {
  test('lists every template in reverse order, each with Order Prints', async ({ page }) => {
    await page.goto('/library');
    const links = page.getByRole('link', { name: /^Order Prints/ });
    await expect(links).toHaveCount(templateSamples.length);
    await expect(links.first()).toHaveAttribute('href', templatePath(templateSamples.length - 1));
    await expect(links.last()).toHaveAttribute('href', templatePath(0));
  });

  test('shows rows of 5 on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/library');
    const tops = await page
      .getByRole('link', { name: /^Order Prints/ })
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    const perRow = tops.filter((top) => top === tops[0]).length;
    expect(perRow).toBe(Math.min(5, templateSamples.length));
  });

  test('a template page offers style, material, size and quantity', async ({ page }) => {
    await page.goto(templatePath(ORDER_TEMPLATE_ID));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(orderTemplate.description);
    await expect(page.getByLabel('Style')).toContainText('Window Cling');
    await expect(page.getByLabel('Material')).toContainText('Gator Board');
    await expect(page.getByLabel('Size')).toContainText(`${ORDER_SIZE} - $${usd(ORDER_SIZE_PRICE)}`);
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
    const carousel = carouselNamed(page, brandCarouselName);
    await expect(carousel).toBeVisible();
    const pause = carousel.getByRole('button', { name: 'Pause automatic slide show' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeEnabled();
  });

  test('the symposium page shows its slides', async ({ page }) => {
    await page.goto('/hpshow');
    const carousel = page.getByRole('region', { name: symposiumSlides.label });
    await expect(carousel.getByRole('group')).toHaveCount(symposiumSlides.slides.length);
  });

  test('the HP page shows its partner and dealer credentials, each logo by the name its content file gives it', async ({ page }) => {
    await page.goto('/hp');
    const { heading, label, logos } = pageBlock(readPage('/hp'), 'logos', '/hp');
    const band = page.getByRole('region', { name: heading });
    await expect(band.getByRole('heading', { level: 2 })).toHaveText(heading);
    const carousel = carouselNamed(page, label);
    await expect(carousel.getByRole('group')).toHaveCount(logos.length);
    for (const { name, src } of logos) {
      await expect(carousel.getByAltText(name, { exact: true })).toHaveAttribute('src', src);
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a phone number in a sentence keeps to one line', async ({ page }) => {
    await page.goto('/supplies');
    const { main, service } = siteConfig.phones;
    const numbers = page.getByRole('main').getByRole('link', { name: new RegExp(`^(${literal(main)}|${literal(service)})$`) });
    await expect(numbers.first()).toBeVisible();
    for (const number of await numbers.all()) {
      const text = await number.innerText();
      expect(await linesOf(number, text), text).toBe(1);
    }
  });

  test("no short hyphenated word breaks over two lines, down to 320 px: 'E-', '8am-' or '36-' never ends a line", async ({ page }) => {
    // The pages where the content's rich text, titles, cards and machine names hold such words.
    const machines = Object.entries(readMachines());
    const routes = [
      '/',
      '/supplies',
      '/account',
      ...machines.map(([category]) => categoryPath(category)),
      ...machines.map(([category]) => machinePath(category, 0)),
    ];
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const route of routes) {
        await page.goto(route);
        expect(await splitShortHyphenatedWords(page), `${route} at ${width} px`).toEqual([]);
      }
    }
  });

  test("each counter's figure keeps to one line, down to 360 px", async ({ page }) => {
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const route of ['/', '/about']) {
        const figures = readPage(route).blocks.flatMap(({ value }) => ('stats' in value ? value.stats : []));
        expect(figures.length, route).toBeGreaterThan(0);
        await page.goto(route);
        for (const { value } of figures) {
          const text = richTextPlain(value, shopFact);
          const lines = await linesOf(page.getByRole('main').getByText(text, { exact: true }), text);
          expect(lines, `${route} at ${width} px: ${text}`).toBe(1);
        }
      }
    }
  });

  test("a content table's cells break lines, so the table fits without scrolling, under its whole caption", async ({ page }) => {
    const { caption } = pageBlock(readPage('/hpshow'), 'table', '/hpshow');
    await page.goto('/hpshow');
    const schedule = page.getByRole('region', { name: caption });
    await expect(schedule.getByRole('table', { name: caption })).toBeVisible();
    expect(await schedule.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
    const shown = await page.getByText(caption, { exact: true }).boundingBox();
    expect(shown!.x + shown!.width).toBeLessThanOrEqual(390);
  });

  test("the dpi tables' captions show whole, though the tables scroll sideways", async ({ page }) => {
    const dpiPage = readPage('/filesize-dpi');
    await page.goto('/filesize-dpi');
    for (const part of ['rating-table', 'pixel-table', 'minimum-table']) {
      const { caption } = slotWords(dpiPage, part, ['caption'], '/filesize-dpi');
      const region = page.getByRole('region', { name: caption });
      await expect(region.getByRole('table', { name: caption })).toBeAttached();
      if (part === 'rating-table') expect(await region.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeGreaterThan(0);
      const shown = await page.getByText(caption, { exact: true }).boundingBox();
      expect(shown!.x + shown!.width, caption).toBeLessThanOrEqual(390);
    }
  });
});

test('the repair page accordion opens on the service agreement promise', async ({ page }) => {
  // The question whose answer promises the 1 hour response (docs/requirements.md#content-pages,
  // rule 13), as the page's content file says them (data/content/pages/repair.json).
  const { items } = pageBlock(readPage('/repair'), 'accordion', '/repair');
  const agreements = items.find(({ answer }) => answer.includes('1 hour'));
  expect(agreements, 'an answer of the accordion promises the 1 hour response').toBeDefined();
  const [promiseParagraph] = agreements!.answer.split('\n\n');
  await page.goto('/repair');
  const promise = page.getByText(richTextPlain(promiseParagraph, shopFact));
  await expect(promise).toBeHidden();
  await page.getByText(agreements!.question, { exact: true }).click();
  await expect(promise).toBeVisible();
});
