import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageCrumb } from '@/components/content/breadcrumbs';
import { PageBlocks } from '@/components/content/PageBlocks';
import { EquipmentCard } from '@/components/equipment/EquipmentCard';
import { cardsPerWideRow, machineSummary } from '@/components/equipment/machine';
import { MachineFeatures } from '@/components/equipment/MachineFeatures';
import { UnbrokenHyphens } from '@/components/ui/UnbrokenHyphens';
import { categoryKeys, getMachinesByCategory, isMachineCategory } from '@/lib/content/machines';
import { readPage } from '@/lib/content/pages';
import { categoryPath, machinePath } from '@/lib/http/routes';
import { contentPageMetadata } from '@/lib/seo/metadata';

interface CategoryParams {
  params: Promise<{ cat: string }>;
}

/** Unknown categories are 404 at build time, not checked in the browser (docs/requirements.md#routes, rule 2). */
export const dynamicParams = false;

/** The five category keys (docs/requirements.md#equipment, rule 2). */
export function generateStaticParams() {
  return categoryKeys.map((cat) => ({ cat }));
}

/** Title and description of the category's page, with its canonical `/equipment/{cat}`. */
export async function generateMetadata({ params }: CategoryParams): Promise<Metadata> {
  const { cat } = await params;
  if (!isMachineCategory(cat)) return {};
  return contentPageMetadata(categoryPath(cat));
}

/**
 * Category listing (docs/requirements.md#equipment, rule 4): its words are
 * data/content/pages/equipment-{cat}.json (the `mfp` one also shows HP's office lineup), with a
 * card per machine (the part "machines": name, image, one-line summary, features and Read More),
 * or what the part says when the category is empty ('No Machines Found').
 */
export default async function CategoryPage({ params }: CategoryParams) {
  const { cat } = await params;
  if (!isMachineCategory(cat)) notFound();
  const route = categoryPath(cat);
  const machines = getMachinesByCategory()[cat];
  const grid =
    machines.length === 0 ? null : (
      <div className="container section">
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
                  Read More<span className="visually-hidden">: {machine.name}</span>
                </>
              }
            >
              <p>
                <UnbrokenHyphens text={machineSummary(machine)} />
              </p>
              <MachineFeatures features={machine.features} />
            </EquipmentCard>
          ))}
        </div>
      </div>
    );
  return (
    <PageBlocks
      page={readPage(route)}
      breadcrumb={[{ label: 'Home', href: '/' }, { label: pageCrumb('/equipment'), href: '/equipment' }, { label: pageCrumb(route) }]}
      slots={{ machines: grid }}
    />
  );
}
