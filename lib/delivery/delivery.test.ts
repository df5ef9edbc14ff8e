import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { FORM_POST_DEDUPE_MS } from '@/lib/api/form-post';
import { readServerEnv, type ServerEnv } from '@/lib/config/server';
import type { Delivery } from '@/lib/requests/types';
import { closeStore, database } from '@/lib/store/db';
import { requests, type RequestRow } from '@/lib/store/schema';
import { sendJson, startFakeServer, type FakeHandler, type FakeServer } from '@/test/fakes/http';
import { startFakeSmtp, type FakeSmtp } from '@/test/fakes/smtp';
import { REFERENCE_PATTERN } from '@/test/fixtures/requests';
import { captureLog } from '@/test/log-capture';
import { closeStores, ENGINES, STORE_OPEN_TIMEOUT_MS, storeEnv, storeVariables } from '@/test/store-env';
import { findByReference } from '@/test/store-helpers';
import { leaseMs, mailTransport } from './attempt';
import { newReference } from './reference';
import { submitRequest } from './submit';
import { deliveryPass } from './worker';

// The real reference generator, which one test makes repeat itself.
jest.mock('./reference', () => {
  const actual = jest.requireActual<typeof import('./reference')>('./reference');
  return { ...actual, newReference: jest.fn(actual.newReference) };
});

/** A contact request; each test gives its own email, to tell its requests apart. */
const contact = (email: string): Delivery => ({
  kind: 'contact',
  mailbox: 'sales',
  emailSubject: 'Small Format Services Page',
  name: 'Dana Whitfield',
  email,
  phone: '(206) 342-8631',
  subject: 'Whitfield Builders',
  when: 'Mornings',
  desc: 'Subject: Whitfield Builders\nBest Time to Call: Mornings\nMessage: 500 door hangers, two-sided.',
  token: 'tok-123',
});

/**
 * A gateway's answer on a connection it then closes, so that a gateway that goes away refuses the
 * next request (one on a kept-alive connection would fail differently: cut, not refused).
 */
const closing =
  (handler: FakeHandler): FakeHandler =>
  (req, res) => {
    res.setHeader('connection', 'close');
    return handler(req, res);
  };
const ok = closing((_, res) => sendJson(res, 200, { statusCode: 200 }));
const MINUTE = 60_000;

/** The bodies the fake mail gateway received, parsed. */
const bodies = (gateway: FakeServer) => gateway.requests.map((r) => JSON.parse(r.body) as Record<string, string>);

async function row(env: ServerEnv, reference: string): Promise<RequestRow> {
  const found = await findByReference(await database(env), reference);
  if (!found) throw new Error(`no request ${reference} in the store`);
  return found;
}

afterAll(closeStores);

// A failed attempt is logged as a warning (asserted where it matters).
const log = captureLog();

describe('mailTransport', () => {
  it('is none with no configuration, SMTP with SMTP_URL and MAIL_DOMAIN, the gateway above all', () => {
    expect(mailTransport(readServerEnv({}))).toBe('none');
    expect(mailTransport(readServerEnv({ SMTP_URL: 'smtp://127.0.0.1:25', MAIL_DOMAIN: 'shop.test' }))).toBe('smtp');
    expect(
      mailTransport(
        readServerEnv({ SMTP_URL: 'smtp://127.0.0.1:25', MAIL_DOMAIN: 'shop.test', CONTACT_API_URL: 'http://127.0.0.1:1/prod' }),
      ),
    ).toBe('gateway');
  });

  it('refuses SMTP_URL without MAIL_DOMAIN, naming it', () => {
    expect(() => readServerEnv({ SMTP_URL: 'smtp://127.0.0.1:25' })).toThrow(/MAIL_DOMAIN/);
  });

  it('leases an attempt for 2 minutes, or three times the upstream timeout when that is longer', () => {
    expect(leaseMs(readServerEnv({}))).toBe(120_000);
    expect(leaseMs(readServerEnv({ UPSTREAM_TIMEOUT_MS: '40000' }))).toBe(120_000);
    expect(leaseMs(readServerEnv({ UPSTREAM_TIMEOUT_MS: '40001' }))).toBe(120_003);
  });
});

