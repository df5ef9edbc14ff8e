import { eq } from 'drizzle-orm';
import type { Delivery } from '@/lib/requests/types';
import { database } from '@/lib/store/db';
import { insertRequest } from '@/lib/store/request-queue';
import { requests } from '@/lib/store/schema';
import { startFakeSmtp, type FakeSmtp } from '@/test/fakes/smtp';
import { captureLog } from '@/test/log-capture';
import { closeStores, STORE_OPEN_TIMEOUT_MS, storeEnv } from '@/test/store-env';
import { ALERT_INTERVAL_MS, ALERT_LINES, ALERT_RETRY_MS, alertStaff } from './alerts';

const visitor = (n: number): Delivery => ({
  kind: n === 3 ? 'service-call' : 'contact',
  mailbox: 'help',
  emailSubject: 'Website Contact Form',
  name: `Visitor Person${n}`,
  email: `visitor${n}@example.com`,
  phone: `(206) 342-86${10 + n}`,
  subject: `Private subject ${n}`,
  when: '',
  desc: `Private message ${n}`,
});

let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await smtp.close();
  await closeStores();
});

/** An embedded store, and settings that mail the staff through the fake SMTP server with links to the site. */
async function mailingStore() {
  const env = await storeEnv('embedded', { SMTP_URL: smtp.url, MAIL_DOMAIN: 'shop.example', SITE_URL: 'https://www.shop.example' });
  return { env, db: await database(env) };
}

