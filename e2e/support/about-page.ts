import { pageBlock, readPage } from '../../lib/content/pages';

/**
 * The heading of About's site survey form, as the page's content file says it
 * (data/content/pages/about.json), so a change in the content editor moves the tests with it.
 */
export const aboutFormHeading = pageBlock(readPage('/about'), 'form', '/about').heading;