describe.each(ENGINES)('submitRequest on %s', (engine) => {
  describe('through the mail gateway', () => {
    let gateway: FakeServer;
    let port: number;
    let env: ServerEnv;

    beforeAll(async () => {
      gateway = await startFakeServer(ok);
      port = Number(new URL(gateway.url).port);
      // The timeout is short for the test that waits for it, and long enough for a busy machine.
      env = await storeEnv(engine, { CONTACT_API_URL: `${gateway.url}/prod`, UPSTREAM_TIMEOUT_MS: '1000' });
      await database(env);
    }, STORE_OPEN_TIMEOUT_MS);
    afterAll(() => gateway.close());
    beforeEach(() => {
      gateway.setHandler(ok);
      gateway.requests.length = 0;
    });
    // Each test starts with an empty queue: a pass would otherwise take the requests of the ones before.
    afterEach(async () => {
      await (await database(env)).delete(requests);
    });

    it("commits the request, posts the mail gateway's body (docs/requirements.md#where-requests-go) with the reference in the subject and on desc's first line (#references), and records it sent", async () => {
      const before = Date.now();
      const submission = await submitRequest({ delivery: contact('sent@builders.test') }, env);
      expect(submission).toEqual({ reference: expect.stringMatching(REFERENCE_PATTERN), outcome: 'sent' });
      const { reference } = submission;

      expect(gateway.requests).toHaveLength(1);
      expect(gateway.requests[0]).toMatchObject({ method: 'POST', url: '/prod/contactemail/' });
      expect(bodies(gateway)[0]).toEqual({
        contact_email: 'sales',
        email: 'sent@builders.test',
        name: 'Dana Whitfield',
        phone: '(206) 342-8631',
        subject: 'Whitfield Builders',
        when: 'Mornings',
        email_subject: `Small Format Services Page [${reference}]`,
        desc: `Reference: ${reference}\nSubject: Whitfield Builders\nBest Time to Call: Mornings\nMessage: 500 door hangers, two-sided.`,
        token: 'tok-123',
        v2: true,
      });

      const stored = await row(env, reference);
      expect(stored).toMatchObject({
        kind: 'contact',
        channel: 'mail',
        state: 'sent',
        attempts: 1,
        sentWith: 'gateway',
        lastError: null,
        leaseUntil: null,
      });
      // The delivery is kept as the visitor gave it; the reference is the row's own.
      expect(stored.delivery).toEqual(contact('sent@builders.test'));
      expect(stored.receivedAt.getTime()).toBeGreaterThanOrEqual(before);
      // R-, the year and month it came in (UTC), four characters.
      const { receivedAt } = stored;
      expect(reference.slice(0, 7)).toBe(
        `R-${String(receivedAt.getUTCFullYear() % 100).padStart(2, '0')}${String(receivedAt.getUTCMonth() + 1).padStart(2, '0')}-`,
      );
      expect(stored.sentAt!.getTime()).toBeGreaterThanOrEqual(stored.receivedAt.getTime());
      expect(log.messages('warn')).toEqual([]);
    });

    const failures: Array<[string, () => Promise<void>, RegExp]> = [
      ['refuses the connection', () => gateway.close(), /^mail gateway: ECONNREFUSED$/],
      [
        'answers 500',
        async () => gateway.setHandler(closing((_, res) => sendJson(res, 500, { message: 'Internal server error' }))),
        /^mail gateway: answered 500$/,
      ],
      [
        'answers after the timeout',
        async () =>
          gateway.setHandler(
            closing((_, res) => {
              const late = setTimeout(() => sendJson(res, 200, {}), 3000);
              res.on('close', () => clearTimeout(late));
            }),
          ),
        /^mail gateway: no answer within 1000 ms$/,
      ],
    ];

    it.each(failures)(
      'when the gateway %s: keeps the request pending with its error, tries again a minute later, answers queued',
      async (name, fail, error) => {
        await fail();
        try {
          const failedFrom = Date.now();
          const { reference, outcome } = await submitRequest({ delivery: contact('queued@builders.test') }, env);
          const failedBy = Date.now();
          expect(outcome).toBe('queued');
          const stored = await row(env, reference);
          expect(stored).toMatchObject({
            state: 'pending',
            attempts: 1,
            lastError: expect.stringMatching(error),
            sentAt: null,
            leaseUntil: null,
          });
          expect(stored.delivery).toEqual(contact('queued@builders.test'));
          expect(stored.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(failedFrom + MINUTE);
          expect(stored.nextAttemptAt.getTime()).toBeLessThanOrEqual(failedBy + MINUTE);
          expect(log.entries()).toContainEqual(
            expect.objectContaining({
              level: 'warn',
              reference,
              kind: 'contact',
              msg: expect.stringMatching(new RegExp(`^Request ${reference} not delivered \\(mail gateway: .*\\); next attempt at `)),
            }),
          );
        } finally {
          // After the refused case, the gateway comes back on the same address.
          if (name === 'refuses the connection') gateway = await startFakeServer(ok, port);
        }
      },
    );

    it('sends a request with a dedupe key once: the second submission answers the first one', async () => {
      const first = await submitRequest({ delivery: contact('once@builders.test'), dedupeKey: 'order:TESTDEDUPE0001' }, env);
      const again = await submitRequest({ delivery: contact('twice@builders.test'), dedupeKey: 'order:TESTDEDUPE0001' }, env);
      expect(again).toEqual(first);
      expect(bodies(gateway).map((b) => b.email)).toEqual(['once@builders.test']);
    });

    it('draws another reference when the one drawn is taken', async () => {
      const taken = await submitRequest({ delivery: contact('first@builders.test') }, env);
      jest.mocked(newReference).mockReturnValueOnce(taken.reference);
      const next = await submitRequest({ delivery: contact('second@builders.test') }, env);
      expect(next.outcome).toBe('sent');
      expect(next.reference).toMatch(REFERENCE_PATTERN);
      expect(next.reference).not.toBe(taken.reference);
      expect((await row(env, taken.reference)).delivery?.email).toBe('first@builders.test');
      expect((await row(env, next.reference)).delivery?.email).toBe('second@builders.test');
      expect(bodies(gateway).map((b) => b.email_subject)).toEqual([
        `Small Format Services Page [${taken.reference}]`,
        `Small Format Services Page [${next.reference}]`,
      ]);
    });

    it('replays by hand (a forced pass): what a dying gateway lost is kept, and sent exactly once when it is back', async () => {
      // The gateway dies in the middle of answering: headers sent, body cut.
      gateway.setHandler((_, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"statusCode":');
        res.socket?.destroy();
      });
      const emails = ['replay1@customer.test', 'replay2@customer.test', 'replay3@customer.test'];
      const submitted = [];
      for (const email of emails) submitted.push(await submitRequest({ delivery: contact(email) }, env));
      expect(submitted.map((s) => s.outcome)).toEqual(['queued', 'queued', 'queued']);
      for (const { reference } of submitted) {
        expect(await row(env, reference)).toMatchObject({ state: 'pending', lastError: expect.stringMatching(/^mail gateway: /) });
      }

      // Replayed while the gateway is still down: none is lost, none is marked sent. A forced
      // pass tries what is not due yet, and each request once.
      gateway.requests.length = 0;
      const down = await deliveryPass(env, { force: true });
      expect(down).toMatchObject({ sent: 0, retrying: 3, failed: 0, unknown: 0 });
      expect(gateway.requests).toHaveLength(3);
      for (const { reference } of submitted) expect(await row(env, reference)).toMatchObject({ state: 'pending', attempts: 2 });

      // The gateway is back.
      gateway.setHandler(ok);
      gateway.requests.length = 0;
      expect(await deliveryPass(env, { force: true })).toMatchObject({ sent: 3, retrying: 0 });
      expect(await deliveryPass(env, { force: true })).toMatchObject({ sent: 0, retrying: 0 });
      expect(
        bodies(gateway)
          .map((b) => b.email)
          .sort(),
      ).toEqual(emails);
      expect(
        bodies(gateway)
          .map((b) => b.email_subject)
          .sort(),
      ).toEqual(submitted.map((s) => `Small Format Services Page [${s.reference}]`).sort());
      for (const { reference } of submitted) {
        expect(await row(env, reference)).toMatchObject({ state: 'sent', attempts: 3, sentWith: 'gateway', lastError: null });
      }
    });
  });

  describe('a form sent without JavaScript: holdForCheck and dedupeWindowMs (lib/api/form-post.ts)', () => {
    let gateway: FakeServer;
    let env: ServerEnv;
    const KEY = 'form-post:delivery-test';

    beforeAll(async () => {
      gateway = await startFakeServer(ok);
      env = await storeEnv(engine, { CONTACT_API_URL: `${gateway.url}/prod`, UPSTREAM_TIMEOUT_MS: '1000' });
      await database(env);
    }, STORE_OPEN_TIMEOUT_MS);
    afterAll(() => gateway.close());
    beforeEach(() => {
      gateway.requests.length = 0;
    });
    afterEach(async () => {
      jest.useRealTimers();
      await (await database(env)).delete(requests);
    });
    const stored = async () => (await database(env)).select().from(requests);

    /**
     * Freezes the clock submitRequest reads (`new Date()`) at `at`, and nothing else: the store,
     * the fake gateway and fetch keep their real timers.
     */
    const clockAt = (at: Date) => {
      jest.useFakeTimers({
        now: at,
        doNotFake: [
          'hrtime',
          'nextTick',
          'performance',
          'queueMicrotask',
          'requestAnimationFrame',
          'cancelAnimationFrame',
          'requestIdleCallback',
          'cancelIdleCallback',
          'setImmediate',
          'clearImmediate',
          'setInterval',
          'clearInterval',
          'setTimeout',
          'clearTimeout',
        ],
      });
    };

    it('holds a request for a check: stored held on its own channel (mail), never sent, answered review; a forced pass does not send it either', async () => {
      const submission = await submitRequest({ delivery: contact('held@builders.test'), holdForCheck: true }, env);
      expect(submission).toEqual({ reference: expect.stringMatching(REFERENCE_PATTERN), outcome: 'review' });
      expect(gateway.requests).toHaveLength(0);
      expect(await row(env, submission.reference)).toMatchObject({
        channel: 'mail',
        state: 'held',
        attempts: 0,
        sentAt: null,
        sentWith: null,
        leaseUntil: null,
        lastError: null,
        delivery: contact('held@builders.test'),
      });

      await deliveryPass(env, { force: true });
      // The pass may tell the staff mailbox that it waits (lib/staff/alerts.ts); the request itself is not sent.
      expect(bodies(gateway).map((b) => b.email)).not.toContain('held@builders.test');
      expect(bodies(gateway).map((b) => b.email_subject)).not.toContain(`Small Format Services Page [${submission.reference}]`);
      expect(await row(env, submission.reference)).toMatchObject({ channel: 'mail', state: 'held', attempts: 0, sentAt: null });
    });

    it('answers review again for the same key while the first one is held, and keeps one row', async () => {
      const options = { dedupeKey: KEY, dedupeWindowMs: FORM_POST_DEDUPE_MS, holdForCheck: true };
      const first = await submitRequest({ delivery: contact('held-twice@builders.test'), ...options }, env);
      const again = await submitRequest({ delivery: contact('held-twice@builders.test'), ...options }, env);
      expect(first.outcome).toBe('review');
      expect(again).toEqual(first);
      expect(await stored()).toHaveLength(1);
      expect(gateway.requests).toHaveLength(0);
    });

    it('takes the same key as the same request up to dedupeWindowMs after the first; one millisecond later it is a new request, and the old one keeps its data', async () => {
      const options = { dedupeKey: KEY, dedupeWindowMs: FORM_POST_DEDUPE_MS };
      const start = new Date();
      clockAt(start);
      const first = await submitRequest({ delivery: contact('twice@builders.test'), ...options }, env);
      expect(first.outcome).toBe('sent');
      const sent = await row(env, first.reference);
      expect(sent).toMatchObject({ receivedAt: start, dedupeKey: KEY, state: 'sent' });

      // The window's last millisecond: still the same request, not sent again.
      jest.setSystemTime(start.getTime() + FORM_POST_DEDUPE_MS);
      expect(await submitRequest({ delivery: contact('twice@builders.test'), ...options }, env)).toEqual(first);
      expect(await stored()).toHaveLength(1);
      expect(gateway.requests).toHaveLength(1);

      // One millisecond after the window: a new request, with a reference of its own, sent.
      jest.setSystemTime(start.getTime() + FORM_POST_DEDUPE_MS + 1);
      const second = await submitRequest({ delivery: contact('twice@builders.test'), ...options }, env);
      expect(second).toEqual({ reference: expect.stringMatching(REFERENCE_PATTERN), outcome: 'sent' });
      expect(second.reference).not.toBe(first.reference);
      expect(await stored()).toHaveLength(2);
      expect(bodies(gateway).map((b) => b.email_subject)).toEqual([
        `Small Format Services Page [${first.reference}]`,
        `Small Format Services Page [${second.reference}]`,
      ]);
      // The old request keeps everything but the key, which the new one holds now.
      expect(await row(env, first.reference)).toEqual({ ...sent, dedupeKey: null });
      expect(await row(env, second.reference)).toMatchObject({ dedupeKey: KEY, delivery: contact('twice@builders.test'), state: 'sent' });
      // Sent again at once, it answers the new one.
      expect(await submitRequest({ delivery: contact('twice@builders.test'), ...options }, env)).toEqual(second);
      expect(await stored()).toHaveLength(2);
    });

    it("keeps a key without dedupeWindowMs for ever (a paid order's notification)", async () => {
      const first = await submitRequest({ delivery: contact('order@builders.test'), dedupeKey: KEY }, env);
      const db = await database(env);
      await db
        .update(requests)
        .set({ receivedAt: new Date(Date.now() - 365 * 24 * 60 * MINUTE) })
        .where(eq(requests.reference, first.reference));
      expect(await submitRequest({ delivery: contact('order@builders.test'), dedupeKey: KEY }, env)).toEqual(first);
      expect(await stored()).toHaveLength(1);
      expect(gateway.requests).toHaveLength(1);
    });
  });

  describe('through SMTP', () => {
    let smtp: FakeSmtp;
    let env: ServerEnv;

    beforeAll(async () => {
      smtp = await startFakeSmtp();
      env = await storeEnv(engine, { SMTP_URL: smtp.url, MAIL_DOMAIN: 'shop.test', UPSTREAM_TIMEOUT_MS: '2000' });
      await database(env);
    }, STORE_OPEN_TIMEOUT_MS);
    afterAll(() => smtp.close());

    it('sends to alias@domain, Reply-To the visitor, with the reference in the subject and on the first line', async () => {
      const { reference, outcome } = await submitRequest({ delivery: contact('smtp@builders.test') }, env);
      expect(outcome).toBe('sent');
      expect(smtp.messages).toHaveLength(1);
      const [mail] = smtp.messages;
      expect(mail.to).toMatchObject({ text: 'sales@shop.test' });
      expect(mail.replyTo?.value[0]).toMatchObject({ address: 'smtp@builders.test', name: 'Dana Whitfield' });
      expect(mail.from?.value[0].address).toBe('website@shop.test');
      expect(mail.subject).toBe(`Small Format Services Page [${reference}]`);
      expect(mail.text?.split('\n')[0]).toBe(`Reference: ${reference}`);
      for (const text of [
        'Name: Dana Whitfield',
        'Email: smtp@builders.test',
        'Phone: (206) 342-8631',
        'Subject: Whitfield Builders',
        'Best time to call: Mornings',
        '500 door hangers, two-sided.',
      ]) {
        expect(mail.text).toContain(text);
      }
      expect(await row(env, reference)).toMatchObject({ state: 'sent', sentWith: 'smtp', attempts: 1 });
    });
  });

  describe('with no mail transport', () => {
    // On disk for PGlite, which one server has open at a time: the server restarted with a
    // transport must find what this one kept. PostgreSQL gets a database of its own.
    let variables: Record<string, string>;
    let folder: string | undefined;
    let env: ServerEnv;
    beforeAll(async () => {
      if (engine === 'embedded') folder = await mkdtemp(path.join(tmpdir(), 'kept-store-'));
      variables = folder ? { EMBEDDED_DB_DIR: path.join(folder, 'db') } : await storeVariables(engine);
      env = readServerEnv(variables);
      await database(env);
    }, STORE_OPEN_TIMEOUT_MS);
    afterAll(async () => {
      await closeStore(env);
      if (folder) await rm(folder, { recursive: true, force: true });
    });

    it(
      'keeps the request for the shop and answers kept, not sent; a server restarted with SMTP on the same store sends it by itself',
      async () => {
        const { reference, outcome } = await submitRequest(
          { delivery: contact('kept@builders.test'), dedupeKey: 'order:TESTKEPT0001' },
          env,
        );
        expect(outcome).toBe('kept');
        expect(await row(env, reference)).toMatchObject({
          state: 'kept',
          attempts: 0,
          lastError: null,
          sentAt: null,
          delivery: contact('kept@builders.test'),
        });
        // The same request again answers what the first one was told.
        expect(await submitRequest({ delivery: contact('kept@builders.test'), dedupeKey: 'order:TESTKEPT0001' }, env)).toEqual({
          reference,
          outcome: 'kept',
        });
        // Nothing to send it with: even a forced pass leaves it kept, untried.
        expect(await deliveryPass(env, { force: true })).toMatchObject({ sent: 0, retrying: 0, failed: 0 });
        expect(await row(env, reference)).toMatchObject({ state: 'kept', attempts: 0 });
        expect(log.messages('warn')).toEqual([]);

        // The server stops, and starts again with SMTP configured, on the same store.
        await closeStore(env);
        const smtp = await startFakeSmtp();
        env = readServerEnv({ ...variables, SMTP_URL: smtp.url, MAIL_DOMAIN: 'shop.test', UPSTREAM_TIMEOUT_MS: '2000' });
        try {
          // The first pass of the restarted server, not forced, delivers it.
          expect(await deliveryPass(env)).toMatchObject({ sent: 1, retrying: 0, failed: 0 });
          expect(smtp.messages.map((mail) => mail.subject)).toEqual([`Small Format Services Page [${reference}]`]);
          expect(smtp.messages[0].to).toMatchObject({ text: 'sales@shop.test' });
          expect(await row(env, reference)).toMatchObject({ state: 'sent', sentWith: 'smtp', attempts: 1, lastError: null });
        } finally {
          await smtp.close();
        }
      },
      STORE_OPEN_TIMEOUT_MS,
    );
  });
});
