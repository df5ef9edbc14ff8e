import { answerFormPost } from '@/lib/api/form-post';
import { guardRequest } from '@/lib/api/guard';
import { clientAddress, handleErrors, isFormPost, parseBody, readJsonBody, submissionResponse } from '@/lib/api/http';
import { verifySpamCheck } from '@/lib/api/spam-check';
import { newReference } from '@/lib/delivery/reference';
import { contactPlacementSchema, contactRequestSchema } from '@/lib/forms/contact';
import { contactFieldNames } from '@/lib/forms/contact-fields';
import { submitContactRequest } from '@/lib/requests/contact-messages';

export const dynamic = 'force-dynamic';

/**
 * POST /api/contactemail (docs/requirements.md#contact-form): validates the shared contact form's
 * body with its schema, checks the captcha token on the server, then submitContactRequest
 * (lib/requests/contact-messages.ts) commits the request to the store and delivers it to the mailbox alias
 * through the configured transport.
 * Answers `{ ok: true, reference, outcome }`: 200 when sent, 202 when queued to be retried or
 * kept for the shop with no transport (submissionResponse); or `{ ok: false, error, fieldErrors? }` with 400 (bad input), 403 (spam
 * check), 413, 415, 429 or 500 (the store failed: nothing was kept).
 * The form sent without JavaScript (`application/x-www-form-urlencoded`) is answered with a page
 * instead (answerFormPost, docs/requirements.md#forms-without-javascript).
 */
export async function POST(request: Request) {
  if (isFormPost(request)) {
    return answerFormPost(request, {
      route: 'contactemail',
      form: (fields) => {
        const placement = contactPlacementSchema.safeParse(fields);
        return placement.success
          ? {
              kind: 'contact',
              variant: placement.data.variant,
              mailbox: placement.data.contact_email,
              emailSubject: placement.data.email_subject,
            }
          : undefined;
      },
      typed: contactFieldNames,
      parse: (fields) => parseBody(contactRequestSchema, fields),
      token: (data) => data.token,
      honeypot: (data) => Boolean(data.website),
      submit: submitContactRequest,
    });
  }
  return handleErrors(request, async () => {
    await guardRequest('contactemail', request);
    const data = parseBody(contactRequestSchema, await readJsonBody(request));
    // A filled honeypot is a bot: answer as if sent, so it learns nothing, and deliver nothing.
    if (data.website) return submissionResponse({ reference: newReference(), outcome: 'sent' });
    await verifySpamCheck(data.token, clientAddress(request));
    return submissionResponse(await submitContactRequest(data));
  });
}
