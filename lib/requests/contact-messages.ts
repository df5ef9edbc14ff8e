import 'server-only';
import { serverEnv, type ServerEnv } from '@/lib/config/server';
import { submitRequest, type RequestToDeliver, type Submission } from '@/lib/delivery/submit';
import { composeDesc, type ContactRequest } from '@/lib/forms/contact';
import type { Delivery } from './types';

/**
 * The contact forms (docs/requirements.md#contact-form): a request to the mailbox of the page it
 * was sent from, with its variant's fields and the text composed from them, committed to the
 * store and delivered like every request.
 */

/** The mail of a contact request: the basic variant has no subject, best time or message. */
function contactDelivery(request: ContactRequest): Delivery {
  const subjectFields = request.variant === 'basic' ? { subject: '', when: '', message: '' } : request;
  return {
    kind: 'contact',
    mailbox: request.contact_email,
    emailSubject: request.email_subject,
    name: request.name,
    email: request.email,
    phone: request.phone,
    subject: subjectFields.subject,
    when: subjectFields.when ?? '',
    desc: composeDesc(subjectFields, request.variant),
    token: request.token,
    variant: request.variant,
  };
}

/**
 * Takes a contact request whose spam check passed, or one held for a person to check: commits it
 * to the store and sends it to its mailbox (not a held one).
 * @param options a form post's dedupe key and window, and whether it is held (lib/api/form-post.ts)
 * @returns the reference and outcome (200 sent / 202 queued or kept, lib/api/http.ts submissionResponse)
 * @throws the store's error when it could not be committed
 */
export function submitContactRequest(
  request: ContactRequest,
  options: Pick<RequestToDeliver, 'dedupeKey' | 'dedupeWindowMs' | 'holdForCheck'> = {},
  env: ServerEnv = serverEnv(),
): Promise<Submission> {
  return submitRequest({ delivery: contactDelivery(request), ...options }, env);
}
