/** What one of our route handlers answered a browser's POST. */
export interface PostAnswer {
  /** HTTP status; 0 when the server could not be reached or did not answer in time. */
  status: number;
  /** A 2xx answer whose JSON says `ok: true` (design.md, 'Requests'). */
  ok: boolean;
  /** The JSON answer; `{}` when there was none or it was not an object. */
  answer: Record<string, unknown>;
}

/**
 * POSTs JSON from the browser to one of our route handlers, with a time limit so a spinner never
 * stays forever. Never throws: a network failure or a timeout is status 0.
 * @param body sent as JSON; undefined sends no body
 * @param timeoutMs how long to wait for the whole answer (ms)
 */
export async function postJson(url: string, body: unknown, timeoutMs: number): Promise<PostAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const json: unknown = await response.json();
    const answer = typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
    return { status: response.status, ok: response.ok && answer.ok === true, answer };
  } catch {
    return { status: 0, ok: false, answer: {} };
  }
}

/** What our handlers answer an accepted request (lib/http.ts submissionResponse). */
export interface SubmissionAnswer {
  /** e.g. R-2611-7Q4K */
  reference: string;
  /** sent: it reached the shop; queued: kept and tried again; unknown: the shop checks whether it arrived. */
  outcome: 'sent' | 'queued' | 'unknown';
}

/**
 * The accepted request in an answer, if it is one.
 * @returns undefined for an answer that is not `ok` or carries no reference
 */
export function acceptedSubmission({ ok, answer }: PostAnswer): SubmissionAnswer | undefined {
  if (!ok || typeof answer.reference !== 'string') return undefined;
  const outcome = answer.outcome === 'queued' || answer.outcome === 'unknown' ? answer.outcome : 'sent';
  return { reference: answer.reference, outcome };
}
