import 'server-only';
import { deploymentStage } from '@/lib/config/deployment';
import { serverEnv, type ServerEnv } from '@/lib/config/server';
import { attemptDelivery, leaseMs, type MailRoute } from '@/lib/delivery/attempt';
import { database } from '@/lib/store/db';
import { isHeldForCheck, resolveByHand } from '@/lib/store/request-queue';
import type { RequestRow } from '@/lib/store/schema';
import { claimForResend, findRequestByReference, recordStaffAction } from '@/lib/store/staff';
import type { StaffMember } from './session';

/**
 * The staff side's actions on a request (docs/operations.md#the-staff-side), on the code paths of
 * `npm run outbox:replay`: the store's own claims and decisions, and the worker's attempt. Each
 * one done is written to the request's audit log with who did it.
 */

/**
 * What an action came to, as the request's page reports it: the page is sent a code, never text,
 * so a link cannot put words of its own on a staff page.
 */
export const ACTION_OUTCOMES = {
  sent: { ok: true, message: 'It was sent.' },
  pending: { ok: false, message: 'It failed again and will be tried later.' },
  failed: { ok: false, message: 'It failed again and is marked failed.' },
  unknown: { ok: false, message: 'The service gateway may have it: its outcome is unknown.' },
  arrived: { ok: true, message: 'Recorded as arrived.' },
  'not-found': { ok: false, message: 'This request was not found.' },
  'not-waiting': { ok: false, message: 'This request is not pending, failed or held for a check any more: nothing was sent.' },
  'not-unknown': { ok: false, message: 'This request is not of unknown outcome: nothing changed.' },
} as const;

/** The code of an action's outcome (ACTION_OUTCOMES). */
export type ActionOutcomeCode = keyof typeof ACTION_OUTCOMES;

/** The outcome, as the page reports it, that a query string names (`?outcome=sent`), or undefined for anything else. */
export function actionOutcome(code: unknown): (typeof ACTION_OUTCOMES)[ActionOutcomeCode] | undefined {
  return typeof code === 'string' && Object.hasOwn(ACTION_OUTCOMES, code) ? ACTION_OUTCOMES[code as ActionOutcomeCode] : undefined;
}

/**
 * The actions a request's state offers the staff: send again now (for a request held for a check,
 * "Send it on"), mark as arrived, send to another mailbox. A request held for a check
 * (docs/requirements.md#forms-without-javascript) offers what a pending one does; a held test
 * call nothing, since it is never to be sent.
 * @param row the request's state, channel, and delivery (null once retention deleted it: nothing to redirect)
 */
export function availableActions(row: Pick<RequestRow, 'state' | 'channel' | 'delivery'>): {
  resend: boolean;
  arrived: boolean;
  redirect: boolean;
} {
  const waiting = row.state === 'pending' || row.state === 'failed' || isHeldForCheck(row);
  return { resend: waiting, arrived: row.state === 'unknown', redirect: waiting && row.delivery !== null };
}

/**
 * Tries a pending, failed or held-for-a-check request now, as the worker would, or by mail to
 * another mailbox (`elsewhere`), and records who asked (`resend` or `redirect`). Sending on a
 * request held for a check is this same action (docs/requirements.md#forms-without-javascript).
 * @returns the request's state after the attempt, or why nothing was tried (not found, not waiting)
 */
export async function sendAgainNow(
  reference: string,
  member: StaffMember,
  elsewhere?: MailRoute,
  env: ServerEnv = serverEnv(),
): Promise<ActionOutcomeCode> {
  const db = await database(env);
  const stage = deploymentStage(env);
  const found = await findRequestByReference(db, stage, reference);
  if (!found) return 'not-found';
  const now = new Date();
  const row = await claimForResend(db, stage, found.id, new Date(now.getTime() + leaseMs(env)));
  if (!row) return 'not-waiting';
  await recordStaffAction(db, {
    requestId: row.id,
    staffEmail: member.email,
    action: elsewhere ? 'redirect' : 'resend',
    detail: elsewhere
      ? `${elsewhere.mailbox}${elsewhere.transport ? ` by ${elsewhere.transport === 'smtp' ? 'SMTP' : 'the mail gateway'}` : ''}`
      : undefined,
    at: now,
  });
  return attemptDelivery(row, env, () => new Date(), elsewhere);
}

/**
 * Records that a request of unknown outcome arrived after all (`outbox:replay --arrived`), and who said so.
 * @returns `arrived`, or why nothing changed
 */
export async function markArrived(reference: string, member: StaffMember, env: ServerEnv = serverEnv()): Promise<ActionOutcomeCode> {
  const db = await database(env);
  const stage = deploymentStage(env);
  const found = await findRequestByReference(db, stage, reference);
  if (!found) return 'not-found';
  if (found.state !== 'unknown') return 'not-unknown';
  const now = new Date();
  // The request's change and its audit row commit together, or neither does.
  const arrived = await db.transaction(async (tx) => {
    if (!(await resolveByHand(tx, stage, found.reference, 'arrived', now))) return false;
    await recordStaffAction(tx, { requestId: found.id, staffEmail: member.email, action: 'arrived', at: now });
    return true;
  });
  return arrived ? 'arrived' : 'not-unknown';
}
