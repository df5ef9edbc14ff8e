import { ContactForm } from '@/components/forms/ContactForm';
import type { BlockValue } from '@/lib/content/schemas/page';

/**
 * A `form` block (lib/content/schemas/page.ts): the contact form of its variant, to its mailbox, with its
 * subject and heading. A page whose content has one passes it to `PageBlocks`
 * (`interactive={{ form: FormBlock }}`), so only such a page loads the form's client code.
 */
export function FormBlock({ value }: { value: BlockValue<'form'> }) {
  const { variant, mailbox, subject, heading, anchor } = value;
  return <ContactForm variant={variant} mailbox={mailbox} emailSubject={subject} heading={heading || undefined} id={anchor || undefined} />;
}
