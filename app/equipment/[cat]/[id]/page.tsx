import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageCrumb } from '@/components/content/breadcrumbs';
import { PageBlocks } from '@/components/content/PageBlocks';
import { RichText } from '@/components/content/RichText';
import { machineSummary } from '@/components/equipment/machine';
import { MACHINE_DETAIL_WORDS, MachineDetail } from '@/components/equipment/MachineDetail';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageHeader } from '@/components/ui/PageHeader';
import { categoryWords } from '@/lib/content/categories';
import { canonicalPath } from '@/lib/content/entry-pages';
import {
  categoryKeys,
  getMachine,
  getMachinesByCategory,
  isMachineCategory,
  type Machine,
  type MachineCategory,
} from '@/lib/content/machines';
import { fillPage, fillText, MACHINE_PAGE, slotWords } from '@/lib/content/page-words';
import { pageSlot, readPage } from '@/lib/content/pages';
import { categoryPath, machinePath } from '@/lib/http/routes';
import { pageContentMetadata } from '@/lib/seo/metadata';
import { productLd } from '@/lib/seo/structured-data';

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

/** What the placeholders of every machine's page stand for on this one's: `{category}`, `{category_path}`, and the machine's `{machine}` and `{summary}`. */
function placeholders(cat: MachineCategory, machine?: Machine): Record<string, string> {
  const category = { category: categoryWords(cat).title, category_path: categoryPath(cat) };
  return machine ? { ...category, machine: machine.name, summary: machineSummary(machine) } : category;
}

/** The words of a machine that is not in the data: the part "machine"'s `not-found` title and its `empty` sentence. */
function notFoundWords(cat: MachineCategory) {
  const page = readPage(MACHINE_PAGE);
  return {
    title: slotWords(page, 'machine', ['not-found'], MACHINE_PAGE)['not-found'],
    text: fillText(pageSlot(page, 'machine', MACHINE_PAGE).empty, placeholders(cat), MACHINE_PAGE),
  };
}

/**
 * The machine's page title and description from data/content/pages/equipment-machine.json, with
 * its canonical link to the address that keeps with the machine, `/equipment/machine/<file name>`
 * (lib/content/entry-pages.ts), which shows this page too.
 */
export async function generateMetadata({ params }: MachineParams): Promise<Metadata> {
  const { cat, id } = await params;
  if (!isMachineCategory(cat)) return {};
  const machine = getMachine(cat, id);
  if (!machine) return { title: notFoundWords(cat).title };
  return pageContentMetadata(
    fillPage(readPage(MACHINE_PAGE), placeholders(cat, machine), MACHINE_PAGE),
    MACHINE_PAGE,
    canonicalPath(machinePath(cat, id)),
  );
}

/**
 * Equipment detail (docs/requirements.md#equipment, rule 5): the words every machine's page shares
 * are data/content/pages/equipment-machine.json, `{machine}` and the like filled in: the machine
 * (the part "machine", see MachineDetail) and the way to a quote or a service call. A missing
 * machine shows the part's `not-found` title ('Printer not Found') and its `empty` sentence.
 */
export default async function MachinePage({ params }: MachineParams) {
  const { cat, id } = await params;
  if (!isMachineCategory(cat)) notFound();
  const machine = getMachine(cat, id);
  const trail = [
    { label: 'Home', href: '/' },
    { label: pageCrumb('/equipment'), href: '/equipment' },
    // The category's title, as the machine's structured data names it (lib/seo/structured-data.ts).
    { label: categoryWords(cat).title, href: categoryPath(cat) },
  ];

  if (!machine) {
    const { title, text } = notFoundWords(cat);
    return (
      <>
        <PageHeader title={title} breadcrumb={trail} />
        <div className="container section prose">
          <RichText source={text} />
        </div>
      </>
    );
  }

  const page = fillPage(readPage(MACHINE_PAGE), placeholders(cat, machine), MACHINE_PAGE);
  const detail = (
    <div className="container section">
      <MachineDetail machine={machine} words={slotWords(page, 'machine', MACHINE_DETAIL_WORDS, MACHINE_PAGE)} />
    </div>
  );
  return (
    <>
      <JsonLd data={productLd(machine, cat, id)} />
      <PageBlocks page={page} breadcrumb={[...trail, { label: machine.name }]} slots={{ machine: detail }} />
    </>
  );
}
