import 'server-only';
import { subjectWithReference, type Delivery } from '@/lib/requests/types';
import { fetchJson, UpstreamError } from './fetch';

/**
 * The mail gateway (docs/requirements.md#where-requests-go): a hosted gateway whose base URL ends in
 * '/prod'. Owns the paths, the bodies and the reading of answers.
 */

/**
 * Forwards a delivery to `{base}/contactemail/` with the gateway's body (contact_email, email, name,
 * phone, subject, when, email_subject, desc, token, v2); the reference is in the subject and on
 * the first line of desc. `mailbox` (contact_email) is the delivery's own unless given (a preview's).
 * @throws UpstreamError when the gateway is unreachable, times out, or answers non-2xx
 */
export async function sendToContactGateway(
  base: string,
  delivery: Delivery,
  timeoutMs: number,
  mailbox: string = delivery.mailbox,
): Promise<void> {
  const body = {
    contact_email: mailbox,
    email: delivery.email,
    name: delivery.name,
    phone: delivery.phone,
    subject: delivery.subject,
    when: delivery.when,
    email_subject: subjectWithReference(delivery),
    desc: delivery.reference ? `Reference: ${delivery.reference}\n${delivery.desc}` : delivery.desc,
    token: delivery.token ?? '',
    v2: true,
  };
  const { status } = await fetchJson(
    'mail gateway',
    `${base.replace(/\/$/, '')}/contactemail/`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    timeoutMs,
  );
  if (status < 200 || status >= 300) throw new UpstreamError('mail gateway', `answered ${status}`, false, status);
}

/**
 * Asks the gateway for a captcha score (docs/requirements.md#spam-check: body { token, v2: true }, answer read as
 * statusCode and body.score).
 * @returns the score, 0 when the gateway's statusCode is not 200 or no score is given
 * @throws UpstreamError when the gateway is unreachable, times out or answers non-2xx
 */
export async function verifySpamCheckWithGateway(base: string, token: string, timeoutMs: number): Promise<number> {
  const { status, body } = await fetchJson(
    'captcha gateway',
    `${base.replace(/\/$/, '')}/verifycaptcha/`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, v2: true }) },
    timeoutMs,
  );
  if (status < 200 || status >= 300) throw new UpstreamError('captcha gateway', `answered ${status}`, false, status);
  const answer = body as { statusCode?: unknown; body?: { score?: unknown } } | undefined;
  const score = answer?.body?.score;
  return answer?.statusCode === 200 && typeof score === 'number' ? score : 0;
}
