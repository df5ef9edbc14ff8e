import { runInNewContext } from 'node:vm';
import { DrizzleQueryError } from 'drizzle-orm';
import { captureLog } from '@/test/log-capture';
import { addLogFields, log, readableLine, REDACTED, serializeError, withLogFields } from './log';

const captured = captureLog();

/** A PostgreSQL error as node-postgres and PGlite raise it for a refused value: DETAIL and CONTEXT quote it. */
function refusedValue() {
  return Object.assign(new Error('invalid input syntax for type uuid: "Zephyrine Quillfeather"'), {
    severity: 'ERROR',
    code: '22P02',
    detail: 'Failing row contains (Zephyrine Quillfeather, zq-leak@personal.test).',
    where: 'JSON data, line 1: {"name":"Zephyrine Quillfeather"',
    hint: 'zq-leak@personal.test',
    internalQuery: 'select leak-canary-7391',
  });
}

const personal = ['Zephyrine', 'zq-leak@personal.test', '555-0199', 'leak-canary-7391'];
const expectNothingPersonal = (text: string) => {
  for (const value of personal) expect(text).not.toContain(value);
};

describe('serializeError', () => {
  it("keeps a failed query's SQL, code and reason, and drops its parameters and what PostgreSQL quotes of them", () => {
    const failure = new DrizzleQueryError(
      'insert into "requests" ("delivery") values ($1)',
      [{ name: 'Zephyrine Quillfeather', email: 'zq-leak@personal.test' }],
      refusedValue(),
    );
    const serialized = serializeError(failure);
    expect(serialized).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "requests" ("delivery") values ($1)',
      query: 'insert into "requests" ("delivery") values ($1)',
      cause: { code: '22P02', severity: 'ERROR', message: `invalid input syntax for type uuid: "${REDACTED}"` },
    });
    expect(serialized.stack).toMatch(/^DrizzleQueryError: Failed query: insert into "requests" \("delivery"\) values \(\$1\)\n\s+at /);
    expectNothingPersonal(JSON.stringify(serialized));
  });

  it('knows a failed query by its shape, whatever its class: a bundled copy of drizzle, PGlite, a plain object', () => {
    // Another chunk's copy of DrizzleQueryError is another class: instanceof would say no.
    class CopiedQueryError extends Error {
      constructor(
        readonly query: string,
        readonly params: unknown[],
      ) {
        super(`Failed query: ${query}\nparams: ${params.join(',')}`);
      }
    }
    const shapes = [
      new CopiedQueryError('insert into "requests" values ($1, $2)', ['Zephyrine Quillfeather', '(206) 555-0199']),
      { query: 'select $1', params: ['leak-canary-7391'], message: 'Failed query: select $1\nparams: leak-canary-7391' },
      Object.assign(refusedValue(), { query: 'select $1::uuid', params: ['Zephyrine Quillfeather'] }),
      new Error('the store failed', { cause: new CopiedQueryError('select $1', ['zq-leak@personal.test']) }),
    ];
    for (const shape of shapes) expectNothingPersonal(JSON.stringify(serializeError(shape)));
    expect(serializeError(shapes[0])).toMatchObject({ message: 'Failed query: insert into "requests" values ($1, $2)' });
  });

  it('keeps the facts of an UpstreamError and nothing else it carries, and takes a thrown value that is not an object', () => {
    const upstream = Object.assign(new Error('answered 500'), {
      upstream: 'mail gateway',
      status: 500,
      timedOut: false,
      body: 'leak-canary-7391',
    });
    expect(serializeError(upstream)).toEqual({
      type: 'Error',
      message: 'answered 500',
      upstream: 'mail gateway',
      status: 500,
      timedOut: false,
      stack: expect.stringMatching(/^Error: answered 500\n/),
    });
    expect(serializeError('plain text thrown')).toEqual({ type: 'string', message: 'plain text thrown' });
  });
});

