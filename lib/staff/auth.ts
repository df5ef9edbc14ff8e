import 'server-only';
import type { BetterAuthOptions } from 'better-auth';
import { after } from 'next/server';
import { clientAddress } from '@/lib/api/http';
import { serverEnv, type ServerEnv } from '@/lib/config/server';
import { siteConfig } from '@/lib/content/site';
import { log } from '@/lib/log';
import { database } from '@/lib/store/db';
import { staffAccounts, staffPasskeys, staffSessions, staffUsers, staffVerifications } from '@/lib/store/schema';
import { endSessionsOf } from '@/lib/store/staff';
import { delayPasskey, markPasskeyUsed, passkeyByCredential, passkeyCount, touchSession } from '@/lib/store/staff-sign-in';
import { recordStaffEvent } from './events';
import { sendPasskeyNotice, sendSignInLink } from './mail';
import { staffAuthSecret } from './preview';

/**
 * The staff side's sign-in (docs/operations.md#the-staff-side), with Better Auth on the site's
 * own store. Everyday sign-in is a passkey that checks it is its person (user verification,
 * required and checked here). A one-time link by email opens a session that may only add a
 * passkey: a person's first one, or one for a new device. Only the addresses in STAFF_EMAILS get
 * a link, have an account made or a session opened: there is no sign-up.
 */

/** Where Better Auth's route handler is (app/api/staff/auth/[...all]/route.ts). */
export const STAFF_AUTH_PATH = '/api/staff/auth';

/** A session lasts a working day and is not extended (the "expiring after a working day"): 10 hours, in seconds. */
export const SESSION_SECONDS = 10 * 3600;

/** A session ends after 30 minutes without a request (ASVS 5.0, 7.3.1), in seconds. */
export const IDLE_SECONDS = 30 * 60;

/** A sign-in link works for 10 minutes, once (ASVS 5.0, 6.5.5), in seconds. */
export const SIGN_IN_LINK_SECONDS = 10 * 60;

/** Adding or removing a passkey needs a session opened in the last 5 minutes (Better Auth's `freshAge`), in seconds. */
export const FRESH_SECONDS = 5 * 60;

/**
 * A passkey added from a sign-in link by a person who already has one signs in only after a day
 * (seconds): whoever holds only the mailbox cannot get in before the person sees the mail and
 * the new passkey on "Your passkeys", and removes it.
 */
export const RECOVERY_DELAY_SECONDS = 24 * 3600;

/**
 * The cookies' common name: `__Host-` makes the browser keep them only when Secure, for this host
 * and path `/` (RFC 6265bis, cookie prefixes); Chromium treats http://localhost as secure.
 */
export const COOKIE_PREFIX = '__Host-staff';

/** The session cookie's name (Better Auth's `{prefix}.session_token`). */
export const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;

/** How a session was opened: `link` sessions may only add a passkey. */
export type SignedInWith = 'passkey' | 'link';

/** Better Auth's endpoints a session opened by a link may use: adding a passkey, and ending the session. */
const LINK_SESSION_PATHS = new Set([
  '/get-session',
  '/sign-out',
  '/revoke-sessions',
  '/passkey/generate-register-options',
  '/passkey/verify-registration',
  '/passkey/list-user-passkeys',
]);

/** Better Auth's endpoints that sign in: no session is needed, and one of a removed person is ended first. */
const SIGN_IN_PATHS = new Set([
  '/sign-in/magic-link',
  '/magic-link/verify',
  '/passkey/generate-authenticate-options',
  '/passkey/verify-authentication',
]);

/** Whether `email` is one of STAFF_EMAILS (compared in lower case). */
export function isStaffEmail(email: string, env: Pick<ServerEnv, 'STAFF_EMAILS'> = serverEnv()): boolean {
  return env.STAFF_EMAILS.includes(email.trim().toLowerCase());
}

/** Whether staff can sign in at all: a secret and at least one address. */
export function staffSignInConfigured(env: ServerEnv = serverEnv()): boolean {
  return Boolean(env.BETTER_AUTH_SECRET) && env.STAFF_EMAILS.length > 0;
}

/**
 * The address staff sign in at: SITE_URL as the server reads it (links point there, and a passkey
 * belongs to its host). A browser at any other address is refused by Better Auth ("Invalid
 * origin"): the sign-in page names the setting to change.
 */
export function staffSignInUrl(env: ServerEnv = serverEnv()): string {
  return env.SITE_URL.replace(/\/$/, '');
}

