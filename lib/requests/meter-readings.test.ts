import { eq } from 'drizzle-orm';
import type { ServerEnv } from '@/lib/config/server';
import type { MeterReading } from '@/lib/forms/meter-reading';
import type { MeterRecord } from '@/lib/requests/types';
import { database, type Database } from '@/lib/store/db';
import { requests } from '@/lib/store/schema';
import { mailGatewayForSuite } from '@/test/fakes/http';
import { REFERENCE_PATTERN, sampleMeterReading } from '@/test/fixtures/requests';
import { closeStores, ENGINES, STORE_OPEN_TIMEOUT_MS, storeEnv } from '@/test/store-env';
import { lowerCounters, LowerReadingError, submitMeterReading } from './meter-readings';

const reading: MeterReading = { ...sampleMeterReading, note: undefined, scans: undefined, largeFormat: undefined, confirmLower: undefined };

describe('lowerCounters', () => {
  const record = (readingDate: string, counters: MeterRecord['counters']): MeterRecord => ({
    equipmentNumber: 'EQ-1',
    readingDate,
    counters,
  });

  it('names each counter lower than an earlier one with the value sent now, and nothing of the earlier reading', () => {
    const earlier = [record('2026-11-02', { mono: 1000, color: 500 }), record('2026-11-10', { mono: 1500 })];
    expect(lowerCounters(record('2026-11-20', { mono: 1499, color: 500 }), earlier)).toEqual([{ counter: 'mono', value: 1499 }]);
    expect(lowerCounters(record('2026-11-20', { mono: 1200, color: 499 }), earlier)).toEqual([
      { counter: 'mono', value: 1200 },
      { counter: 'color', value: 499 },
    ]);
  });

  it('finds nothing lower for equal or higher counters, counters not sent, or readings dated later', () => {
    const earlier = [record('2026-11-10', { mono: 1500, scans: 80 }), record('2026-11-25', { mono: 9000 })];
    expect(lowerCounters(record('2026-11-20', { mono: 1500, scans: 81 }), earlier)).toEqual([]);
    expect(lowerCounters(record('2026-11-20', { mono: 1600 }), earlier)).toEqual([]);
    expect(lowerCounters(record('2026-11-20', { mono: 0 }), [])).toEqual([]);
  });
});

/** The shop's mail gateway: what reaches a mailbox. */
const mailGateway = mailGatewayForSuite();
const mails = mailGateway.mails;
afterAll(closeStores);

describe.each(ENGINES)('submitMeterReading on %s', (engine) => {
  describe('with the sandbox', () => {
    let env: ServerEnv;
    let db: Database;
    beforeAll(async () => {
      env = await storeEnv(engine, { CONTACT_API_URL: mailGateway.url() });
      db = await database(env);
    }, STORE_OPEN_TIMEOUT_MS);

    it('mails the reading to the service mailbox with the machine found and every counter given', async () => {
      const receipt = await submitMeterReading(
        { ...reading, equipmentNumber: 'demo-1001', largeFormat: 5120, note: 'Read on Friday.' },
        {},
        env,
      );
      expect(receipt).toEqual({ reference: expect.stringMatching(REFERENCE_PATTERN), outcome: 'sent' });
      const [mail] = mails();
      expect(mail).toMatchObject({
        contact_email: 'service',
        email_subject: `Meter Reading [${receipt.reference}]`,
        name: 'Avery Quinn',
        email: 'avery@customer.test',
        subject: 'Meter reading, equipment number DEMO-1001, 2026-11-20',
      });
      expect(mail.desc.split('\n')).toEqual([
        `Reference: ${receipt.reference}`,
        'Equipment Number: DEMO-1001 (HP DesignJet T1700 44-in, Plan room, 2nd floor)',
        'Reading date: 2026-11-20',
        'Black & White: 120,450',
        'Color: 33,120',
        'Large-Format Area (sq ft): 5,120',
        'Sent by: Avery Quinn, avery@customer.test',
        'Note:',
        'Read on Friday.',
      ]);
      const [row] = await db.select().from(requests).where(eq(requests.reference, receipt.reference));
      expect(row).toMatchObject({ kind: 'meter-reading', channel: 'mail', state: 'sent' });
    });

    it('refuses a number the lookup does not know, and keeps nothing', async () => {
      const before = (await db.select().from(requests)).length;
      await expect(submitMeterReading({ ...reading, equipmentNumber: 'NOPE-1' }, {}, env)).rejects.toMatchObject({
        status: 400,
        fieldErrors: { equipmentNumber: ['No machine has this equipment number: check the number on our tag'] },
      });
      expect(await db.select().from(requests)).toHaveLength(before);
    });

    it('answers a lower counter from the same email in the same month with the counters to confirm, then takes it confirmed', async () => {
      const visitor = { ...reading, equipmentNumber: 'DEMO-1002', email: 'lower@customer.test' };
      await submitMeterReading({ ...visitor, readingDate: '2026-11-05', mono: 2000, color: 300 }, {}, env);
      const error = await submitMeterReading({ ...visitor, readingDate: '2026-11-20', mono: 1999, color: 300 }, {}, env).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(LowerReadingError);
      expect((error as LowerReadingError).lower).toEqual([{ counter: 'mono', value: 1999 }]);
      expect(mails()).toHaveLength(1);

      const confirmed = await submitMeterReading(
        { ...visitor, readingDate: '2026-11-20', mono: 1999, color: 300, confirmLower: true },
        {},
        env,
      );
      expect(confirmed.outcome).toBe('sent');
      expect(mails()[1].desc).toContain('The visitor confirmed a counter lower than in an earlier reading this month.');
    });

    it('compares only the same machine, the same email (in any case) and the same month', async () => {
      const visitor = { ...reading, equipmentNumber: 'DEMO-1003', email: 'month@customer.test' };
      await submitMeterReading({ ...visitor, readingDate: '2026-10-28', mono: 5000 }, {}, env);
      await expect(submitMeterReading({ ...visitor, readingDate: '2026-11-02', mono: 100 }, {}, env)).resolves.toMatchObject({
        outcome: 'sent',
      });
      await expect(
        submitMeterReading({ ...visitor, email: 'other@customer.test', readingDate: '2026-11-03', mono: 50 }, {}, env),
      ).resolves.toMatchObject({
        outcome: 'sent',
      });
      await expect(
        submitMeterReading({ ...visitor, email: 'MONTH@customer.test', readingDate: '2026-11-04', mono: 99 }, {}, env),
      ).rejects.toBeInstanceOf(LowerReadingError);
    });
  });

  describe('in mail mode', () => {
    let env: ServerEnv;
    beforeAll(async () => {
      env = await storeEnv(engine, { CONTACT_API_URL: mailGateway.url(), SERVICE_BACKEND: 'mail' });
      // Opened here, in the hook's time: the first test would otherwise open it in its 5 s.
      await database(env);
    }, STORE_OPEN_TIMEOUT_MS);

    it('takes the Equipment Number as typed: no lookup, not even of a number the sandbox lacks', async () => {
      const receipt = await submitMeterReading({ ...reading, equipmentNumber: 'eq-77812' }, {}, env);
      expect(receipt.outcome).toBe('sent');
      expect(mails()[0].desc.split('\n')[1]).toBe('Equipment Number: EQ-77812 (as typed; not looked up)');
    });
  });
});
