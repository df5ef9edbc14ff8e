import type { ReactNode } from 'react';
import type { ServiceLink } from '@/lib/data/service-catalog';
import { LinkCard } from './LinkCard';

/**
 * A full-width band with an h2, an optional intro and one card per service page, each linking to it.
 * @param services entries of the service catalogue (lib/data/service-catalog.ts), so the overview
 *   and the pages agree on paths and names
 */
export function ServiceCardSection({
  heading,
  children,
  services,
  tinted = false,
}: {
  heading: string;
  children?: ReactNode;
  services: ServiceLink[];
  tinted?: boolean;
}) {
  return (
    <section className={tinted ? 'section section-alt' : 'section'}>
      <div className="container">
        <h2>{heading}</h2>
        {children && <div className="prose">{children}</div>}
        <div className="grid">
          {services.map((service) => (
            <LinkCard key={service.href} href={service.href} title={service.title} linkLabel="Read More">
              {service.summary}
            </LinkCard>
          ))}
        </div>
      </div>
    </section>
  );
}
