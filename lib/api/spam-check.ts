import 'server-only';
import { HttpError } from '@/lib/api/http';
import { serverEnv, type ServerEnv } from '@/lib/config/server';
import { siteConfig } from '@/lib/content/site';
import { SPAM_CHECK_ACTION, SPAM_CHECK_THRESHOLD } from '@/lib/forms/spam-check-policy';
import { verifySpamCheckWithGateway } from '@/lib/upstream/contact-gateway';
import { siteverify } from '@/lib/upstream/recaptcha';

type Verifier = { kind: 'siteverify'; secret: string; url: string } | { kind: 'gateway'; base: string } | { kind: 'none' };

/**
 * Which verifier checks tokens: Google's siteverify when RECAPTCHA_SECRET_KEY is set, else the
 * gateway's verifycaptcha when CONTACT_API_URL is set, and only when the browser has a site key to
 * make tokens with. Otherwise none: the gate is open (docs/requirements.md#spam-check).
 */
export function spamCheckVerifier(env: ServerEnv = serverEnv()): Verifier {
  if (!env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY) return { kind: 'none' };
  if (env.RECAPTCHA_SECRET_KEY) return { kind: 'siteverify', secret: env.RECAPTCHA_SECRET_KEY, url: env.RECAPTCHA_VERIFY_URL };
  if (env.CONTACT_API_URL) return { kind: 'gateway', base: env.CONTACT_API_URL };
  return { kind: 'none' };
}

/** The start-up line of the server log that says whether the spam check is on (instrumentation.ts). */
export function spamCheckStatusLine(env: ServerEnv = serverEnv()): string {
  const verifier = spamCheckVerifier(env);
  return verifier.kind === 'none'
    ? 'Spam check: no site key and verifier configured, the spam check is open (see .env.example)'
    : `Spam check: tokens are verified with ${verifier.kind === 'siteverify' ? 'reCAPTCHA siteverify' : 'the gateway'}`;
}

/**
 * The score of a captcha token, 0..1, checked on the server. With siteverify, a token whose action
 * or hostname is not ours scores 0. With no verifier configured, every request scores 1 (the
 * server says so at start). A verifier that fails throws: the gate never fails open.
 * @throws UpstreamError when the verifier is unreachable or times out
 */
export async function spamCheckScore(token: string | undefined, remoteIp?: string, env: ServerEnv = serverEnv()): Promise<number> {
  const verifier = spamCheckVerifier(env);
  if (verifier.kind === 'none') return 1;
  if (!token) return 0;
  if (verifier.kind === 'gateway') return verifySpamCheckWithGateway(verifier.base, token, env.UPSTREAM_TIMEOUT_MS);
  const answer = await siteverify(verifier.url, verifier.secret, token, env.UPSTREAM_TIMEOUT_MS, remoteIp);
  const expectedHost = new URL(siteConfig.url).hostname;
  if (!answer.success || answer.action !== SPAM_CHECK_ACTION || (answer.hostname && answer.hostname !== expectedHost)) return 0;
  return answer.score ?? 0;
}

/**
 * Refuses a request whose captcha token does not score at least SPAM_CHECK_THRESHOLD.
 * @throws HttpError 403 for a low score or a missing token (when a verifier is configured);
 *   UpstreamError when the verifier failed (502/504)
 */
export async function verifySpamCheck(token: string | undefined, remoteIp?: string): Promise<void> {
  if ((await spamCheckScore(token, remoteIp)) < SPAM_CHECK_THRESHOLD) {
    throw new HttpError(403, 'The spam check did not pass. Please reload the page and try again.');
  }
}
