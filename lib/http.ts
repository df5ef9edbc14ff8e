import 'server-only';
import { z } from 'zod';
import { UpstreamError } from './upstream/fetch';

/**
 * The JSON contract of every route handler (design.md, 'Requests'): `{ ok: true, ... }`, or
 * `{ ok: false, error, fieldErrors? }` with the status in the response itself.
 */
export type ApiError = { ok: false; error: string; fieldErrors?: Record<string, string[]> };

/** Largest request body accepted, in bytes (32 KiB); larger answers 413. */
export const MAX_BODY_BYTES = 32 * 1024;

/** An error that maps to one HTTP answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A JSON error response: `{ ok: false, error, fieldErrors? }` with `status`. */
export function jsonError(status: number, error: string, fieldErrors?: Record<string, string[]>, headers?: Record<string, string>) {
  const body: ApiError = fieldErrors ? { ok: false, error, fieldErrors } : { ok: false, error };
  return Response.json(body, { status, headers });
}

/**
 * Reads a JSON request body within the limits.
 * @returns the parsed value (not yet validated)
 * @throws HttpError 415 when the content type is not application/json, 413 when the body is over
 *   MAX_BODY_BYTES (declared or actual), 400 when it is not valid JSON
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new HttpError(415, 'Content-Type must be application/json');
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, 'Request body is too large');

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel();
        throw new HttpError(413, 'Request body is too large');
      }
      chunks.push(value);
    }
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}

/**
 * Validates a parsed body with the request kind's schema (the one its form uses too).
 * @returns the parsed, typed value
 * @throws HttpError 400 with `fieldErrors` (field name -> messages) when it does not fit
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const { formErrors, fieldErrors } = z.flattenError(result.error);
  const fields = fieldErrors as Record<string, string[]>;
  throw new HttpError(400, formErrors[0] ?? 'Please check the highlighted fields', Object.keys(fields).length ? fields : undefined);
}

/**
 * Refuses a cross-site POST (issue 'Nothing lost, nobody in', point 2). A browser says where a
 * request comes from with Sec-Fetch-Site: only 'same-origin' passes. Without it, the Origin header
 * must be this site's: the origin the request was made to, or SITE_URL's. A request with neither
 * header (a bare script) is refused too: our own pages always send them.
 * @param siteUrl the configured public origin (siteConfig.url)
 * @throws HttpError 403
 */
export function requireSameOrigin(request: Request, siteUrl: string): void {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) {
    if (fetchSite === 'same-origin') return;
    throw new HttpError(403, 'Cross-site requests are not accepted');
  }
  const origin = request.headers.get('origin');
  if (origin && (origin === new URL(request.url).origin || origin === new URL(siteUrl).origin)) return;
  throw new HttpError(403, 'Cross-site requests are not accepted');
}

/**
 * The key a client is rate-limited by: the first address of X-Forwarded-For (set by the host's
 * proxy), else X-Real-IP, else one shared key.
 */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip')?.trim() || 'unknown-client';
}

/** 405 for a method a route does not take, with `Allow`. */
export function methodNotAllowed(allow: string) {
  return () => jsonError(405, 'Method not allowed', undefined, { Allow: allow });
}

/**
 * Runs a route handler body and turns what it throws into the JSON contract: HttpError -> its
 * status; UpstreamError -> 504 on a timeout, 502 otherwise. Anything else is a bug: logged, 500.
 */
export async function handleErrors(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError) return jsonError(error.status, error.message, error.fieldErrors, error.headers);
    if (error instanceof UpstreamError) {
      console.error(`Upstream ${error.upstream} failed: ${error.message}`);
      return jsonError(error.timedOut ? 504 : 502, error.timedOut ? `${error.upstream} timed out` : `${error.upstream} failed`);
    }
    console.error('Unexpected error in a route handler', error);
    return jsonError(500, 'Internal error');
  }
}
