import { pageCrumb } from '@/components/content/breadcrumbs';
import { MinimumPixelTable, PixelSizeTable, RatingLegend, RatingTable } from '@/components/content/DpiTables';
import { PageBlocks } from '@/components/content/PageBlocks';
import { fillText, slotWords } from '@/lib/content/page-words';
import { readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/filesize-dpi';

export const metadata = contentPageMetadata(ROUTE);

/**
 * File size and DPI guide (docs/requirements.md#content-pages, rule 22): its words are
 * data/content/pages/filesize-dpi.json; its three tables are computed (lib/content/dpi-guide.ts), their
 * captions and headers the words of their parts, `{dpi}` filled with a column's resolution. The
 * old site titled it 'Fine Art Services'; the title now says what the page is, and the breadcrumb
 * Home > Services > Finearts stays: its last crumb is this page's name in breadcrumbs, linked to
 * the fine art page.
 */
export default function FileSizeDpiPage() {
  const page = readPage(ROUTE);
  const rating = slotWords(page, 'rating-table', ['legend', 'caption', 'corner'], ROUTE);
  const pixels = slotWords(page, 'pixel-table', ['caption', 'corner', 'column'], ROUTE);
  const minimum = slotWords(page, 'minimum-table', ['caption', 'corner', 'minimum-pixels', 'minimum-megapixels', 'recommended'], ROUTE);
  const atDpi = (text: string) => (dpi: number) => fillText(text, { dpi: String(dpi) }, ROUTE);
  return (
    <PageBlocks
      page={page}
      breadcrumb={[
        { label: 'Home', href: '/' },
        { label: pageCrumb('/services'), href: '/services' },
        { label: pageCrumb(ROUTE), href: '/services/print/fineart' },
      ]}
      slots={{
        'rating-table': (
          <>
            <RatingLegend label={rating.legend} />
            <RatingTable caption={rating.caption} corner={rating.corner} />
          </>
        ),
        'pixel-table': <PixelSizeTable caption={pixels.caption} corner={pixels.corner} column={atDpi(pixels.column)} />,
        'minimum-table': (
          <MinimumPixelTable
            caption={minimum.caption}
            corner={minimum.corner}
            columns={{
              pixels: minimum['minimum-pixels'],
              megapixels: minimum['minimum-megapixels'],
              recommended: atDpi(minimum.recommended),
            }}
          />
        ),
      }}
    />
  );
}
