import 'server-only';
import type { BetterAuthOptions } from 'better-auth';
import { serverEnv, type ServerEnv } from '@/lib/env';
import { log } from '@/lib/log';
import { siteConfig } from '@/lib/site';
import { database } from '@/lib/store/db';
import { staffAccounts, staffPasskeys, staffSessions, staffUsers, staffVerifications } from '@/lib/store/schema';
import { sendSignInLink } from './mail';

/**
 * The staff side's sign-in (docs/operations.md#the-staff-side), with Better Auth on the site's
 * own store: a one-time link by email, then passkeys (WebAuthn). Only the addresses in
 * STAFF_EMAILS get a link, have an account made or a session opened: there is no sign-up.
 */

/** Where Better Auth's route handler is (app/api/staff/auth/[...all]/route.ts). */
export const STAFF_AUTH_PATH = '/api/staff/auth';

/** A session lasts a working day and is not extended (the "expiring after a working day"): 10 hours, in seconds. */
export const SESSION_SECONDS = 10 * 3600;

/** A sign-in link works for 15 minutes, once (seconds). */
export const SIGN_IN_LINK_SECONDS = 15 * 60;

/**
 * The cookies' common name: `__Host-` makes the browser keep them only when Secure, for this host
 * and path `/` (RFC 6265bis, cookie prefixes); Chromium treats http://localhost as secure.
 */
export const COOKIE_PREFIX = '__Host-staff';

/** The session cookie's name (Better Auth's `{prefix}.session_token`). */
export const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;

/** Whether `email` is one of STAFF_EMAILS (compared in lower case). */
export function isStaffEmail(email: string, env: Pick<ServerEnv, 'STAFF_EMAILS'> = serverEnv()): boolean {
  return env.STAFF_EMAILS.includes(email.trim().toLowerCase());
}

/** Whether staff can sign in at all: a secret and at least one address. */
export function staffSignInConfigured(env: ServerEnv = serverEnv()): boolean {
  return Boolean(env.BETTER_AUTH_SECRET) && env.STAFF_EMAILS.length > 0;
}

/**
 * Better Auth's options for a configuration: its store's tables, the cookies, the plugins and the
 * STAFF_EMAILS checks. Its own rate limit is off: the route handler applies the site's, which
 * reads the client's address as TRUSTED_PROXY_HOPS says (lib/api/rate-limit.ts).
 */
async function authOptions(env: ServerEnv) {
  // Loaded here, not at the top: Better Auth ships ES modules only, which jest loads through import().
  const [{ APIError }, { drizzleAdapter }, { magicLink }, { passkey }] = await Promise.all([
    import('better-auth'),
    import('better-auth/adapters/drizzle'),
    import('better-auth/plugins/magic-link'),
    import('@better-auth/passkey'),
  ]);
  const notStaff = (): never => {
    throw new APIError('FORBIDDEN', { message: 'This address may not sign in here.' });
  };
  const baseURL = env.SITE_URL?.replace(/\/$/, '') ?? siteConfig.url;
  return {
    appName: siteConfig.name,
    baseURL,
    basePath: STAFF_AUTH_PATH,
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [new URL(baseURL).origin],
    database: drizzleAdapter(await database(env), {
      provider: 'pg',
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        passkey: staffPasskeys,
      },
    }),
    session: { expiresIn: SESSION_SECONDS, disableSessionRefresh: true },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: false,
      defaultCookieAttributes: { secure: true, httpOnly: true, sameSite: 'lax', path: '/' },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            if (!isStaffEmail(user.email, env)) notStaff();
          },
        },
      },
      session: {
        create: {
          before: async (session, context) => {
            const user = await context?.context.internalAdapter.findUserById(session.userId);
            if (!user || !isStaffEmail(user.email, env)) notStaff();
          },
        },
      },
    },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_SECONDS,
        sendMagicLink: async ({ email, url }) => {
          // An address not listed gets no mail, and the answer is the same: the form tells nobody who is staff.
          if (!isStaffEmail(email, env)) {
            log.warn('Staff sign-in link asked for an address not in STAFF_EMAILS; no mail sent');
            return;
          }
          await sendSignInLink(email, url, env);
        },
      }),
      passkey({ rpName: `${siteConfig.name} staff`, rpID: new URL(baseURL).hostname, origin: new URL(baseURL).origin }),
    ],
  } satisfies BetterAuthOptions;
}

async function createAuth(env: ServerEnv) {
  const [{ betterAuth }, options] = await Promise.all([import('better-auth'), authOptions(env)]);
  return betterAuth(options);
}

/** The staff side's Better Auth instance. */
export type StaffAuth = Awaited<ReturnType<typeof createAuth>>;

const AUTHS = Symbol.for('printshop.staffAuth');
const auths = ((globalThis as { [AUTHS]?: WeakMap<ServerEnv, Promise<StaffAuth>> })[AUTHS] ??= new WeakMap());

/**
 * The Better Auth instance of a configuration (the process's, by default), made once its store is open.
 * @throws Error when the store cannot be opened (the next call tries again)
 */
export function staffAuth(env: ServerEnv = serverEnv()): Promise<StaffAuth> {
  let auth = auths.get(env);
  if (!auth) {
    auth = createAuth(env);
    auths.set(env, auth);
    auth.catch(() => auths.delete(env));
  }
  return auth;
}
