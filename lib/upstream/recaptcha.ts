import 'server-only';
import { z } from 'zod';
import { fetchJson, UpstreamError } from './fetch';

/** The fields of Google's siteverify answer we use (reCAPTCHA v3 docs, 'Site Verify Response'). */
const siteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export type SiteverifyAnswer = z.infer<typeof siteverifyAnswer>;

/**
 * Verifies a reCAPTCHA v3 token with siteverify: POST, form-encoded `secret`, `response` and
 * optionally `remoteip` (developers.google.com/recaptcha/docs/verify).
 * @returns the answer (success, score 0..1, action, hostname)
 * @throws UpstreamError when siteverify is unreachable, times out, answers non-2xx or garbage
 */
export async function siteverify(
  verifyUrl: string,
  secret: string,
  token: string,
  timeoutMs: number,
  remoteIp?: string,
): Promise<SiteverifyAnswer> {
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  const { status, body } = await fetchJson(
    'siteverify',
    verifyUrl,
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() },
    timeoutMs,
  );
  if (status < 200 || status >= 300) throw new UpstreamError('siteverify', `answered ${status}`, false, status);
  const parsed = siteverifyAnswer.safeParse(body);
  if (!parsed.success) throw new UpstreamError('siteverify', 'answered an unexpected body', false, status);
  return parsed.data;
}
