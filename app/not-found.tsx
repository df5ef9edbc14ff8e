import type { Metadata } from 'next';
import { PageBlocks } from '@/components/content/PageBlocks';
import { pageBlock, readNotFoundPage } from '@/lib/content/pages';

/** Its file, data/content/pages/not-found.json, is named as a page at `/not-found` would be. */
const ROUTE = '/not-found';

const page = readNotFoundPage();
export const metadata: Metadata = { title: page.seo_title || pageBlock(page, 'hero', ROUTE).title };

/**
 * The not-found page (docs/requirements.md#not-found), served with status 404: its words are
 * data/content/pages/not-found.json.
 */
export default function NotFound() {
  return <PageBlocks page={readNotFoundPage()} />;
}
