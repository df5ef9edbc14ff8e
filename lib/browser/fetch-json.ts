/** What one of our route handlers answered a browser's request. */
export interface JsonAnswer {
  /** HTTP status; 0 when the server could not be reached or did not answer in time. */
  status: number;
  /** A 2xx answer whose JSON says `ok: true` (docs/requirements.md#where-requests-go). */
  ok: boolean;
  /** The JSON answer; `{}` when there was none or it was not an object. */
  answer: Record<string, unknown>;
}

/**
 * A form's send, or a lookup, not answered after this long has failed (ms), so its spinner never
 * stays; longer than the server's own upstream limits, so a slow upstream is reported by the
 * server rather than cut off here.
 */
export const SEND_TIMEOUT_MS = 15_000;

/** The answer when nothing usable came back: unreachable, timed out, aborted, or not JSON. */
const NO_ANSWER: JsonAnswer = { status: 0, ok: false, answer: {} };

/** One browser call to our own route handlers, with a time limit; never throws. */
async function callJson(url: string, init: RequestInit, timeoutMs: number, signal?: AbortSignal): Promise<JsonAnswer> {
  try {
    const timeout = AbortSignal.timeout(timeoutMs);
    const response = await fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    const json: unknown = await response.json();
    const answer = typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
    return { status: response.status, ok: response.ok && answer.ok === true, answer };
  } catch {
    return NO_ANSWER;
  }
}

/**
 * POSTs JSON from the browser to one of our route handlers (docs/requirements.md#where-requests-go),
 * with a time limit so a spinner never stays forever. Never throws: a network failure or a timeout
 * is status 0.
 * @param body sent as JSON; undefined sends no body
 * @param timeoutMs how long to wait for the whole answer (ms)
 */
export function postJson(url: string, body: unknown, timeoutMs: number): Promise<JsonAnswer> {
  return callJson(
    url,
    {
      method: 'POST',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    timeoutMs,
  );
}

/**
 * GETs JSON from one of our route handlers (docs/requirements.md#where-requests-go), with a time
 * limit. Never throws: a network failure, a timeout or an abort is status 0.
 * @param headers sent with the request (e.g. the spam-check token of a lookup)
 * @param timeoutMs how long to wait for the whole answer (ms)
 * @param signal aborts the call early (a newer lookup replaces an older one)
 */
export function getJson(url: string, headers: Record<string, string>, timeoutMs: number, signal?: AbortSignal): Promise<JsonAnswer> {
  return callJson(url, { headers }, timeoutMs, signal);
}

/** What our handlers answer an accepted request (docs/requirements.md#references; lib/api/http.ts submissionResponse). */
export interface SubmissionAnswer {
  /** e.g. R-2611-7Q4K */
  reference: string;
  /**
   * sent: it reached the shop; queued: kept and tried again; kept: kept in the store for the shop's
   * staff, not sent (no transport configured); unknown: the shop checks whether it arrived;
   * review: sent without JavaScript, so without the spam check, and held until a person checks it
   * (only on the answer page of such a form, docs/requirements.md#forms-without-javascript).
   */
  outcome: 'sent' | 'queued' | 'kept' | 'unknown' | 'review';
}

/**
 * The accepted request in an answer, if it is one; an outcome it does not know reads as `sent`.
 * @returns undefined for an answer that is not `ok` or carries no reference
 */
export function acceptedSubmission({ ok, answer }: JsonAnswer): SubmissionAnswer | undefined {
  if (!ok || typeof answer.reference !== 'string') return undefined;
  const outcome = answer.outcome === 'queued' || answer.outcome === 'kept' || answer.outcome === 'unknown' ? answer.outcome : 'sent';
  return { reference: answer.reference, outcome };
}
