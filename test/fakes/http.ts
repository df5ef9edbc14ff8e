import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake received: method, path with query, headers, and the raw body. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type FakeHandler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

/** A loopback HTTP server standing in for an upstream, recording every request it gets. */
export interface FakeServer {
  url: string;
  requests: RecordedRequest[];
  /** Replaces how the fake answers from now on. */
  setHandler(handler: FakeHandler): void;
  close(): Promise<void>;
}

/** Answers a JSON body with a status. */
export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * Starts a fake upstream on 127.0.0.1 (a free port unless `port` is given).
 * @param handler how it answers; default 200 `{}`
 */
export async function startFakeServer(handler: FakeHandler = (_, res) => sendJson(res, 200, {}), port = 0): Promise<FakeServer> {
  let current = handler;
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
    requests.push(recorded);
    try {
      await current(recorded, res);
    } catch {
      res.destroy();
    }
  });
  // A client reusing a kept-alive socket just as the server times it out gets ECONNRESET: a
  // test whose process was busy for seconds (opening a store) would see a failed delivery.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    requests,
    setHandler(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A fake of the shop's mail gateway in a jest suite (started before it, emptied before each test). */
export interface SuiteMailGateway {
  /** Its `CONTACT_API_URL`, ending in /prod. */
  url(): string;
  /** The bodies it received in this test: what reached a mailbox. */
  mails(): Record<string, string>[];
}

/**
 * Starts a mail gateway's fake for the calling suite: it answers every mail 200, forgets what it
 * received before each test, and stops after the suite.
 */
export function mailGatewayForSuite(): SuiteMailGateway {
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await startFakeServer((_, res) => sendJson(res, 200, { statusCode: 200 }));
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });
  afterAll(() => fake.close());
  return {
    url: () => `${fake.url}/prod`,
    mails: () => fake.requests.map((r) => JSON.parse(r.body) as Record<string, string>),
  };
}
