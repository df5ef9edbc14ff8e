/** @jest-environment node */
import type { Delivery } from '@/lib/delivery/types';
import { closeStores, ENGINES, STORE_OPEN_TIMEOUT_MS, storeEnv } from '@/test/store-env';
import { database, type Database } from './db';
import { claimDue, insertRequest, markNotSent, markSent, purgeDelivered } from './requests';
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
      await insertRequest(db, { reference: `R-0000-${String(n).padStart(4, '0')}`, delivery, channel: 'mail', state: 'pending', now });
    }
    const lease = new Date(now.getTime() + 60_000);
    const claims = await Promise.all([0, 1, 2].map(() => claimDue(db, { channels: ['mail'], now, leaseUntil: lease, limit: 20 })));
    const ids = claims.flat().map((row) => row.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(await claimDue(db, { channels: ['mail'], now, leaseUntil: lease, limit: 20 })).toEqual([]);
    // A lease that ran out is taken over.
    const later = new Date(lease.getTime() + 1);
    expect(await claimDue(db, { channels: ['mail'], now: later, leaseUntil: new Date(later.getTime() + 60_000), limit: 50 })).toHaveLength(
      30,
    );
  });

  it('hands a kept request to a claimer that can deliver its channel, at once, forced or not, and to no other', async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const lease = new Date(now.getTime() + 60_000);
    const keep = async (reference: string) =>
      (await insertRequest(db, { reference, delivery, channel: 'mail', state: 'kept', now: new Date(now.getTime() + 3_600_000) })).row;
    const claim = (channels: Channel[], force?: boolean) => claimDue(db, { channels, now, leaseUntil: lease, limit: 5, force });
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
      reference: 'R-2611-AAAA',
      delivery,
      channel: 'mail',
      state: 'sending',
      now,
      leaseUntil: new Date(now.getTime() + 60_000),
    });
    await markNotSent(db, row.id, { error: 'mail gateway: answered 500', nextAttemptAt: new Date(now.getTime() + 60_000) });
    const claim = (at: Date) => claimDue(db, { channels: ['mail'], now: at, leaseUntil: new Date(at.getTime() + 60_000), limit: 5 });
    expect(await claim(new Date(now.getTime() + 59_999))).toEqual([]);
    const [again] = await claim(new Date(now.getTime() + 60_000));
    expect(again).toMatchObject({ reference: 'R-2611-AAAA', attempts: 1, lastError: 'mail gateway: answered 500' });
    await markSent(db, row.id, 'gateway', now);
    expect(await purgeDelivered(db, new Date(now.getTime() - 1), now)).toBe(0);
    expect(await purgeDelivered(db, new Date(now.getTime() + 1), now)).toBe(1);
  });
});
