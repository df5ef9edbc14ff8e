import { ContentSection } from '@/components/content/ContentSection';
import { StatList, type Stat } from '@/components/content/StatList';
import { ContactForm } from '@/components/forms/ContactForm';
import { Link } from '@/components/ui/Link';
import { NewTabLink } from '@/components/ui/NewTabLink';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Private Plancenter',
  description: 'A private online plan room for your firm: post projects, share plans and specifications, and control who sees what.',
  path: '/services/bid/plancenter',
});

/** The Plancenter counters, written exactly so (docs/requirements.md#content-pages, rule 12). */
const counters: readonly Stat[] = [
  { value: '30000+', label: 'Users' },
  { value: '2500+', label: 'Projects' },
  { value: '1000000+', label: 'Documents' },
  { value: '3000+', label: 'GB stored' },
];

/** Unlimited projects, document uploads, notifications, administrator rights (docs/requirements.md#content-pages, rule 12). */
const features = [
  'Unlimited projects, each with its plans, specifications and addenda',
  'Upload documents yourself, in any size from letter sheets to full plan sets',
  'Notify bidders and subcontractors by email when a project or an addendum is posted',
  'Administrator rights site-wide or per project',
  'Public projects open to every registered bidder, private ones only to the people you invite',
  'Sheets viewed in the browser, with prints ordered from us when a paper set is needed',
  'An individual login for every user',
];

/** Private Plancenter (docs/requirements.md#content-pages, rule 12): features, counters, administrator rights, contact form to help. */
export default function PlancenterPage() {
  return (
    <>
      <PageHeader
        title="Private Plancenter"
        breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Services', href: '/services' }, { label: 'Private Plancenter' }]}
        lead="Your own online plan room: publish projects, share documents with your bidders and team, and keep every set current."
      />

      <ContentSection id="plan-room" title="A plan room that works the way you do">
        <div className="prose">
          <p>
            A private Plancenter gives your firm a secure place online to post projects and distribute plans and specifications to everyone
            who needs them. Bidders register once, find your projects, view sheets in the browser and order prints, while you see exactly
            who has what.
          </p>
          <p>
            You decide who manages it: grant administrator rights site-wide, so a person can set up and manage every project, or per
            project, so a project manager controls only the jobs they run. Administrators upload documents, issue addenda and notify the
            people who should hear about them.
          </p>
          <p>
            Prefer us to do the work? With our <Link href="/bidsets">bidset distribution</Link> service we set up the project, upload the
            files and notify interested parties for you. To turn paper sets into searchable files for the plan room, see our{' '}
            <Link href="/services/scans">scanning services</Link>.
          </p>
        </div>
        <p className="button-row">
          <NewTabLink className="button" href={siteConfig.external.plans}>
            Visit the online plan room
          </NewTabLink>
        </p>
      </ContentSection>

      <ContentSection id="features" title="Features" tone="alt">
        <ul className="feature-list prose">
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="numbers" title="Plancenter in numbers">
        <StatList label="Plancenter in numbers" stats={counters} />
      </ContentSection>

      <ContactForm />
    </>
  );
}
