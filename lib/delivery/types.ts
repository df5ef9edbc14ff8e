import type { MailboxAlias } from '@/lib/schemas/mailbox';

/**
 * A request on its way to one of the shop's mailboxes: a contact form, a paid sign order, a
 * service call without the gateway. The same shape goes to every transport.
 */
export interface Delivery {
  kind: 'contact' | 'order' | 'service-call';
  mailbox: MailboxAlias;
  /** Email subject, e.g. 'Website Contact Form' or a page's subject tag. */
  emailSubject: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  when: string;
  /** The composed text the shop reads (spec call 2, `desc`). */
  desc: string;
  /** The captcha token, forwarded to the gateway as the spec's body has it. */
  token?: string;
  /** The request's reference (R-2611-7Q4K), set by the store before each attempt. */
  reference?: string;
}

/** The email subject with the request's reference, e.g. 'Website Contact Form [R-2611-7Q4K]'. */
export function subjectWithReference(delivery: Delivery): string {
  return delivery.reference ? `${delivery.emailSubject} [${delivery.reference}]` : delivery.emailSubject;
}
