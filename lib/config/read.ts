import { z } from 'zod';

/**
 * How every settings schema of lib/config/ reads the environment: the public one
 * (lib/config/public.ts, read when the site is built) and the server's (lib/config/server.ts, its
 * extension, read when the server starts; server only). One rule for a variable that may be
 * unset, and one error that names each bad variable. It imports nothing of ours: next.config.ts
 * loads lib/config/public.ts, and this file with it, through a loader that does not resolve the
 * `@/` alias.
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
