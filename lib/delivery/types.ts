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
}

/** Where a delivery went: the transport, and for the outbox the file written. */
export interface DeliveryReceipt {
  transport: 'gateway' | 'smtp' | 'outbox';
  outboxFile?: string;
}
