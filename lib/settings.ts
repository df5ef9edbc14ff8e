import { z } from 'zod';

/**
 * What the two settings readers share: lib/site.ts (the public settings, read when the site is
 * built) and lib/env.ts (the server's, secrets included, read when it starts; server only). One
 * rule for a variable that may be unset, one error that names each bad variable, and the
 * variables both read. It imports nothing of ours: next.config.ts loads lib/site.ts, and this file
 * with it, through a loader that does not resolve the `@/` alias.
 */

/**
 * An optional variable: unset or set but empty (`NAME=` in a `.env` file) is undefined; any other
 * value must pass `schema`.
 */
export function optional<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

/** An optional text: undefined when unset or empty. */
export const optionalString = optional(z.string().min(1));

/**
 * Reads and validates settings from an environment.
 * @param schema the variables and their rules
 * @param env `process.env`, or a test's own record
 * @param kind what the error calls them: `site` or `server`
 * @returns the parsed, typed settings
 * @throws Error naming each bad variable, e.g. 'Invalid server configuration (see .env.example):\n  SMTP_URL: Invalid URL'
 */
export function readSettings<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined>,
  kind: 'site' | 'server',
): z.output<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid ${kind} configuration (see .env.example):\n${lines.join('\n')}`);
}

/**
 * REQUEST_RETENTION_DAYS: days a delivered request's (or a held test call's) personal fields, and
 * a sign order's instructions, are kept (docs/requirements.md#nothing-lost, rule 6). One reading
 * for the two that use it: the server's settings (lib/env.ts), by which the delivery worker
 * deletes them, and the public settings (lib/site.ts), by which the privacy notice, built with the
 * site, states the figure. A number of days is no secret.
 */
export const requestRetentionDays = z.coerce.number().int().positive().default(90);
