import 'server-only';
import { createHmac } from 'node:crypto';
import { isPreview } from '@/lib/config/deployment';
import type { ServerEnv } from '@/lib/config/server';
import { database, type Database } from '@/lib/store/db';
import { countOtherStages } from '@/lib/store/request-queue';

/**
 * The staff side of a preview (docs/requirements.md#previews, rule 7). A preview runs code nobody
 * has reviewed yet, so it must not open production's staff side: it signs its cookies with a secret
 * of its own, and it refuses sign-in where it would share production's address or store.
 */

/**
 * The secret Better Auth signs a stage's cookies with: BETTER_AUTH_SECRET on production; on a
 * preview, an HMAC-SHA-256 of the preview's address keyed with it, so that a preview given
 * production's BETTER_AUTH_SECRET still signs no cookie production accepts, nor one that another
 * preview does.
 * @returns undefined when BETTER_AUTH_SECRET is unset (staff cannot sign in)
 */
export function staffAuthSecret(env: Pick<ServerEnv, 'BETTER_AUTH_SECRET' | 'SITE_URL' | 'DEPLOY_ENV' | 'VERCEL_ENV'>): string | undefined {
  const secret = env.BETTER_AUTH_SECRET;
  if (!secret || !isPreview(env)) return secret;
  return createHmac('sha256', secret)
    .update(`preview staff sign-in at ${new URL(env.SITE_URL).host}`)
    .digest('hex');
}

/**
 * Why staff may not sign in on this preview when it is reached at `host`: a preview's sign-in
 * links and passkeys belong to SITE_URL, which must then be the preview's own address, not the
 * shop's (docs/deploy.md sets it per environment).
 * @param host the Host the request came to (`127.0.0.1:3000`); null when it had none
 * @returns the sentence to show, or undefined on production or at the preview's own address
 */
export function previewAddressProblem(
  env: Pick<ServerEnv, 'SITE_URL' | 'DEPLOY_ENV' | 'VERCEL_ENV'>,
  host: string | null,
): string | undefined {
  if (!isPreview(env)) return undefined;
  const siteHost = new URL(env.SITE_URL).host;
  if (host === siteHost) return undefined;
  return `Staff sign-in on a preview works only at the preview's own address: this preview's SITE_URL names ${siteHost}, not ${host ?? 'this address'}. Set SITE_URL for the preview to its own address.`;
}

/**
 * Why staff may not sign in on this preview's store: it holds production's requests, so it is
 * production's database, whose staff accounts, sessions and links a preview must not touch.
 * @returns the sentence to show, or undefined on production or on a store of the preview's own
 */
export async function previewStoreProblem(db: Database, env: Pick<ServerEnv, 'DEPLOY_ENV' | 'VERCEL_ENV'>): Promise<string | undefined> {
  if (!isPreview(env)) return undefined;
  const production = (await countOtherStages(db, 'preview')).find(({ stage }) => stage === 'production');
  if (!production) return undefined;
  return `Staff sign-in on a preview needs a store of its own: this preview's DATABASE_URL holds ${production.requests} production request(s). Give the preview its own database.`;
}

/**
 * Why staff may not sign in on this preview, reached at `host`: another address than its own
 * (previewAddressProblem), or production's store (previewStoreProblem). The store is opened only on
 * a preview, so production's sign-in page and route pay nothing for this check.
 * @param host the Host the request came to; null when it had none
 * @returns the sentence to show, or undefined on production or where a preview may sign staff in
 */
export async function previewSignInProblem(env: ServerEnv, host: string | null): Promise<string | undefined> {
  if (!isPreview(env)) return undefined;
  return previewAddressProblem(env, host) ?? (await previewStoreProblem(await database(env), env));
}
