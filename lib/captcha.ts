import 'server-only';
import { serverEnv, type ServerEnv } from '@/lib/env';
import { siteConfig } from '@/lib/site';
import { verifyCaptchaWithGateway } from '@/lib/upstream/contact-gateway';
import { siteverify } from '@/lib/upstream/recaptcha';

/** Spec section 9: the score at or above which a visitor counts as human. */
export const CAPTCHA_THRESHOLD = 0.5;

/** The reCAPTCHA action the forms request tokens for; siteverify must echo it. */
export const CAPTCHA_ACTION = 'contact';

type Verifier = { kind: 'siteverify'; secret: string; url: string } | { kind: 'gateway'; base: string } | { kind: 'none' };

/**
 * Which verifier checks tokens: Google's siteverify when RECAPTCHA_SECRET_KEY is set, else the
 * gateway's verifycaptcha when CONTACT_API_URL is set, and only when the browser has a site key to
 * make tokens with. Otherwise none: the gate is open (design.md, 'Requests').
 */
export function captchaVerifier(env: ServerEnv = serverEnv()): Verifier {
  if (!env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY) return { kind: 'none' };
  if (env.RECAPTCHA_SECRET_KEY) return { kind: 'siteverify', secret: env.RECAPTCHA_SECRET_KEY, url: env.RECAPTCHA_VERIFY_URL };
  if (env.CONTACT_API_URL) return { kind: 'gateway', base: env.CONTACT_API_URL };
  return { kind: 'none' };
}

let warned = false;

/**
 * The score of a captcha token, 0..1, checked on the server. With siteverify, a token whose action
 * or hostname is not ours scores 0. With no verifier configured, every request scores 1 (and the
 * server says so once in its log). A verifier that fails throws: the gate never fails open.
 * @throws UpstreamError when the verifier is unreachable or times out
 */
export async function captchaScore(token: string | undefined, remoteIp?: string): Promise<number> {
  const env = serverEnv();
  const verifier = captchaVerifier(env);
  if (verifier.kind === 'none') {
    if (!warned) {
      warned = true;
      console.warn('Captcha: no site key and verifier configured, the spam check is open (see .env.example)');
    }
    return 1;
  }
  if (!token) return 0;
  if (verifier.kind === 'gateway') return verifyCaptchaWithGateway(verifier.base, token, env.UPSTREAM_TIMEOUT_MS);
  const answer = await siteverify(verifier.url, verifier.secret, token, env.UPSTREAM_TIMEOUT_MS, remoteIp);
  const expectedHost = new URL(siteConfig.url).hostname;
  if (!answer.success || answer.action !== CAPTCHA_ACTION || (answer.hostname && answer.hostname !== expectedHost)) return 0;
  return answer.score ?? 0;
}
