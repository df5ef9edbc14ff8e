import 'server-only';

/** An outside service failed: unreachable, timed out, answered an error status or garbage. */
export class UpstreamError extends Error {
  // Named here: the production build shortens class names, and the log shows this one.
  override readonly name = 'UpstreamError';

  /**
   * @param timedOut no whole answer within the time limit
   * @param status the HTTP status it answered, when it answered
   * @param notSent the request surely never reached the service (refused, no such host)
   */
  constructor(
    readonly upstream: string,
    message: string,
    readonly timedOut = false,
    readonly status?: number,
    readonly notSent = false,
  ) {
    super(message);
  }

  /**
   * The request may have been acted on without our knowing: sent, then no answer or a cut one, or
   * a success status with an answer that cannot be read.
   */
  get outcomeUnknown(): boolean {
    if (this.status === undefined) return !this.notSent;
    return this.status >= 200 && this.status < 300;
  }
}

/** Network errors raised before a request left this machine: the service never saw it. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * fetch() to an outside service with a timeout, reading a JSON answer. Not cached (`no-store`):
 * an answer about one request is never another's. A caller whose answer is public and may be
 * reused (the plan room's list) passes `cache` and `next.revalidate` in `init`.
 * @param upstream a name for logs and errors, e.g. 'mail gateway' (never the URL: it may hold a key)
 * @param timeoutMs whole-request limit in ms, body included
 * @returns the HTTP status and the parsed JSON body (undefined for an empty body)
 * @throws UpstreamError on network failure, timeout (timedOut), or a body that is not JSON.
 *   A non-2xx status is returned, not thrown: callers decide what it means.
 */
export async function fetchJson(
  upstream: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: number; body: unknown }> {
  // Not AbortSignal.timeout(): under load, Node 20 keeps each such signal and what fetch hangs on
  // it alive, so the server's memory grows with every delivered request; a timer cleared on
  // completion keeps it flat (docs/audit.md, "Figures the other docs rest on").
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const { signal } = controller;
  let text: string;
  let status: number;
  try {
    const response = await fetch(url, { cache: 'no-store', ...init, signal });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const timedOut = signal.aborted || (error as Error).name === 'TimeoutError';
    const reason = describe(error);
    throw new UpstreamError(
      upstream,
      timedOut ? `no answer within ${timeoutMs} ms` : reason,
      timedOut,
      undefined,
      !timedOut && NOT_SENT_CODES.has(reason),
    );
  } finally {
    clearTimeout(timer);
  }
  if (text.trim() === '') return { status, body: undefined };
  try {
    return { status, body: JSON.parse(text) };
  } catch {
    throw new UpstreamError(upstream, `answered ${status} with a body that is not JSON`, false, status);
  }
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}
