'use client';

import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import { postJson } from '@/lib/browser/fetch-json';
import { SPAM_CHECK_ACTION, SPAM_CHECK_THRESHOLD } from '@/lib/forms/spam-check-policy';
import type { SpamCheckRequest } from '@/lib/forms/spam-check-request';

/** How long the check may take (script load, token, server check) before the form says so (ms). */
export const SPAM_CHECK_TIMEOUT_MS = 10_000;

/** Where a token is scored; the URL is a public contract, named after the provider. */
const SCORE_ENDPOINT = '/api/verifycaptcha';

/** What a form needs from the spam check. */
export interface SpamCheck {
  /** Latest score between 0 and 1; Send shows at `SPAM_CHECK_THRESHOLD` or above. */
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
 * is configured; without one the children render as they are and the spam check is open.
 */
export function SpamCheckProvider({ recaptchaSiteKey, children }: { recaptchaSiteKey?: string; children: ReactNode }) {
  return recaptchaSiteKey ? <GoogleReCaptchaProvider reCaptchaKey={recaptchaSiteKey}>{children}</GoogleReCaptchaProvider> : children;
}

/** Asks our server for a token's score; 0 when the answer is not a score. */
async function fetchScore(token: string): Promise<number> {
  const body: SpamCheckRequest = { token, v2: true };
  const { status, answer } = await postJson(SCORE_ENDPOINT, body, SPAM_CHECK_TIMEOUT_MS);
  return status >= 200 && status < 300 && typeof answer.score === 'number' ? answer.score : 0;
}

/**
 * The spam check of a form (docs/requirements.md#spam-check). With a reCAPTCHA site key: once the
 * script is ready, a token for the 'contact' action is scored by our server (0 until it answers);
 * `getToken` executes the action again at submit, and the server checks that token before
 * delivering. Without a key the check is open: score 1, no token.
 * Must be used under `SpamCheckProvider` with the same key.
 */
export function useSpamCheck(recaptchaSiteKey?: string): SpamCheck {
  const { executeRecaptcha } = useGoogleReCaptcha();
  const [score, setScore] = useState(recaptchaSiteKey ? 0 : 1);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!recaptchaSiteKey) return;
    const timer = setTimeout(() => setFailed(true), SPAM_CHECK_TIMEOUT_MS);
    if (!executeRecaptcha) return () => clearTimeout(timer);
    let current = true;
    executeRecaptcha(SPAM_CHECK_ACTION)
      .then(fetchScore)
      .catch(() => 0)
      .then((value) => {
        if (!current) return;
        clearTimeout(timer);
        setScore(value);
        setFailed(value < SPAM_CHECK_THRESHOLD);
      });
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [recaptchaSiteKey, executeRecaptcha]);

  const getToken = useCallback(
    async () => (recaptchaSiteKey && executeRecaptcha ? executeRecaptcha(SPAM_CHECK_ACTION) : undefined),
    [recaptchaSiteKey, executeRecaptcha],
  );
  return { score, failed, ready: !recaptchaSiteKey || !!executeRecaptcha, getToken };
}
