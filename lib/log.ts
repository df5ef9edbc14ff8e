import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type LogFn, type Logger } from 'pino';
import { runMode } from '@/lib/config/deployment';

/**
 * The server's log (docs/requirements.md#privacy-and-terms, rule 5): one JSON line per entry on
 * standard output (level, time, msg and the entry's fields), or a readable line for a person at a
 * terminal (`next dev`, the outbox command). Whatever is logged, what a visitor typed never is:
 * every field named in PERSONAL_FIELDS is replaced at any depth, and errors keep only the facts
 * listed in ERROR_FACTS (a failed query's SQL, never its parameters). Matching goes by name and by
 * shape, never by class: Next bundles a library into several chunks, each with its own copy of its
 * classes (docs/decisions.md, "One logger, which cannot print what a visitor typed").
 */

/** What a redacted value reads in the log. */
export const REDACTED = '[Redacted]';

/**
 * Fields that hold what a visitor typed or a buyer's details (the forms' and deliveries' fields,
 * the service gateway's caller, PayPal's payer and shipping address), secrets, and a failed
 * query's parameters: replaced by REDACTED wherever they are in an entry.
 */
const PERSONAL_FIELDS = new Set([
  'name',
  'email',
  'phone',
  'message',
  'desc',
  'note',
  'notes',
  'instructions',
  'subject',
  'when',
  'callerName',
  'callDescription',
  'token',
  'street',
  'address',
  'shipTo',
  'payer',
  'email_address',
  'given_name',
  'surname',
  'full_name',
  'address_line_1',
  'address_line_2',
  'postal_code',
  'params',
  'apiKey',
  'clientSecret',
  'password',
  'authorization',
  'cookie',
]);

/**
 * What an error may show besides its type, message, stack and cause, when it is a plain value:
 * network and SMTP codes, an UpstreamError's facts, PostgreSQL's code and the objects it names.
 * Left out on purpose: PostgreSQL's `detail` and `where` (they quote the row or the JSON that
 * failed), `hint`, `internalQuery`, and a failed query's `params`.
 */
const ERROR_FACTS = [
  'code',
  'errno',
  'syscall',
  'upstream',
  'status',
  'timedOut',
  'notSent',
  'severity',
  'table',
  'column',
  'constraint',
  'routine',
  'responseCode',
  'command',
] as const;

/** How deep an entry's fields and an error's causes are written; anything deeper reads NESTED. */
const MAX_DEPTH = 8;
const NESTED = '[Nested]';

/** An error as the log shows it. */
export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  /** A failed query's SQL (placeholders, never the values). */
  query?: string;
  cause?: SerializedError;
  [fact: string]: string | number | boolean | SerializedError | undefined;
}

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null;
}

/**
 * A failed query, by shape: drizzle's DrizzleQueryError and PGlite's errors carry `query` and
 * `params`, node-postgres's a `severity` and a five-character SQLSTATE `code`; a wrapper counts
 * when its cause is one.
 */
function isFailedQuery(value: Fields, depth = 0): boolean {
  if (typeof value.query === 'string' && 'params' in value) return true;
  if (typeof value.severity === 'string' && typeof value.code === 'string' && /^[0-9A-Z]{5}$/.test(value.code)) return true;
  return depth < MAX_DEPTH && isObject(value.cause) && isFailedQuery(value.cause, depth + 1);
}

/** An error, by its tag (which holds across realms and bundled copies) or as a failed query. */
function isError(value: unknown): value is Fields {
  return isObject(value) && (Object.prototype.toString.call(value) === '[object Error]' || isFailedQuery(value));
}

/**
 * A failed query's message without what it quotes of the values: drizzle appends
 * `params: ...` to the SQL, and PostgreSQL ends a refused input with `: "<the value>"`.
 */
function queryMessage(message: string): string {
  return message.split('\nparams:')[0].replace(/: ".*"$/s, `: "${REDACTED}"`);
}

/**
 * An error as the log may show it (docs/requirements.md#privacy-and-terms, rule 5): its type,
 * message, stack frames, the facts of ERROR_FACTS and its causes, nothing else. A failed query
 * (recognised by shape: see isFailedQuery), and everything in its causes, keeps its SQL and
 * PostgreSQL's code and reason, without the parameters or the values PostgreSQL quotes.
 * @param error anything thrown
 * @returns a plain object; never throws
 */
export function serializeError(error: unknown): SerializedError {
  return serialize(error, 0, false);
}

