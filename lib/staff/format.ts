import type { RequestState } from '@/lib/store/schema';

/**
 * How the staff pages write dates and states. Dates are shown in the shop's time zone, with the
 * zone, so a request's time reads the same to every staff member wherever they are.
 */

/** A moment as the shop's clock reads it, e.g. 'Nov 26, 2026, 9:41 AM PST'. */
export function shopTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at);
}

/** What each state means to the shop's staff. */
export const STATE_LABELS: Record<RequestState, string> = {
  pending: 'Pending: will be tried again',
  sending: 'Being sent',
  sent: 'Sent',
  failed: 'Failed: gave up after 3 days',
  unknown: 'Unknown: may have reached the service gateway',
  held: 'Held: a test call, kept only',
  kept: 'Kept: no mail transport configured',
};
