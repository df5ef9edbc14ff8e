import { ContentSection } from '@/components/content/ContentSection';
import { MinimumPixelTable, PixelSizeTable, RatingLegend, RatingTable } from '@/components/content/DpiTables';
import { Link } from '@/components/ui/Link';
import { PageHeader } from '@/components/ui/PageHeader';
import { MINIMUM_GOOD_PPI, RECOMMENDED_DPI } from '@/lib/dpi-guide';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'File Size and DPI Guide',
  description: 'How many pixels an image needs for a sharp print at each size, with 300 dpi or higher recommended.',
  path: '/filesize-dpi',
});

/**
 * File size and DPI guide (docs/requirements.md#content-pages, rule 22). The old site titled it
 * 'Fine Art Services'; the title now says what the page is, and the breadcrumb Home > Services >
 * Finearts stays.
 */
export default function FileSizeDpiPage() {
  return (
    <>
      <PageHeader
        title="File Size and DPI Guide"
        breadcrumb={[
          { label: 'Home', href: '/' },
          { label: 'Services', href: '/services' },
          { label: 'Finearts', href: '/services/print/fineart' },
        ]}
        lead={`How big your file needs to be for a sharp print: we recommend ${RECOMMENDED_DPI} dpi or higher at the final print size.`}
      />

      <ContentSection id="why" title="Why resolution matters">
        <div className="prose">
          <p>
            A digital image is a grid of pixels. Its resolution in dots per inch (dpi) is how many of those pixels land on each inch of
            paper, so the same file gets coarser the larger you print it. For prints that are looked at up close, photographs, fine art and
            presentation boards, {RECOMMENDED_DPI} dpi or higher at the final size is preferred. Large posters and banners seen from across
            a room can go lower, down to about 150 dpi.
          </p>
          <p>
            Resolution has to be captured, it cannot be added later. Upscaling a low-resolution original to a higher dpi looks worse, not
            better: the software can only invent the missing pixels from their neighbours, so edges go soft, fine detail smears and diagonal
            lines turn into stair steps. Always send us the original, full-size file straight from your camera or scanner, not a copy
            resized for email or the web.
          </p>
          <p>
            Working from a painting or drawing? We scan artwork up to 36x60 inches at high resolution on our{' '}
            <Link href="/services/scans/art">fine art scanner</Link>, so the file is large enough for prints at full size and beyond. See
            our <Link href="/services/print/fineart">fine art printing services</Link> for papers and canvas.
          </p>
        </div>
      </ContentSection>

      <ContentSection id="quality" title="Print quality by camera resolution" tone="alt">
        <div className="prose">
          <p>
            Find your camera&apos;s resolution in the first column and read across to the print size you want. Each rating comes from the
            effective resolution of the print: the square root of the image&apos;s pixels divided by the print&apos;s area in square inches.
            An image cropped to a different shape loses pixels and may drop a grade.
          </p>
        </div>
        <RatingLegend />
        <RatingTable />
      </ContentSection>

      <ContentSection id="pixel-sizes" title="Pixel sizes at 200 and 300 dpi">
        <div className="prose">
          <p>
            To check a file yourself, multiply each side of the print in inches by the resolution. An 8x10 print at 300 dpi needs 8 x 300 by
            10 x 300, that is 2400x3000 pixels; at 200 dpi it needs 1600x2000. Your image editor shows the pixel size of a file under image
            size or properties.
          </p>
        </div>
        <PixelSizeTable />
      </ContentSection>

      <ContentSection id="minimum" title="Minimum pixel size for photo prints" tone="alt">
        <div className="prose">
          <p>
            The smallest file that still prints well at each photo size, at {MINIMUM_GOOD_PPI} pixels per inch (a Good rating in the table
            above), beside the size we recommend for photo quality. Below the minimum, choose a smaller print.
          </p>
        </div>
        <MinimumPixelTable />
        <p className="prose">
          Questions about a file? <Link href="/support">Contact us</Link> before you order and we will check it for you.
        </p>
      </ContentSection>
    </>
  );
}
