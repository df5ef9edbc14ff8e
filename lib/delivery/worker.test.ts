import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { ServerEnv } from '@/lib/config/server';
import type { Delivery, ServiceRequestBody } from '@/lib/requests/types';
import { sendAgainNow } from '@/lib/staff/requests';
import { closeStore, database, type Database } from '@/lib/store/db';
import { FORM_ANSWER_TTL_MS, insertFormAnswer } from '@/lib/store/form-answers';
import { saveCapture, saveOrderRecord } from '@/lib/store/order-records';
import { countRequest } from '@/lib/store/rate-limits';
import { claimDue, insertRequest, markSent, resolveByHand } from '@/lib/store/request-queue';
import {
  formAnswers,
  orders,
  rateLimits,
  requests,
  staffActions,
  staffEvents,
  staffSessions,
  staffUsers,
  type RequestRow,
} from '@/lib/store/schema';
import { sendJson, startFakeServer, type FakeHandler, type FakeServer } from '@/test/fakes/http';
import { sampleOrderRecord } from '@/test/fixtures/requests';
import { captureLog } from '@/test/log-capture';
import { anotherInstance, closeStores, ENGINES, sameStore, STORE_OPEN_TIMEOUT_MS, storeEnv, type Engine } from '@/test/store-env';
import { findByReference } from '@/test/store-helpers';
import { attemptDelivery, leaseMs } from './attempt';
import { RETRY_WINDOW_MS } from './backoff';
import { otherStagesLine } from './status';
import { submitRequest } from './submit';
import { deliveryPass } from './worker';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
const RETENTION_DAYS = 30;

/** A contact request; each test gives its own email. */
const mail = (email: string): Delivery => ({
  kind: 'contact',
  mailbox: 'help',
  emailSubject: 'Website Contact Form',
  name: 'Visitor Name',
  email,
  phone: '(206) 342-8631',
  subject: 'Plans',
  when: '',
  desc: `Message from ${email}`,
});

const serviceRequest: ServiceRequestBody = {
  equipmentId: 10452,
  callerName: 'Dana Whitfield, (206) 342-8631, dana@example.com',
  callDescription: 'Jams.',
};
const serviceCall: Delivery = { ...mail('dana@example.com'), kind: 'service-call', mailbox: 'service', emailSubject: 'Service Call' };

const ok: FakeHandler = (_, res) => sendJson(res, 200, { statusCode: 200 });
const down: FakeHandler = (_, res) => sendJson(res, 503, { message: 'Service Unavailable' });
/** Takes the request and never answers (until the connection closes). */
const silent: FakeHandler = (_, res) => {
  const never = setTimeout(() => sendJson(res, 200, {}), 60_000);
  res.on('close', () => clearTimeout(never));
};

const later = (date: Date, ms: number) => new Date(date.getTime() + ms);
const at = (date: Date) => ({ now: () => date });

afterAll(closeStores);

