import type { ReactNode } from 'react';
import { PageHeader, type Crumb } from '@/components/ui/PageHeader';
import { siteConfig } from '@/lib/site';
import { BusinessHoursNote } from './BusinessHoursNote';

/**
 * The frame shared by the request pages (quote, quick supply, pickup, call-back, help, meter
 * reading): the page's h1, the form, which brings its own h2, then 'What happens next'. The form
 * comes first so that on a phone its first field is on the first screen, for the visitor who came
 * to act (docs/requirements.md#layout); the explanation follows it at every width, in one order for
 * eyes and screen readers alike.
 * @param intro what to send and what we do with it, shown above the business-hours note
 * @param phone the number offered for urgent needs (main line by default, service for repairs)
 * @param banner optional block between the header and the form, e.g. the service-call banner
 * @param children the request form, usually `<ContactForm ... />`
 */
export function RequestPage({
  title,
  lead,
  breadcrumb,
  intro,
  phone = 'main',
  banner,
  children,
}: {
  title: string;
  lead: ReactNode;
  breadcrumb?: Crumb[];
  intro: ReactNode;
  phone?: keyof typeof siteConfig.phones;
  banner?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} lead={lead} breadcrumb={breadcrumb ?? [{ label: 'Home', href: '/' }, { label: title }]} />
      {banner}
      {children}
      <section className="section" aria-labelledby="what-happens-next">
        <div className="container">
          <div className="prose">
            <h2 id="what-happens-next">What happens next</h2>
            {intro}
            <BusinessHoursNote phone={phone} />
          </div>
        </div>
      </section>
    </>
  );
}
