import { DEFAULT_EMAIL_SUBJECT, DEFAULT_MAILBOX, type MailboxAlias } from '@/lib/schemas/mailbox';

/** Variants of the shared contact form (spec section 5). */
export type ContactVariant = 'default' | 'basic' | 'quote' | 'quicksupply' | 'pickup' | 'repair';

export interface ContactFormProps {
  /** Target mailbox alias; default 'help'. */
  mailbox?: MailboxAlias;
  /** Email subject tag, e.g. 'Small Format Services Page'; default 'Website Contact Form'. */
  emailSubject?: string;
  variant?: ContactVariant;
  /** Heading above the form; the quote variant always reads 'Request a Quote', basic has none. */
  heading?: string;
  /** id of the section, for in-page links such as /covid#quote. */
  id?: string;
}

/** The shared contact form, placed at the end of most pages. */
export function ContactForm({ mailbox = DEFAULT_MAILBOX, emailSubject = DEFAULT_EMAIL_SUBJECT, variant = 'default', heading = 'Contact Us', id }: ContactFormProps) {
  return (
    <section className="contact-section" id={id} aria-label={heading} data-mailbox={mailbox} data-subject={emailSubject} data-variant={variant}>
      <div className="container">
        <h2>{variant === 'quote' ? 'Request a Quote' : heading}</h2>
      </div>
    </section>
  );
}
