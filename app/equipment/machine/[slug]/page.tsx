import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { entryPlace, entrySlugs } from '@/lib/content/entry-pages';
import MachinePage, { generateMetadata as machineMetadata } from '../../[cat]/[id]/page';

interface MachineFileParams {
  params: Promise<{ slug: string }>;
}

/** A file name that is no machine's is 404 at build time (docs/requirements.md#routes, rule 2). */
export const dynamicParams = false;

/** One page per machine, by the name of its file in data/content/machines/. */
export function generateStaticParams() {
  return entrySlugs('machines').map((slug) => ({ slug }));
}

/** The place of the machine of `/equipment/machine/<file name>` in its category, as its page's parameters. */
async function machineParams({ params }: MachineFileParams) {
  const place = entryPlace('machines', (await params).slug);
  if (!place) notFound();
  return { params: Promise.resolve(place) };
}

/** The machine page's own metadata: its canonical link is this address (lib/content/entry-pages.ts). */
export async function generateMetadata(props: MachineFileParams): Promise<Metadata> {
  return machineMetadata(await machineParams(props));
}

/**
 * A machine's page at the address that keeps with it, `/equipment/machine/<file name>`
 * (lib/content/entry-pages.ts): the page of `/equipment/{cat}/{id}`, whose place moves as machines
 * are added or reordered; both name this one as canonical.
 */
export default async function MachineFilePage(props: MachineFileParams) {
  return <MachinePage {...await machineParams(props)} />;
}
