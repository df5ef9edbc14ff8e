import 'server-only';
import { z } from 'zod';
import { DEPLOYMENT_STAGES, deploymentStage, isLivePaypalBase } from '@/lib/config/deployment';
import { siteEnvSchema } from '@/lib/config/public';
import { optional, optionalString, readSettings } from '@/lib/config/read';
import { SERVICE_BACKENDS } from '@/lib/config/service-backend';

/**
 * Server configuration: upstream URLs, secrets, delivery and limits, and the public settings
 * (lib/config/public.ts: the site's address, the browser keys, REQUEST_RETENTION_DAYS...) with
 * their rules and defaults, since the server's schema is the public one extended with the
 * variables below: each variable is declared once. Read at run time, only in server code (this
 * module imports 'server-only', so a client bundle that reaches it fails the build). Every
 * variable is optional and listed in `.env.example`; with none the site keeps requests in the
 * embedded store and the spam check is open (docs/requirements.md#the-store). An empty variable
 * counts as unset, and a bad one is named in the error (lib/config/read.ts).
 */
const optionalUrl = optional(z.url());
/** A mailbox alias the mail gateway knows, or (with SMTP) an address; an alias is sent to alias@MAIL_DOMAIN. */
const mailboxOrAddress = optional(
  z.union([z.email(), z.string().regex(/^[a-z0-9][a-z0-9._-]*$/i, 'must be a mailbox alias or an email address')]),
);

/** KEYSTATIC_PREVIEW_URL: a Vercel branch address with `{branch}` for the branch (docs/deploy.md#the-content-editor-on-vercel). */
export const VERCEL_PREVIEW_TEMPLATE = /^https:\/\/([a-z0-9-]+)-git-\{branch\}-([a-z0-9-]+)\.vercel\.app\/?$/;

/** The shortest CRON_SECRET a server starts with. */
export const CRON_SECRET_MIN_LENGTH = 32;

/** The variables only the server reads: secrets, its store, delivery, limits and outside services. */
export const serverOnlyEnvSchema = z.object({
  CONTACT_API_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_DOMAIN: optionalString,
  MAIL_FROM: optionalString,
  /** A PostgreSQL server (postgres://user:pass@host:5432/db); unset: the embedded store. */
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')),
  /** Connections one instance keeps to DATABASE_URL at most. */
  DATABASE_POOL_MAX: z.coerce.number().int().positive().default(10),
  /** Where the embedded PostgreSQL (PGlite) keeps its data without DATABASE_URL; memory:// keeps none. */
  EMBEDDED_DB_DIR: z.string().min(1).default('var/db'),
  /**
   * Bearer secret of GET /api/cron/deliver; unset, the route answers 503. At least 32 characters
   * (docs/requirements.md#nothing-lost, rule 3): a short one could be guessed.
   */
  CRON_SECRET: optional(
    z.string().min(CRON_SECRET_MIN_LENGTH, `must be at least ${CRON_SECRET_MIN_LENGTH} characters (e.g. openssl rand -hex 32)`),
  ),
  /** Proxies in front of the server that append to X-Forwarded-For (nginx: 1); the client is that many entries from the right. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  RECAPTCHA_SECRET_KEY: optionalString,
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  /** Service-management gateway (docs/requirements.md#service-backend): base URL; paths /scgw/api/v1/... are appended. */
  SCGW_URL: optionalUrl,
  SCGW_API_KEY: optionalString,
  /** gateway, sandbox or mail; unset: chosen from the gateway settings and SITE_URL (lib/config/service-backend.ts). */
  SERVICE_BACKEND: optional(z.enum(SERVICE_BACKENDS)),
  /** PayPal REST (Orders v2), with PAYPAL_CLIENT_ID (lib/config/public.ts). API base: sandbox by default, https://api-m.paypal.com live. */
  PAYPAL_CLIENT_SECRET: optionalString,
  PAYPAL_API_BASE: z.url().default('https://api-m.sandbox.paypal.com'),
  /** The plan room's public JSON list of projects to bid (docs/requirements.md#bid-lists); unset: the bundled data/bidsets.json. */
  BIDSETS_JSON_URL: optional(z.url({ protocol: /^https?$/ })),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * The content editor's GitHub App (docs/deploy.md#the-content-editor-on-vercel), with
   * NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO and its slug (lib/config/public.ts): its client id and
   * secret, and the secret Keystatic signs its session with.
   */
  KEYSTATIC_GITHUB_CLIENT_ID: optionalString,
  KEYSTATIC_GITHUB_CLIENT_SECRET: optionalString,
  KEYSTATIC_SECRET: optionalString,
  /** Where a content branch's preview is: the editor's preview links go there (lib/config/content-editor.ts vercelBranchUrl). */
  KEYSTATIC_PREVIEW_URL: optional(z.string().regex(VERCEL_PREVIEW_TEMPLATE, 'must read https://<project>-git-{branch}-<scope>.vercel.app')),
  /** `preview` marks a preview deployment outside Vercel (lib/config/deployment.ts). */
  DEPLOY_ENV: optional(z.enum(DEPLOYMENT_STAGES)),
  /** Set by Vercel: production, preview or development. */
  VERCEL_ENV: optionalString,
  /**
   * The one mailbox a preview delivers to: an alias the mail gateway knows, or with SMTP an
   * address (an alias is sent to alias@MAIL_DOMAIN). Unset: a preview keeps requests in the store.
   */
  PREVIEW_MAILBOX: mailboxOrAddress,
  /**
   * The staff side (docs/operations.md#the-staff-side): the addresses that may sign in, comma
   * separated (compared in lower case); removing one ends that person's sessions. Unset: nobody can.
   */
  STAFF_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('must list email addresses, separated by commas'))),
  /** The secret the staff side signs its sessions with (Better Auth); at least 32 characters. Unset: staff cannot sign in. */
  BETTER_AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)')),
  /** The mailbox alias (or, with SMTP, address) told of requests that need a person (failed, unknown outcome, held for a check); default help. */
  STAFF_ALERT_MAILBOX: mailboxOrAddress,
  /**
   * Days the staff side's security events and request actions are kept (docs/requirements.md,
   * what is kept how long); expired sessions and sign-in links go at the worker's next pass.
   */
  STAFF_AUDIT_RETENTION_DAYS: z.coerce.number().int().positive().default(400),
});

