import Markdoc from '@markdoc/markdoc';
import { pageBlock, readPage } from '../../lib/content/pages';
import { richTextPlain } from '../../lib/content/schemas/rich-text';
import { shopFact } from '../../lib/content/site';
import { staticPageRoutes, type StaticPageRoute } from '../../lib/http/routes';

/** A page's heading (its `h1`) and one fact a visitor would look for there. */
export interface PageFacts {
  h1: string;
  fact: string;
}

/**
 * The longest run of plain words of a rich text, e.g. of 'Sign in at [Account Login](outside:account)
 * to see your bills': ' to see your bills'. A page shows each run as one text, where a link to
 * another site adds '(opens in a new tab)' after its words, so the text as a whole is not found.
 */
function longestRun(source: string): string {
  const runs = [...Markdoc.parse(source).walk()].flatMap((node) =>
    node.type === 'text' && typeof node.attributes.content === 'string' ? [node.attributes.content.trim()] : [],
  );
  return runs.reduce((longest, run) => (run.length > longest.length ? run : longest), '');
}

/**
 * A page's heading and fact as its content file says them, so an edit in the content editor moves
 * the test with it: the hero's title, and the heading of the first block after the hero that has
 * one (a section's may name the shop's facts; a form may leave its heading empty; a part drawn
 * from other data is left out, as its band is when the data has nothing to show), else the
 * longest run of the hero's lead, else its title (a page of a title alone).
 */
function contentFacts(route: StaticPageRoute): PageFacts {
  const page = readPage(route);
  const { title, lead } = pageBlock(page, 'hero', route);
  const heading = page.blocks
    .slice(1)
    .map((block) => {
      if (block.discriminant === 'slot' || !('heading' in block.value)) return '';
      return block.discriminant === 'section' ? richTextPlain(block.value.heading, shopFact) : block.value.heading;
    })
    .find(Boolean);
  return { h1: title, fact: heading || longestRun(lead) || title };
}

/**
 * Every canonical page of the route table (docs/requirements.md#routes): its heading, and one fact
 * that a visitor would look for there (docs/requirements.md#content-pages).
 */
export const pageFacts = Object.fromEntries(staticPageRoutes.map((route) => [route, contentFacts(route)])) as Record<
  StaticPageRoute,
  PageFacts
>;
