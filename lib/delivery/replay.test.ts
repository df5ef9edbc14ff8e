/** @jest-environment node */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readServerEnv } from '@/lib/env';
import { sendJson, startFakeServer, type FakeServer } from '@/test/fakes/http';
import { deliver } from './index';
import type { OutboxEntry } from './outbox';
import { replayOutbox } from './replay';
import type { Delivery } from './types';

const request = (n: number): Delivery => ({
  kind: 'contact',
  mailbox: 'help',
  emailSubject: 'Website Contact Form',
  name: `Visitor Number ${n}`,
  email: `visitor${n}@customer.test`,
  phone: '(206) 342-8631',
  subject: 'Plans',
  when: '',
  desc: `Message ${n}`,
});

async function entries(dir: string): Promise<OutboxEntry[]> {
  const names = (await readdir(dir)).filter((f) => f.endsWith('.json'));
  return Promise.all(names.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8'))));
}

let outbox: string;
let gateway: FakeServer;
beforeEach(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), 'replay-'));
});
afterEach(() => gateway?.close());

it('keeps what a dying gateway lost, and replays each request exactly once', async () => {
  // The gateway dies in the middle of answering: headers sent, body cut, process gone.
  gateway = await startFakeServer((_, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"statusCode":');
    res.socket?.destroy();
  });
  const port = new URL(gateway.url).port;
  const env = readServerEnv({ CONTACT_API_URL: `${gateway.url}/prod`, OUTBOX_DIR: outbox, UPSTREAM_TIMEOUT_MS: '2000' });

  for (const n of [1, 2, 3]) await expect(deliver(request(n), env)).rejects.toMatchObject({ upstream: 'mail gateway' });
  await gateway.close();
  const kept = await entries(outbox);
  expect(kept.map((e) => e.delivery.email).sort()).toEqual(['visitor1@customer.test', 'visitor2@customer.test', 'visitor3@customer.test']);
  expect(kept.every((e) => e.status === 'pending' && e.error?.startsWith('mail gateway: '))).toBe(true);

  // Replay while the gateway is still down: nothing is lost, nothing is marked sent.
  const down = await replayOutbox(env);
  expect(down.sent).toHaveLength(0);
  expect(down.failed).toHaveLength(3);

  // The gateway comes back on the same address.
  gateway = await startFakeServer((_, res) => sendJson(res, 200, { statusCode: 200 }), Number(port));
  const first = await replayOutbox(env);
  expect(first.sent).toHaveLength(3);
  const second = await replayOutbox(env);
  expect(second).toEqual({ sent: [], failed: [], alreadySent: 3 });

  const received = gateway.requests.map((r) => JSON.parse(r.body).email).sort();
  expect(received).toEqual(['visitor1@customer.test', 'visitor2@customer.test', 'visitor3@customer.test']);
  expect((await entries(outbox)).every((e) => e.status === 'sent' && e.sentWith === 'gateway' && e.sentAt)).toBe(true);
});

it('refuses to replay with no gateway or SMTP configured', async () => {
  await expect(replayOutbox(readServerEnv({ OUTBOX_DIR: outbox }))).rejects.toThrow(/No gateway or SMTP is configured/);
});
