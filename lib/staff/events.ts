import 'server-only';
import { log } from '@/lib/log';
import type { Database } from '@/lib/store/db';
import { insertStaffEvent } from '@/lib/store/staff-sign-in';

/**
 * The staff side's security events (ASVS 5.0, 16.3; docs/operations.md#the-staff-side): each is
 * a row of `staff_events` and a log line with its fields, never a token, a link or an address in
 * the message.
 */

/** What happened. */
export type StaffEventName =
  | 'link-requested'
  | 'sign-in'
  | 'passkey-added'
  | 'passkey-removed'
  | 'sign-out'
  | 'sign-out-everywhere'
  | 'session-ended-removed'
  | 'session-ended-idle'
  | 'csv-export'
  | 'request-action';

/** One event: what, how it ended, whom it concerns, from where, and a short fact. */
export interface StaffEvent {
  event: StaffEventName;
  /** `ok`, or why not (`refused`, `not-listed`, `over-limit`). */
  outcome: string;
  /** The staff address it concerns, when known (stored; the log line carries `staffId` instead). */
  staffEmail?: string;
  /** The staff member's id (Better Auth's user id), when known. */
  staffId?: string;
  clientAddress?: string;
  /** How a sign-in was made (`link`, `passkey`), a passkey's name, a request's reference and action. */
  detail?: string;
}

/**
 * Records a security event: a row in the store and an info line in the log (warn when refused).
 * A failure to store it is logged, not thrown: the person's action has already happened.
 */
export async function recordStaffEvent(db: Database, event: StaffEvent): Promise<void> {
  const { staffEmail, ...fields } = event;
  const line = `Staff event: ${event.event} (${event.outcome})`;
  if (event.outcome === 'ok') log.info(fields, line);
  else log.warn(fields, line);
  try {
    await insertStaffEvent(db, {
      event: event.event,
      outcome: event.outcome,
      staffEmail: staffEmail?.toLowerCase() ?? null,
      clientAddress: event.clientAddress ?? null,
      detail: event.detail ?? null,
    });
  } catch (error) {
    log.error({ err: error, event: event.event }, 'A staff event could not be stored');
  }
}
