import 'server-only';
import { attemptDelivery, leaseMs, type MailRoute } from '@/lib/delivery/attempt';
import { deploymentStage } from '@/lib/deployment';
import { serverEnv, type ServerEnv } from '@/lib/env';
import { database } from '@/lib/store/db';
import { resolveByHand } from '@/lib/store/requests';
import type { RequestRow } from '@/lib/store/schema';
import { claimForResend, findRequestByReference, recordStaffAction } from '@/lib/store/staff';
import type { StaffMember } from './session';

/**
 * The staff side's actions on a request (docs/operations.md#the-staff-side), on the code paths of
 * `npm run outbox:replay`: the store's own claims and decisions, and the worker's attempt. Each
 * one done is written to the request's audit log with who did it.
 */

/** What an action came to, as the request's page reports it. */
export type ActionOutcome = { ok: true; message: string } | { ok: false; message: string };

/** The actions a request's state offers. */
export function actionsFor(row: Pick<RequestRow, 'state' | 'delivery'>): { resend: boolean; arrived: boolean; redirect: boolean } {
  const waiting = row.state === 'pending' || row.state === 'failed';
  return { resend: waiting, arrived: row.state === 'unknown', redirect: waiting && row.delivery !== null };
}

/** Words for an attempt's result. */
const RESULT = {
  sent: 'It was sent.',
  pending: 'It failed again and will be tried later.',
  failed: 'It failed again and is marked failed.',
  unknown: 'The service gateway may have it: its outcome is unknown.',
} as const;

/**
 * Tries a pending or failed request now, as the worker would, or by mail to another mailbox
 * (`elsewhere`), and records who asked.
 * @returns what happened, or why nothing was tried (not found, not pending or failed)
 */
export async function sendAgainNow(
  reference: string,
  member: StaffMember,
  elsewhere?: MailRoute,
  env: ServerEnv = serverEnv(),
): Promise<ActionOutcome> {
  const db = await database(env);
  const stage = deploymentStage(env);
  const found = await findRequestByReference(db, stage, reference);
  if (!found) return { ok: false, message: `${reference} was not found.` };
  const now = new Date();
  const row = await claimForResend(db, stage, found.id, new Date(now.getTime() + leaseMs(env)));
  if (!row) return { ok: false, message: `${found.reference} is not pending or failed any more: nothing was sent.` };
  await recordStaffAction(db, {
    requestId: row.id,
    staffEmail: member.email,
    action: elsewhere ? 'redirect' : 'resend',
    detail: elsewhere
      ? `${elsewhere.mailbox}${elsewhere.transport ? ` by ${elsewhere.transport === 'smtp' ? 'SMTP' : 'the mail gateway'}` : ''}`
      : undefined,
    at: now,
  });
  const state = await attemptDelivery(row, env, () => new Date(), elsewhere);
  return { ok: state === 'sent', message: RESULT[state] };
}

/**
 * Records that a request of unknown outcome arrived after all (`outbox:replay --arrived`), and who said so.
 * @returns what happened, or why nothing changed
 */
export async function markArrived(reference: string, member: StaffMember, env: ServerEnv = serverEnv()): Promise<ActionOutcome> {
  const db = await database(env);
  const stage = deploymentStage(env);
  const found = await findRequestByReference(db, stage, reference);
  if (!found || found.state !== 'unknown') return { ok: false, message: `${reference} is not of unknown outcome: nothing changed.` };
  const now = new Date();
  if (!(await resolveByHand(db, stage, found.reference, 'arrived', now))) {
    return { ok: false, message: `${reference} is not of unknown outcome: nothing changed.` };
  }
  await recordStaffAction(db, { requestId: found.id, staffEmail: member.email, action: 'arrived', at: now });
  return { ok: true, message: 'Recorded as arrived.' };
}
