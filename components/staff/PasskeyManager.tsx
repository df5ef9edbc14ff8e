'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useState, type FormEvent } from 'react';
import { staffAuthClient } from './auth-client';
import { Facts } from './Facts';
import styles from './PasskeyManager.module.css';
import { StaffCard } from './StaffCard';
import { StaffNotice } from './StaffNotice';
import { useHydrated } from './use-hydrated';

/** A passkey as the list shows it: dates already written in the shop's time. */
export interface PasskeyRow {
  id: string;
  name: string;
  added: string;
  lastUsed: string;
  /** Set while a passkey added from a sign-in link waits before it may sign in. */
  worksFrom?: string;
}

/** What the page says once a passkey was added from a sign-in link: it signs in now, or from tomorrow. */
const ADDED_FROM_LINK = {
  now: 'Passkey added. Now sign in with it.',
  tomorrow:
    'Passkey added. You already had one, so this one works from this time tomorrow: we mailed you about it. Until then, sign in with the one you had.',
};

/** What the manager says after an action. */
type Status = { kind: 'idle' } | { kind: 'busy'; what: string } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

/**
 * "Your passkeys": the list with a Remove button each, and adding one on this device under a
 * name. A session opened by a link may only add one, then signs in with it; adding or removing
 * needs a session of the last 5 minutes, so an older one first signs in again with a passkey.
 * @param passkeys the person's passkeys
 * @param signedInWith how the session was opened
 * @param fresh whether the session was opened within the last 5 minutes (lib/staff/auth.ts FRESH_SECONDS)
 */
export function PasskeyManager({
  passkeys,
  signedInWith,
  fresh,
}: {
  passkeys: PasskeyRow[];
  signedInWith: 'passkey' | 'link';
  fresh: boolean;
}) {
  const router = useRouter();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  /** After adding from a link: whether the new passkey signs in now, or (the person had one already) from tomorrow. */
  const [added, setAdded] = useState<'now' | 'tomorrow' | null>(null);
  const hydrated = useHydrated();
  const busy = status.kind === 'busy' || !hydrated;

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim() || 'Passkey';
    // From a link, a person who has a passkey already waits a day for a new one (lib/staff/auth.ts RECOVERY_DELAY_SECONDS).
    const when = passkeys.length > 0 ? 'tomorrow' : 'now';
    setStatus({ kind: 'busy', what: 'Waiting for your device…' });
    const { error } = await staffAuthClient.passkey.addPasskey({ name });
    if (error) {
      setStatus({ kind: 'error', message: `No passkey was added: ${error.message ?? 'cancelled'}` });
      return;
    }
    // One transition with the refresh: the new list, the message and the next button show in one
    // commit, so the list's arrival does not move a button the person is about to press.
    startTransition(() => {
      if (signedInWith === 'link') setAdded(when);
      setStatus({ kind: 'done', message: signedInWith === 'passkey' ? 'Passkey added.' : ADDED_FROM_LINK[when] });
      router.refresh();
    });
  }

  async function signInAgain(then: string) {
    setStatus({ kind: 'busy', what: 'Waiting for your passkey…' });
    const { error } = await staffAuthClient.signIn.passkey();
    if (error) setStatus({ kind: 'error', message: `That did not work: ${error.message ?? 'cancelled'}` });
    else window.location.assign(then);
  }

  async function remove(passkey: PasskeyRow) {
    setStatus({ kind: 'busy', what: `Removing ${passkey.name}…` });
    const { error } = await staffAuthClient.passkey.deletePasskey({ id: passkey.id });
    if (error) {
      setStatus({ kind: 'error', message: `${passkey.name} was not removed: ${error.message ?? 'try again'}` });
      return;
    }
    startTransition(() => {
      setStatus({ kind: 'done', message: `${passkey.name} removed.` });
      router.refresh();
    });
  }

  const mayChange = fresh || signedInWith === 'link';
  return (
    <div className={styles.passkeys}>
      {passkeys.length === 0 ? (
        <p>You have no passkey yet.</p>
      ) : (
        <ul className={styles.passkeyList} aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <StaffCard as="li" key={passkey.id}>
              <h2>{passkey.name}</h2>
              <Facts>
                <dt>Added</dt>
                <dd>{passkey.added}</dd>
                <dt>Last used</dt>
                <dd>{passkey.lastUsed}</dd>
                {passkey.worksFrom && (
                  <>
                    <dt>Works from</dt>
                    <dd>{passkey.worksFrom}</dd>
                  </>
                )}
              </Facts>
              {signedInWith === 'passkey' && (
                <button type="button" className="button button-outline" onClick={() => remove(passkey)} disabled={busy || !fresh}>
                  Remove {passkey.name}
                </button>
              )}
            </StaffCard>
          ))}
        </ul>
      )}
      {added === 'now' ? (
        <button type="button" className="button" onClick={() => signInAgain('/staff')} disabled={busy}>
          Sign in with your passkey
        </button>
      ) : added === 'tomorrow' ? null : mayChange ? (
        <StaffCard as="form" onSubmit={add}>
          <h2>Add a passkey on this device</h2>
          <label htmlFor="passkey-name">Name it (which device it is)</label>
          <input id="passkey-name" name="name" maxLength={60} placeholder="Office laptop" />
          <button type="submit" className="button" disabled={busy}>
            Add a passkey
          </button>
        </StaffCard>
      ) : (
        <StaffCard>
          <p>To add or remove a passkey, sign in again with your passkey: these changes need a sign-in of the last 5 minutes.</p>
          <button type="button" className="button" onClick={() => signInAgain(window.location.pathname)} disabled={busy}>
            Sign in again
          </button>
        </StaffCard>
      )}
      <StaffNotice kind="status" role="status" aria-live="polite">
        {status.kind === 'busy' && status.what}
        {status.kind === 'done' && status.message}
      </StaffNotice>
      <StaffNotice kind="error" role="alert">
        {status.kind === 'error' && status.message}
      </StaffNotice>
    </div>
  );
}