describe('the staff alert mail', () => {
  const log = captureLog();
  it(
    'tells the staff mailbox of three failures in one mail, with links and no personal data, then waits an hour',
    async () => {
      const env = await storeEnv('embedded', {
        SMTP_URL: smtp.url,
        MAIL_DOMAIN: 'shop.example',
        SITE_URL: 'https://www.shop.example',
        STAFF_ALERT_MAILBOX: 'ops',
      });
      const db = await database(env);
      const start = new Date('2026-11-26T10:00:00Z');
      const add = async (n: number, state: 'failed' | 'unknown' | 'pending') => {
        const { row } = await insertRequest(db, {
          reference: `R-2611-000${n}`,
          stage: 'production',
          delivery: visitor(n),
          channel: n === 3 ? 'service-gateway' : 'mail',
          state: 'pending',
          now: start,
        });
        await db.update(requests).set({ state }).where(eq(requests.id, row.id));
      };
      await add(1, 'failed');
      await add(2, 'failed');
      await add(3, 'unknown');
      await add(4, 'pending');

      expect(await alertStaff(db, env, start)).toBe(3);
      expect(smtp.messages).toHaveLength(1);
      const [mail] = smtp.messages;
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('ops@shop.example');
      expect(mail.subject).toBe('Website: 3 requests need a person');
      for (const reference of ['R-2611-0001', 'R-2611-0002', 'R-2611-0003']) {
        expect(mail.text).toContain(`https://www.shop.example/staff/requests/${reference}`);
      }
      expect(mail.text).not.toContain('R-2611-0004');
      for (const n of [1, 2, 3]) {
        const { name, email, phone, subject, desc } = visitor(n);
        for (const personal of [name, email, phone, subject, desc]) {
          expect(mail.text).not.toContain(personal);
        }
      }

      // A fourth failure within the hour waits; an hour after the mail, it has one of its own.
      await db.update(requests).set({ state: 'failed' }).where(eq(requests.reference, 'R-2611-0004'));
      expect(await alertStaff(db, env, new Date(start.getTime() + ALERT_INTERVAL_MS - 1000))).toBe(0);
      expect(smtp.messages).toHaveLength(1);
      expect(await alertStaff(db, env, new Date(start.getTime() + ALERT_INTERVAL_MS))).toBe(1);
      expect(smtp.messages).toHaveLength(2);
      expect(smtp.messages[1].subject).toBe('Website: 1 request needs a person');
      expect(smtp.messages[1].text).toContain('R-2611-0004');
      expect(smtp.messages[1].text).not.toContain('R-2611-0001');
      expect(log.messages('warn')).toEqual(['Told ops of 3 request(s) that need a person', 'Told ops of 1 request(s) that need a person']);
    },
    STORE_OPEN_TIMEOUT_MS,
  );

  it(
    'lists a request held for a person to check it, and not a held test call',
    async () => {
      const { env, db } = await mailingStore();
      const start = new Date('2026-11-26T10:00:00Z');
      const held = async (n: number, channel: 'mail' | 'service-gateway' | 'hold') =>
        insertRequest(db, { reference: `R-2611-001${n}`, stage: 'production', delivery: visitor(n), channel, state: 'held', now: start });
      await held(1, 'mail');
      await held(2, 'service-gateway');
      await held(3, 'hold');
      const before = smtp.messages.length;

      expect(await alertStaff(db, env, start)).toBe(2);
      const mail = smtp.messages[before];
      expect(mail.subject).toBe('Website: 2 requests need a person');
      expect(mail.text).toContain('https://www.shop.example/staff/requests/R-2611-0011');
      expect(mail.text).toContain('https://www.shop.example/staff/requests/R-2611-0012');
      expect(mail.text).not.toContain('R-2611-0013');
      expect(mail.text).toContain('Held: sent from a page without JavaScript');
      // Told once: an hour later, the same held requests are not listed again.
      expect(await alertStaff(db, env, new Date(start.getTime() + ALERT_INTERVAL_MS))).toBe(0);
    },
    STORE_OPEN_TIMEOUT_MS,
  );

  it(
    "lists ALERT_LINES requests at most, and counts the rest with the list's address",
    async () => {
      const { env, db } = await mailingStore();
      const start = new Date('2026-11-26T12:00:00Z');
      const total = ALERT_LINES + 3;
      for (let n = 0; n < total; n += 1) {
        const reference = `R-2611-F${String(n).padStart(3, '0')}`;
        await insertRequest(db, { reference, stage: 'production', delivery: visitor(n), channel: 'mail', state: 'held', now: start });
      }
      const before = smtp.messages.length;

      expect(await alertStaff(db, env, start)).toBe(total);
      const mail = smtp.messages[before];
      expect(mail.subject).toBe(`Website: ${total} requests need a person`);
      expect(mail.text?.match(/\/staff\/requests\/R-2611-F\d{3}/g)).toHaveLength(ALERT_LINES);
      expect(mail.text).toContain(`… and 3 more: https://www.shop.example/staff`);
    },
    STORE_OPEN_TIMEOUT_MS,
  );

  it(
    'waits five minutes after a failed mail before it tries again',
    async () => {
      const down = await storeEnv('embedded', { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_DOMAIN: 'shop.example', UPSTREAM_TIMEOUT_MS: '2000' });
      const db = await database(down);
      const start = new Date('2026-11-26T10:00:00Z');
      const { row } = await insertRequest(db, {
        reference: 'R-2611-0005',
        stage: 'production',
        delivery: visitor(5),
        channel: 'mail',
        state: 'pending',
        now: start,
      });
      await db.update(requests).set({ state: 'failed' }).where(eq(requests.id, row.id));
      await expect(alertStaff(db, down, start)).rejects.toThrow('connect ECONNREFUSED 127.0.0.1:9');
      // Within five minutes nothing is tried (no error), after them it is tried again.
      expect(await alertStaff(db, down, new Date(start.getTime() + ALERT_RETRY_MS - 1000))).toBe(0);
      await expect(alertStaff(db, down, new Date(start.getTime() + ALERT_RETRY_MS))).rejects.toThrow('connect ECONNREFUSED 127.0.0.1:9');
    },
    STORE_OPEN_TIMEOUT_MS,
  );

  it(
    'sends nothing without a mail transport, or on a preview',
    async () => {
      const cases: Record<string, string>[] = [{}, { SMTP_URL: smtp.url, MAIL_DOMAIN: 'shop.example', DEPLOY_ENV: 'preview' }];
      for (const settings of cases) {
        const env = await storeEnv('embedded', settings);
        const db = await database(env);
        const { row } = await insertRequest(db, {
          reference: 'R-2611-0009',
          stage: env.DEPLOY_ENV ?? 'production',
          delivery: visitor(9),
          channel: 'mail',
          state: 'pending',
          now: new Date(),
        });
        await db.update(requests).set({ state: 'failed' }).where(eq(requests.id, row.id));
        const before = smtp.messages.length;
        expect(await alertStaff(db, env, new Date())).toBe(0);
        expect(smtp.messages).toHaveLength(before);
      }
    },
    STORE_OPEN_TIMEOUT_MS,
  );
});
