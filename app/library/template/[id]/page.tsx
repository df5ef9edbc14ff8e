import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageCrumb } from '@/components/content/breadcrumbs';
import { FormBlock } from '@/components/content/FormBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { FormNotice } from '@/components/forms/FormNotice';
import { TemplateOrderForm } from '@/components/library/TemplateOrderForm';
import { SvgImage } from '@/components/ui/SvgImage';
import { canonicalPath } from '@/lib/content/entry-pages';
import { fillPage, slotWords, TEMPLATE_PAGE } from '@/lib/content/page-words';
import { readPage } from '@/lib/content/pages';
import { siteConfig } from '@/lib/content/site';
import { getTemplate, getTemplates, templateImage, templateMaterials, templateStyles, type PrintTemplate } from '@/lib/content/templates';
import { telHref } from '@/lib/format/shop-phone';
import { templatePath } from '@/lib/http/routes';
import { pageContentMetadata } from '@/lib/seo/metadata';
import styles from './page.module.css';

interface TemplateParams {
  params: Promise<{ id: string }>;
}

/** Unknown indexes are 404 at build time, not checked in the browser (docs/requirements.md#routes, rule 2). */
export const dynamicParams = false;

/** One page per template: its zero-based index in data/templates.json (0..13). */
export function generateStaticParams() {
  return getTemplates().map((_, index) => ({ id: String(index) }));
}

/**
 * The words of one template's page: data/content/pages/library-template.json, its `{template}`
 * (the sign's name) and `{sizes}` (e.g. '8.5x11, 17x22, 34x44') filled in.
 */
function templatePage(template: PrintTemplate) {
  return fillPage(readPage(TEMPLATE_PAGE), { template: template.description, sizes: template.sizes.join(', ') }, TEMPLATE_PAGE);
}

/**
 * The template's page title and description, with its canonical link to the address that keeps
 * with the template, `/library/file/<file name>` (lib/content/entry-pages.ts), which shows this page too.
 */
export async function generateMetadata({ params }: TemplateParams): Promise<Metadata> {
  const { id } = await params;
  const template = getTemplate(id);
  if (!template) return {};
  return pageContentMetadata(templatePage(template), TEMPLATE_PAGE, canonicalPath(templatePath(id)));
}

/**
 * Template detail and order (docs/requirements.md#template-library, rules 4 and 5): the words are
 * data/content/pages/library-template.json; the part "order" is the thumbnail and the order form
 * with its total and PayPal payment, then the 'need this template customized' contact form (mailbox
 * help) tagged with the description.
 */
export default async function TemplatePage({ params }: TemplateParams) {
  const { id } = await params;
  const template = getTemplate(id);
  if (!template) notFound();
  const page = templatePage(template);
  const words = slotWords(page, 'order', ['heading', 'picture'], TEMPLATE_PAGE);
  const order = (
    <div className={`container section ${styles.detail}`}>
      <SvgImage className={styles.thumb} src={templateImage(template)} alt={words.picture} width={340} height={440} priority />
      <section aria-labelledby="order-heading">
        <h2 id="order-heading">{words.heading}</h2>
        <TemplateOrderForm
          templateId={Number(id)}
          template={template}
          printStyles={templateStyles}
          materials={templateMaterials}
          phone={siteConfig.phones.main}
          phoneHref={telHref(siteConfig.phones.main)}
          paypalClientId={siteConfig.paypalClientId}
        />
        <FormNotice terms />
      </section>
    </div>
  );
  return (
    <PageBlocks
      own={{ form: FormBlock }}
      page={page}
      breadcrumb={[{ label: 'Home', href: '/' }, { label: pageCrumb('/library'), href: '/library' }, { label: template.description }]}
      slots={{ order }}
    />
  );
}
