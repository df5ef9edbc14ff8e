import 'server-only';
import { ipAddress } from '@vercel/functions';
import { z } from 'zod';
import type { Submission } from '@/lib/delivery';
import { serverEnv, type ServerEnv } from '@/lib/env';
import { loggableError } from '@/lib/store/db';
import { UpstreamError } from '@/lib/upstream/fetch';

/**
 * The JSON contract of every route handler (docs/requirements.md#where-requests-go): `{ ok: true, ... }`, or
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
 *   MAX_BODY_BYTES (declared or actual), 400 when it is not valid JSON or a string holds a NUL
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
      // A client that goes away mid-body is a bad request, not a server error.
      const { done, value } = await reader.read().catch(() => {
        throw new HttpError(400, 'Request body could not be read');
      });
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
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
  // The store (PostgreSQL) cannot hold U+0000 in text or jsonb, and no form sends one.
  if (text.includes('\\u0000') && holdsNul(value)) throw new HttpError(400, 'Request body must not contain NUL characters');
  return value;
}

/** Whether a parsed JSON value has a NUL character in one of its strings or keys. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
  return false;
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

/** Whether the site is served by Vercel, whose edge sets the client's address and host itself. */
function onVercel(): boolean {
  return Boolean(process.env.VERCEL);
}

/**
 * The origins a same-origin request of ours may name (docs/requirements.md#security): SITE_URL's,
 * the one the request was made to, and behind a trusted proxy (TRUSTED_PROXY_HOPS, or Vercel)
 * the one the proxy says the browser used (X-Forwarded-Proto and X-Forwarded-Host, else Host).
 */
export function siteOrigins(request: Request, siteUrl: string, env: Pick<ServerEnv, 'TRUSTED_PROXY_HOPS'>): Set<string> {
  const origins = new Set([new URL(siteUrl).origin, new URL(request.url).origin]);
  if (env.TRUSTED_PROXY_HOPS > 0 || onVercel()) {
    const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
    const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || 'https';
    if (host) origins.add(`${proto}://${host}`);
  }
  return origins;
}

/**
 * Refuses a cross-site POST (docs/requirements.md#security). A browser says where a request comes
 * from with Sec-Fetch-Site: only 'same-origin' passes. Without it, the Origin header must be one
 * of siteOrigins. A request with neither header (a bare script) is refused too: our own pages
 * always send them.
 * @param siteUrl the configured public origin (siteConfig.url)
 * @throws HttpError 403
 */
export function requireSameOrigin(request: Request, siteUrl: string, env: Pick<ServerEnv, 'TRUSTED_PROXY_HOPS'> = serverEnv()): void {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) {
    if (fetchSite === 'same-origin') return;
    throw new HttpError(403, 'Cross-site requests are not accepted');
  }
  const origin = request.headers.get('origin');
  if (origin && siteOrigins(request, siteUrl, env).has(origin)) return;
  throw new HttpError(403, 'Cross-site requests are not accepted');
}

/**
 * The client's address, as the nearest trusted party saw it (docs/requirements.md#limits): on
 * Vercel the platform's X-Real-IP; behind TRUSTED_PROXY_HOPS proxies that each append to
 * X-Forwarded-For, the entry that many from the right (the left part is whatever the client
 * wrote). With no proxy, the right-most entry: `next start` fills X-Forwarded-For with the socket's
 * address only when the client sent none, so there a client can still choose it (the start log
 * warns).
 * @returns the address, or 'unknown-client' when there is none
 */
export function clientAddress(request: Request, env: Pick<ServerEnv, 'TRUSTED_PROXY_HOPS'> = serverEnv()): string {
  if (onVercel()) return ipAddress(request)?.trim() || 'unknown-client';
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entry = hops[hops.length - Math.max(1, env.TRUSTED_PROXY_HOPS)];
  return entry || request.headers.get('x-real-ip')?.trim() || 'unknown-client';
}

/**
 * The answer to an accepted request (docs/requirements.md#nothing-lost): 200 `{ ok: true,
 * reference, outcome: 'sent' }` when it reached the shop (a held test call from /repairbeta too:
 * it was recorded as asked); 202 when it did not: outcome 'queued' (kept, tried again), 'kept'
 * (kept in the store for the shop's staff, no transport configured) or 'unknown' (the shop
 * checks it).
 */
export function submissionResponse(submission: Submission): Response {
  const outcome = submission.outcome === 'held' ? 'sent' : submission.outcome;
  return Response.json({ ok: true, reference: submission.reference, outcome }, { status: outcome === 'sent' ? 200 : 202 });
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
    console.error(`Unexpected error in a route handler: ${loggableError(error)}`);
    return jsonError(500, 'Internal error');
  }
}
