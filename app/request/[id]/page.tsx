import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContactForm } from '@/components/forms/ContactForm';
import { FormNotice } from '@/components/forms/FormNotice';
import { FormSection } from '@/components/forms/FormSection';
import type { PostAnswer } from '@/components/forms/postAnswer';
import { MeterReadingForm } from '@/components/meter/MeterReadingForm';
import { PageHeader } from '@/components/ui/PageHeader';
import { PhoneLink } from '@/components/ui/PhoneLink';
import type { SubmissionAnswer } from '@/lib/browser/fetch-json';
import { deploymentStage } from '@/lib/config/deployment';
import { pageBlock, readPage } from '@/lib/content/pages';
import { siteConfig } from '@/lib/content/site';
import type { FormAnswerForm } from '@/lib/requests/types';
import { database } from '@/lib/store/db';
import { readFormAnswer } from '@/lib/store/form-answers';
import type { FormAnswerRow } from '@/lib/store/schema';

const TITLE = 'Your request';

export const metadata: Metadata = { title: TITLE, robots: { index: false, follow: false } };

/** The row as the form shows it: accepted, or refused with its values and errors or a warning, or not sent. */
function postAnswerOf(row: FormAnswerRow): PostAnswer {
  const values = row.values ?? {};
  if (row.reference) return { accepted: { reference: row.reference, outcome: row.outcome as SubmissionAnswer['outcome'] }, values };
  const warning = row.warning ?? undefined;
  return { values, fieldErrors: row.fieldErrors ?? undefined, warning, failed: !row.fieldErrors && !warning };
}

/** The form again, as its page placed it. */
function FormAgain({ form, answer }: { form: FormAnswerForm; answer: PostAnswer }) {
  if (form.kind === 'contact') {
    return <ContactForm variant={form.variant} mailbox={form.mailbox} emailSubject={form.emailSubject} answer={answer} />;
  }
  const { heading } = pageBlock(readPage('/meter'), 'slot', '/meter');
  return (
    <FormSection labelledBy="meter-reading-heading">
      {heading && <h2 id="meter-reading-heading">{heading}</h2>}
      <MeterReadingForm
        companyName={siteConfig.name}
        servicePhone={<PhoneLink phone={siteConfig.phones.service} />}
        recaptchaSiteKey={siteConfig.recaptchaSiteKey}
        timeZone={siteConfig.timeZone}
        answer={answer}
      />
      <FormNotice />
    </FormSection>
  );
}

/**
 * /request/{id}: the answer page of a form sent without JavaScript
 * (docs/requirements.md#forms-without-javascript). Its route handler stored what it shows
 * (lib/api/form-post.ts): the form's thank-you with the reference, or the form again with what was
 * typed and the errors next to their fields, which posts again from here. Rendered per request,
 * for one hour after the post; then, or for an id that was never given, the not-found page.
 */
export default async function FormAnswerPage({ params }: PageProps<'/request/[id]'>) {
  const { id } = await params;
  const row = await readFormAnswer(await database(), deploymentStage(), id, new Date());
  if (!row) notFound();
  return (
    <>
      <PageHeader title={TITLE} breadcrumb={[{ label: 'Home', href: '/' }, { label: TITLE }]} />
      <FormAgain form={row.form} answer={postAnswerOf(row)} />
    </>
  );
}
