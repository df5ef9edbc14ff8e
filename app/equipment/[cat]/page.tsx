import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EquipmentCard } from '@/components/equipment/EquipmentCard';
import { cardsPerWideRow, machineSummary } from '@/components/equipment/machine';
import { VendorShowcase } from '@/components/equipment/VendorShowcase';
import { Link } from '@/components/ui/Link';
import { PageHeader } from '@/components/ui/PageHeader';
import { categoryKeys, getMachinesByCategory, isMachineCategory, machineCategories } from '@/lib/data/machines';
import { pageMetadata } from '@/lib/metadata';
import { categoryPath, machinePath } from '@/lib/routes';
import { siteConfig } from '@/lib/site';

interface CategoryParams {
  params: Promise<{ cat: string }>;
}

/** Unknown categories are 404 at build time, not checked in the browser (docs/requirements.md#routes, rule 2). */
export const dynamicParams = false;

/** The five category keys (docs/requirements.md#equipment, rule 2). */
export function generateStaticParams() {
  return categoryKeys.map((cat) => ({ cat }));
}

/** Title and description of the category, with its canonical `/equipment/{cat}`. */
export async function generateMetadata({ params }: CategoryParams): Promise<Metadata> {
  const { cat } = await params;
  if (!isMachineCategory(cat)) return {};
  const { title, summary } = machineCategories[cat];
  return pageMetadata({ title, description: summary, path: categoryPath(cat) });
}

/**
 * Category listing (docs/requirements.md#equipment, rule 4): a card per machine with name, image, one-line
 * summary, features and Read More; 'No Machines Found' when the category is empty. The mfp
 * category also points to HP's office lineup.
 */
export default async function CategoryPage({ params }: CategoryParams) {
  const { cat } = await params;
  if (!isMachineCategory(cat)) notFound();
  const category = machineCategories[cat];
  const machines = getMachinesByCategory()[cat];

  return (
    <>
      <PageHeader
        title={category.title}
        lead={category.summary}
        breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Equipment', href: '/equipment' }, { label: category.title }]}
      />
      <div className="container section">
        {machines.length === 0 ? (
          <p>No Machines Found</p>
        ) : (
          <div className="grid">
            {machines.map((machine, index) => (
              <EquipmentCard
                key={machine.name}
                title={machine.name}
                imageSrc={machine.image_url}
                href={machinePath(cat, index)}
                priority={index === 0}
                eager={index < cardsPerWideRow}
                linkText={
                  <>
                    Read More<span className="visually-hidden"> about the {machine.name}</span>
                  </>
                }
              >
                <p>{machineSummary(machine)}</p>
                <ul className="feature-list">
                  {machine.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </EquipmentCard>
            ))}
          </div>
        )}
        {cat === 'mfp' && (
          <VendorShowcase
            id="hp-lineup"
            title="Explore the HP office lineup"
            href={siteConfig.external.vendorPrinters}
            linkText="See HP office printers on hp.com"
          >
            <p>
              HP&apos;s own catalog shows every LaserJet and PageWide model with its speeds, paper handling and security features. Found one
              that is not listed above? We can supply, lease and service it too: ask for a quote.
            </p>
          </VendorShowcase>
        )}
        <p className="button-row">
          <Link className="button" href="/quote">
            Request a Quote
          </Link>
          <Link className="button button-outline" href="/lease">
            Leasing options
          </Link>
        </p>
      </div>
    </>
  );
}
