import 'server-only';
import { isIP } from 'node:net';
import { ipAddress } from '@vercel/functions';
import { z } from 'zod';
import { onVercel } from '@/lib/config/deployment';
import { serverEnv, type ServerEnv } from '@/lib/config/server';
import type { Submission } from '@/lib/delivery/submit';
import { log, withLogFields } from '@/lib/log';
import { UpstreamError } from '@/lib/upstream/fetch';

/**
 * The JSON contract of every route handler (docs/requirements.md#where-requests-go): `{ ok: true, ... }`, or
 * `{ ok: false, error, fieldErrors? }` with the status in the response itself.
 */
export type ApiError = { ok: false; error: string; fieldErrors?: Record<string, string[]> };

/** Largest request body accepted, in bytes (32 KiB); larger answers 413. */
export const MAX_BODY_BYTES = 32 * 1024;

/** Deepest nesting of arrays and objects a JSON body may have (no form sends more than 2); deeper answers 400. */
export const MAX_JSON_DEPTH = 32;

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
 * Reads a JSON request body within the limits (docs/requirements.md#limits, rule 3).
 * @returns the parsed value (not yet validated)
 * @throws HttpError 415 when the content type is not application/json, 413 when the body is over
 *   MAX_BODY_BYTES (declared or actual), 400 when it is not valid JSON, is nested deeper than
 *   MAX_JSON_DEPTH, or a string or key holds a NUL character or an unpaired surrogate
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new HttpError(415, 'Content-Type must be application/json');
  const text = await readBodyText(request);
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw new HttpError(400, 'Request body is nested too deeply');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
  refuseUnstorable(value);
  return value;
}

/** Whether a request is a plain HTML form's post (`application/x-www-form-urlencoded`): a form sent without JavaScript. */
export function isFormPost(request: Request): boolean {
  return /^application\/x-www-form-urlencoded\s*(;|$)/i.test(request.headers.get('content-type') ?? '');
}

/**
 * Reads a plain HTML form's body (`application/x-www-form-urlencoded`) within the same limits as
 * a JSON one (docs/requirements.md#forms-without-javascript, #limits).
 * @returns each field's value by name (a repeated name keeps its first value), not yet validated
 * @throws HttpError 415 when it is not a form's post, 413 when it is over MAX_BODY_BYTES, 400 when
 *   a name or value holds a NUL character or an unpaired surrogate
 */
export async function readFormBody(request: Request): Promise<Record<string, string>> {
  if (!isFormPost(request)) throw new HttpError(415, 'Content-Type must be application/x-www-form-urlencoded');
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(await readBodyText(request))) {
    if (!Object.hasOwn(fields, name)) fields[name] = value;
  }
  refuseUnstorable(fields);
  return fields;
}

/**
 * A request's body as UTF-8 text, read chunk by chunk up to MAX_BODY_BYTES.
 * @throws HttpError 413 when it is over MAX_BODY_BYTES (declared or actual), 400 when the client
 *   went away mid-body
 */
async function readBodyText(request: Request): Promise<string> {
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
  return Buffer.concat(chunks).toString('utf8');
}

/** @throws HttpError 400 when a string or key of the body is one the store cannot keep (unstorableText) */
function refuseUnstorable(body: unknown): void {
  const problem = unstorableText(body);
  if (problem) throw new HttpError(400, `Request body must not contain ${problem}`);
}

/**
 * How deep a JSON text nests its arrays and objects (a scalar: 0, `[]`: 1), counted on the raw
 * text: brackets inside strings do not count. Read before parsing and without recursion, so a
 * body of thousands of brackets costs one pass and no stack.
 */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === ']' || char === '}') depth -= 1;
  }
  return deepest;
}

/**
 * What in a parsed body's strings or keys the store cannot keep: U+0000, which PostgreSQL refuses
 * in text and jsonb, or a lone UTF-16 surrogate (`"\\ud800"`), which jsonb refuses. No form sends
 * either; both are refused rather than replaced, so what is kept is what was sent
 * (docs/requirements.md#security, rule 6). Walked with a stack of its own, not by recursion.
 * @returns 'NUL characters' or 'unpaired surrogates', or undefined when every string is storable
 */
function unstorableText(body: unknown): string | undefined {
  const pending = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    const texts = typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.keys(value) : [];
    for (const text of texts) {
      if (text.includes('\u0000')) return 'NUL characters';
      if (!text.isWellFormed()) return 'unpaired surrogates';
    }
    if (value && typeof value === 'object') pending.push(...Object.values(value));
  }
  return undefined;
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

/** What clientAddress answers when the request carries no client address it can use. */
const UNKNOWN_CLIENT = 'unknown-client';

/**
 * The client's address, as the nearest trusted party saw it (docs/requirements.md#limits, rule 2):
 * on Vercel the platform's X-Real-IP (read nowhere else: outside Vercel any client can write it);
 * behind TRUSTED_PROXY_HOPS proxies that each append to X-Forwarded-For, the entry that many from
 * the right (the left part is whatever the client wrote). With no proxy, the right-most entry:
 * `next start` fills X-Forwarded-For with the socket's address only when the client sent none, so
 * there a client can still choose it (the start log says so: clientAddressNotice). Only an IPv4 or IPv6 address (without
 * a zone) counts: anything else, which a client wrote, is never used as a key or stored.
 * @returns the address, or UNKNOWN_CLIENT when there is none or it is not an IP address
 */
export function clientAddress(request: Request, env: Pick<ServerEnv, 'TRUSTED_PROXY_HOPS'> = serverEnv()): string {
  let entry: string | undefined;
  if (onVercel()) entry = ipAddress(request)?.trim();
  else {
    const hops = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    entry = hops[hops.length - Math.max(1, env.TRUSTED_PROXY_HOPS)];
  }
  // A zone (fe80::1%eth0) means nothing off the server's own link, and isIP takes one of any length.
  return entry && isIP(entry) && !entry.includes('%') ? entry : UNKNOWN_CLIENT;
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
 * Every entry logged while it runs names the route (the request's path, never its query) and,
 * once the request is committed, its reference and kind (docs/requirements.md#privacy-and-terms,
 * rule 5).
 */
export function handleErrors(request: Request, run: () => Promise<Response>): Promise<Response> {
  return withLogFields({ route: new URL(request.url).pathname }, async () => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof HttpError) return jsonError(error.status, error.message, error.fieldErrors, error.headers);
      if (error instanceof UpstreamError) {
        log.error({ err: error }, `Upstream ${error.upstream} failed: ${error.message}`);
        return jsonError(error.timedOut ? 504 : 502, error.timedOut ? `${error.upstream} timed out` : `${error.upstream} failed`);
      }
      log.error({ err: error }, 'Unexpected error in a route handler');
      return jsonError(500, 'Internal error');
    }
  });
}
