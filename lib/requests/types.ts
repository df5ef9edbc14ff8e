import type { ContactVariant } from '@/lib/forms/contact-fields';
import type { MailboxAlias } from '@/lib/forms/mailbox';
import type { LowerCounter, MeterCounter } from '@/lib/forms/meter-reading-fields';
import type { OrderRequest } from '@/lib/forms/order';

/**
 * What the store keeps of each request, and what its delivery sends: types, and one pure helper
 * (subjectWithReference), below the store, the delivery and the outside services alike
 * (docs/architecture.md#what-may-import-what), so the store knows no transport and no request kind.
 */

/** A meter reading's figures, kept with its delivery so a later reading can be compared with it. */
export interface MeterRecord {
  /** Upper case, as compared. */
  equipmentNumber: string;
  /** YYYY-MM-DD */
  readingDate: string;
  counters: Partial<Record<MeterCounter, number>>;
}

/**
 * A request on its way to one of the shop's mailboxes: a contact form, a paid sign order, a
 * service call without the gateway, a meter reading. The same shape goes to every transport.
 */
export interface Delivery {
  kind: 'contact' | 'order' | 'service-call' | 'meter-reading';
  mailbox: MailboxAlias;
  /** Email subject, e.g. 'Website Contact Form' or a page's subject tag. */
  emailSubject: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  when: string;
  /** The composed text the shop reads (`desc`; docs/requirements.md#contact-form, rule 13). */
  desc: string;
  /** The captcha token, forwarded to the mail gateway, whose body carries it (docs/requirements.md#outside-services, rule 1). */
  token?: string;
  /** The request's reference (R-2611-7Q4K), set by the store before each attempt. */
  reference?: string;
  /** A meter reading's figures (not sent: `desc` has them for people). */
  meter?: MeterRecord;
  /** A contact request's form, as the visitor filled it in (not sent: the staff pages name the form by it). */
  variant?: ContactVariant;
}

/** The email subject with the request's reference, e.g. 'Website Contact Form [R-2611-7Q4K]'. */
export function subjectWithReference(delivery: Delivery): string {
  return delivery.reference ? `${delivery.emailSubject} [${delivery.reference}]` : delivery.emailSubject;
}

/** The body of a service call at the service gateway (its spec's call 4), kept with the request until it is sent. */
export interface ServiceRequestBody {
  equipmentId: string | number;
  /** The caller's name combined with phone and email (`composeCallerName`). */
  callerName: string;
  callDescription: string;
}

/** What was ordered and what it costs, as priced when the order was created. */
export interface OrderRecord {
  orderId: string;
  createdAt: string;
  order: OrderRequest;
  /** The template's description, as it read when the order was made. */
  templateDescription: string;
  /** The purchase unit's description sent to PayPal (orderDescription). */
  description: string;
  unitAmount: string;
  amount: string;
  currency: string;
}

/**
 * A form sent without JavaScript, as its answer page shows it again
 * (docs/requirements.md#forms-without-javascript): which form, and how its page placed it.
 */
export type FormAnswerForm =
  { kind: 'contact'; variant: ContactVariant; mailbox: MailboxAlias; emailSubject: string } | { kind: 'meter-reading' };

/** What a refused form post's answer page warns of besides field errors: a meter reading's counters lower than earlier this month. */
export interface FormAnswerWarning {
  lower: LowerCounter[];
}
