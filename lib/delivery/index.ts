import 'server-only';
import { serverEnv, type ServerEnv } from '@/lib/env';
import { sendToContactGateway } from '@/lib/upstream/contact-gateway';
import { UpstreamError } from '@/lib/upstream/fetch';
import { writeToOutbox } from './outbox';
import { sendBySmtp } from './smtp';
import type { Delivery, DeliveryReceipt } from './types';

/** The transport configuration picks (design.md, 'Requests'): gateway, else SMTP, else outbox. */
export function deliveryTransport(env: ServerEnv = serverEnv()): DeliveryReceipt['transport'] {
  if (env.CONTACT_API_URL) return 'gateway';
  if (env.SMTP_URL && env.MAIL_DOMAIN) return 'smtp';
  return 'outbox';
}

/**
 * Sends a delivery through the gateway or SMTP, as configured.
 * @throws UpstreamError when it fails
 */
export async function sendThrough(transport: 'gateway' | 'smtp', delivery: Delivery, env: ServerEnv): Promise<void> {
  if (transport === 'gateway') {
    await sendToContactGateway(env.CONTACT_API_URL!, delivery, env.UPSTREAM_TIMEOUT_MS);
  } else {
    await sendBySmtp({ url: env.SMTP_URL!, domain: env.MAIL_DOMAIN!, from: env.MAIL_FROM, timeoutMs: env.UPSTREAM_TIMEOUT_MS }, delivery);
  }
}

/**
 * Delivers a request to its mailbox through the configured transport. When the gateway or SMTP
 * fails, the request is written to the outbox with the error before the error is passed on, so
 * nothing the visitor sent is lost and the shop can replay it.
 * @returns which transport took it (and the outbox file, for the outbox)
 * @throws UpstreamError when the gateway or SMTP failed (the request is then in the outbox)
 */
export async function deliver(delivery: Delivery, env: ServerEnv = serverEnv()): Promise<DeliveryReceipt> {
  const transport = deliveryTransport(env);
  if (transport === 'outbox') return { transport, outboxFile: await writeToOutbox(env.OUTBOX_DIR, delivery) };
  try {
    await sendThrough(transport, delivery, env);
    return { transport };
  } catch (error) {
    if (error instanceof UpstreamError) await writeToOutbox(env.OUTBOX_DIR, delivery, `${error.upstream}: ${error.message}`);
    throw error;
  }
}
