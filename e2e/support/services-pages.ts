import { pageBlock, readPage } from '../../lib/content/pages';

/**
 * The form of a service page (/services/print/smallformat, say) as the page's content file says
 * it (data/content/pages/), so a change in the content editor moves the tests with it: its
 * heading and the subject its emails carry.
 */
export function serviceForm(route: string): { heading: string; subject: string } {
  const { heading, subject } = pageBlock(readPage(route), 'form', route);
  return { heading, subject };
}
