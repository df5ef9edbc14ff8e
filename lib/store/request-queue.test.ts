import { eq } from 'drizzle-orm';
import type { Delivery } from '@/lib/requests/types';
import { closeStores, ENGINES, STORE_OPEN_TIMEOUT_MS, storeEnv } from '@/test/store-env';
import { findByReference } from '@/test/store-helpers';
import { database, type Database } from './db';
import {
  claimDue,
  countByState,
  countOtherStages,
  insertRequest,
  listUndelivered,
  markExpiredLeasesUnknown,
  markNotSent,
  markSent,
  purgeDelivered,
  purgeHeld,
  resolveByHand,
  type NewRequest,
} from './request-queue';
import { requests, type Channel } from './schema';

const delivery: Delivery = {
  kind: 'contact',
  mailbox: 'help',
  emailSubject: 'Website Contact Form',
  name: 'Dana Whitfield',
  email: 'dana@whitfield.test',
  phone: '(206) 342-8631',
  subject: 'Plans',
  when: '',
  desc: 'Message',
};

afterAll(closeStores);

describe.each(ENGINES)('request queue on %s', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await database(await storeEnv(engine));
  }, STORE_OPEN_TIMEOUT_MS);
  // One store for the file: each test starts with an empty queue.
  afterEach(async () => {
    await db.delete(requests);
  });

  it('lets two claimers at once take each due request once', async () => {
    const now = new Date();
    for (let n = 0; n < 30; n += 1) {
      await insertRequest(db, {
        stage: 'production',
        reference: `R-0000-${String(n).padStart(4, '0')}`,
        delivery,
        channel: 'mail',
        state: 'pending',
        now,
      });
    }
    const lease = new Date(now.getTime() + 60_000);
    const claims = await Promise.all(
      [0, 1, 2].map(() => claimDue(db, { stage: 'production', channels: ['mail'], now, leaseUntil: lease, limit: 20 })),
    );
    const ids = claims.flat().map((row) => row.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(await claimDue(db, { stage: 'production', channels: ['mail'], now, leaseUntil: lease, limit: 20 })).toEqual([]);
    // A lease that ran out is taken over.
    const later = new Date(lease.getTime() + 1);
    expect(
      await claimDue(db, {
        stage: 'production',
        channels: ['mail'],
        now: later,
        leaseUntil: new Date(later.getTime() + 60_000),
        limit: 50,
      }),
    ).toHaveLength(30);
  });

  it('hands a kept request to a claimer that can deliver its channel, at once, forced or not, and to no other', async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const lease = new Date(now.getTime() + 60_000);
    const keep = async (reference: string) =>
      (
        await insertRequest(db, {
          stage: 'production',
          reference,
          delivery,
          channel: 'mail',
          state: 'kept',
          now: new Date(now.getTime() + 3_600_000),
        })
      ).row;
    const claim = (channels: Channel[], force?: boolean) =>
      claimDue(db, { stage: 'production', channels, now, leaseUntil: lease, limit: 5, force });
    const first = await keep('R-2611-KPT1');
    // Its nextAttemptAt is an hour after the claims' clock: a kept request waits for a transport, not for a time.
    expect(await claim(['service-gateway'])).toEqual([]);
    expect(await claim(['service-gateway'], true)).toEqual([]);
    expect(await claim(['mail'])).toMatchObject([{ id: first.id, state: 'sending', leaseUntil: lease }]);
    const second = await keep('R-2611-KPT2');
    expect(await claim(['mail'], true)).toMatchObject([{ id: second.id, state: 'sending' }]);
  });

  it('keeps a failed request until its next attempt, and clears delivered ones after retention', async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const { row } = await insertRequest(db, {
      stage: 'production',
      reference: 'R-2611-AAAA',
      delivery,
      channel: 'mail',
      state: 'sending',
      now,
      leaseUntil: new Date(now.getTime() + 60_000),
    });
    await markNotSent(db, row.id, { error: 'mail gateway: answered 500', nextAttemptAt: new Date(now.getTime() + 60_000) });
    const claim = (at: Date) =>
      claimDue(db, { stage: 'production', channels: ['mail'], now: at, leaseUntil: new Date(at.getTime() + 60_000), limit: 5 });
    expect(await claim(new Date(now.getTime() + 59_999))).toEqual([]);
    const [again] = await claim(new Date(now.getTime() + 60_000));
    expect(again).toMatchObject({ reference: 'R-2611-AAAA', attempts: 1, lastError: 'mail gateway: answered 500' });
    await markSent(db, row.id, 'gateway', now);
    expect(await purgeDelivered(db, 'production', new Date(now.getTime() - 1), now)).toBe(0);
    expect(await purgeDelivered(db, 'production', new Date(now.getTime() + 1), now)).toBe(1);
  });

  it("acts on the caller's stage only: claims, interrupted attempts, resolutions by hand and purges", async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const hourAgo = new Date(now.getTime() - 3_600_000);
    /** Inserts the same request for both stages, with references ending in P (production) and V (preview). */
    const insertForBothStages = async (name: string, input: Omit<NewRequest, 'stage' | 'reference' | 'delivery'>) => {
      for (const stage of ['production', 'preview'] as const) {
        await insertRequest(db, { ...input, stage, delivery, reference: `R-2611-${name}${stage === 'production' ? 'P' : 'V'}` });
      }
    };
    await insertForBothStages('PND', { channel: 'mail', state: 'pending', now: hourAgo });
    await insertForBothStages('LSE', { channel: 'service-gateway', state: 'sending', leaseUntil: hourAgo, now: hourAgo });
    await insertForBothStages('HLD', { channel: 'hold', state: 'held', now: hourAgo });
    const stateOf = async (reference: string) => (await findByReference(db, reference))?.state;

    // Interrupted service calls (unknown) first, as a pass does, then the claims.
    expect(await markExpiredLeasesUnknown(db, 'preview', ['service-gateway'], now)).toBe(1);
    expect([await stateOf('R-2611-LSEV'), await stateOf('R-2611-LSEP')]).toEqual(['unknown', 'sending']);
    const claimed = await claimDue(db, {
      stage: 'preview',
      channels: ['mail'],
      now,
      leaseUntil: new Date(now.getTime() + 60_000),
      limit: 10,
      force: true,
    });
    expect(claimed.map((row) => row.reference)).toEqual(['R-2611-PNDV']);

    expect(await resolveByHand(db, 'preview', 'R-2611-LSEP', 'arrived', now)).toBe(false);
    expect(await resolveByHand(db, 'preview', 'R-2611-LSEV', 'arrived', now)).toBe(true);
    expect([await stateOf('R-2611-LSEV'), await stateOf('R-2611-LSEP')]).toEqual(['sent', 'sending']);

    expect(await purgeHeld(db, 'preview', now, now)).toBe(1);
    expect((await findByReference(db, 'R-2611-HLDP'))?.delivery).toEqual(delivery);
    // Both stages' mail delivered an hour ago: the preview's purge clears the preview's.
    const [productionMail] = await claimDue(db, { stage: 'production', channels: ['mail'], now, leaseUntil: now, limit: 1 });
    for (const row of [productionMail, ...claimed]) await markSent(db, row.id, 'gateway', hourAgo);
    expect(await purgeDelivered(db, 'preview', now, now)).toBe(1);
    expect(await findByReference(db, 'R-2611-PNDV')).toMatchObject({ state: 'sent', delivery: null });
    expect(await findByReference(db, 'R-2611-PNDP')).toMatchObject({ state: 'sent', delivery });
  });

  it("counts and lists the caller's stage's requests, and counts the other stages' apart", async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const keep = (
      reference: string,
      stage: 'production' | 'preview',
      state: 'pending' | 'held' | 'kept',
      channel: 'mail' | 'hold' = 'mail',
    ) => insertRequest(db, { stage, reference, delivery, channel, state, now });
    await keep('R-2611-0001', 'production', 'pending');
    // A test call, held on the `hold` channel: kept only, never to deliver.
    await keep('R-2611-0002', 'production', 'held', 'hold');
    await keep('R-2611-0003', 'production', 'kept');
    await keep('R-2611-0004', 'preview', 'pending');
    // Sent without JavaScript a minute earlier: held for a person's check, on its channel, still to deliver.
    await insertRequest(db, {
      stage: 'preview',
      reference: 'R-2611-0005',
      delivery,
      channel: 'mail',
      state: 'held',
      now: new Date(now.getTime() - 60_000),
    });

    expect(await countByState(db, 'preview')).toEqual({ pending: 1, held: 1 });
    expect((await listUndelivered(db, 'preview')).map((row) => row.reference)).toEqual(['R-2611-0005', 'R-2611-0004']);
    expect(await countOtherStages(db, 'preview')).toEqual([{ stage: 'production', requests: 3, undelivered: 2 }]);
    expect(await countOtherStages(db, 'production')).toEqual([{ stage: 'preview', requests: 2, undelivered: 2 }]);
    await db.delete(requests).where(eq(requests.stage, 'preview'));
    expect(await countOtherStages(db, 'production')).toEqual([]);
  });
});
