import { useId } from 'react';
import { ContactFormClient } from '@/components/forms/ContactFormClient';
import { FormNotice } from '@/components/forms/FormNotice';
import { FormSection } from '@/components/forms/FormSection';
import type { PostAnswer } from '@/components/forms/postAnswer';
import { siteConfig } from '@/lib/content/site';
import { telHref } from '@/lib/format/shop-phone';
import { contactVariantSpecs, type ContactVariant } from '@/lib/forms/contact-fields';
import { DEFAULT_EMAIL_SUBJECT, DEFAULT_MAILBOX, type MailboxAlias } from '@/lib/forms/mailbox';

export type { ContactVariant };

export interface ContactFormProps {
  /** Target mailbox alias; default 'help'. */
  mailbox?: MailboxAlias;
  /** Email subject tag, e.g. 'Small Format Services Page'; default 'Website Contact Form'. */
  emailSubject?: string;
  variant?: ContactVariant;
  /**
   * Heading above the form; default 'Contact Us'. The quote variant always reads 'Request a
   * Quote'; the basic variant shows a heading only when one is given.
   */
  heading?: string;
  /** id of the section, for in-page links such as /covid#quote. */
  id?: string;
  /** On the answer page of the form sent without JavaScript: what to show (postAnswer.ts). */
  answer?: PostAnswer;
}

/**
 * The shared contact form, placed at the end of most pages (docs/requirements.md#contact-form): a
 * section with the variant's heading around the interactive form. Company name and phone come from
 * the site config here, on the server, so the client bundle never includes `lib/content/site.ts`; so does
 * the public reCAPTCHA site key (none configured: the spam check is open).
 */
export function ContactForm({
  mailbox = DEFAULT_MAILBOX,
  emailSubject = DEFAULT_EMAIL_SUBJECT,
  variant = 'default',
  heading,
  id,
  answer,
}: ContactFormProps) {
  const spec = contactVariantSpecs[variant];
  const title = spec.heading ?? heading ?? spec.defaultHeading;
  const titleId = useId();
  return (
    <FormSection id={id} labelledBy={title ? titleId : undefined}>
      {title && <h2 id={titleId}>{title}</h2>}
      <ContactFormClient
        mailbox={mailbox}
        emailSubject={emailSubject}
        variant={variant}
        companyName={siteConfig.name}
        phone={siteConfig.phones.main}
        phoneHref={telHref(siteConfig.phones.main)}
        recaptchaSiteKey={siteConfig.recaptchaSiteKey}
        answer={answer}
      />
      <FormNotice />
    </FormSection>
  );
}
