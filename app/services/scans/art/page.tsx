import { FigureGrid, type Figure } from '@/components/services/FigureGrid';
import { ServiceCta } from '@/components/services/ServiceCta';
import { ServiceSection } from '@/components/services/ServiceSection';
import { servicesTrail } from '@/components/services/servicesTrail';
import { Link } from '@/components/ui/Link';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Fine Art Scanning',
  description: 'Contactless scanning of paintings, drawings and other artwork up to 36 by 60 inches, ready for reproduction.',
  path: '/services/scans/art',
});

/** The three example scans, one per surface (docs/requirements.md#content-pages, rule 11). */
const exampleScans: Figure[] = [
  { src: '/images/scans/flat.svg', alt: 'Example scan of a flat artwork', caption: 'Flat' },
  { src: '/images/scans/light-texture.svg', alt: 'Example scan of an artwork with light surface texture', caption: 'Light texture' },
  { src: '/images/scans/strong-texture.svg', alt: 'Example scan of an artwork with strong surface texture', caption: 'Strong texture' },
].map((scan) => ({ ...scan, width: 600, height: 400 }));

/** Fine Art Scanning (docs/requirements.md#content-pages, rule 11): a contactless scanner for artwork up to 36 by 60 inches, three example scans. */
export default function ArtScanningPage() {
  return (
    <>
      <PageHeader
        title="Fine Art Scanning"
        lead="Our contactless scanner captures paintings, drawings and other artwork up to 36 by 60 inches without ever touching the surface."
        breadcrumb={servicesTrail('Fine Art Scanning', { via: { label: 'Scanning', href: '/services/scans' } })}
      />
      <ServiceSection
        heading="A scanner that never touches your artwork"
        items={[
          'Originals up to 36 by 60 inches',
          'Nothing presses on the surface, so paint, pastel and collage are safe',
          'Canvas weave, brush strokes and impasto recorded as they are',
          'A colour-accurate master file for prints, publishing and your records',
        ]}
      >
        <p>
          Sheet-fed and glass-plate scanners press or pull the original. Our contactless scanner captures the artwork from above while it
          lies flat and untouched, so even a fragile or thickly painted piece comes out as it went in.
        </p>
      </ServiceSection>
      <ServiceSection heading="Example scans" tinted wide>
        <p>The same scanner, three kinds of surface:</p>
        <FigureGrid figures={exampleScans} />
      </ServiceSection>
      <ServiceSection heading="From scan to print">
        <p>
          A scan of your original is the start of a giclée reproduction on canvas or fine-art paper: see our{' '}
          <Link href="/services/print/fineart">Fine Art Services</Link>. To know how large you can print from a file, read the{' '}
          <Link href="/filesize-dpi">File Size and DPI Guide</Link>.
        </p>
      </ServiceSection>
      <ServiceCta heading="Book a scan" tinted>
        <p>Call us or request a quote with the size of your artwork, and we will tell you when to bring it in.</p>
      </ServiceCta>
    </>
  );
}
