/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { REFERENCE_PATTERN } from '@/lib/delivery/reference';
import { deliveryPass } from '@/lib/delivery/worker';
import type { ServerEnv } from '@/lib/env';
import type { OrderRecord } from '@/lib/orders/types';
import { sendJson, startFakeServer, type FakeServer } from '@/test/fakes/http';
import { sampleDelivery } from '@/test/fixtures/requests';
import { closeStores, ENGINES, STORE_OPEN_TIMEOUT_MS, storeEnv } from '@/test/store-env';
import { database, type Database } from './db';
import { importOutboxFolder } from './import-outbox';
import { importedOutboxFiles, orders, requests } from './schema';

/** A request as the old outbox kept it. */

const record = (orderId: string): OrderRecord => ({
  orderId,
  createdAt: '2026-10-02T15:04:05.000Z',
  order: { templateId: 3, style: 'Poster', material: 'Glossy Poster', size: '17x22', quantity: 3, instructions: '' },
  templateDescription: 'Face Mask Required',
  description: 'Face Mask Required sign: Poster, Glossy Poster, 17x22, quantity 3',
  unitAmount: '10.00',
  amount: '30.00',
  currency: 'USD',
});

/**
 * An outbox folder as versions before the store left it (lib/delivery/outbox.ts then): one file
 * per request, `{receivedAt}-{kind}-{id}.json`, written through a hidden .tmp file renamed into
 * place; and `orders/{orderId}.json` for the sign orders, with their capture once captured.
 */
async function oldOutbox(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'old-outbox-'));
  const write = (name: string, content: unknown) => writeFile(path.join(dir, name), `${JSON.stringify(content, null, 2)}\n`);
  await write('2026-10-01T09-00-00-000Z-contact-0b6c1f0e-8d2a-4f55-9a53-1d2f3e4a5b6c.json', {
    id: '0b6c1f0e-8d2a-4f55-9a53-1d2f3e4a5b6c',
    receivedAt: '2026-10-01T09:00:00.000Z',
    status: 'pending',
    error: 'mail gateway: answered 500',
    delivery: sampleDelivery('pending@customer.test'),
  });
  await write('2026-09-30T17-30-00-000Z-contact-7f3e2d1c-0b9a-4c8d-8e7f-6a5b4c3d2e1f.json', {
    id: '7f3e2d1c-0b9a-4c8d-8e7f-6a5b4c3d2e1f',
    receivedAt: '2026-09-30T17:30:00.000Z',
    status: 'sent',
    sentAt: '2026-09-30T17:45:00.000Z',
    sentWith: 'smtp',
    delivery: sampleDelivery('sent@customer.test'),
  });
  // A write that was cut before its rename: not a request.
  await writeFile(path.join(dir, '.2026-10-01T10-00-00-000Z-contact-1a2b.json.5c6d.tmp'), '{"id": "1a2b');
  await mkdir(path.join(dir, 'orders'));
  await writeFile(
    path.join(dir, 'orders', 'ORDER000000000777.json'),
    JSON.stringify({
      ...record('ORDER000000000777'),
      capture: { id: 'CAP-777', status: 'COMPLETED', capturedAt: '2026-10-02T15:06:00.000Z' },
    }),
  );
  await writeFile(path.join(dir, 'orders', 'ORDER000000000778.json'), JSON.stringify(record('ORDER000000000778')));
  return dir;
}

afterAll(closeStores);

