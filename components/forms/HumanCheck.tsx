'use client';

import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import type { VerifyCaptchaRequest } from '@/lib/schemas/captcha';
import { CAPTCHA_ACTION, CAPTCHA_THRESHOLD } from '@/lib/schemas/captcha-policy';

/** Spec section 9: Send shows only when the spam-check score is at least 0.5. */
export const HUMAN_SCORE_THRESHOLD = CAPTCHA_THRESHOLD;

/** How long the check may take (script load, token, server check) before the form says so (ms). */
export const HUMAN_CHECK_TIMEOUT_MS = 10_000;

/** What a form needs from the spam check. */
export interface HumanCheck {
  /** Latest score between 0 and 1; Send shows at `HUMAN_SCORE_THRESHOLD` or above. */
  score: number;
  /** The check could not be completed (script blocked, server unreachable) or scored too low. */
  failed: boolean;
  /** `getToken` can make a token now: the script has loaded (or no key is configured). */
  ready: boolean;
  /** A fresh token for the request body, fetched at submit (tokens expire after two minutes). */
  getToken: () => Promise<string | undefined>;
}

/**
 * Mounts the reCAPTCHA v3 provider (it loads Google's script) around a form, only when a site key
 * is configured; without one the children render as they are and the gate is open.
 */
export function HumanCheckProvider({ siteKey, children }: { siteKey?: string; children: ReactNode }) {
  return siteKey ? <GoogleReCaptchaProvider reCaptchaKey={siteKey}>{children}</GoogleReCaptchaProvider> : children;
}

/** Asks our server for a token's score (spec call 1); 0 when the answer is not a score. */
async function fetchScore(token: string): Promise<number> {
  const body: VerifyCaptchaRequest = { token, v2: true };
  const response = await fetch('/api/verifycaptcha', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(HUMAN_CHECK_TIMEOUT_MS),
  });
  const answer = (await response.json()) as { ok?: boolean; score?: unknown };
  return response.ok && typeof answer.score === 'number' ? answer.score : 0;
}

/**
 * The spam check of a form (spec section 4, design.md 'Captcha'). With a site key: once the
 * reCAPTCHA script is ready, a token for the 'contact' action is scored by `/api/verifycaptcha`
 * (0 until it answers); `getToken` executes the action again at submit, and the server checks
 * that token before delivering. Without a key the gate is open: score 1, no token.
 * Must be used under `HumanCheckProvider` with the same key.
 */
export function useHumanCheck(siteKey?: string): HumanCheck {
  const { executeRecaptcha } = useGoogleReCaptcha();
  const [score, setScore] = useState(siteKey ? 0 : 1);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!siteKey) return;
    const timer = setTimeout(() => setFailed(true), HUMAN_CHECK_TIMEOUT_MS);
    if (!executeRecaptcha) return () => clearTimeout(timer);
    let current = true;
    executeRecaptcha(CAPTCHA_ACTION)
      .then(fetchScore)
      .catch(() => 0)
      .then((value) => {
        if (!current) return;
        clearTimeout(timer);
        setScore(value);
        setFailed(value < HUMAN_SCORE_THRESHOLD);
      });
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [siteKey, executeRecaptcha]);

  const getToken = useCallback(
    async () => (siteKey && executeRecaptcha ? executeRecaptcha(CAPTCHA_ACTION) : undefined),
    [siteKey, executeRecaptcha],
  );
  return { score, failed, ready: !siteKey || !!executeRecaptcha, getToken };
}
