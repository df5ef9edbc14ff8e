import 'server-only';
import { isDevelopment, isPreview } from '@/lib/config/deployment';
import type { ServerEnv } from '@/lib/config/server';
import { siteConfig } from '@/lib/content/site';
import { sendSmtpMessage } from '@/lib/delivery/smtp';
import { log } from '@/lib/log';

/**
 * How a staff sign-in link reaches its address: `smtp` by mail (SMTP_URL and MAIL_DOMAIN: the mail
 * gateway delivers to the shop's mailbox aliases only, not to a person's address), `log` printed
 * in the server's log under `next dev` only (the developer is the staff member), `none` otherwise:
 * a link in a production log would let whoever reads the log sign in.
 */
export type SignInLinkTransport = 'smtp' | 'log' | 'none';

/** The sign-in link transport of a configuration (see SignInLinkTransport). */
export function signInLinkTransport(env: ServerEnv): SignInLinkTransport {
  if (env.SMTP_URL && env.MAIL_DOMAIN) return 'smtp';
  return isDevelopment() ? 'log' : 'none';
}

/** Sends a staff member a mail by SMTP; false when this server has no SMTP_URL. */
async function mailStaff(email: string, subject: string, text: string, env: ServerEnv): Promise<boolean> {
  if (!env.SMTP_URL || !env.MAIL_DOMAIN) return false;
  await sendSmtpMessage(
    { url: env.SMTP_URL, domain: env.MAIL_DOMAIN, from: env.MAIL_FROM, timeoutMs: env.UPSTREAM_TIMEOUT_MS },
    { to: email, subject, text },
  );
  return true;
}

/**
 * Sends a one-time sign-in link to a staff address, or prints it (see signInLinkTransport). Runs
 * after the answer (Next's `after`): a failure is logged, never shown, so the answer does not
 * tell who is staff.
 */
export async function sendSignInLink(email: string, url: string, env: ServerEnv): Promise<void> {
  const transport = signInLinkTransport(env);
  try {
    if (transport === 'smtp') {
      await mailStaff(
        email,
        `Sign in to ${siteConfig.name} staff`,
        `Open this link to sign in to the staff pages and add a passkey. It works once, within 10 minutes:\n\n${url}\n\nIf you did not ask for it, ignore this mail.\n`,
        env,
      );
    } else if (transport === 'log') {
      log.info(`Staff sign-in link (next dev, no SMTP_URL): ${url}`);
    } else {
      log.error('A staff sign-in link could not be sent: sign-in links need SMTP_URL and MAIL_DOMAIN');
    }
  } catch (error) {
    log.error({ err: error }, 'A staff sign-in link could not be mailed');
  }
}

/** A change to a person's passkeys, as the mail about it says. */
export interface PasskeyChange {
  change: 'added' | 'removed';
  /** The passkey's name, when added. */
  name?: string;
  /** When a passkey added from a sign-in link starts to work (RECOVERY_DELAY_SECONDS, lib/staff/auth.ts). */
  usableFrom?: Date;
}

/**
 * Tells a staff member that a passkey was added to or removed from their sign-in, so a change
 * they did not make is seen. Runs after the answer; a failure is logged.
 */
export async function sendPasskeyNotice(email: string, passkey: PasskeyChange, env: ServerEnv): Promise<void> {
  const what =
    passkey.change === 'added' ? `A passkey${passkey.name ? ` (${passkey.name})` : ''} was added to` : 'A passkey was removed from';
  const when = passkey.usableFrom ? `\nIt was added from a sign-in link: it works from ${passkey.usableFrom.toUTCString()}.\n` : '';
  try {
    const sent = await mailStaff(
      email,
      `${siteConfig.name} staff: a passkey was ${passkey.change}`,
      `${what} your staff sign-in just now.\n${when}\nIf it was not you, sign in with your passkey, open "Your passkeys" and remove what you do not know, then tell the shop's administrator.\n`,
      env,
    );
    if (!sent) log.warn(`A passkey was ${passkey.change}; no mail sent (no SMTP_URL)`);
  } catch (error) {
    log.error({ err: error }, `The mail about a passkey ${passkey.change} could not be sent`);
  }
}

/**
 * The start log's line on the staff side (docs/operations.md#the-staff-side): on or off and why,
 * where staff sign in, how sign-in links reach them, and on a preview what it needs (lib/staff/preview.ts).
 * @param signInUrl where staff sign in (lib/staff/auth.ts staffSignInUrl)
 * @param port the port this server listens on (PORT), when known: a SITE_URL on another port is named
 */
export function staffStatusLine(env: ServerEnv, signInUrl: string, port?: string): string {
  const missing = [env.STAFF_EMAILS.length === 0 && 'STAFF_EMAILS', !env.BETTER_AUTH_SECRET && 'BETTER_AUTH_SECRET'].filter(Boolean);
  if (missing.length)
    return `Staff: off (/staff answers that sign-in is not set up): set ${missing.join(' and ')} (README, the staff side)`;
  const links = {
    smtp: 'sign-in links are mailed (SMTP_URL)',
    log: 'sign-in links are printed in this log (next dev, no SMTP_URL)',
    none: 'no sign-in link can be sent (no SMTP_URL): only a passkey added before signs in',
  }[signInLinkTransport(env)];
  const url = new URL(signInUrl);
  const otherPort =
    port && url.hostname === 'localhost' && (url.port || '80') !== port
      ? `; this server listens on port ${port}: set SITE_URL=http://localhost:${port} to sign in here`
      : '';
  const preview = isPreview(env)
    ? `; a preview signs staff in only when ${url.host} is its own address and its store holds no production request`
    : '';
  return `Staff: on for ${env.STAFF_EMAILS.length} address(es) at ${url.origin}/staff; ${links}${otherPort}${preview}`;
}
