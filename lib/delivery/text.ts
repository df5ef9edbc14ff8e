import type { Delivery } from '@/lib/requests/types';

/**
 * The plain-text body the shop reads: every field the visitor gave (an empty phone, subject or
 * best time is left out), then the composed text. Used by the SMTP transport; values are text only
 * (nodemailer encodes them).
 */
export function deliveryText(delivery: Delivery): string {
  const lines = [
    ...(delivery.reference ? [`Reference: ${delivery.reference}`] : []),
    `Name: ${delivery.name}`,
    `Email: ${delivery.email}`,
    // A meter reading asks for no phone: no empty 'Phone:' line.
    ...(delivery.phone ? [`Phone: ${delivery.phone}`] : []),
    ...(delivery.subject ? [`Subject: ${delivery.subject}`] : []),
    ...(delivery.when ? [`Best time to call: ${delivery.when}`] : []),
    `Sent to: ${delivery.mailbox}`,
    '',
    delivery.desc,
  ];
  return `${lines.join('\n')}\n`;
}
