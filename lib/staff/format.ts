import type { ContactVariant } from '@/lib/forms/contact-fields';
import type { Delivery } from '@/lib/requests/types';
import { isHeldForCheck } from '@/lib/store/request-queue';
import type { RequestRow, RequestState } from '@/lib/store/schema';

/**
 * How the staff pages write dates and states. Dates are shown in the shop's time zone, with the
 * zone, so a request's time reads the same to every staff member wherever they are.
 */

/** A moment as the shop's clock reads it, e.g. 'Nov 26, 2026, 9:41 AM PST'. */
export function shopTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at);
}

/**
 * A count with its noun, singular for one: '1 reading', '4 requests', '0 orders'.
 * @param count how many
 * @param noun the singular, whose plural takes an s (every noun the staff pages count does)
 */
export function nounCount(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/**
 * What each state means to the shop's staff, where a state is named without its row (the list's
 * filters). `held` covers both kinds of held request; a row's own wording is stateLabel's.
 */
export const STATE_LABELS: Record<RequestState, string> = {
  pending: 'Pending: will be tried again',
  sending: 'Being sent',
  sent: 'Sent',
  failed: 'Failed: gave up after 3 days',
  unknown: 'Unknown: may have reached the service gateway',
  held: 'Held: a test call, or waiting for a person to check it',
  kept: 'Kept: no mail transport configured',
};

/**
 * What one request's state means to the staff: STATE_LABELS, except that a held request says
 * which kind of held it is (docs/requirements.md#forms-without-javascript), since one is acted
 * on and the other never is.
 * @param row the request's state and channel
 * @returns the label shown for that row
 */
export function stateLabel(row: Pick<RequestRow, 'state' | 'channel'>): string {
  if (row.state !== 'held') return STATE_LABELS[row.state];
  return isHeldForCheck(row) ? 'Held: sent without the spam check, waiting for a person to check it' : 'Held: a test call, kept only';
}

/** The contact form's variants as the visitor saw them (lib/forms/contact-fields.ts). */
const CONTACT_FORMS: Record<ContactVariant, string> = {
  default: 'Contact form',
  basic: 'Call-me request',
  quote: 'Quote',
  quicksupply: 'Quick supply order',
  pickup: 'Pickup request',
  repair: 'Repair request',
};

/** The other request kinds' forms. */
const OTHER_FORMS: Record<Exclude<Delivery['kind'], 'contact'>, string> = {
  'service-call': 'Service call',
  'meter-reading': 'Meter reading',
  order: 'Sign order',
};

/**
 * The form a request came from, named as the visitor saw it: 'Quote', 'Quick supply order',
 * 'Service call'. A contact request kept before forms were recorded is named by its email subject.
 * @param delivery the request's delivery; null once retention deleted it (then its kind's name, or 'Contact form')
 */
export function formName(kind: Delivery['kind'], delivery: Pick<Delivery, 'variant' | 'emailSubject'> | null): string {
  if (kind !== 'contact') return OTHER_FORMS[kind];
  if (delivery?.variant) return CONTACT_FORMS[delivery.variant];
  return delivery?.emailSubject ?? CONTACT_FORMS.default;
}
