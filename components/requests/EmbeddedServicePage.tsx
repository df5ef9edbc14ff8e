import type { ReactNode } from 'react';
import { NewTabLink } from '@/components/ui/NewTabLink';
import { PageHeader } from '@/components/ui/PageHeader';
import styles from './requests.module.css';

/**
 * A page that shows one of the external customer services inside a frame (/einfo, /plot,
 * /getJob, /getPrintJobs; docs/requirements.md#content-pages, rule 23): the page's h1 and lead, then the frame.
 * @param children the frame: `<ExternalFrame />`, or `<QueryFrame />` when the query string goes along
 * @param openHref when given, a link to open the same service in a new tab, for visitors whose
 *   browser blocks third-party frames or who want more room
 */
export function EmbeddedServicePage({
  title,
  lead,
  openHref,
  children,
}: {
  title: string;
  lead: ReactNode;
  openHref?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} lead={lead} breadcrumb={[{ label: 'Home', href: '/' }, { label: title }]} />
      <div className="container section">
        {children}
        {openHref && (
          <p className={styles.frameNote}>
            Frame empty or too small? <NewTabLink href={openHref}>Open {title} on its own page</NewTabLink>.
          </p>
        )}
      </div>
    </>
  );
}
