import 'server-only';
import nodemailer from 'nodemailer';
import { subjectWithReference, type Delivery } from '@/lib/requests/types';
import { UpstreamError } from '@/lib/upstream/fetch';
import { deliveryText } from './text';

export interface SmtpSettings {
  /** e.g. smtp://user:pass@mail.example.com:587 (smtps:// for implicit TLS) */
  url: string;
  /** Mail goes to `{mailbox}@{domain}`. */
  domain: string;
  /** Another recipient address (a preview's mailbox). */
  to?: string;
  /** Sender; default `website@{domain}`. */
  from?: string;
  timeoutMs: number;
}

/**
 * Sends a delivery by SMTP with nodemailer: To `{mailbox}@{domain}` (or `to`), Reply-To the visitor,
 * Subject the email subject with the reference, a plain-text body with every field. Header injection is not
 * possible: the schemas refuse CR/LF in single-line fields, and nodemailer encodes headers.
 * @throws UpstreamError ('SMTP') when the server refuses, cannot be reached or times out
 */
export function sendBySmtp(settings: SmtpSettings, delivery: Delivery): Promise<void> {
  return sendSmtpMessage(settings, {
    to: settings.to ?? `${delivery.mailbox}@${settings.domain}`,
    replyTo: { name: delivery.name, address: delivery.email },
    subject: subjectWithReference(delivery),
    text: deliveryText(delivery),
  });
}

/** A plain-text message of the site's own (a staff sign-in link). */
export interface SmtpMessage {
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
}

/**
 * Sends one plain-text message by SMTP, from `settings.from` (default `website@{domain}`).
 * @throws UpstreamError ('SMTP') when the server refuses, cannot be reached or times out
 */
export async function sendSmtpMessage(settings: Omit<SmtpSettings, 'to'>, message: SmtpMessage): Promise<void> {
  const transport = nodemailer.createTransport({
    url: settings.url,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
  try {
    await transport.sendMail({ from: settings.from ?? `website@${settings.domain}`, ...message });
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new UpstreamError('SMTP', (error as Error).message, code === 'ETIMEDOUT');
  } finally {
    transport.close();
  }
}
