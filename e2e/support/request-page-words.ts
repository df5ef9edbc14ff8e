import { pageBlock, readPage } from '../../lib/content/pages';
import { richTextPlain } from '../../lib/content/schemas/rich-text';
import { shopFact } from '../../lib/content/site';

/**
 * The words of the request pages that tests find their parts by (a form's heading, the service
 * call's ways in, the test-mode notice), as the pages' content files say them
 * (data/content/pages/, docs/editing.md), so that an edit in the content editor moves the tests
 * with it instead of failing them.
 */

/** The service call page's question, its ways in and the headings of their forms: /repair/servicecall or /repairbeta. */
export function serviceCallWords(route: '/repair/servicecall' | '/repairbeta' = '/repair/servicecall') {
  return pageBlock(readPage(route), 'service_call', route);
}

/** The heading a page gives its contact form (its `form` block's), e.g. 'Request a Call-Back' on /callme. */
export function formHeading(route: string): string {
  const { heading } = pageBlock(readPage(route), 'form', route);
  if (!heading) throw new Error(`${route}: its form has the variant's heading, not one of its content`);
  return heading;
}

/** The heading of the meter reading form: its slot's on /meter. */
export const meterFormHeading = pageBlock(readPage('/meter'), 'slot', '/meter').heading;

/** A page's notice (its `note` block), as visitors read it. */
export function noticeText(route: string): string {
  return richTextPlain(pageBlock(readPage(route), 'note', route).body, shopFact);
}

/** A page's title (its `h1`). */
export function pageTitle(route: string): string {
  return pageBlock(readPage(route), 'hero', route).title;
}
