'use client';

import { useState } from 'react';
import { staffAuthClient } from './auth-client';
import styles from './staff.module.css';

/** "Add a passkey": registers this device's passkey for the signed-in staff member. */
export function AddPasskey() {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  async function add() {
    setBusy(true);
    setMessage('Waiting for your device…');
    const { error } = await staffAuthClient.passkey.addPasskey({ name: navigator.platform || 'Passkey' });
    setBusy(false);
    setMessage(error ? `No passkey was added: ${error.message ?? 'cancelled'}` : 'Passkey added: next time, sign in with it.');
  }

  return (
    <div className={styles.inline}>
      <button type="button" className="button button-outline" onClick={add} disabled={busy}>
        Add a passkey
      </button>
      <span role="status" aria-live="polite">
        {message}
      </span>
    </div>
  );
}
