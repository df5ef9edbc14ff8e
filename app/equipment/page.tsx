import { EquipmentCard } from '@/components/equipment/EquipmentCard';
import { cardsPerWideRow } from '@/components/equipment/machine';
import { Link } from '@/components/ui/Link';
import { PageHeader } from '@/components/ui/PageHeader';
import { categoryKeys, getMachinesByCategory, machineCategories } from '@/lib/data/machines';
import { pageMetadata } from '@/lib/metadata';
import { categoryPath } from '@/lib/routes';
import { siteConfig } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Equipment',
  description:
    'Office MFPs, wide-format multifunction, graphics and CAD printers, and large-format scanners to buy or lease, with supplies and service.',
  path: '/equipment',
});

/** Equipment landing (docs/requirements.md#equipment, rule 3): one card per category, each with a machine of it. */
export default function EquipmentPage() {
  const machines = getMachinesByCategory();
  return (
    <>
      <PageHeader
        title="Equipment"
        lead="Office multifunction printers, wide-format printers and scanners: we sell them, lease them, keep them in supplies and repair them."
        breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Equipment' }]}
      />
      <div className="container section">
        <div className="grid">
          {categoryKeys.map((key, index) => {
            const { title, summary } = machineCategories[key];
            const count = machines[key].length;
            return (
              <EquipmentCard
                key={key}
                title={title}
                imageSrc={machines[key][0]?.image_url}
                href={categoryPath(key)}
                priority={index === 0}
                eager={index < cardsPerWideRow}
                linkText={`Browse ${title}`}
              >
                <p>{summary}</p>
                <p>
                  {count} {count === 1 ? 'model' : 'models'} in our lineup
                </p>
              </EquipmentCard>
            );
          })}
        </div>
      </div>
      <section className="section section-alt" aria-labelledby="equipment-more">
        <div className="container">
          <div className="prose">
            <h2 id="equipment-more">More than the machine</h2>
            <p>
              {siteConfig.name} has placed and serviced printers in the Pacific Northwest since {siteConfig.founded}. Every machine we sell
              comes with local setup, supplies delivered to your door and technicians who know it.
            </p>
            <ul className="feature-list">
              <li>
                <Link href="/lease">Lease instead of buying</Link>: terms of 36, 48 or 60 months.
              </li>
              <li>
                <Link href="/supplies">Ink, toner and media</Link> for the machines you already have.
              </li>
              <li>
                <Link href="/repair">Repair and service agreements</Link>, with 1 hour response and 4 hour average onsite.
              </li>
              <li>
                <Link href="/hp">Our HP and Canon partner credentials</Link>.
              </li>
            </ul>
            <p className="button-row">
              <Link className="button" href="/quote">
                Request a Quote
              </Link>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
