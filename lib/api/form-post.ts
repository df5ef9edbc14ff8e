import 'server-only';
import { createHash } from 'node:crypto';
import { guardRequest } from '@/lib/api/guard';
import { clientAddress, handleErrors, HttpError, readFormBody } from '@/lib/api/http';
import { spamCheckVerifier, verifySpamCheck } from '@/lib/api/spam-check';
import { deploymentStage } from '@/lib/config/deployment';
import { serverEnv } from '@/lib/config/server';
import { newReference } from '@/lib/delivery/reference';
import type { Submission } from '@/lib/delivery/submit';
import { log } from '@/lib/log';
import type { FormAnswerForm, FormAnswerWarning } from '@/lib/requests/types';
import { database } from '@/lib/store/db';
import { insertFormAnswer, type NewFormAnswer } from '@/lib/store/form-answers';
import { UpstreamError } from '@/lib/upstream/fetch';

/**
 * Forms sent without JavaScript (docs/requirements.md#forms-without-javascript): a request form
 * posts `application/x-www-form-urlencoded` to the route handler its script posts JSON to, and is
 * answered with a page, `/request/{id}`: the thank-you with the reference, or the form again with
 * what was typed and the errors next to their fields.
 */

/** How long a post counts as the same request when it is sent again, the same to the letter (10 min, in ms). */
export const FORM_POST_DEDUPE_MS = 10 * 60 * 1000;

/** What a request kind's route handler tells answerFormPost about its form. */
export interface FormPost<Request> {
  /** The rate-limit budget, the same as the JSON post's. */
  route: string;
  /** The form as its answer page shows it again, from the post's hidden fields; undefined when they name no form of ours. */
  form: (fields: Record<string, string>) => FormAnswerForm | undefined;
  /** The names of the fields the visitor fills in: what a refused post shows again. */
  typed: readonly string[];
  /** Those of them the thank-you names (a meter reading's machine and date), kept with an accepted post. */
  thanksWith?: readonly string[];
  /** A refusal the form asks the visitor to confirm (a meter reading's lower counters), from its error. */
  warningOf?: (error: HttpError) => FormAnswerWarning | undefined;
  /** The post's fields through the form's schema. @throws HttpError 400 with field errors (parseBody) */
  parse: (fields: Record<string, string>) => Request;
  /** The request's spam-check token (none from a form sent without JavaScript) and whether its honeypot is filled. */
  token: (request: Request) => string | undefined;
  honeypot: (request: Request) => boolean;
  /** Takes the request: the same function as the JSON post's, with the dedupe and the hold. */
  submit: (request: Request, options: { dedupeKey: string; dedupeWindowMs: number; holdForCheck: boolean }) => Promise<Submission>;
}

/** The post's answer: 303 to its page, so reloading it never posts again. */
function toAnswerPage(id: string): Response {
  return new Response(null, { status: 303, headers: { Location: `/request/${id}`, 'Cache-Control': 'no-store' } });
}

/**
 * One key for the same form posted again with the same text by the same client: a second press of
 * Send, or Back then Send, is one request (docs/requirements.md#forms-without-javascript, rule 3).
 */
function dedupeKeyOf(stage: string, route: string, client: string, values: Record<string, string>): string {
  // The stage too: keys are unique in the whole store, which a preview may share (docs/requirements.md#previews, rule 6).
  const text = JSON.stringify([stage, route, client, Object.entries(values).sort(([a], [b]) => a.localeCompare(b))]);
  return `form-post:${createHash('sha256').update(text).digest('base64url')}`;
}

/**
 * Answers a form sent without JavaScript (docs/requirements.md#forms-without-javascript): the same
 * rate limit and same-origin check as the JSON post, the same schema, then a page to go to.
 * - Valid: the request is taken as the script's would be, but without a spam-check token while
 *   the check is on, it is held for a person (`review`) instead of refused. The page thanks, with
 *   the reference; the same post within FORM_POST_DEDUPE_MS gets the same request.
 * - Invalid: the page shows the form again with the typed values and the schema's messages.
 * - Refused further on (a spam check that failed, an outside service down): the form again, with
 *   the values and the alert that it was not sent; or with what the visitor is asked to confirm
 *   (`warningOf`), which the form sends with its next post.
 * @returns 303 to `/request/{id}`; a JSON error (handleErrors) for what comes before the form is
 *   known (429, 403 from another origin, 413, 415) or when the store fails (500)
 */
export function answerFormPost<Request>(request: globalThis.Request, post: FormPost<Request>): Promise<Response> {
  return handleErrors(request, async () => {
    await guardRequest(post.route, request);
    const fields = await readFormBody(request);
    const form = post.form(fields);
    if (!form) throw new HttpError(400, 'Unknown form');
    const env = serverEnv();
    const db = await database(env);
    const answer = async (page: Omit<NewFormAnswer, 'form'>) =>
      toAnswerPage(await insertFormAnswer(db, deploymentStage(env), { form, ...page }, new Date()));
    const values = Object.fromEntries(post.typed.map((name) => [name, fields[name] ?? '']));
    try {
      const data = post.parse(fields);
      // A filled honeypot is a bot: thanked as if sent, so it learns nothing, and nothing is delivered.
      if (post.honeypot(data)) return await answer({ reference: newReference(), outcome: 'sent' });
      const client = clientAddress(request);
      const token = post.token(data);
      const holdForCheck = !token && spamCheckVerifier(env).kind !== 'none';
      if (!holdForCheck) await verifySpamCheck(token, client);
      const submission = await post.submit(data, {
        dedupeKey: dedupeKeyOf(deploymentStage(env), post.route, client, values),
        dedupeWindowMs: FORM_POST_DEDUPE_MS,
        holdForCheck,
      });
      const thanksWith = post.thanksWith && Object.fromEntries(post.thanksWith.map((name) => [name, values[name]]));
      return await answer({ reference: submission.reference, outcome: submission.outcome, values: thanksWith });
    } catch (error) {
      if (error instanceof HttpError && error.status === 400 && error.fieldErrors) {
        return answer({ values, fieldErrors: error.fieldErrors, error: error.message });
      }
      if (!(error instanceof HttpError || error instanceof UpstreamError)) throw error;
      if (error instanceof UpstreamError) log.error({ err: error }, `Upstream ${error.upstream} failed: ${error.message}`);
      const warning = error instanceof HttpError ? post.warningOf?.(error) : undefined;
      return answer({ values, error: error.message, warning });
    }
  });
}
