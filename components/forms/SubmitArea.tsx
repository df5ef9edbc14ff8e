import type { MouseEvent, ReactNode } from 'react';
import { SPAM_CHECK_THRESHOLD } from '@/lib/forms/spam-check-policy';
import styles from './forms.module.css';
import { Spinner } from './Spinner';
import type { FormSend } from './useFormSend';

/** Where a form's send stands: nothing sent yet, under way, or failed (the fields are kept). */
export type SendState = 'idle' | 'sending' | 'failed';

export interface SubmitAreaProps {
  /** The form's send (useFormSend): where it stands, and the spam check whose score gates Send. */
  sending: Pick<FormSend<unknown>, 'sendState' | 'spamCheck'>;
  /**
   * False: 'Please Complete Form to Continue' instead of the button (default true), as it reads
   * too while the spam check waits for the form's first use.
   */
  complete?: boolean;
  /**
   * Whom to call, offered when the send or the spam check fails, as the texts say it: 'us at' or
   * 'our service line at', then the phone link.
   */
  call: ReactNode;
  /** Empties the form and forgets its draft; shown as 'Clear form' beside Send. */
  onClear: () => void;
  /** The first words of the failure alert, e.g. 'Your meter reading was not sent.' */
  notSent: string;
  /** A send was refused in the browser: 'Please complete all required fields' (default false). */
  incomplete?: boolean;
  /** Other alerts of the form, announced with the failure one (a warning to confirm). */
  alerts?: ReactNode;
}

/**
 * Keeps the focus in the field the visitor leaves for Send or Clear form: its blur would show that
 * field's error and so move the button away from the pointer between press and release, and the
 * click would be lost. Send checks every field anyway, and the keyboard is unaffected.
 */
function keepFocusOnPress(event: MouseEvent) {
  event.preventDefault();
}

/**
 * The end of every request form (docs/requirements.md#drafts, #spam-check): an alert region
 * (always present, so changes are announced) with 'Please complete all required fields' after a
 * refused send, the form's own alerts, and the failure text with the phone number; then one row that keeps
 * its height whatever it shows, so nothing below moves as the spam check loads: 'Please Complete
 * Form to Continue' until the form is complete (and until its first use starts the spam check),
 * 'Verifying' while the spam-check score is below 0.5, or Send (a spinner while sending, Retry
 * after a failure); and 'Clear form' beside it.
 * Without scripts, Send in place of 'Please Complete Form to Continue' or 'Verifying', and no 'Clear form'
 * (docs/requirements.md#forms-without-javascript).
 */
export function SubmitArea({
  sending: { sendState, spamCheck },
  complete = true,
  call,
  onClear,
  notSent,
  incomplete = false,
  alerts,
}: SubmitAreaProps) {
  return (
    <div className={styles.actions}>
      <div role="alert" className={styles.alerts}>
        {incomplete && <p className="alert alert-danger">Please complete all required fields</p>}
        {alerts}
        {sendState === 'failed' && (
          <p className="alert alert-danger">
            <strong>{notSent}</strong> Please try again or call {call}.
          </p>
        )}
      </div>
      <div className={styles.row}>
        {!complete || spamCheck.pending || spamCheck.score < SPAM_CHECK_THRESHOLD ? (
          <>
            {!complete || spamCheck.pending ? (
              <p className={`${styles.verifying} ${styles.scripted}`}>Please Complete Form to Continue</p>
            ) : (
              <p className={`${styles.verifying} ${spamCheck.failed ? styles.wide : ''} ${styles.scripted}`} role="status">
                {spamCheck.failed ? (
                  <>We could not confirm that you are not a robot, so this form cannot be sent. Please call {call}.</>
                ) : (
                  'Verifying'
                )}
              </p>
            )}
            {/* Without scripts neither runs: the form posts itself, its handler checks it, and a request
                without the spam check's token is held for a person. */}
            <noscript>
              <button type="submit" className={`button button-accent ${styles.send}`}>
                Send
              </button>
            </noscript>
          </>
        ) : (
          <button
            type="submit"
            className={`button button-accent ${styles.send}`}
            disabled={sendState === 'sending'}
            onMouseDown={keepFocusOnPress}
          >
            {sendState === 'sending' ? (
              <>
                <Spinner />
                Sending
              </>
            ) : sendState === 'failed' ? (
              'Retry'
            ) : (
              'Send'
            )}
          </button>
        )}
        <button
          type="button"
          className={`button button-outline ${styles.clear} ${styles.scripted}`}
          onClick={onClear}
          onMouseDown={keepFocusOnPress}
          disabled={sendState === 'sending'}
        >
          Clear form
        </button>
      </div>
    </div>
  );
}