describe('log', () => {
  it('redacts every personal field wherever it is, and cuts what is nested deeper than it looks', () => {
    const delivery = {
      kind: 'contact',
      name: 'Zephyrine Quillfeather',
      email: 'zq-leak@personal.test',
      phone: '(206) 555-0199',
      desc: 'leak-canary-7391',
    };
    const deep = { a: { b: [{ c: { d: { e: { f: { g: { h: { i: { message: 'leak-canary-7391' } } } } } } } }] } };
    const cyclic: Record<string, unknown> = { note: 'leak-canary-7391' };
    cyclic.self = cyclic;
    log.info(
      { delivery, rows: [{ serviceRequest: { callerName: 'Zephyrine Quillfeather', callDescription: 'leak-canary-7391' } }], deep, cyclic },
      'entry',
    );
    const [entry] = captured.entries();
    expect(entry).toMatchObject({
      level: 'info',
      msg: 'entry',
      delivery: { kind: 'contact', name: REDACTED, email: REDACTED, phone: REDACTED, desc: REDACTED },
      rows: [{ serviceRequest: { callerName: REDACTED, callDescription: REDACTED } }],
    });
    expect(entry.time).toMatch(/^\d{4}-\d\d-\d\dT/);
    expectNothingPersonal(captured.text());
  });

  it('gives an error logged without a message its safe message, not its raw one', () => {
    const failure = new DrizzleQueryError('select $1', ['zq-leak@personal.test'], new Error('connection refused'));
    log.error(failure);
    log.error({ err: failure });
    log.warn({ err: refusedValue() }, 'told');
    expect(captured.messages()).toEqual(['Failed query: select $1', 'Failed query: select $1', 'told']);
    expect(captured.entries()[0].err).toMatchObject({ type: 'DrizzleQueryError', query: 'select $1' });
    expectNothingPersonal(captured.text());
  });

  it('knows an error from another realm', () => {
    log.error({ err: runInNewContext('new Error("from elsewhere")') as unknown }, 'foreign');
    expect(captured.entries()[0].err).toMatchObject({ type: 'Error', message: 'from elsewhere' });
  });

  it("adds a request's fields to every entry logged while it is handled, and to none outside", async () => {
    await withLogFields({ route: '/api/contactemail' }, async () => {
      log.info('before');
      addLogFields({ reference: 'R-2611-7Q4K', kind: 'contact' });
      await withLogFields({ kind: 'order' }, async () => log.info('inner'));
      log.info({ reference: 'R-2611-OWN1' }, 'own');
    });
    addLogFields({ reference: 'R-2611-LOST' });
    log.info('after');
    expect(captured.entries().map(({ msg, route, reference, kind }) => ({ msg, route, reference, kind }))).toEqual([
      { msg: 'before', route: '/api/contactemail', reference: undefined, kind: undefined },
      { msg: 'inner', route: '/api/contactemail', reference: 'R-2611-7Q4K', kind: 'order' },
      { msg: 'own', route: '/api/contactemail', reference: 'R-2611-OWN1', kind: 'contact' },
      { msg: 'after', route: undefined, reference: undefined, kind: undefined },
    ]);
  });
});

describe('readableLine', () => {
  it('shows the time, level, message and fields on one line, and the stack of an error below it', () => {
    const time = '2026-11-26T09:12:55.104Z';
    const clock = new Date(time).toTimeString().slice(0, 8);
    expect(
      readableLine(JSON.stringify({ level: 'info', time, msg: 'Store: embedded PostgreSQL (PGlite) in var/db (no DATABASE_URL)' })),
    ).toBe(`${clock} INFO  Store: embedded PostgreSQL (PGlite) in var/db (no DATABASE_URL)\n`);
    const err = {
      type: 'UpstreamError',
      message: 'ECONNREFUSED',
      upstream: 'mail gateway',
      stack: 'UpstreamError: ECONNREFUSED\n    at fetchJson',
    };
    expect(
      readableLine(JSON.stringify({ level: 'warn', time, reference: 'R-2611-7Q4K', kind: 'contact', err, msg: 'not delivered' })),
    ).toBe(`${clock} WARN  not delivered  reference=R-2611-7Q4K kind=contact err=UpstreamError: ECONNREFUSED\n`);
    const failed = {
      ...err,
      type: 'DrizzleQueryError',
      message: 'Failed query: select 1',
      cause: { type: 'error', message: 'terminating connection' },
    };
    expect(
      readableLine(JSON.stringify({ level: 'error', time, route: '/api/x', err: failed, msg: 'Unexpected error in a route handler' })),
    ).toBe(
      `${clock} ERROR Unexpected error in a route handler  route=/api/x err=DrizzleQueryError: Failed query: select 1 cause=error: terminating connection\nUpstreamError: ECONNREFUSED\n    at fetchJson\n`,
    );
  });
});