function serialize(error: unknown, depth: number, inQuery: boolean): SerializedError {
  if (!isObject(error)) return { type: typeof error, message: String(error) };
  const failedQuery = inQuery || isFailedQuery(error);
  const type = typeof error.name === 'string' && error.name !== 'Error' ? error.name : error.constructor?.name || 'Error';
  const raw = typeof error.message === 'string' ? error.message : '';
  const message = failedQuery ? queryMessage(raw) : raw;
  const serialized: SerializedError = { type, message };
  for (const fact of ERROR_FACTS) {
    const value = error[fact];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') serialized[fact] = value;
  }
  if (failedQuery && typeof error.query === 'string') serialized.query = error.query;
  // The stack's first lines repeat the message: only its frames are kept, under the safe message.
  if (typeof error.stack === 'string') {
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    serialized.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  if (error.cause !== undefined && depth < MAX_DEPTH) serialized.cause = serialize(error.cause, depth + 1, failedQuery);
  return serialized;
}

/** A value as an entry may carry it: personal fields redacted, errors serialized, at any depth. */
function redacted(value: unknown, depth: number): unknown {
  if (isError(value)) return serializeError(value);
  if (!isObject(value)) return value;
  if (depth >= MAX_DEPTH) return NESTED;
  if (typeof value.toJSON === 'function') return redacted((value.toJSON as () => unknown)(), depth + 1);
  if (Array.isArray(value)) return value.map((item) => redacted(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, PERSONAL_FIELDS.has(key) ? REDACTED : redacted(item, depth + 1)]),
  );
}

/** The fields every entry of a request carries: its route, and its reference and kind once known. */
export interface RequestFields {
  route?: string;
  reference?: string;
  kind?: string;
}

// On globalThis: Next loads this module more than once in a server (a copy per chunk), and the
// route handler that opens a request's fields and the delivery that adds its reference must share them.
const CONTEXT = Symbol.for('printshop.logContext');
const context = ((globalThis as { [CONTEXT]?: AsyncLocalStorage<RequestFields> })[CONTEXT] ??= new AsyncLocalStorage());

/**
 * Runs `run` with `fields` added to every entry logged inside it (and in what it awaits), so that
 * every entry about a request names it (docs/requirements.md#privacy-and-terms, rule 5); nested
 * runs add theirs to the outer ones.
 * @returns what `run` returns
 */
export function withLogFields<T>(fields: RequestFields, run: () => T): T {
  return context.run({ ...context.getStore(), ...fields }, run);
}

/**
 * Adds fields to the current withLogFields run from now on, for every entry logged in it after
 * this, its own included (a request's reference once it is committed); nothing outside one.
 */
export function addLogFields(fields: RequestFields): void {
  const current = context.getStore();
  if (current) Object.assign(current, fields);
}

/**
 * One JSON entry as a line for a person: local time, level, message, the fields, the error and
 * its causes; the stack of an error entry below it.
 * @param json one line pino wrote
 * @returns the line, ending in a newline
 */
export function readableLine(json: string): string {
  const { level, time, msg, err, ...fields } = JSON.parse(json) as Fields & { err?: SerializedError };
  const clock = new Date(String(time)).toTimeString().slice(0, 8);
  const parts = Object.entries(fields).map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  for (let cause = err, label = 'err'; cause; cause = cause.cause, label = 'cause') parts.push(`${label}=${cause.type}: ${cause.message}`);
  const stack = err?.stack && (level === 'error' || level === 'fatal') ? `\n${err.stack}` : '';
  return `${clock} ${String(level).toUpperCase().padEnd(5)} ${String(msg ?? '')}${parts.length ? `  ${parts.join(' ')}` : ''}${stack}\n`;
}

/** JSON for the machines that read it (next start, Vercel) and for the tests, which parse it. */
const forMachines = runMode() === 'production' || runMode() === 'test';

/** A stream the log writes to: as it is for machines, else each line made readable first. */
function destination(stream: NodeJS.WriteStream): { write: (line: string) => unknown } {
  return forMachines ? stream : { write: (line: string) => stream.write(readableLine(line)) };
}

/**
 * The server's logger (pino). Call it with the fields first and the message after, e.g.
 * `log.warn({ err }, 'Request R-2611-7Q4K not delivered')`; inside a route handler and a delivery
 * attempt, entries carry the request's route, reference and kind by themselves (withLogFields).
 */
export const log: Logger = pino(
  {
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      // The entry's `err` is left to its serializer below.
      log: ({ err, ...fields }) => ({ ...(redacted(fields, 0) as Fields), ...(err === undefined ? {} : { err }) }),
    },
    serializers: { err: serializeError },
    // A copy: pino merges the entry's own fields into what this returns.
    mixin: () => ({ ...context.getStore() }),
    hooks: {
      // Given an error and no message, pino would take the error's raw message, which for a failed
      // query lists its parameters: the entry gets the serialized error's message instead.
      logMethod(args: Parameters<LogFn>, method: LogFn) {
        const [first, ...rest] = args as unknown[];
        const fields = isError(first) ? { err: first } : first;
        const untold = isObject(fields) && fields.err !== undefined && typeof rest[0] !== 'string';
        return method.apply(this, [fields, ...(untold ? [serializeError(fields.err).message] : []), ...rest] as Parameters<LogFn>);
      },
    },
  },
  // Warnings and errors to standard error, the rest to standard output, as console.warn and
  // console.error did: a runner that shows the server's output keeps the expected ones apart.
  pino.multistream(
    [
      { level: 'trace', stream: destination(process.stdout) },
      { level: 'warn', stream: destination(process.stderr) },
    ],
    { dedupe: true },
  ),
);
