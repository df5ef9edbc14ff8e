import type { ReactNode } from 'react';
import { PageHeader, type Crumb } from '@/components/ui/PageHeader';
import { siteConfig } from '@/lib/site';
import { BusinessHoursNote } from './BusinessHoursNote';

/**
 * The frame shared by the request pages (quote, quick supply, pickup, call-back, help): the page's
 * h1, a short intro with 'What happens next', then the form, which brings its own h2.
 * @param intro what to send and what we do with it, shown above the business-hours note
 * @param phone the number offered for urgent needs (main line by default, service for repairs)
 * @param banner optional block between the header and the intro, e.g. the service-call banner
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
      <section className="section" aria-labelledby="what-happens-next">
        <div className="container">
          <div className="prose">
            <h2 id="what-happens-next">What happens next</h2>
            {intro}
            <BusinessHoursNote phone={phone} />
          </div>
        </div>
      </section>
      {children}
    </>
  );
}
