import 'server-only';
import { sendSmtpMessage } from '@/lib/delivery/smtp';
import type { ServerEnv } from '@/lib/env';
import { log } from '@/lib/log';
import { siteConfig } from '@/lib/site';

/**
 * How a staff sign-in link reaches its address: `smtp` by mail (SMTP_URL and MAIL_DOMAIN: the mail
 * gateway delivers to the shop's mailbox aliases only, not to a person's address), `log` printed
 * in the server's log on a server that is not a deployment (no https SITE_URL: a developer's or a
 * shop's own `npm start`), `none` otherwise: only passkeys sign in.
 */
export type SignInLinkTransport = 'smtp' | 'log' | 'none';

/** The sign-in link transport of a configuration (see SignInLinkTransport). */
export function signInLinkTransport(env: ServerEnv): SignInLinkTransport {
  if (env.SMTP_URL && env.MAIL_DOMAIN) return 'smtp';
  return env.SITE_URL?.startsWith('https://') ? 'none' : 'log';
}

/**
 * Sends a one-time sign-in link to a staff address, or prints it (see signInLinkTransport).
 * @throws UpstreamError ('SMTP') when the mail server refuses or cannot be reached
 */
export async function sendSignInLink(email: string, url: string, env: ServerEnv): Promise<void> {
  const transport = signInLinkTransport(env);
  if (transport === 'smtp') {
    await sendSmtpMessage(
      { url: env.SMTP_URL!, domain: env.MAIL_DOMAIN!, from: env.MAIL_FROM, timeoutMs: env.UPSTREAM_TIMEOUT_MS },
      {
        to: email,
        subject: `Sign in to ${siteConfig.name} staff`,
        text: `Open this link to sign in to the staff pages. It works once, within 15 minutes:\n\n${url}\n\nIf you did not ask for it, ignore this mail.\n`,
      },
    );
  } else if (transport === 'log') {
    // Not a deployment: the log is read by whoever runs the server, the staff member themself.
    log.info(`Staff sign-in link for ${email} (no SMTP_URL; printed because SITE_URL is not https): ${url}`);
  } else {
    log.error('A staff sign-in link could not be sent: sign-in links need SMTP_URL and MAIL_DOMAIN');
  }
}
