import { useEffect, useState } from 'react';
import { acceptedSubmission, postJson, SEND_TIMEOUT_MS, type JsonAnswer, type SubmissionAnswer } from '@/lib/browser/fetch-json';
import type { SpamCheck } from './SpamCheck';
import type { SendState } from './SubmitArea';

/** One send of a form: where to, what, and what the form keeps of an accepted answer. */
export interface FormSendRequest<Accepted> {
  /** One of our route handlers. */
  url: string;
  /** The request body, given a fresh spam-check token (none when the check is open). */
  body: (token: string | undefined) => unknown;
  /** What the form shows its thank-you from, given the accepted request. */
  accept: (submission: SubmissionAnswer) => Accepted;
  /** An answer the form handles itself (say, a warning to confirm): true leaves the send idle. */
  handled?: (answer: JsonAnswer) => boolean;
}

/** Where a form's send stands, and the ways to move it on. */
export interface FormSend<Accepted> {
  sendState: SendState;
  /** The form's spam check, whose score gates Send. */
  spamCheck: Pick<SpamCheck, 'score' | 'failed' | 'pending'>;
  /** The accepted request, once there is one: the form shows its thank-you instead. */
  accepted: Accepted | undefined;
  /** A send was refused in the browser (fields with errors): 'Please complete all required fields'. */
  incomplete: boolean;
  /** Refuses a send in the browser (react-hook-form's invalid callback, or a part still missing). */
  refuse: () => void;
  /** Sends, unless a send is under way; never throws. */
  send: (request: FormSendRequest<Accepted>) => Promise<void>;
  /** Back to nothing sent (Clear form). */
  reset: () => void;
}

/**
 * The send of every request form (docs/requirements.md#contact-form, #service-calls,
 * #meter-readings): a fresh spam-check token, one POST through `postJson` with SEND_TIMEOUT_MS,
 * 'sending' meanwhile, 'failed' (the fields kept) for anything but an accepted request, and the
 * accepted request kept for the thank-you.
 * The spam check starts once the form holds text (a restored draft, a number from the address, a
 * posted answer's values), as it does on the form's first focus.
 * @param spamCheck the form's spam check, for the token
 * @param draft the form's draft (useFormDraft): forgotten once a request is accepted; whether it holds text
 * @param start where a form sent without JavaScript stands on its answer page (postAnswer.ts):
 *   accepted, refused with field errors (incomplete) or not sent (failed)
 */
export function useFormSend<Accepted>(
  spamCheck: SpamCheck,
  draft: { clear: () => void; filled: boolean },
  start: { accepted?: Accepted; incomplete?: boolean; failed?: boolean } = {},
): FormSend<Accepted> {
  const [sendState, setSendState] = useState<SendState>(start.failed ? 'failed' : 'idle');
  const [accepted, setAccepted] = useState<Accepted | undefined>(start.accepted);
  const [incomplete, setIncomplete] = useState(start.incomplete ?? false);
  const { filled } = draft;
  const startSpamCheck = spamCheck.start;

  useEffect(() => {
    if (filled) startSpamCheck();
  }, [filled, startSpamCheck]);

  async function send({ url, body, accept, handled }: FormSendRequest<Accepted>) {
    if (sendState === 'sending') return;
    setIncomplete(false);
    setSendState('sending');
    const answer = await spamCheck
      .getToken()
      .then((token) => postJson(url, body(token), SEND_TIMEOUT_MS))
      .catch(() => undefined);
    if (answer && handled?.(answer)) {
      setSendState('idle');
      return;
    }
    const submission = answer && acceptedSubmission(answer);
    if (!submission) {
      setSendState('failed');
      return;
    }
    setAccepted(accept(submission));
    setSendState('idle');
    draft.clear();
  }

  return {
    sendState,
    spamCheck,
    accepted,
    incomplete,
    refuse: () => setIncomplete(true),
    send,
    reset: () => {
      setIncomplete(false);
      setSendState('idle');
    },
  };
}
