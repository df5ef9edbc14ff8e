import { randomUUID } from 'node:crypto';
import type { FormAnswerForm } from '@/lib/requests/types';
import { database, type Database } from '@/lib/store/db';
import { formAnswers } from '@/lib/store/schema';
import { closeStores, ENGINES, STORE_OPEN_TIMEOUT_MS, storeEnv } from '@/test/store-env';
import { FORM_ANSWER_TTL_MS, insertFormAnswer, purgeFormAnswers, readFormAnswer } from './form-answers';

const form: FormAnswerForm = { kind: 'contact', variant: 'default', mailbox: 'sales', emailSubject: 'Leasing Page' };
const now = new Date('2026-11-23T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

afterAll(closeStores);

describe.each(ENGINES)('form answers on %s', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await database(await storeEnv(engine));
  }, STORE_OPEN_TIMEOUT_MS);
  afterEach(async () => {
    await db.delete(formAnswers);
  });

  it('reads back what was stored, by the id it returns', async () => {
    const accepted = await insertFormAnswer(db, 'production', { form, reference: 'R-2611-7Q4K', outcome: 'review' }, now);
    const refused = await insertFormAnswer(
      db,
      'production',
      {
        form,
        values: { name: 'Al', email: 'al@example' },
        fieldErrors: { name: ['Please enter your full name'] },
        error: 'Please check the highlighted fields',
        warning: { lower: [{ counter: 'mono', value: 1999 }] },
      },
      now,
    );
    expect(accepted).not.toBe(refused);
    expect(await readFormAnswer(db, 'production', accepted, now)).toEqual({
      id: accepted,
      stage: 'production',
      createdAt: now,
      form,
      reference: 'R-2611-7Q4K',
      outcome: 'review',
      values: null,
      fieldErrors: null,
      error: null,
      warning: null,
    });
    expect(await readFormAnswer(db, 'production', refused, now)).toMatchObject({
      id: refused,
      form,
      reference: null,
      outcome: null,
      values: { name: 'Al', email: 'al@example' },
      fieldErrors: { name: ['Please enter your full name'] },
      error: 'Please check the highlighted fields',
      warning: { lower: [{ counter: 'mono', value: 1999 }] },
    });
  });

  it("gives another stage nothing (a preview on production's database)", async () => {
    const id = await insertFormAnswer(db, 'production', { form, reference: 'R-2611-7Q4K', outcome: 'sent' }, now);
    expect(await readFormAnswer(db, 'preview', id, now)).toBeUndefined();
    expect(await readFormAnswer(db, 'production', id, now)).toBeDefined();
  });

  it('finds nothing, without asking the store to cast it, for an id that is not a UUID; nothing for an unknown UUID', async () => {
    const id = await insertFormAnswer(db, 'production', { form, reference: 'R-2611-7Q4K', outcome: 'sent' }, now);
    for (const notAnId of ['', 'not-an-id', `${id}0`, ` ${id}`, `${id}'--`, id.replace(/-/g, ''), '../../etc/passwd']) {
      await expect(readFormAnswer(db, 'production', notAnId, now)).resolves.toBeUndefined();
    }
    expect(await readFormAnswer(db, 'production', randomUUID(), now)).toBeUndefined();
    // The same UUID in capitals is the same id.
    expect(await readFormAnswer(db, 'production', id.toUpperCase(), now)).toMatchObject({ id });
  });

  it('reads an answer until FORM_ANSWER_TTL_MS has passed since it was stored, and not from then on', async () => {
    const inside = await insertFormAnswer(
      db,
      'production',
      { form, reference: 'R-2611-1NSD', outcome: 'sent' },
      ago(FORM_ANSWER_TTL_MS - 1),
    );
    const exactly = await insertFormAnswer(db, 'production', { form, reference: 'R-2611-3XCT', outcome: 'sent' }, ago(FORM_ANSWER_TTL_MS));
    const past = await insertFormAnswer(db, 'production', { form, reference: 'R-2611-PAST', outcome: 'sent' }, ago(FORM_ANSWER_TTL_MS + 1));
    expect(await readFormAnswer(db, 'production', inside, now)).toMatchObject({ reference: 'R-2611-1NSD' });
    expect(await readFormAnswer(db, 'production', exactly, now)).toBeUndefined();
    expect(await readFormAnswer(db, 'production', past, now)).toBeUndefined();
    // The same rows, an hour earlier: all three readable.
    for (const id of [inside, exactly, past]) expect(await readFormAnswer(db, 'production', id, ago(FORM_ANSWER_TTL_MS))).toBeDefined();
  });

  it("purges its own stage's answers older than FORM_ANSWER_TTL_MS, keeps the rest, and counts what it deleted", async () => {
    const stored = async (stage: 'production' | 'preview', reference: string, at: Date) => {
      await insertFormAnswer(db, stage, { form, reference, outcome: 'sent' }, at);
    };
    await stored('production', 'R-2611-PST1', ago(FORM_ANSWER_TTL_MS + 1));
    await stored('production', 'R-2611-PST2', ago(2 * FORM_ANSWER_TTL_MS));
    await stored('production', 'R-2611-3XCT', ago(FORM_ANSWER_TTL_MS));
    await stored('production', 'R-2611-NEW1', now);
    await stored('preview', 'R-2611-PREV', ago(FORM_ANSWER_TTL_MS + 1));
    const left = async () =>
      (await db.select().from(formAnswers))
        .map((row) => `${row.stage} ${row.reference}`)
        .sort()
        .join(', ');

    expect(await purgeFormAnswers(db, 'production', now)).toBe(2);
    expect(await left()).toBe('preview R-2611-PREV, production R-2611-3XCT, production R-2611-NEW1');
    expect(await purgeFormAnswers(db, 'production', now)).toBe(0);
    // One millisecond on, the one stored exactly FORM_ANSWER_TTL_MS ago is older.
    expect(await purgeFormAnswers(db, 'production', new Date(now.getTime() + 1))).toBe(1);
    expect(await left()).toBe('preview R-2611-PREV, production R-2611-NEW1');
    expect(await purgeFormAnswers(db, 'preview', now)).toBe(1);
    expect(await left()).toBe('production R-2611-NEW1');
  });
});
