'use client';

import { createContext, use, useCallback, useEffect, useMemo, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
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
  /** The check waits for the form's first use (`start`): nothing of reCAPTCHA has loaded yet. */
  pending: boolean;
  /** Starts the check (loads reCAPTCHA's script); called on the form's first focus, or once it holds text. Stable. */
  start: () => void;
}

/** reCAPTCHA's `execute`, once its script is ready. */
type ExecuteRecaptcha = (action?: string) => Promise<string>;

/** What SpamCheckProvider shares with its form's useSpamCheck. */
interface SpamCheckState {
  siteKey?: string;
  started: boolean;
  start: () => void;
  execute?: ExecuteRecaptcha;
}

const SpamCheckContext = createContext<SpamCheckState | null>(null);

/**
 * The spam check of the form inside (docs/requirements.md#spam-check, rule 2). With a site key,
 * reCAPTCHA's script loads only once the form calls `start` (its first focus, or text in it): a
 * visitor who only reads the page never pays for Google's script, a long task on a phone
 * (docs/decisions.md, "reCAPTCHA on first use"). Its provider then mounts beside the form, not
 * around it, so the form keeps its state. Without a key nothing loads and the check is open.
 * @param recaptchaSiteKey the public reCAPTCHA v3 site key, if any
 */
export function SpamCheckProvider({ recaptchaSiteKey, children }: { recaptchaSiteKey?: string; children: ReactNode }) {
  const [started, setStarted] = useState(false);
  const [execute, setExecute] = useState<ExecuteRecaptcha>();
  const start = useCallback(() => setStarted(true), []);
  const state = useMemo(() => ({ siteKey: recaptchaSiteKey, started, start, execute }), [recaptchaSiteKey, started, start, execute]);
  return (
    <SpamCheckContext value={state}>
      {children}
      {recaptchaSiteKey && started && (
        <GoogleReCaptchaProvider reCaptchaKey={recaptchaSiteKey}>
          <ReportExecute onReady={setExecute} />
        </GoogleReCaptchaProvider>
      )}
    </SpamCheckContext>
  );
}

/** Hands reCAPTCHA's `execute` up to SpamCheckProvider once the library has it; renders nothing. */
function ReportExecute({ onReady }: { onReady: Dispatch<SetStateAction<ExecuteRecaptcha | undefined>> }) {
  const { executeRecaptcha } = useGoogleReCaptcha();
  useEffect(() => onReady(() => executeRecaptcha), [executeRecaptcha, onReady]);
  return null;
}

/** The SpamCheckContext around a form; throws outside a SpamCheckProvider. */
function useSpamCheckContext(): SpamCheckState {
  const context = use(SpamCheckContext);
  if (!context) throw new Error('A form needs a SpamCheckProvider around it');
  return context;
}

/**
 * Starts the spam check of the form inside (RequestForm calls it on the form's first use). Stable.
 * @throws when not used under `SpamCheckProvider`
 */
export function useStartSpamCheck(): () => void {
  return useSpamCheckContext().start;
}

/** Asks our server for a token's score; 0 when the answer is not a score. */
async function fetchScore(token: string): Promise<number> {
  const body: SpamCheckRequest = { token, v2: true };
  const { status, answer } = await postJson(SCORE_ENDPOINT, body, SPAM_CHECK_TIMEOUT_MS);
  return status >= 200 && status < 300 && typeof answer.score === 'number' ? answer.score : 0;
}

/**
 * The spam check of a form (docs/requirements.md#spam-check). With a reCAPTCHA site key: once
 * started and the script is ready, a token for the 'contact' action is scored by our server (0
 * until it answers); `getToken` executes the action again at submit, and the server checks that
 * token before delivering. Without a key the check is open: score 1, no token.
 * @throws when not used under `SpamCheckProvider`
 */
export function useSpamCheck(): SpamCheck {
  const { siteKey, started, start, execute } = useSpamCheckContext();
  const [score, setScore] = useState(siteKey ? 0 : 1);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!siteKey || !started) return;
    const timer = setTimeout(() => setFailed(true), SPAM_CHECK_TIMEOUT_MS);
    if (!execute) return () => clearTimeout(timer);
    let current = true;
    execute(SPAM_CHECK_ACTION)
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
  }, [siteKey, started, execute]);

  const getToken = useCallback(async () => (siteKey && execute ? execute(SPAM_CHECK_ACTION) : undefined), [siteKey, execute]);
  return { score, failed, ready: !siteKey || !!execute, getToken, pending: !!siteKey && !started, start };
}