/** How a session was opened: its `signedInWith` field, a link's when unset (a session from before the field). */
function signedInWithOf(session: object): SignedInWith {
  return (session as { signedInWith?: string | null }).signedInWith === 'passkey' ? 'passkey' : 'link';
}

/** The client address of a Better Auth call, as the site's rate limit reads it. */
function clientOf(headers: Headers | undefined, env: ServerEnv): string {
  return clientAddress(new Request('http://staff.invalid/', { headers: headers ?? {} }), env);
}

/**
 * Better Auth's options for a configuration: its store's tables, the cookies, the plugins, the
 * STAFF_EMAILS checks, what a link session may do, and the security events. Its own rate limit
 * is off: the route handler applies the site's, which reads the client's address as
 * TRUSTED_PROXY_HOPS says (lib/api/rate-limit.ts).
 */
async function authOptions(env: ServerEnv) {
  // Loaded here, not at the top: Better Auth ships ES modules only, which jest loads through import().
  const [{ APIError }, { createAuthMiddleware, getSessionFromCtx }, { drizzleAdapter }, { magicLink }, { passkey }] = await Promise.all([
    import('better-auth'),
    import('better-auth/api'),
    import('better-auth/adapters/drizzle'),
    import('better-auth/plugins/magic-link'),
    import('@better-auth/passkey'),
  ]);
  const db = await database(env);
  const notStaff = (): never => {
    throw new APIError('FORBIDDEN', { message: 'This address may not sign in here.' });
  };
  const baseURL = staffSignInUrl(env);

  /**
   * Before every endpoint: a session of an address taken out of STAFF_EMAILS is ended and
   * refused, one idle for IDLE_SECONDS is ended, and one opened by a link may only add a passkey;
   * removing a passkey needs a fresh passkey session.
   */
  const guard = createAuthMiddleware(async (ctx) => {
    if (!(ctx.headers?.get('cookie') ?? '').includes(`${SESSION_COOKIE}=`)) return;
    const found = await getSessionFromCtx(ctx);
    if (!found) return;
    const { session, user } = found;
    const client = clientOf(ctx.headers, env);
    if (!isStaffEmail(user.email, env)) {
      await endSessionsOf(db, user.email);
      await recordStaffEvent(db, {
        event: 'session-ended-removed',
        outcome: 'ok',
        staffEmail: user.email,
        staffId: user.id,
        clientAddress: client,
      });
      if (!SIGN_IN_PATHS.has(ctx.path)) throw new APIError('UNAUTHORIZED', { message: 'Sign in first.' });
      return;
    }
    if (!(await touchSession(db, session.id, new Date(), IDLE_SECONDS * 1000, SESSION_TOUCH_MS))) {
      await recordStaffEvent(db, {
        event: 'session-ended-idle',
        outcome: 'ok',
        staffEmail: user.email,
        staffId: user.id,
        clientAddress: client,
      });
      if (!SIGN_IN_PATHS.has(ctx.path))
        throw new APIError('UNAUTHORIZED', { message: 'Your session ended after 30 minutes without use. Sign in again.' });
      return;
    }
    if (signedInWithOf(session) !== 'passkey' && !LINK_SESSION_PATHS.has(ctx.path) && !SIGN_IN_PATHS.has(ctx.path)) {
      throw new APIError('FORBIDDEN', { message: 'Sign in with your passkey first.' });
    }
    if (ctx.path === '/passkey/delete-passkey' && Date.now() - new Date(session.createdAt).getTime() >= FRESH_SECONDS * 1000) {
      throw new APIError('FORBIDDEN', { message: 'Sign in again with your passkey to remove one (within 5 minutes of signing in).' });
    }
  });

  /** After every endpoint: the security events, a passkey's mail, and user verification asked for. */
  const record = createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    const failed = returned instanceof APIError && returned.statusCode >= 400;
    const client = clientOf(ctx.headers, env);
    const newSession = ctx.context.newSession;
    const current = ctx.context.session ?? newSession;
    const who = current ? { staffEmail: current.user.email, staffId: current.user.id } : {};
    switch (ctx.path) {
      case '/passkey/generate-authenticate-options':
        // Better Auth asks for it as 'preferred'; the browser then makes the person prove it is them.
        if (returned && !failed && typeof returned === 'object') return ctx.json({ ...returned, userVerification: 'required' });
        return;
      case '/magic-link/verify':
      case '/passkey/verify-authentication':
        await recordStaffEvent(db, {
          event: 'sign-in',
          outcome: newSession ? 'ok' : 'refused',
          ...(newSession ? { staffEmail: newSession.user.email, staffId: newSession.user.id } : {}),
          clientAddress: client,
          detail: ctx.path === '/magic-link/verify' ? 'link' : 'passkey',
        });
        return;
      case '/passkey/verify-registration': {
        if (failed || !current || !returned || typeof returned !== 'object' || !('id' in returned)) return;
        const added = returned as { id: string; name?: string | null };
        const delayed = signedInWithOf(current.session) !== 'passkey' && (await passkeyCount(db, current.user.id)) > 1;
        const usableFrom = delayed ? new Date(Date.now() + RECOVERY_DELAY_SECONDS * 1000) : undefined;
        if (usableFrom) await delayPasskey(db, added.id, usableFrom);
        await recordStaffEvent(db, {
          event: 'passkey-added',
          outcome: 'ok',
          ...who,
          clientAddress: client,
          detail: added.name ?? undefined,
        });
        after(() => sendPasskeyNotice(current.user.email, { change: 'added', name: added.name ?? undefined, usableFrom }, env));
        return;
      }
      case '/passkey/delete-passkey':
        if (failed || !current) return;
        await recordStaffEvent(db, { event: 'passkey-removed', outcome: 'ok', ...who, clientAddress: client });
        after(() => sendPasskeyNotice(current.user.email, { change: 'removed' }, env));
        return;
    }
  });

  return {
    appName: siteConfig.name,
    baseURL,
    basePath: STAFF_AUTH_PATH,
    secret: staffAuthSecret(env),
    trustedOrigins: [new URL(baseURL).origin],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        passkey: staffPasskeys,
      },
    }),
    session: {
      expiresIn: SESSION_SECONDS,
      disableSessionRefresh: true,
      freshAge: FRESH_SECONDS,
      additionalFields: { signedInWith: { type: 'string', required: false, input: false } },
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: betterAuthLogger,
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: false,
      defaultCookieAttributes: { secure: true, httpOnly: true, sameSite: 'lax', path: '/' },
    },
    hooks: { before: guard, after: record },
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
            const signedInWith: SignedInWith = context?.path === '/passkey/verify-authentication' ? 'passkey' : 'link';
            return { data: { ...session, signedInWith } };
          },
        },
      },
    },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_SECONDS,
        // The link's token is kept as its SHA-256: the store alone signs nobody in.
        storeToken: 'hashed',
        // The route handler answers for an address not in STAFF_EMAILS itself, before Better Auth
        // (app/api/staff/auth/[...all]/route.ts); the mail goes after the answer, so both take as long.
        sendMagicLink: async ({ email, url }) => {
          after(() => sendSignInLink(email, url, env));
        },
      }),
      passkey({
        rpName: `${siteConfig.name} staff`,
        rpID: new URL(baseURL).hostname,
        origin: new URL(baseURL).origin,
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
        registration: {
          afterVerification: async ({ verification }) => {
            if (!verification.registrationInfo?.userVerified) {
              throw new APIError('BAD_REQUEST', {
                message: 'This passkey does not check that it is you (fingerprint, face or PIN): use one that does.',
              });
            }
          },
        },
        authentication: {
          afterVerification: async ({ verification, clientData }) => {
            const used = await passkeyByCredential(db, clientData.id);
            if (!verification.authenticationInfo.userVerified) {
              throw new APIError('UNAUTHORIZED', { message: 'Your passkey did not check that it is you (fingerprint, face or PIN).' });
            }
            if (used?.usableFrom && used.usableFrom.getTime() > Date.now()) {
              throw new APIError('UNAUTHORIZED', {
                message: `This passkey was added from a sign-in link: it works from ${used.usableFrom.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
              });
            }
            if (used) await markPasskeyUsed(db, used.id, new Date());
          },
        },
      }),
    ],
  } satisfies BetterAuthOptions;
}

/** A session's last request is written at most this often (ms): the idle limit needs no more precision. */
const SESSION_TOUCH_MS = 60_000;

/**
 * Better Auth's own log lines, through the site's log (lib/log.ts) and its redaction: the message
 * alone, its arguments as `details` (redacted by field name like every entry).
 */
const betterAuthLogger = {
  level: 'warn' as const,
  log: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...details: unknown[]) => {
    const fields = { source: 'better-auth', details: details.map((detail) => (detail instanceof Error ? { err: detail } : detail)) };
    log[level](fields, `Better Auth: ${message}`);
  },
};

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
