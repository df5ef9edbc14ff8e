'use client';

import { useState, type FormEvent } from 'react';
import { staffAuthClient } from './auth-client';
import styles from './SignInForm.module.css';
import { StaffCard } from './StaffCard';
import { StaffNotice } from './StaffNotice';
import { useHydrated } from './use-hydrated';

/** What the form says after an attempt. */
type Status = { kind: 'idle' } | { kind: 'busy'; what: string } | { kind: 'sent'; email: string } | { kind: 'error'; message: string };

/**
 * The staff sign-in: a passkey every day, or a one-time link by email that lets a person add one
 * (lib/staff/auth.ts). Whatever address is typed, the answer is the same ("check your mail"): the
 * form does not tell who is staff.
 * @param back the staff page to open once signed in
 * @param linkNote how the link reaches the person, when not by mail (printed in the server's log)
 */
export function SignInForm({ back, linkNote }: { back: string; linkNote?: string }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const hydrated = useHydrated();

  async function sendLink(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setStatus({ kind: 'busy', what: 'Sending the link…' });
    const { error } = await staffAuthClient.signIn.magicLink({
      email,
      callbackURL: back,
      errorCallbackURL: '/staff/sign-in?error=link',
    });
    setStatus(error ? { kind: 'error', message: messageOf(error) } : { kind: 'sent', email });
  }

  async function usePasskey() {
    setStatus({ kind: 'busy', what: 'Waiting for your passkey…' });
    const { error } = await staffAuthClient.signIn.passkey();
    if (error) setStatus({ kind: 'error', message: messageOf(error) });
    else window.location.assign(back);
  }

  const busy = status.kind === 'busy' || !hydrated;
  return (
    <div className={styles.signIn}>
      <StaffCard>
        <h2>Sign in with a passkey</h2>
        <p>Every day: your device&apos;s fingerprint, face or PIN.</p>
        <button type="button" className="button" onClick={usePasskey} disabled={busy}>
          Sign in with a passkey
        </button>
      </StaffCard>
      <StaffCard as="form" onSubmit={sendLink} aria-describedby="sign-in-link-help">
        <h2>Add a passkey by email</h2>
        <p id="sign-in-link-help">
          New here, or on a new device? We email you a link (it works once, within 10 minutes) to add a passkey. {linkNote}
        </p>
        <label htmlFor="staff-email">Work email</label>
        <input id="staff-email" name="email" type="email" autoComplete="username webauthn" required />
        <button type="submit" className="button" disabled={busy}>
          Email me a sign-in link
        </button>
      </StaffCard>
      <StaffNotice kind="status" role="status" aria-live="polite">
        {status.kind === 'busy' && status.what}
        {status.kind === 'sent' && `If ${status.email} may sign in here, a link is on its way. Open it on this device.`}
      </StaffNotice>
      <StaffNotice kind="error" role="alert">
        {status.kind === 'error' && status.message}
      </StaffNotice>
    </div>
  );
}

/** A Better Auth client error as a sentence. */
function messageOf(error: { message?: string; status?: number }): string {
  if (error.status === 429) return 'Too many attempts: wait a minute, then try again.';
  return error.message ? `That did not work: ${error.message}` : 'That did not work. Try again.';
}
