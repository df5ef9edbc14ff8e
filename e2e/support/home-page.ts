import type { Locator, Page } from '@playwright/test';
import { pageSlot, readPage } from '../../lib/content/pages';

/**
 * The name of the home page's brand carousel: the heading its part has in the page's content file
 * (data/content/pages/home.json), so a change in the content editor moves the tests with it.
 */
export const brandCarouselName = pageSlot(readPage('/'), 'brands', '/').heading;

/**
 * The carousel of a name: a carousel is a region named by its label, and the band around it may
 * be a region of the same name (a `slot` block's heading names both).
 */
export function carouselNamed(page: Page, name: string): Locator {
  return page.getByRole('region', { name }).and(page.locator('[aria-roledescription="carousel"]'));
}
