import { eq } from 'drizzle-orm';
import { database, type Database } from '@/lib/store/db';
import { orders } from '@/lib/store/schema';
import { sampleOrderRecord } from '@/test/fixtures/requests';
import { closeStores, ENGINES, STORE_OPEN_TIMEOUT_MS, storeEnv } from '@/test/store-env';
import { purgeOrderRecords, saveOrderRecord, takeCapture } from './order-records';

afterAll(closeStores);

describe.each(ENGINES)('order records of two stages on %s', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await database(await storeEnv(engine));
  }, STORE_OPEN_TIMEOUT_MS);

  it("are captured and cut down by their own stage only (a preview on production's database)", async () => {
    const production = sampleOrderRecord('ORDER0PRODUCTION1');
    const preview = sampleOrderRecord('ORDER000PREVIEW01');
    await saveOrderRecord(db, 'production', production);
    await saveOrderRecord(db, 'preview', preview);
    const now = new Date('2027-01-01T00:00:00Z');

    expect(await takeCapture(db, 'preview', production.orderId, now, 60_000)).toEqual({ kind: 'unknown' });
    expect(await takeCapture(db, 'preview', preview.orderId, now, 60_000)).toEqual({ kind: 'ours', record: preview });

    expect(await purgeOrderRecords(db, 'preview', now, now)).toBe(1);
    const [kept] = await db.select().from(orders).where(eq(orders.orderId, production.orderId));
    expect(kept).toMatchObject({ stage: 'production', record: production, captureStartedAt: null, purgedAt: null });
    const [cut] = await db.select().from(orders).where(eq(orders.orderId, preview.orderId));
    expect(cut).toMatchObject({ stage: 'preview', record: { order: { instructions: '' } }, purgedAt: now });
  });
});
