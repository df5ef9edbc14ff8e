import type { ServiceLink } from '@/lib/content/service-catalog';
import { LinkCard } from './LinkCard';

/**
 * One card per service page, each linking to it, in the site's grid: a group of the service
 * catalogue (lib/content/service-catalog.ts), so the overview and the pages agree on paths and names.
 * The band around it, its heading and introduction are the page's content (a `slot` block).
 */
export function ServiceCards({ services }: { services: ServiceLink[] }) {
  return (
    <div className="grid">
      {services.map((service) => (
        <LinkCard key={service.href} href={service.href} title={service.title} linkLabel="Read More">
          {service.summary}
        </LinkCard>
      ))}
    </div>
  );
}