describe.each(ENGINES)('deliveryPass on %s', (engine) => {
  let gateway: FakeServer;
  let scgw: FakeServer;
  let env: ServerEnv;
  let db: Database;
  const log = captureLog();

  /** The emails the mail gateway received, in order. */
  const mailed = () => gateway.requests.map((r) => (JSON.parse(r.body) as { email: string }).email);
  /** The service requests the service gateway received. */
  const created = () => scgw.requests.filter((r) => r.method === 'POST');
  const row = async (reference: string): Promise<RequestRow> => (await findByReference(db, reference))!;

  beforeAll(async () => {
    gateway = await startFakeServer(ok);
    scgw = await startFakeServer(ok);
    env = await storeEnv(engine, {
      CONTACT_API_URL: `${gateway.url}/prod`,
      SCGW_URL: scgw.url,
      SCGW_API_KEY: 'worker-test-key',
      UPSTREAM_TIMEOUT_MS: '1000',
      REQUEST_RETENTION_DAYS: String(RETENTION_DAYS),
    });
    db = await database(env);
  }, STORE_OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await gateway.close();
    await scgw.close();
  });

  beforeEach(() => {
    for (const fake of [gateway, scgw]) {
      fake.setHandler(ok);
      fake.requests.length = 0;
    }
  });
  // Each test starts with an empty store: a pass takes every request that is due.
  afterEach(async () => {
    await db.delete(requests);
    await db.delete(orders);
    await db.delete(rateLimits);
    await db.delete(formAnswers);
  });

  it('sends the due requests exactly once when the gateway is back, and leaves those not due yet alone', async () => {
    gateway.setHandler(down);
    const emails = ['back1@customer.test', 'back2@customer.test', 'back3@customer.test'];
    const references: string[] = [];
    for (const email of emails) {
      const submission = await submitRequest({ delivery: mail(email) }, env);
      expect(submission.outcome).toBe('queued');
      references.push(submission.reference);
    }
    const rows = await Promise.all(references.map(row));
    const firstDue = new Date(Math.min(...rows.map((r) => r.nextAttemptAt.getTime())));
    const lastDue = new Date(Math.max(...rows.map((r) => r.nextAttemptAt.getTime())));
    expect(firstDue.getTime() - rows[0].receivedAt.getTime()).toBeGreaterThanOrEqual(MINUTE);

    gateway.setHandler(ok);
    gateway.requests.length = 0;
    expect(await deliveryPass(env, at(later(firstDue, -1)))).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
      unknown: 0,
      purged: 0,
      ordersPurged: 0,
    });
    expect(gateway.requests).toHaveLength(0);

    expect(await deliveryPass(env, at(lastDue))).toMatchObject({ sent: 3, retrying: 0 });
    expect(await deliveryPass(env, at(later(lastDue, DAY)))).toMatchObject({ sent: 0, retrying: 0 });
    expect(mailed().sort()).toEqual(emails);
    for (const reference of references) {
      expect(await row(reference)).toMatchObject({ state: 'sent', attempts: 2, sentWith: 'gateway', lastError: null, leaseUntil: null });
    }
  });

  it('marks a service call whose attempt timed out unknown, and never sends it again by itself', async () => {
    scgw.setHandler(silent);
    const { reference, outcome } = await submitRequest({ delivery: serviceCall, channel: 'service-gateway', serviceRequest }, env);
    expect(outcome).toBe('unknown');
    expect(await row(reference)).toMatchObject({ state: 'unknown', attempts: 1, lastError: 'service gateway: no answer within 1000 ms' });
    expect(log.entries()).toContainEqual(
      expect.objectContaining({
        level: 'error',
        reference,
        kind: 'service-call',
        msg: expect.stringContaining(`Request ${reference}: the service gateway may have received it`),
      }),
    );

    // The gateway answers again; neither a pass a day later nor a forced one sends the call.
    scgw.setHandler(ok);
    const received = await row(reference);
    expect(await deliveryPass(env, at(later(received.receivedAt, DAY)))).toMatchObject({ sent: 0, unknown: 0 });
    expect(await deliveryPass(env, { force: true })).toMatchObject({ sent: 0, unknown: 0 });
    expect(created()).toHaveLength(1);
    expect((await row(reference)).state).toBe('unknown');

    // A person who checked the gateway asks for it again.
    expect(await resolveByHand(db, 'production', reference, 'resend', new Date())).toBe(true);
    expect(await deliveryPass(env)).toMatchObject({ sent: 1 });
    expect(created()).toHaveLength(2);
    expect(JSON.parse(created()[1].body)).toEqual(serviceRequest);
    expect(await row(reference)).toMatchObject({ state: 'sent', sentWith: 'service gateway' });
  });

  it('retries a service call the gateway surely did not take (503), and creates it once', async () => {
    scgw.setHandler(down);
    const { reference, outcome } = await submitRequest({ delivery: serviceCall, channel: 'service-gateway', serviceRequest }, env);
    expect(outcome).toBe('queued');
    const pending = await row(reference);
    expect(pending).toMatchObject({ state: 'pending', lastError: 'service gateway: answered 503' });

    scgw.setHandler(ok);
    expect(await deliveryPass(env, at(pending.nextAttemptAt))).toMatchObject({ sent: 1 });
    expect(await deliveryPass(env, at(later(pending.nextAttemptAt, DAY)))).toMatchObject({ sent: 0 });
    expect(created()).toHaveLength(2);
    expect((await row(reference)).state).toBe('sent');
  });

  it('takes over an attempt whose lease ran out: mail is sent again, a service call is marked unknown', async () => {
    // An instance claimed these, then died (its lease is still running at `start`).
    const start = new Date();
    const leaseUntil = later(start, leaseMs(env));
    const { row: crashedMail } = await insertRequest(db, {
      stage: 'production',
      reference: 'R-2611-AAA1',
      delivery: mail('lease@customer.test'),
      channel: 'mail',
      state: 'sending',
      leaseUntil,
      now: start,
    });
    const { row: crashedCall } = await insertRequest(db, {
      stage: 'production',
      reference: 'R-2611-AAA2',
      delivery: serviceCall,
      channel: 'service-gateway',
      serviceRequest,
      state: 'sending',
      leaseUntil,
      now: start,
    });

    // While the lease runs, another instance leaves both alone.
    expect(await deliveryPass(env, at(leaseUntil))).toMatchObject({ sent: 0, unknown: 0 });
    expect((await row(crashedMail.reference)).state).toBe('sending');
    expect((await row(crashedCall.reference)).state).toBe('sending');

    expect(await deliveryPass(env, at(later(leaseUntil, 1)))).toMatchObject({ sent: 1, unknown: 1 });
    expect(mailed()).toEqual(['lease@customer.test']);
    expect(created()).toHaveLength(0);
    expect(await row(crashedMail.reference)).toMatchObject({ state: 'sent', attempts: 1 });
    expect(await row(crashedCall.reference)).toMatchObject({ state: 'unknown', lastError: expect.stringContaining('interrupted') });
    expect(await deliveryPass(env, { force: true, now: () => later(leaseUntil, DAY) })).toMatchObject({ sent: 0 });
    expect(created()).toHaveLength(0);
  });

  it('gives a request up (failed, logged) once its next attempt would be more than 3 days after it came in', async () => {
    gateway.setHandler(down);
    const { reference } = await submitRequest({ delivery: mail('threedays@customer.test') }, env);
    const { receivedAt } = await row(reference);

    // Second failure: the next attempt (5 minutes later) falls exactly on the 3 days: still tried.
    const beforeEnd = later(receivedAt, RETRY_WINDOW_MS - 5 * MINUTE);
    expect(await deliveryPass(env, at(beforeEnd))).toMatchObject({ retrying: 1, failed: 0 });
    expect(await row(reference)).toMatchObject({ state: 'pending', attempts: 2 });
    expect((await row(reference)).nextAttemptAt).toEqual(later(receivedAt, RETRY_WINDOW_MS));

    // Third failure at 3 days: the next one (30 minutes later) would be past them.
    expect(await deliveryPass(env, at(later(receivedAt, RETRY_WINDOW_MS)))).toMatchObject({ retrying: 0, failed: 1 });
    expect(await row(reference)).toMatchObject({ state: 'failed', attempts: 3, lastError: 'mail gateway: answered 503' });
    expect(log.entries()).toContainEqual(
      expect.objectContaining({
        level: 'error',
        reference,
        kind: 'contact',
        msg: `Request ${reference} could not be delivered within 3 days and is marked failed: mail gateway: answered 503`,
      }),
    );

    // Failed is for a person: no pass tries it again by itself.
    gateway.setHandler(ok);
    expect(await deliveryPass(env, at(later(receivedAt, 4 * DAY)))).toMatchObject({ sent: 0, failed: 0 });
    const bodies = gateway.requests.map((request) => JSON.parse(request.body) as { email: string; email_subject: string });
    expect(bodies.filter((body) => body.email === 'threedays@customer.test')).toHaveLength(3);
    // The staff were told instead (lib/staff/alerts.ts): tried with the gateway down, sent once it was up.
    expect(bodies.filter((body) => body.email_subject === 'Website: 1 request needs a person')).toHaveLength(2);
  });

  it('gives a request a person sends on its own 3 days from then, however long ago it came in', async () => {
    gateway.setHandler(down);
    const { reference } = await submitRequest({ delivery: mail('senton@customer.test') }, env);
    const { id, receivedAt } = await row(reference);
    expect(await deliveryPass(env, at(later(receivedAt, RETRY_WINDOW_MS)))).toMatchObject({ failed: 1 });
    // It came in four days ago; a person sends it on now, and the gateway is still down.
    await db
      .update(requests)
      .set({ receivedAt: later(receivedAt, -4 * DAY) })
      .where(eq(requests.id, id));
    const member = { email: 'staff@shop.test', userId: 'staff-1', signedInWith: 'passkey' as const, fresh: true };
    const before = new Date();
    expect(await sendAgainNow(reference, member, undefined, env)).toBe('pending');
    const { state, attempts, nextAttemptAt } = await row(reference);
    expect({ state, attempts }).toEqual({ state: 'pending', attempts: 3 });
    // The third failure waits 30 minutes (lib/delivery/backoff.ts).
    expect(nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before.getTime() + 30 * MINUTE);
  });

  it('deletes the personal fields of requests delivered more than REQUEST_RETENTION_DAYS ago, and keeps the rest', async () => {
    const { reference: sent } = await submitRequest({ delivery: mail('purge@customer.test') }, env);
    const { sentAt } = await row(sent);
    gateway.setHandler(down);
    const { reference: undelivered } = await submitRequest({ delivery: mail('kept@customer.test') }, env);
    const retention = RETENTION_DAYS * DAY;

    expect(await deliveryPass(env, at(later(sentAt!, retention)))).toMatchObject({ purged: 0 });
    expect((await row(sent)).delivery).toEqual(mail('purge@customer.test'));

    expect(await deliveryPass(env, at(later(sentAt!, retention + 1)))).toMatchObject({ purged: 1 });
    const purged = await row(sent);
    expect(purged).toMatchObject({ reference: sent, kind: 'contact', state: 'sent', sentAt, delivery: null, serviceRequest: null });
    expect(purged.purgedAt).toEqual(later(sentAt!, retention + 1));
    expect(JSON.stringify(purged)).not.toContain('purge@customer.test');
    // Not delivered (failed by now): kept whole until a person resolves it.
    expect(await row(undelivered)).toMatchObject({ state: 'failed', delivery: mail('kept@customer.test') });
  });

  it('purges delivered requests and held test calls one day past REQUEST_RETENTION_DAYS, and keeps those one day inside whole', async () => {
    const now = new Date('2027-03-01T12:00:00Z');
    const inside = later(now, -(RETENTION_DAYS - 1) * DAY);
    const past = later(now, -(RETENTION_DAYS + 1) * DAY);
    /** A request delivered at `sentAt`, as an attempt leaves it. */
    const sent = async (reference: string, email: string, sentAt: Date) => {
      const { row } = await insertRequest(db, {
        stage: 'production',
        reference,
        delivery: mail(email),
        channel: 'mail',
        state: 'sending',
        leaseUntil: later(sentAt, MINUTE),
        now: sentAt,
      });
      await markSent(db, row.id, 'gateway', sentAt);
    };
    /** A test call from /repairbeta received at `receivedAt`: kept only, never sent. */
    const held = (reference: string, email: string, receivedAt: Date) =>
      insertRequest(db, {
        stage: 'production',
        reference,
        delivery: { ...serviceCall, email },
        channel: 'hold',
        serviceRequest,
        state: 'held',
        now: receivedAt,
      });
    await sent('R-2702-SNT1', 'sent-inside@customer.test', inside);
    await sent('R-2701-SNT2', 'sent-past@customer.test', past);
    await held('R-2702-HLD1', 'held-inside@customer.test', inside);
    await held('R-2701-HLD2', 'held-past@customer.test', past);

    expect(await deliveryPass(env, at(now))).toMatchObject({ sent: 0, purged: 2 });
    expect(await row('R-2702-SNT1')).toMatchObject({ state: 'sent', delivery: mail('sent-inside@customer.test'), purgedAt: null });
    expect(await row('R-2702-HLD1')).toMatchObject({
      state: 'held',
      delivery: { email: 'held-inside@customer.test' },
      serviceRequest,
      purgedAt: null,
    });
    for (const [reference, email] of [
      ['R-2701-SNT2', 'sent-past@customer.test'],
      ['R-2701-HLD2', 'held-past@customer.test'],
    ]) {
      const purged = await row(reference);
      expect(purged).toMatchObject({ delivery: null, serviceRequest: null, purgedAt: now });
      expect(JSON.stringify(purged)).not.toContain(email);
      expect(JSON.stringify(purged)).not.toContain('Dana Whitfield');
    }
    // The rows stay, in their states, with their dates: the shop can still tell what came in when.
    expect(await row('R-2701-SNT2')).toMatchObject({ state: 'sent', sentAt: past, receivedAt: past });
    expect(await row('R-2701-HLD2')).toMatchObject({ state: 'held', receivedAt: past });
    expect(await deliveryPass(env, at(later(now, MINUTE)))).toMatchObject({ purged: 0 });
  });

  it('cuts order records one day past REQUEST_RETENTION_DAYS down to what the accounts need, and keeps those one day inside whole', async () => {
    const now = new Date('2027-03-01T12:00:00Z');
    const inside = sampleOrderRecord('ORDER00000INSIDE1', later(now, -(RETENTION_DAYS - 1) * DAY));
    const past = sampleOrderRecord('ORDER0000000PAST1', later(now, -(RETENTION_DAYS + 1) * DAY));
    for (const record of [inside, past]) await saveOrderRecord(db, 'production', record);
    const capture = { captureId: 'CAPTURE-PAST-1', status: 'COMPLETED', reference: 'R-2701-0RD1' };
    await saveCapture(db, past.orderId, capture, new Date(past.createdAt));
    const order = async (orderId: string) => (await db.select().from(orders).where(eq(orders.orderId, orderId)))[0];

    expect(await deliveryPass(env, at(now))).toMatchObject({ ordersPurged: 1 });
    expect(await order(inside.orderId)).toMatchObject({ record: inside, purgedAt: null });
    const cut = await order(past.orderId);
    // Ids, what was printed, the amounts and the dates stay; the buyer's instructions go.
    expect(cut.record).toEqual({ ...past, order: { ...past.order, instructions: '' } });
    expect(cut).toMatchObject({
      orderId: past.orderId,
      createdAt: new Date(past.createdAt),
      captureId: capture.captureId,
      captureStatus: 'COMPLETED',
      capturedAt: new Date(past.createdAt),
      reference: capture.reference,
      purgedAt: now,
    });
    expect(JSON.stringify(cut)).not.toContain('Pine St');
    expect(await deliveryPass(env, at(later(now, DAY - 1)))).toMatchObject({ ordersPurged: 0 });
  });

  it('drops rate-limit windows that started more than 2 hours ago (the longest window is an hour)', async () => {
    const start = new Date('2026-11-23T10:00:00Z');
    await countRequest(db, { bucket: 'contactemail', client: '198.51.100.7', windowMs: MINUTE, now: start });
    await countRequest(db, { bucket: 'contactemail', client: '198.51.100.7', windowMs: MINUTE, now: later(start, 5 * MINUTE) });
    await deliveryPass(env, at(later(start, 120 * MINUTE)));
    expect(await db.select().from(rateLimits)).toHaveLength(2);
    await deliveryPass(env, at(later(start, 120 * MINUTE + 1)));
    expect((await db.select().from(rateLimits)).map((r) => r.windowStart)).toEqual([later(start, 5 * MINUTE)]);
  });

  it("deletes its stage's answer pages of forms sent without JavaScript once they are older than an hour, and keeps the newer ones", async () => {
    expect(FORM_ANSWER_TTL_MS).toBe(60 * MINUTE);
    const now = new Date('2026-11-23T10:00:00Z');
    const form = { kind: 'contact', variant: 'default', mailbox: 'help', emailSubject: 'Website Contact Form' } as const;
    const answer = (stage: 'production' | 'preview', reference: string, age: number) =>
      insertFormAnswer(db, stage, { form, reference, outcome: 'sent' }, later(now, -age));
    await answer('production', 'R-2611-0LD1', 60 * MINUTE + 1);
    await answer('production', 'R-2611-H0UR', 60 * MINUTE);
    await answer('production', 'R-2611-NEW1', MINUTE);
    // A preview's, on production's database: its own pass deletes it, not production's.
    await answer('preview', 'R-2611-PREV', 60 * MINUTE + 1);
    const left = async () =>
      (await db.select().from(formAnswers))
        .map((row) => row.reference)
        .sort()
        .join(' ');

    await deliveryPass(env, at(now));
    expect(await left()).toBe('R-2611-H0UR R-2611-NEW1 R-2611-PREV');
    await deliveryPass(env, at(later(now, 1)));
    expect(await left()).toBe('R-2611-NEW1 R-2611-PREV');
  });

  it('deletes security events and staff actions one day past STAFF_AUDIT_RETENTION_DAYS, and ended sessions; keeps those one day inside', async () => {
    const start = new Date('2026-11-23T10:00:00Z');
    const retention = env.STAFF_AUDIT_RETENTION_DAYS * DAY;
    const { row: request } = await insertRequest(db, {
      stage: 'production',
      reference: 'R-2611-AUDT',
      delivery: mail('audit@customer.test'),
      channel: 'mail',
      state: 'kept',
      now: later(start, -retention - 2 * DAY),
    });
    for (const [detail, age] of [
      ['past', retention + DAY],
      ['inside', retention - DAY],
    ] as const) {
      await db.insert(staffEvents).values({ at: later(start, -age), event: 'sign-in', outcome: 'ok', staffEmail: 'ops@shop.test', detail });
      await db
        .insert(staffActions)
        .values({ at: later(start, -age), requestId: request.id, staffEmail: 'ops@shop.test', action: 'arrived', detail });
    }
    await db.insert(staffUsers).values({ id: 'u-audit', name: 'ops', email: 'ops@shop.test' });
    await db.insert(staffSessions).values([
      { id: 'ended', token: 't-ended', userId: 'u-audit', expiresAt: later(start, -SECOND) },
      { id: 'open', token: 't-open', userId: 'u-audit', expiresAt: later(start, 10 * 60 * MINUTE) },
    ]);
    await deliveryPass(env, at(start));
    expect((await db.select().from(staffEvents)).map((row) => row.detail)).toEqual(['inside']);
    expect((await db.select().from(staffActions)).map((row) => row.detail)).toEqual(['inside']);
    expect((await db.select().from(staffSessions)).map((row) => row.id)).toEqual(['open']);
    await db.delete(staffEvents);
    await db.delete(staffUsers);
  });

  /**
   * Keeps 30 pending mail requests, committed a second ago, whose references end in `suffix`.
   * @returns their references, in the order they were kept
   */
  async function seedPending(suffix: string): Promise<string[]> {
    const start = new Date(Date.now() - SECOND);
    const references = Array.from({ length: 30 }, (_, n) => `R-2611-${String(n).padStart(2, '0')}${suffix}`);
    for (const reference of references) {
      await insertRequest(db, {
        stage: 'production',
        reference,
        delivery: mail(`${reference.toLowerCase()}@customer.test`),
        channel: 'mail',
        state: 'pending',
        now: start,
      });
    }
    return references;
  }

  it('sends each request once when two passes run at once on two instances sharing the store', async () => {
    const references = await seedPending('TW');
    // A gateway that takes a little while, so that the passes overlap.
    gateway.setHandler((_, res) => {
      setTimeout(() => sendJson(res, 200, { statusCode: 200 }), 5);
    });
    // Both instances have their store open already, so that their first claims meet.
    const other = anotherInstance(env);
    await database(other);
    const reports = await Promise.all([deliveryPass(env), deliveryPass(other)]);
    expect(reports[0].sent + reports[1].sent).toBe(30);
    expect(reports[0].retrying + reports[1].retrying).toBe(0);
    const subjects = gateway.requests.map((r) => (JSON.parse(r.body) as { email_subject: string }).email_subject);
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects)).toEqual(new Set(references.map((reference) => `Website Contact Form [${reference}]`)));
    for (const reference of references) expect(await row(reference)).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('never sends what another instance has claimed and not committed yet: its pass skips those rows', async () => {
    const references = await seedPending('SK');
    const other = anotherInstance(env);
    await database(other);
    const subjects = () => gateway.requests.map((r) => (JSON.parse(r.body) as { email_subject: string }).email_subject);

    // This instance claims the 10 oldest and holds its transaction open while the other one passes.
    let otherPass: Promise<unknown> | undefined;
    const mine = await db.transaction(async (tx) => {
      const claimed = await claimDue(tx, {
        stage: 'production',
        channels: ['mail'],
        now: new Date(),
        leaseUntil: later(new Date(), leaseMs(env)),
        limit: 10,
      });
      otherPass = deliveryPass(other);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return claimed;
    });
    expect(await otherPass).toMatchObject({ sent: 20, retrying: 0 });
    const mineSubjects = mine.map((r) => `Website Contact Form [${r.reference}]`);
    expect(mine).toHaveLength(10);
    expect(subjects()).toHaveLength(20);
    expect(subjects().filter((subject) => mineSubjects.includes(subject))).toEqual([]);

    for (const claimed of mine) expect(await attemptDelivery(claimed, env)).toBe('sent');
    expect(new Set(subjects())).toEqual(new Set(references.map((reference) => `Website Contact Form [${reference}]`)));
    expect(subjects()).toHaveLength(30);
  });
});