describe.each(ENGINES)('importOutboxFolder on %s', (engine) => {
  let gateway: FakeServer;
  let env: ServerEnv;
  let db: Database;
  let dir: string;

  beforeAll(async () => {
    gateway = await startFakeServer((_, res) => sendJson(res, 200, { statusCode: 200 }));
    env = await storeEnv(engine, { CONTACT_API_URL: `${gateway.url}/prod` });
    db = await database(env);
    dir = await oldOutbox();
  }, STORE_OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await gateway.close();
    await rm(dir, { recursive: true, force: true });
  });

  const byEmail = async (email: string) => (await db.select().from(requests)).find((row) => row.delivery?.email === email)!;

  it("imports pending requests as pending and due, sent ones as sent, orders with their capture, all as the importing stage's", async () => {
    const startedAt = Date.now();
    expect(await importOutboxFolder(db, 'production', dir)).toEqual({ requests: 2, orders: 2, skipped: 0 });

    const pending = await byEmail('pending@customer.test');
    expect(pending).toMatchObject({
      stage: 'production',
      kind: 'contact',
      channel: 'mail',
      state: 'pending',
      attempts: 0,
      lastError: 'mail gateway: answered 500',
      receivedAt: new Date('2026-10-01T09:00:00.000Z'),
      sentAt: null,
      delivery: sampleDelivery('pending@customer.test'),
    });
    // A reference of the month it came in.
    expect(pending.reference).toMatch(REFERENCE_PATTERN);
    expect(pending.reference.startsWith('R-2610-')).toBe(true);
    expect(pending.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(pending.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

    expect(await byEmail('sent@customer.test')).toMatchObject({
      state: 'sent',
      sentAt: new Date('2026-09-30T17:45:00.000Z'),
      sentWith: 'smtp',
      receivedAt: new Date('2026-09-30T17:30:00.000Z'),
      reference: expect.stringMatching(/^R-2609-/),
    });

    const [captured] = await db.select().from(orders).where(eq(orders.orderId, 'ORDER000000000777'));
    expect(captured).toMatchObject({
      stage: 'production',
      record: record('ORDER000000000777'),
      createdAt: new Date('2026-10-02T15:04:05.000Z'),
      captureId: 'CAP-777',
      captureStatus: 'COMPLETED',
      capturedAt: new Date('2026-10-02T15:06:00.000Z'),
    });
    const [uncaptured] = await db.select().from(orders).where(eq(orders.orderId, 'ORDER000000000778'));
    expect(uncaptured).toMatchObject({ record: record('ORDER000000000778'), captureId: null, captureStatus: null, capturedAt: null });
  });

  it('adds nothing when run again, and imports only the files that are new', async () => {
    expect(await importOutboxFolder(db, 'production', dir)).toEqual({ requests: 0, orders: 0, skipped: 4 });
    await writeFile(
      path.join(dir, '2026-10-03T08-00-00-000Z-contact-c4d5e6f7-1111-4222-8333-944455556666.json'),
      JSON.stringify({
        id: 'c4d5e6f7-1111-4222-8333-944455556666',
        receivedAt: '2026-10-03T08:00:00.000Z',
        status: 'pending',
        delivery: sampleDelivery('new@customer.test'),
      }),
    );
    expect(await importOutboxFolder(db, 'production', dir)).toEqual({ requests: 1, orders: 0, skipped: 4 });
    expect(await db.select().from(requests)).toHaveLength(3);
    expect(await db.select().from(orders)).toHaveLength(2);
    expect(await db.select().from(importedOutboxFiles)).toHaveLength(5);
  });

  it('hands the imported pending requests to the worker, which sends each once with its new reference', async () => {
    expect(await deliveryPass(env)).toMatchObject({ sent: 2, retrying: 0 });
    expect(await deliveryPass(env)).toMatchObject({ sent: 0 });
    const pending = await byEmail('pending@customer.test');
    const subjects = gateway.requests.map((r) => (JSON.parse(r.body) as { email_subject: string }).email_subject);
    expect(subjects.sort()).toEqual(
      [`Website Contact Form [${pending.reference}]`, `Website Contact Form [${(await byEmail('new@customer.test')).reference}]`].sort(),
    );
    expect(pending).toMatchObject({ state: 'sent', sentWith: 'gateway' });
  });

  it('imports nothing from a folder that does not exist', async () => {
    expect(await importOutboxFolder(db, 'production', path.join(dir, 'missing'))).toEqual({ requests: 0, orders: 0, skipped: 0 });
  });
});
