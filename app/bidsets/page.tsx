import { ContactForm } from '@/components/forms/ContactForm';
import { Link } from '@/components/ui/Link';
import { NewTabLink } from '@/components/ui/NewTabLink';
import { PageHeader } from '@/components/ui/PageHeader';
import { parseAddenda } from '@/lib/addenda';
import { getBidProjects, partitionBidProjects, RECENTLY_CLOSED_DAYS, type BidProject } from '@/lib/data/bidsets';
import { pageMetadata } from '@/lib/metadata';
import { telHref } from '@/lib/phone';
import { siteConfig } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Bidset Distribution',
  description:
    'Bidset distribution through our digital plan room, managed for you per project or self-service for a small monthly or yearly fee, with the public projects out to bid.',
  path: '/bidsets',
});

// Pre-rendered, then rendered again at most hourly: the plan room's list is fetched anew and
// projects whose bid date has passed move to "Recently closed" without a rebuild. A literal, as
// Next.js requires; the same value as `bidsetsRevalidateSeconds` in lib/data/bidsets.ts.
export const revalidate = 3600;

/** The addenda cell: plan-room HTML reduced to safe links, text and line breaks (lib/addenda.ts). */
function Addenda({ html }: { html: string }) {
  const parts = parseAddenda(html);
  if (parts.length === 0) return <>None</>;
  return parts.map((part, i) => {
    if (part.kind === 'break') return <br key={i} />;
    if (part.kind === 'link')
      return (
        <a key={i} href={part.href}>
          {part.text}
        </a>
      );
    return part.text;
  });
}

/** One heading of the plan room's list (docs/requirements.md#bid-lists, rule 4) and its projects as a table. */
function ProjectTable({ heading, projects, id }: { heading: string; projects: BidProject[]; id: string }) {
  return (
    <>
      <h3 id={id}>{heading}</h3>
      <div className="table-wrap">
        <table aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">Bid Date</th>
              <th scope="col">Project</th>
              <th scope="col">Addenda</th>
            </tr>
          </thead>
          <tbody>
            {projects.map((project) => (
              <tr key={`${project.url}-${project.name}`}>
                <td>{project.biddate || 'To be announced'}</td>
                <td>
                  <a href={project.url}>{project.name}</a>
                </td>
                <td>
                  <Addenda html={project.addenda} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * Bidset Distribution: the service pitch with 'Send your Files!' and 'Contact me about Bidset
 * Services', the public projects out to bid grouped by heading, those closed in the last 30 days
 * (bid dates in the shop's time zone, `SHOP_TIME_ZONE`), and the contact form to help.
 */
export default async function BidsetsPage() {
  const { open: groups, recentlyClosed } = partitionBidProjects(await getBidProjects(), new Date(), siteConfig.timeZone);
  return (
    <>
      <PageHeader
        title="Bidset Distribution"
        lead="Get your plans and specs to every bidder, with every addendum, from one digital plan room."
        breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Services', href: '/services' }, { label: 'Bidset Distribution' }]}
      />
      <section className="section" aria-labelledby="bidset-ways">
        <div className="container">
          <h2 id="bidset-ways">Two ways to distribute a bidset</h2>
          <div className="grid">
            <article className="card">
              <h3>We distribute it for you</h3>
              <p>
                Send us your files. We set up the project in our digital plan room, upload the drawings and specifications, and notify the
                interested parties. You pay one fee per project.
              </p>
            </article>
            <article className="card">
              <h3>You post it yourself</h3>
              <p>
                For a small monthly or yearly fee you post unlimited projects, upload documents and issue notifications whenever you need
                to.
              </p>
              <p className="card-action">
                <Link href="/services/bid/plancenter">About our private Plancenter</Link>
              </p>
            </article>
          </div>
          <p className="button-row">
            <NewTabLink href={siteConfig.external.upload} className="button button-accent">
              Send your Files!
            </NewTabLink>
            <Link href="/support" className="button button-outline">
              Contact me about Bidset Services
            </Link>
          </p>
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="public-projects">
        <div className="container">
          <h2 id="public-projects">Public projects out to bid</h2>
          {groups.length > 0 ? (
            <>
              <p>Open a project to view its documents in the plan room; addenda are listed beside each one.</p>
              {groups.map(([heading, projects], i) => (
                <ProjectTable key={heading} heading={heading} projects={projects} id={`bid-group-${i}`} />
              ))}
            </>
          ) : (
            <p>
              No public projects are out to bid at the moment. Projects appear here as soon as they are released; to ask about one, call us
              at <a href={telHref(siteConfig.phones.main)}>{siteConfig.phones.main}</a>.
            </p>
          )}
        </div>
      </section>
      {recentlyClosed.length > 0 && (
        <section className="section" aria-labelledby="recently-closed">
          <div className="container">
            <h2 id="recently-closed">Recently closed</h2>
            <p>Bidding has closed on these projects in the last {RECENTLY_CLOSED_DAYS} days; their documents stay in the plan room.</p>
            {recentlyClosed.map(([heading, projects], i) => (
              <ProjectTable key={heading} heading={heading} projects={projects} id={`closed-group-${i}`} />
            ))}
          </div>
        </section>
      )}
      <ContactForm />
    </>
  );
}
