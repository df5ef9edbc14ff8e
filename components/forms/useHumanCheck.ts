import { useEffect } from 'react';

/** Spec section 9: Send shows only when the spam-check score is at least 0.5. */
export const HUMAN_SCORE_THRESHOLD = 0.5;

/** What a form needs from the spam check. */
export interface HumanCheck {
  /** Latest score between 0 and 1; Send shows at `HUMAN_SCORE_THRESHOLD` or above. */
  score: number;
  /** A fresh token for the request body, fetched at submit (tokens expire after two minutes). */
  getToken: () => Promise<string | undefined>;
}

const openGate: HumanCheck = { score: 1, getToken: async () => undefined };

/**
 * The seam for the spam check (spec section 4, design.md 'Captcha'). reCAPTCHA is not wired
 * yet, so the gate is open: score 1 and no token, whatever the key. Wiring it means: mount the
 * reCAPTCHA v3 provider once for `siteKey`, ask `/api/verifycaptcha` for the score (0 until it
 * answers) and return a `getToken` that executes the 'contact' action; the forms need no change.
 * @param siteKey public reCAPTCHA site key; without one the gate is open by design
 */
export function useHumanCheck(siteKey?: string): HumanCheck {
  useEffect(() => {
    if (siteKey) console.warn('A captcha site key is set, but the spam check is not wired yet: forms send without a token.');
  }, [siteKey]);
  return openGate;
}
