import { pageSlot, readPage } from '../lib/data/pages';

/**
 * The name of the home page's brand carousel: the heading its part has in the page's content file
 * (data/content/pages/home.json), so a change in the content editor moves the tests with it.
 */
export const brandCarouselName = pageSlot(readPage('/'), 'brands', '/').heading;
