import type { Locator } from '@playwright/test';
import { isInteractiveRoute } from '../scripts/js-budgets.mjs';
import { expectNoViolations } from './support/axe';
import { checkedRoutes } from './support/checked-routes';
import { expect, startUsing, test } from './support/fixtures';
import { brandCarouselName, carouselNamed } from './support/home-page';
import { symposiumSlides } from './support/hpshow-page';
import { serviceCallWords } from './support/request-page-words';

/**
 * WCAG 2.2 AA (docs/requirements.md#accessibility): axe finds no violation with the menus open or a
 * form showing its errors (every page as it loads: every-page.spec.ts); and what axe cannot see,
 * checked with the keyboard. The skip
 * link's target and the Quick Requests menu's Enter, Space and Escape are in layout.spec.ts, the
 * forms' messages and alert in contact-form.spec.ts.
 */

test.describe('axe finds no WCAG 2.2 AA violation', () => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1440, height: 900 },
  ]) {
    test(`with the menus open at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
      if (viewport.width < 900) {
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
      } else {
        await expect(menu).toBeHidden();
      }
      const quickRequests = page.getByRole('button', { name: 'Quick Requests' });
      await quickRequests.click();
      await expect(quickRequests).toHaveAttribute('aria-expanded', 'true');
      await expectNoViolations(page);
    });
  }
});

/**
 * Fields marked invalid are each described by a visible error message (WCAG 3.3.1): the message
 * is tied to its input, not only placed near it.
 */
async function expectErrorsTiedToInputs(scope: Locator) {
  const invalid = scope.locator('[aria-invalid="true"]');
  expect(await invalid.count()).toBeGreaterThan(0);
  for (const field of await invalid.all()) {
    const describedBy = await field.getAttribute('aria-describedby');
    expect(describedBy, `${await field.getAttribute('id')} names its error`).toBeTruthy();
    const message = scope.page().locator(
      describedBy!
        .split(' ')
        .map((id) => `[id="${id}"]`)
        .join(', '),
    );
    await expect(message.first()).toBeVisible();
    await expect(message.first()).not.toBeEmpty();
  }
}

/** The pages whose contact forms are on the page from the start (service calls have a choice first). */
const contactFormRoutes = checkedRoutes.filter((route) => isInteractiveRoute(route) && !route.startsWith('/repair'));

test.describe('forms showing their errors', () => {
  for (const route of contactFormRoutes) {
    test(`${route}: every form sent empty`, async ({ page }) => {
      await page.goto(route);
      for (const form of await page.locator('form[method="post"]').all()) await startUsing(form);
      const forms = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send' }) });
      const carousels = page.locator('[aria-roledescription="carousel"]');
      // A page listed as interactive has a form to send, or at least a carousel.
      if ((await carousels.count()) === 0) await expect(forms.first()).toBeVisible();
      for (const form of await forms.all()) {
        await form.getByRole('button', { name: 'Send' }).click();
        await expect(form.getByRole('alert')).toContainText('Please complete all required fields');
        await expectErrorsTiedToInputs(form);
      }
      await expectNoViolations(page);
    });
  }

  for (const route of ['/repair/servicecall', '/repairbeta'] as const) {
    test(`${route}: both branches with their errors`, async ({ page }) => {
      const { with_id: withId, without_id: withoutId } = serviceCallWords(route);
      await page.goto(route);
      await page.getByRole('button', { name: withoutId.label }).click();
      await startUsing(page.locator('form[method="post"]'));
      const repair = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send' }) });
      await repair.getByRole('button', { name: 'Send' }).click();
      await expect(repair.getByRole('alert')).toContainText('Please complete all required fields');
      await expectErrorsTiedToInputs(repair);
      await expectNoViolations(page);

      await page.getByRole('button', { name: /^Change/ }).click();
      await page.getByRole('button', { name: withId.label }).click();
      const lookup = page.getByRole('region', { name: withId.heading });
      // Leaving each field empty marks it touched, which shows its error (docs/requirements.md#contact-form, rule 3).
      for (const label of ['Name', 'Phone', 'Email']) {
        await lookup.getByLabel(label, { exact: true }).focus();
        await lookup.getByLabel(label, { exact: true }).blur();
      }
      await expect(lookup.getByText('Please enter your full name')).toBeVisible();
      await expectErrorsTiedToInputs(lookup);
      await expectNoViolations(page);
    });
  }

  test('/library/template/0: a quantity out of range', async ({ page }) => {
    await page.goto('/library/template/0');
    const form = page.getByRole('form', { name: /^Order prints of/ });
    const quantity = form.getByLabel('Quantity', { exact: true });
    // The quantity is checked as it is typed (asynchronously), once the form has hydrated.
    await expect(async () => {
      await quantity.fill('0');
      await expect(quantity).toHaveAttribute('aria-invalid', 'true', { timeout: 1_000 });
    }).toPass();
    await expectErrorsTiedToInputs(form);
    await expectNoViolations(page);
  });
});

test.describe('keyboard', () => {
  for (const route of ['/', '/quote', '/repair', '/hpshow', '/library/template/0']) {
    test(`${route}: every tab stop shows that it has focus`, async ({ page }) => {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const unchanged: string[] = [];
      const seen = new Set<string>();
      for (let stop = 0; stop < 300; stop++) {
        await page.keyboard.press('Tab');
        const current = await page.evaluate(() => {
          const element = document.activeElement;
          if (!element || element === document.body) return null;
          // What can show focus: outline and box-shadow.
          const look = (target: Element) => {
            const style = getComputedStyle(target);
            return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`;
          };
          // The same element without focus: a copy beside it, styled by the same rules.
          const copy = element.cloneNode(true) as Element;
          copy.removeAttribute('id');
          element.after(copy);
          const unfocused = look(copy);
          copy.remove();
          const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
          const position = [...document.querySelectorAll('*')].indexOf(element);
          return { name: `${element.tagName.toLowerCase()} '${text}' #${position}`, focused: look(element), unfocused };
        });
        if (!current || seen.has(current.name)) break;
        seen.add(current.name);
        if (current.focused === current.unfocused) unchanged.push(current.name);
      }
      expect(seen.size).toBeGreaterThan(10);
      expect(unchanged, `tab stops with no visible focus: ${unchanged.join(', ')}`).toEqual([]);
    });
  }

  test('the Quick Requests menu: arrow keys move through its links, Home and End to the ends', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Quick Requests' });
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    const links = menu.getByRole('link');
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.last()).toBeFocused();
  });

  /** The label ('2 of 5') of the slide at the carousel's left edge, the one a visitor sees first. */
  function slideInView(carousel: Locator) {
    return carousel.evaluate((element) => {
      const left = element.getBoundingClientRect().left;
      const slides = [...element.querySelectorAll('[aria-roledescription="slide"]')];
      const distance = (slide: Element) => Math.abs(slide.getBoundingClientRect().left - left);
      return slides.reduce((best, slide) => (distance(slide) < distance(best) ? slide : best)).getAttribute('aria-label');
    });
  }

  // At 360 px the logo carousel shows only some of its logos, so Next has somewhere to go.
  for (const [route, name] of [
    ['/hpshow', symposiumSlides.label],
    ['/', brandCarouselName],
  ] as const) {
    test(`${route}: the carousel's buttons are reached with Tab and work with Enter and Space`, async ({ page }) => {
      // Without autoplay (reduced motion) only the keys move the slides.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(route);
      const carousel = carouselNamed(page, name);
      const next = carousel.getByRole('button', { name: 'Next slide' });
      const previous = carousel.getByRole('button', { name: 'Previous slide' });
      for (let stop = 0; stop < 200 && !(await next.evaluate((element) => element === document.activeElement)); stop++) {
        await page.keyboard.press('Tab');
      }
      await expect(next).toBeFocused();
      const first = await slideInView(carousel);
      await page.keyboard.press('Enter');
      await expect.poll(() => slideInView(carousel)).not.toBe(first);
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await expect(previous).toBeFocused();
      await page.keyboard.press('Space');
      await expect.poll(() => slideInView(carousel)).toBe(first);
      // The play/pause button (WCAG 2.2.2) works from the keyboard too.
      await page.keyboard.press('Tab');
      const pause = carousel.getByRole('button', { name: /automatic slide show/ });
      await expect(pause).toBeFocused();
      const label = await pause.getAttribute('aria-label');
      await page.keyboard.press('Enter');
      await expect(pause).not.toHaveAttribute('aria-label', label!);
    });
  }
});
