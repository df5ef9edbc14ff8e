import { ContentSection } from '@/components/content/ContentSection';
import { ContactForm } from '@/components/forms/ContactForm';
import { Link } from '@/components/ui/Link';
import { NewTabLink } from '@/components/ui/NewTabLink';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Poster Design',
  description: 'Design your poster yourself with our online design tool, or have our designers create it for you.',
  path: '/design',
});

/** Poster design (docs/requirements.md#content-pages, rule 18): the self-service design tool, or our designers through the form to help. */
export default function DesignPage() {
  return (
    <>
      <PageHeader
        title="Poster Design"
        breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Services', href: '/services' }, { label: 'Poster Design' }]}
        lead="Two ways to a great poster: design it yourself online, or let our designers do it for you. Either way, we print it."
      />

      <ContentSection id="self-service" title="Design it yourself">
        <div className="prose">
          <p>
            Our online design tool runs in your browser with nothing to install. Start from a blank page in the size you want to print, add
            your text, photos and logo, then send the finished design straight to us for printing.
          </p>
          <ol className="feature-list">
            <li>Choose the print size and orientation.</li>
            <li>Add headlines, images and your logo; move and resize them until the layout works.</li>
            <li>Check the preview, then upload the design with your order details.</li>
          </ol>
          <p>
            Using your own photos? For a sharp print they need 300 dpi or higher at the final size: see the{' '}
            <Link href="/filesize-dpi">file size and DPI guide</Link>. For common notices, our{' '}
            <Link href="/library">sign template library</Link> has ready-made designs to order as they are.
          </p>
          <p className="button-row">
            <NewTabLink className="button button-accent" href={siteConfig.external.designTool}>
              Open the design tool
            </NewTabLink>
          </p>
        </div>
      </ContentSection>

      <ContentSection id="designers" title="Let our designers do it" tone="alt">
        <div className="prose">
          <p>
            Short on time, or want something that stands out? Our in-house designers create posters, banners, event signage and trade show
            graphics to your brief and your brand guidelines, and send you a proof to approve before anything is printed.
          </p>
          <p>Tell us in the form below:</p>
          <ul className="feature-list">
            <li>what the poster is for, and where it will hang;</li>
            <li>the size and how many copies you need;</li>
            <li>the text, and whether you have photos or a logo to include;</li>
            <li>when you need it.</li>
          </ul>
        </div>
      </ContentSection>

      <ContactForm />
    </>
  );
}
