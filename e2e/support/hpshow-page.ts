import { pageBlock, readPage } from '../../lib/content/pages';

/**
 * The symposium's slides as the page's content file says them (data/content/pages/hpshow.json):
 * the carousel's name (`label`) and its slides, so a change in the content editor moves the tests
 * with it.
 */
export const symposiumSlides = pageBlock(readPage('/hpshow'), 'slides', '/hpshow');
