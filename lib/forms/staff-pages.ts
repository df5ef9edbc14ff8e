import { z } from 'zod';
import { mailboxAliases } from './mailbox';

/**
 * The staff pages' query strings and forms (docs/operations.md#the-staff-side). A value that does
 * not parse is dropped (the list shows everything), never an error page: the filters are links.
 */

/** The request kinds the list filters by (lib/requests/types.ts Delivery['kind']). */
export const REQUEST_KINDS = ['contact', 'service-call', 'meter-reading', 'order'] as const;

/** The states the list counts and filters by (lib/store/schema.ts REQUEST_STATES but `sending`). */
export const LISTED_STATES = ['sent', 'pending', 'failed', 'unknown', 'held', 'kept'] as const;

/** A calendar day that exists, 'YYYY-MM-DD' (a date input's value): no 2026-02-31. */
const day = z.iso.date();

/** The requests list's filters, from its query string. */
export const requestFilterSchema = z.object({
  kind: z.enum(REQUEST_KINDS).optional().catch(undefined),
  state: z.enum(LISTED_STATES).optional().catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  /** The form, by the email subject its requests carry (the contact form's variants have their own). */
  form: z.string().max(200).optional().catch(undefined),
});

export type RequestFilterQuery = z.output<typeof requestFilterSchema>;

/** A month, 'YYYY-MM' (meter readings). */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must read YYYY-MM');

/** A staff action on a request (the form of its page): send again, it arrived, or send to another of the shop's mailboxes. */
export const requestActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('resend') }),
  z.object({ action: z.literal('arrived') }),
  z.object({
    action: z.literal('redirect'),
    mailbox: z.enum(mailboxAliases),
    transport: z.enum(['configured', 'smtp', 'gateway']).default('configured'),
  }),
]);

export type RequestAction = z.output<typeof requestActionSchema>;