/** Every variable the server reads: the public ones and its own, each with its one rule and default. */
const serverEnvSchema = siteEnvSchema
  .extend(serverOnlyEnvSchema.shape)
  .refine((env) => !env.SMTP_URL || env.MAIL_DOMAIN, {
    message: 'MAIL_DOMAIN is required with SMTP_URL (mail goes to alias@MAIL_DOMAIN)',
    path: ['MAIL_DOMAIN'],
  })
  // Half a gateway configuration would silently take real service calls elsewhere.
  .refine((env) => !env.SCGW_URL === !env.SCGW_API_KEY, {
    message: 'SCGW_URL and SCGW_API_KEY go together: set both for the service gateway, or neither',
    path: ['SCGW_API_KEY'],
  })
  .refine((env) => env.SERVICE_BACKEND !== 'gateway' || env.SCGW_URL, {
    message: 'SERVICE_BACKEND=gateway needs SCGW_URL and SCGW_API_KEY',
    path: ['SERVICE_BACKEND'],
  })
  // Half a GitHub configuration would show staff an editor that cannot sign them in.
  .refine(
    (env) =>
      !env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO ||
      (env.NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG &&
        env.KEYSTATIC_GITHUB_CLIENT_ID &&
        env.KEYSTATIC_GITHUB_CLIENT_SECRET &&
        env.KEYSTATIC_SECRET),
    {
      message:
        'NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO needs NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG, KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET and KEYSTATIC_SECRET',
      path: ['NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO'],
    },
  )
  // A preview takes no real payment (docs/requirements.md#previews).
  .refine((env) => deploymentStage(env) !== 'preview' || !isLivePaypalBase(env.PAYPAL_API_BASE), {
    message: 'a preview deployment must use the PayPal sandbox (https://api-m.sandbox.paypal.com), not the live API',
    path: ['PAYPAL_API_BASE'],
  });

export type ServerEnv = z.output<typeof serverEnvSchema>;

/**
 * Validates server settings.
 * @throws Error naming each bad variable, e.g. 'SMTP_URL: Invalid URL'
 */
export function readServerEnv(env: Record<string, string | undefined>): ServerEnv {
  return readSettings(serverEnvSchema, env, 'server');
}

let cached: ServerEnv | undefined;
const SETTINGS = Symbol.for('printshop.serverEnv');

/**
 * The server settings of this process, read once from `process.env`. Next loads this module more
 * than once in a server (instrumentation, route handlers): each copy finds the one object already
 * read for the same variables on globalThis, so the process has one configuration, the key of its
 * one store (lib/store/db.ts). A module loaded anew under other variables (tests) reads its own.
 */
export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const read = ((globalThis as { [SETTINGS]?: Map<string, ServerEnv> })[SETTINGS] ??= new Map());
  const variables = JSON.stringify(Object.keys(serverEnvSchema.shape).map((name) => process.env[name] ?? null));
  const settings = read.get(variables) ?? readServerEnv(process.env);
  read.set(variables, settings);
  cached = settings;
  return settings;
}
