import { eq } from 'drizzle-orm';
import { sampleDelivery } from '@/test/fixtures/requests';
import { closeStores, ENGINES, STORE_OPEN_TIMEOUT_MS, storeEnv } from '@/test/store-env';
import { findByReference } from '@/test/store-helpers';
import { database, type Database } from './db';
import { insertRequest } from './request-queue';
import { requests, type Channel } from './schema';
import { claimForResend } from './staff';

const delivery = sampleDelivery('dana@whitfield.test');

afterAll(closeStores);

describe.each(ENGINES)('claimForResend on %s', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await database(await storeEnv(engine));
  }, STORE_OPEN_TIMEOUT_MS);
  // One store for the file: each test starts with no requests.
  afterEach(async () => {
    await db.delete(requests);
  });

  const add = async (reference: string, state: 'pending' | 'held' | 'kept', channel: Channel) =>
    (await insertRequest(db, { stage: 'production', reference, delivery, channel, state, now: new Date() })).row;
  const lease = () => new Date(Date.now() + 60_000);

  it('claims a request held for a check on the mail channel, and leases it', async () => {
    const row = await add('R-0000-0001', 'held', 'mail');
    const claimed = await claimForResend(db, 'production', row.id, lease());
    expect(claimed).toMatchObject({ id: row.id, state: 'sending', channel: 'mail' });
    expect(claimed?.leaseUntil).not.toBeNull();
    // Claimed once: a second click, or another instance, finds it in another state.
    expect(await claimForResend(db, 'production', row.id, lease())).toBeUndefined();
  });

  it('lets the staff alert list a request sent on again, and only one that was held', async () => {
    const alerted = new Date('2026-11-26T10:00:00Z');
    const held = await add('R-0000-0007', 'held', 'mail');
    const pending = await add('R-0000-0008', 'pending', 'mail');
    await db.update(requests).set({ alertedAt: alerted });
    expect((await claimForResend(db, 'production', held.id, lease()))?.alertedAt).toBeNull();
    expect((await claimForResend(db, 'production', pending.id, lease()))?.alertedAt).toEqual(alerted);
    const [stored] = await db.select().from(requests).where(eq(requests.id, held.id));
    expect(stored.alertedAt).toBeNull();
  });

  it('claims a request held for a check on the service gateway', async () => {
    const row = await add('R-0000-0002', 'held', 'service-gateway');
    expect(await claimForResend(db, 'production', row.id, lease())).toMatchObject({ state: 'sending' });
  });

  it('never claims a test call held on the hold channel', async () => {
    const row = await add('R-0000-0003', 'held', 'hold');
    expect(await claimForResend(db, 'production', row.id, lease())).toBeUndefined();
    expect((await findByReference(db, 'R-0000-0003'))?.state).toBe('held');
  });

  it('claims a pending request, and neither a kept one nor one of another stage', async () => {
    const pending = await add('R-0000-0004', 'pending', 'mail');
    expect(await claimForResend(db, 'production', pending.id, lease())).toMatchObject({ state: 'sending' });
    const kept = await add('R-0000-0005', 'kept', 'mail');
    expect(await claimForResend(db, 'production', kept.id, lease())).toBeUndefined();
    const held = await add('R-0000-0006', 'held', 'mail');
    expect(await claimForResend(db, 'preview', held.id, lease())).toBeUndefined();
    expect((await findByReference(db, 'R-0000-0006'))?.state).toBe('held');
  });
});
