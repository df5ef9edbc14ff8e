/** @jest-environment node */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readServerEnv } from '@/lib/env';
import { UpstreamError } from '@/lib/upstream/fetch';
import { sendJson, startFakeServer, type FakeServer } from '@/test/fakes/http';
import { startFakeSmtp, type FakeSmtp } from '@/test/fakes/smtp';
import { deliver, deliveryTransport } from './index';
import type { OutboxEntry } from './outbox';
import type { Delivery } from './types';

const delivery: Delivery = {
  kind: 'contact',
  mailbox: 'sales',
  emailSubject: 'Small Format Services Page',
  name: 'Dana Whitfield',
  email: 'dana@builders.test',
  phone: '(206) 342-8631',
  subject: 'Whitfield Builders',
  when: 'Mornings',
  desc: 'Subject: Whitfield Builders\nBest Time to Call: Mornings\nMessage: 500 door hangers, two-sided.',
  token: 'tok-123',
};

async function outboxEntries(dir: string): Promise<OutboxEntry[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as OutboxEntry));
}

let outbox: string;
beforeEach(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), 'outbox-'));
});

describe('transport choice', () => {
  it('is the outbox with no configuration, SMTP with SMTP_URL and MAIL_DOMAIN, the gateway above all', () => {
    expect(deliveryTransport(readServerEnv({}))).toBe('outbox');
    expect(deliveryTransport(readServerEnv({ SMTP_URL: 'smtp://127.0.0.1:25', MAIL_DOMAIN: 'shop.test' }))).toBe('smtp');
    expect(
      deliveryTransport(readServerEnv({ SMTP_URL: 'smtp://127.0.0.1:25', MAIL_DOMAIN: 'shop.test', CONTACT_API_URL: 'http://127.0.0.1:1/prod' })),
    ).toBe('gateway');
  });

  it('refuses SMTP_URL without MAIL_DOMAIN, naming it', () => {
    expect(() => readServerEnv({ SMTP_URL: 'smtp://127.0.0.1:25' })).toThrow(/MAIL_DOMAIN/);
  });
});

describe('outbox', () => {
  it('writes one complete JSON file per request, marked pending', async () => {
    const receipt = await deliver(delivery, readServerEnv({ OUTBOX_DIR: outbox }));
    expect(receipt.transport).toBe('outbox');
    const entries = await outboxEntries(outbox);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ status: 'pending', delivery });
    expect(entries[0].error).toBeUndefined();
    expect(receipt.outboxFile).toContain(entries[0].id);
    expect((await readdir(outbox)).some((f) => f.endsWith('.tmp'))).toBe(false);
  });
});

describe('SMTP', () => {
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());

  it('sends to alias@domain, with Reply-To the visitor, the subject and every field', async () => {
    const env = readServerEnv({ SMTP_URL: smtp.url, MAIL_DOMAIN: 'shop.test', OUTBOX_DIR: outbox });
    expect((await deliver(delivery, env)).transport).toBe('smtp');
    const mail = smtp.messages.at(-1)!;
    expect(mail.to).toMatchObject({ text: 'sales@shop.test' });
    expect(mail.replyTo?.value[0]).toMatchObject({ address: 'dana@builders.test', name: 'Dana Whitfield' });
    expect(mail.from?.value[0].address).toBe('website@shop.test');
    expect(mail.subject).toBe('Small Format Services Page');
    for (const text of ['Name: Dana Whitfield', 'Email: dana@builders.test', 'Phone: (206) 342-8631', 'Subject: Whitfield Builders', 'Best time to call: Mornings', '500 door hangers, two-sided.']) {
      expect(mail.text).toContain(text);
    }
    expect(await outboxEntries(outbox)).toHaveLength(0);
  });

  it('keeps the request in the outbox with the error when the server cannot be reached', async () => {
    const closed = await startFakeSmtp();
    await closed.close();
    const env = readServerEnv({ SMTP_URL: closed.url, MAIL_DOMAIN: 'shop.test', OUTBOX_DIR: outbox, UPSTREAM_TIMEOUT_MS: '2000' });
    await expect(deliver(delivery, env)).rejects.toBeInstanceOf(UpstreamError);
    const [entry] = await outboxEntries(outbox);
    expect(entry.error).toMatch(/^SMTP: /);
    expect(entry.delivery).toEqual(delivery);
  });
});

describe('mail gateway', () => {
  let gateway: FakeServer;
  beforeAll(async () => {
    gateway = await startFakeServer();
  });
  afterAll(() => gateway.close());

  it("posts the spec's body to {base}/contactemail/", async () => {
    gateway.setHandler((_, res) => sendJson(res, 200, { ok: true }));
    const env = readServerEnv({ CONTACT_API_URL: `${gateway.url}/prod`, OUTBOX_DIR: outbox });
    expect((await deliver(delivery, env)).transport).toBe('gateway');
    const request = gateway.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/prod/contactemail/');
    expect(JSON.parse(request.body)).toEqual({
      contact_email: 'sales',
      email: 'dana@builders.test',
      name: 'Dana Whitfield',
      phone: '(206) 342-8631',
      subject: 'Whitfield Builders',
      when: 'Mornings',
      email_subject: 'Small Format Services Page',
      desc: delivery.desc,
      token: 'tok-123',
      v2: true,
    });
  });

  it('fails with a 502-kind error on a 500, and with a timeout on a slow answer; both keep the request', async () => {
    const env = readServerEnv({ CONTACT_API_URL: `${gateway.url}/prod`, OUTBOX_DIR: outbox, UPSTREAM_TIMEOUT_MS: '300' });
    gateway.setHandler((_, res) => sendJson(res, 500, { message: 'Internal server error' }));
    await expect(deliver(delivery, env)).rejects.toMatchObject({ upstream: 'mail gateway', timedOut: false, status: 500 });
    gateway.setHandler((_, res) => {
      setTimeout(() => sendJson(res, 200, {}), 1000);
    });
    await expect(deliver(delivery, env)).rejects.toMatchObject({ upstream: 'mail gateway', timedOut: true });
    expect((await outboxEntries(outbox)).map((e) => e.error)).toEqual(
      expect.arrayContaining(['mail gateway: answered 500', 'mail gateway: no answer within 300 ms']),
    );
  });
});
