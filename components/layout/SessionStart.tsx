'use client';

import { useEffect } from 'react';

/** localStorage key of the visitor's session id (docs/requirements.md#start-up, rule 1). */
export const SESSION_ID_KEY = 'session_id';

/**
 * Start-up in the browser (docs/requirements.md#start-up, rules 1-3): keeps a random session id
 * in localStorage (created once, then reused) and unregisters any service worker the old site
 * left behind. Renders nothing.
 */
export function SessionStart() {
  useEffect(() => {
    try {
      if (!localStorage.getItem(SESSION_ID_KEY)) {
        localStorage.setItem(SESSION_ID_KEY, crypto.randomUUID());
      }
    } catch {
      // Storage can be disabled (private mode, policy); the site works without a session id.
    }
    navigator.serviceWorker
      ?.getRegistrations()
      .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
      .catch(() => undefined);
  }, []);
  return null;
}
