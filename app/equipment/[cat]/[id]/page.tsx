import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { machineSummary } from '@/components/equipment/machine';
import { MachineDetail } from '@/components/equipment/MachineDetail';
import { JsonLd } from '@/components/seo/JsonLd';
import { Link } from '@/components/ui/Link';
import { PageHeader } from '@/components/ui/PageHeader';
import { categoryKeys, getMachine, getMachinesByCategory, isMachineCategory, machineCategories } from '@/lib/data/machines';
import { pageMetadata } from '@/lib/metadata';
import { categoryPath, machinePath } from '@/lib/routes';
import { productLd } from '@/lib/structured-data';

interface MachineParams {
  params: Promise<{ cat: string; id: string }>;
}

/** Unknown categories and indexes are 404 at build time, not checked in the browser (docs/requirements.md#routes, rule 2). */
export const dynamicParams = false;

/** Every category with every zero-based index of its machines. */
export function generateStaticParams() {
  const machines = getMachinesByCategory();
  return categoryKeys.flatMap((cat) => machines[cat].map((_, index) => ({ cat, id: String(index) })));
}

/** The machine's name and summary, with its canonical `/equipment/{cat}/{id}`. */
export async function generateMetadata({ params }: MachineParams): Promise<Metadata> {
  const { cat, id } = await params;
  const machine = getMachine(cat, id);
  if (!machine) return { title: 'Printer not Found' };
  return pageMetadata({ title: machine.name, description: machineSummary(machine), path: machinePath(cat, id) });
}

/**
 * Equipment detail (docs/requirements.md#equipment, rule 5): the machine (see MachineDetail) and
 * the way to a quote or a service call. A missing machine shows 'Printer not Found'.
 */
export default async function MachinePage({ params }: MachineParams) {
  const { cat, id } = await params;
  if (!isMachineCategory(cat)) notFound();
  const category = machineCategories[cat];
  const machine = getMachine(cat, id);
  const trail = [
    { label: 'Home', href: '/' },
    { label: 'Equipment', href: '/equipment' },
    { label: category.title, href: categoryPath(cat) },
  ];

  if (!machine) {
    return (
      <>
        <PageHeader title="Printer not Found" breadcrumb={trail} />
        <div className="container section prose">
          <p>
            This machine is no longer in our lineup. See the current <Link href={categoryPath(cat)}>{category.title}</Link> or{' '}
            <Link href="/quote">ask us for a quote</Link> on the model you need.
          </p>
        </div>
      </>
    );
  }

  return (
    <>
      <JsonLd data={productLd(machine, cat, id)} />
      <PageHeader title={machine.name} lead={machineSummary(machine)} breadcrumb={[...trail, { label: machine.name }]} />
      <div className="container section">
        <MachineDetail machine={machine} />
        <section aria-labelledby="next-steps-heading">
          <h2 id="next-steps-heading">Buy, lease or service the {machine.name}</h2>
          <p>Ask for a price to buy or lease, or, if you already run one, open a service call and a technician will be in touch.</p>
          <p className="button-row">
            <Link className="button" href="/quote">
              Request a Quote
            </Link>
            <Link className="button button-outline" href="/repair/servicecall">
              Place a Service Call
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