/**
 * A preview pointed at production's store (docs/requirements.md#previews, rule 6): each stage's
 * pass delivers its own requests only. On PGlite the two servers take turns on one folder, as a
 * production server stopped and a preview started on the same var/db would.
 */
describe.each(ENGINES)('two stages on one %s store', (engine: Engine) => {
  let gateway: FakeServer;
  let folder: string | undefined;
  let production: ServerEnv;
  let preview: ServerEnv;
  /** What the mail gateway received: to which mailbox, with which subject, from whom. */
  const mailed = () =>
    gateway.requests.map((r) => {
      const body = JSON.parse(r.body) as Record<string, string>;
      return { to: body.contact_email, subject: body.email_subject, from: body.email };
    });
  /** PGlite has one opener at a time: the other stage's server lets go of the folder first. */
  const turnTo = async (next: ServerEnv) => {
    if (engine === 'embedded') await closeStore(next === preview ? production : preview);
    return database(next);
  };

  beforeAll(async () => {
    gateway = await startFakeServer(ok);
    folder = engine === 'embedded' ? await mkdtemp(path.join(os.tmpdir(), 'printshop-stages-')) : undefined;
    const transport = { CONTACT_API_URL: `${gateway.url}/prod` };
    production = await storeEnv(engine, { ...transport, ...(folder ? { EMBEDDED_DB_DIR: path.join(folder, 'db') } : {}) });
    preview = sameStore(production, { ...transport, DEPLOY_ENV: 'preview', PREVIEW_MAILBOX: 'qa-preview' });
  }, STORE_OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await gateway.close();
    await closeStores();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it(
    "gives a preview's pass only the preview's pending request, and production's pass production's",
    async () => {
      const receivedAt = new Date(Date.now() - MINUTE);
      const pending = (stage: 'production' | 'preview', reference: string, email: string) => ({
        stage,
        reference,
        delivery: mail(email),
        channel: 'mail' as const,
        state: 'pending' as const,
        now: receivedAt,
      });
      const productionDb = await database(production);
      await insertRequest(productionDb, pending('production', 'R-2611-PR0D', 'customer@builders.test'));
      await insertRequest(productionDb, pending('preview', 'R-2611-PREV', 'tester@agency.test'));

      const previewDb = await turnTo(preview);
      expect(await otherStagesLine(previewDb, preview)).toBe(
        'Store: holds 1 production request (1 not delivered); this preview delivers none of them',
      );
      expect(await deliveryPass(preview)).toMatchObject({ sent: 1, retrying: 0 });
      // outbox:replay on the preview: forced, it still leaves production's alone.
      expect(await deliveryPass(preview, { force: true })).toMatchObject({ sent: 0, retrying: 0 });
      expect(mailed()).toEqual([{ to: 'qa-preview', subject: '[PREVIEW] Website Contact Form [R-2611-PREV]', from: 'tester@agency.test' }]);
      expect(await findByReference(previewDb, 'R-2611-PR0D')).toMatchObject({ state: 'pending', attempts: 0, lastError: null });

      const productionAgain = await turnTo(production);
      expect(await otherStagesLine(productionAgain, production)).toBe(
        'Store: holds 1 preview request (0 not delivered); this production delivers none of them',
      );
      expect(await deliveryPass(production)).toMatchObject({ sent: 1, retrying: 0 });
      expect(mailed()[1]).toEqual({ to: 'help', subject: 'Website Contact Form [R-2611-PR0D]', from: 'customer@builders.test' });
      expect(mailed()).toHaveLength(2);
      expect(await findByReference(productionAgain, 'R-2611-PR0D')).toMatchObject({ state: 'sent', attempts: 1 });
      expect(await findByReference(productionAgain, 'R-2611-PREV')).toMatchObject({ state: 'sent', attempts: 1 });
    },
    2 * STORE_OPEN_TIMEOUT_MS,
  );
});
