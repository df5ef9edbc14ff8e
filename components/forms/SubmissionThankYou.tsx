import type { ReactNode } from 'react';
import type { SubmissionAnswer } from '@/lib/browser/fetch-json';
import { Reference } from './Reference';
import { ThankYou } from './ThankYou';

export interface SubmissionThankYouProps {
  /** The accepted request: its reference and outcome. */
  submission: SubmissionAnswer;
  /** What was sent, as the texts name it after 'Your': 'request', 'service call for the …'. */
  what: string;
  /** Company name for the sent text, from the site config. */
  companyName: string;
  /** Whom to call, after 'please call': 'us at {phone}', 'our service line at {phone}' (a tel: link). */
  call: ReactNode;
  /**
   * The form's own texts for a request not delivered yet; without them, both say it is saved, has
   * not reached us yet and is tried again.
   */
  undelivered?: Record<'queued' | 'unknown', ReactNode>;
  /** An extra class of the form's own stylesheet. */
  className?: string;
}

/**
 * The thank-you that replaces a form once its request is accepted, for each outcome
 * (docs/requirements.md#nothing-lost; the contact form's rules 7 and 8): sent, in the success
 * tone; kept for the shop's staff when no transport is configured, held for a person to check
 * (sent without JavaScript, docs/requirements.md#forms-without-javascript), not delivered yet, or
 * perhaps not arrived, in the warning tone with the reference and whom to call. One piece for every form,
 * so each outcome reads the same wherever it is sent from.
 */
export function SubmissionThankYou({
  submission: { reference, outcome },
  what,
  companyName,
  call,
  undelivered,
  className,
}: SubmissionThankYouProps) {
  if (outcome === 'sent') {
    return (
      <ThankYou tone="success" className={className}>
        Thank you! Your {what} has been submitted to {companyName}. Your reference is <Reference>{reference}</Reference>.
      </ThankYou>
    );
  }
  return (
    <ThankYou tone="warning" className={className}>
      {outcome === 'review' ? (
        <>
          Your {what} is saved as <Reference>{reference}</Reference>. It was sent without JavaScript, so our spam check could not run: a
          member of our staff will read it before it goes on. If it is urgent, please call {call}.
        </>
      ) : outcome === 'kept' ? (
        <>
          Your {what} is saved as <Reference>{reference}</Reference> and kept for our staff, who will see it in our request list; it was not
          sent by email. If it is urgent, please call {call}.
        </>
      ) : (
        (undelivered?.[outcome] ?? (
          <>
            Your {what} is saved as <Reference>{reference}</Reference> but has not reached us yet. We will keep trying to deliver it; if it
            is urgent, please call {call}.
          </>
        ))
      )}
    </ThankYou>
  );
}
