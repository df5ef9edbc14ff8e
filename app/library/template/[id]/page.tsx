import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContactForm } from '@/components/forms/ContactForm';
import { FormNotice } from '@/components/forms/FormNotice';
import { TemplateOrderForm } from '@/components/library/TemplateOrderForm';
import { PageHeader } from '@/components/ui/PageHeader';
import { SvgImage } from '@/components/ui/SvgImage';
import { getTemplate, getTemplates, templateImage, templateMaterials, templateStyles } from '@/lib/data/templates';
import { pageMetadata } from '@/lib/metadata';
import { telHref } from '@/lib/phone';
import { templatePath } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
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

/** The template's sign name and what can be ordered, with its canonical `/library/template/{id}`. */
export async function generateMetadata({ params }: TemplateParams): Promise<Metadata> {
  const { id } = await params;
  const template = getTemplate(id);
  if (!template) return {};
  return pageMetadata({
    title: `${template.description} Sign`,
    description: `Order prints of the ${template.description} sign in ${template.sizes.join(', ')}, as a poster, flyer, window cling, sticker or banner.`,
    path: templatePath(id),
  });
}

/**
 * Template detail and order (docs/requirements.md#template-library, rules 4 and 5): description, thumbnail, the
 * order form with its total and PayPal payment, and the 'need this template customized' contact
 * form (mailbox help) tagged with the description.
 */
export default async function TemplatePage({ params }: TemplateParams) {
  const { id } = await params;
  const template = getTemplate(id);
  if (!template) notFound();

  return (
    <>
      <PageHeader
        title={template.description}
        lead="Printed in our shop on the material you choose, ready for pickup or delivery."
        breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Sign Template Library', href: '/library' }, { label: template.description }]}
      />
      <div className={`container section ${styles.detail}`}>
        <SvgImage
          className={styles.thumb}
          src={templateImage(template)}
          alt={`The ${template.description} sign`}
          width={340}
          height={440}
          priority
        />
        <section aria-labelledby="order-heading">
          <h2 id="order-heading">Order Prints</h2>
          <TemplateOrderForm
            templateId={Number(id)}
            template={template}
            styles={templateStyles}
            materials={templateMaterials}
            phone={siteConfig.phones.main}
            phoneHref={telHref(siteConfig.phones.main)}
            paypalClientId={siteConfig.paypalClientId}
          />
          <FormNotice terms />
        </section>
      </div>
      <ContactForm heading="Need this template customized?" emailSubject={template.description} />
    </>
  );
}
