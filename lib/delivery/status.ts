import 'server-only';
import { isPreview } from '@/lib/deployment';
import { serverEnv, type ServerEnv } from '@/lib/env';
import { mailTransport } from './index';

/**
 * The start-up line of the server log that says where mail goes (instrumentation.ts;
 * docs/requirements.md#where-requests-go).
 */
export function deliveryStatusLine(env: ServerEnv = serverEnv()): string {
  const transport = mailTransport(env);
  const through = transport === 'gateway' ? 'the mail gateway (CONTACT_API_URL)' : 'SMTP (SMTP_URL)';
  if (isPreview(env)) {
    return env.PREVIEW_MAILBOX && transport !== 'none'
      ? `Mail (preview): every request, service calls and orders too, goes to PREVIEW_MAILBOX ${env.PREVIEW_MAILBOX} through ${through} with [PREVIEW] in the subject`
      : 'Mail (preview): no PREVIEW_MAILBOX or no mail transport, requests are kept in the store only (npm run outbox:status lists them)';
  }
  if (transport === 'none') {
    return 'Mail: no CONTACT_API_URL or SMTP_URL, requests are kept for the shop in the store (npm run outbox:status lists them) and sent once a transport is configured';
  }
  return `Mail: requests go to ${through}, failed ones are retried by the delivery worker`;
}

/**
 * A warning for the start log when a production server trusts no proxy: its rate limit then
 * counts addresses a client can choose (docs/requirements.md#limits).
 * @returns the warning, or undefined when the address is trustworthy or this is not production
 */
export function proxyTrustWarning(
  env: ServerEnv = serverEnv(),
  nodeEnv = process.env.NODE_ENV,
  vercel = process.env.VERCEL,
): string | undefined {
  if (nodeEnv !== 'production' || vercel || env.TRUSTED_PROXY_HOPS > 0) return undefined;
  return 'Rate limit: TRUSTED_PROXY_HOPS is 0, so client addresses come from X-Forwarded-For as the client sent it and can be forged. Behind nginx or a CDN set TRUSTED_PROXY_HOPS (see README, "Client addresses").';
}
