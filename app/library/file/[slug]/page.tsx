import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { entryPlace, entrySlugs } from '@/lib/content/entry-pages';
import TemplatePage, { generateMetadata as templateMetadata } from '../../template/[id]/page';

interface TemplateFileParams {
  params: Promise<{ slug: string }>;
}

/** A file name that is no template's is 404 at build time (docs/requirements.md#routes, rule 2). */
export const dynamicParams = false;

/** One page per template, by the name of its file in data/content/templates/. */
export function generateStaticParams() {
  return entrySlugs('templates').map((slug) => ({ slug }));
}

/** The place of the template of `/library/file/<file name>` in the library, as its page's parameters. */
async function templateParams({ params }: TemplateFileParams) {
  const place = entryPlace('templates', (await params).slug);
  if (!place) notFound();
  return { params: Promise.resolve(place) };
}

/** The template page's own metadata: its canonical link is this address (lib/content/entry-pages.ts). */
export async function generateMetadata(props: TemplateFileParams): Promise<Metadata> {
  return templateMetadata(await templateParams(props));
}

/**
 * A template's page at the address that keeps with it, `/library/file/<file name>`
 * (lib/content/entry-pages.ts): the page of `/library/template/{id}`, whose place moves as templates
 * are added or reordered; both name this one as canonical.
 */
export default async function TemplateFilePage(props: TemplateFileParams) {
  return <TemplatePage {...await templateParams(props)} />;
}
