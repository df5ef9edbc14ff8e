import type { ReactNode } from 'react';
import { Link } from '@/components/ui/Link';
import { NewTabLink } from '@/components/ui/NewTabLink';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageMetadata } from '@/lib/metadata';
import { telHref } from '@/lib/phone';
import { siteConfig } from '@/lib/site';
import styles from './page.module.css';

export const metadata = pageMetadata({
  title: 'Equipment Repair',
  description:
    'Repair for office and wide-format printers, copiers and scanners: service calls, service agreements with 1 hour response and 4 hour average onsite, remote and onsite troubleshooting.',
  path: '/repair',
});

const servicePhone = siteConfig.phones.service;
const serviceLine = <a href={telHref(servicePhone)}>{servicePhone}</a>;

/** The accordion sections of the Equipment Repair page, in their order (docs/requirements.md#content-pages, rule 13). */
const sections: { title: string; body: ReactNode }[] = [
  {
    title: 'Service Call',
    body: (
      <>
        <p>
          When a printer, copier, plotter or scanner stops working, place a service call online or call our service line at {serviceLine},{' '}
          {siteConfig.hours.label}. Tell us the equipment number from the tag on the machine, or simply describe the machine and the
          problem.
        </p>
        <p>
          <Link href="/repair/servicecall">Place a service call</Link>
        </p>
      </>
    ),
  },
  {
    title: 'Service/Supply Agreements',
    body: (
      <>
        <p>
          With a service or supply agreement your equipment comes first: we respond within 1 hour and are onsite in 4 hours on average. A
          supply agreement keeps your toner and ink coming as well.
        </p>
        <p>
          <Link href="/quote">Ask for an agreement quote</Link>
        </p>
      </>
    ),
  },
  {
    title: 'Remote Troubleshooting',
    body: (
      <>
        <p>
          Many problems are settings, drivers or network trouble that a technician can fix from our office. Call {serviceLine}, then start a
          remote support session, and the technician works through the problem with you on your screen.
        </p>
        <p>
          <NewTabLink href={siteConfig.external.remoteSupport}>Start a remote support session</NewTabLink>
        </p>
      </>
    ),
  },
  {
    title: 'Onsite Troubleshooting',
    body: (
      <p>
        When the fault is in the machine itself, a technician comes to your office, finds the cause and repairs it there: office
        multifunction devices and wide-format printers, plotters and scanners alike.
      </p>
    ),
  },
  {
    title: 'Trade Ins/Upgrades',
    body: (
      <>
        <p>
          When a repair no longer makes sense, trade your old machine in toward a new one, or upgrade to a model that fits the work you do
          today. Leasing spreads the cost over 36, 48 or 60 months, with no payments for the first 90 days.
        </p>
        <p>
          <Link href="/equipment">See our equipment</Link> or <Link href="/lease">read about leasing</Link>.
        </p>
      </>
    ),
  },
];

/** Equipment Repair landing: the ways to get help, then the five accordion sections (docs/requirements.md#content-pages, rule 13). */
export default function RepairPage() {
  return (
    <>
      <PageHeader
        title="Equipment Repair"
        lead="Repair and maintenance for office printers and copiers, wide-format printers and scanners: onsite or remote."
        breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Equipment Repair' }]}
      />
      <section className="section" aria-labelledby="repair-help">
        <div className="container">
          <h2 id="repair-help">Get help now</h2>
          <p>
            Call our service line at {serviceLine}, {siteConfig.hours.label}, or choose what you need:
          </p>
          <p className="button-row">
            <Link href="/repair/servicecall" className="button button-accent">
              Place a Service Call
            </Link>
            <Link href="/service/repair" className="button">
              Repair request form
            </Link>
            <Link href="/quote" className="button button-outline">
              Request a Quote
            </Link>
            <Link href="/callme" className="button button-outline">
              Request a Call-Back
            </Link>
            <NewTabLink href={siteConfig.external.remoteSupport} className="button button-outline">
              Remote Support Session
            </NewTabLink>
          </p>
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="repair-services">
        <div className="container">
          <h2 id="repair-services">Our repair services</h2>
          <div className={styles.accordion}>
            {sections.map((section) => (
              <details key={section.title}>
                <summary>{section.title}</summary>
                <div>{section.body}</div>
              </details>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
