import { requireHuman } from '@/lib/captcha';
import { deliver } from '@/lib/delivery';
import { clientKey, handleErrors, methodNotAllowed, parseBody, readJsonBody } from '@/lib/http';
import { guardPost } from '@/lib/api-guard';
import { composeDesc, contactRequestSchema } from '@/lib/schemas/contact';

export const dynamic = 'force-dynamic';

/**
 * POST /api/contactemail (spec call 2, design.md 'Requests'): validates the shared contact form's
 * body with its schema, checks the captcha token on the server, and delivers the request to the
 * mailbox alias through the configured transport.
 * Answers `{ ok: true }`; or `{ ok: false, error, fieldErrors? }` with 400 (bad input), 403 (spam
 * check), 413, 415, 429, 502 (delivery failed; the request is kept in the outbox) or 504 (timeout).
 */
export async function POST(request: Request) {
  return handleErrors(async () => {
    guardPost('contactemail', request);
    const data = parseBody(contactRequestSchema, await readJsonBody(request));
    // A filled honeypot is a bot: answer as if sent, so it learns nothing, and deliver nothing.
    if (data.website) return Response.json({ ok: true });
    await requireHuman(data.token, clientKey(request));
    const subjectFields = data.variant === 'basic' ? { subject: '', when: '', message: '' } : data;
    await deliver({
      kind: 'contact',
      mailbox: data.contact_email,
      emailSubject: data.email_subject,
      name: data.name,
      email: data.email,
      phone: data.phone,
      subject: subjectFields.subject,
      when: subjectFields.when ?? '',
      desc: composeDesc(subjectFields, data.variant),
      token: data.token,
    });
    return Response.json({ ok: true });
  });
}

export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
