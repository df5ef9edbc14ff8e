import { ServiceCta } from '@/components/services/ServiceCta';
import { ServiceSection } from '@/components/services/ServiceSection';
import { servicesTrail } from '@/components/services/servicesTrail';
import { Link } from '@/components/ui/Link';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Fine Art Services',
  description:
    'Giclée printing of paintings, drawings and photographs on canvas and fine-art papers, from your file or from a scan of the original.',
  path: '/services/print/fineart',
});

/**
 * Fine Art Services. The 'Services' crumb links to this page itself, as it did on the old site
 * (kept on purpose).
 */
export default function FineArtPage() {
  return (
    <>
      <PageHeader
        title="Fine Art Services"
        lead="Giclée reproductions of paintings, drawings and photographs on canvas and fine-art papers, printed with archival pigment inks for artists, galleries and photographers."
        breadcrumb={servicesTrail('Fine Art', { servicesHref: '/services/print/fineart' })}
      />
      <ServiceSection
        heading="Giclée printing on canvas and fine-art papers"
        items={[
          'Canvas for stretching and gallery wraps',
          'Matte and textured cotton-rag fine-art papers',
          'Photo papers in luster and gloss finishes',
          'A single print, a test proof or a limited edition',
          'Reproductions from your file or from our scan of the original',
        ]}
      >
        <p>
          A giclée print is made with fine droplets of pigment ink on a wide-format graphics printer, so subtle gradations, deep blacks and
          fine brush detail come through the way you painted them. We print on canvas and on fine-art papers, and we proof before we print
          an edition so colours match your original.
        </p>
      </ServiceSection>
      <ServiceSection
        heading="Pricing"
        tinted
        actions={[{ label: 'Fine Art Price List (PDF)', href: siteConfig.external.fineartPricing, look: 'accent' }]}
      >
        <p>
          The price of a fine-art print depends on its size and the medium. Our price list has every standard size on canvas and paper; for
          editions and custom sizes, ask for a quote.
        </p>
      </ServiceSection>
      <ServiceSection heading="Your file or your original">
        <p>
          For the best reproduction, send an image of 300 dpi or higher at the final print size. Enlarging a low-resolution file does not
          add detail: it makes the print look worse. Our <Link href="/filesize-dpi">File Size and DPI Guide</Link> shows how large you can
          print from the file you have.
        </p>
        <p>
          No file, or not a good one? Bring us the original: our <Link href="/services/scans/art">Fine Art Scanning</Link> service captures
          artwork up to 36 by 60 inches without touching its surface.
        </p>
      </ServiceSection>
      <ServiceCta heading="Start your fine-art print" tinted>
        <p>Upload your image, or request a quote for an edition, and we will send a proof before we print.</p>
      </ServiceCta>
    </>
  );
}
