/** @jest-environment node */
import { mkdtemp, readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { sendJson, startFakeServer, type FakeHandler, type FakeServer } from '@/test/fakes/http';
import { startFakeSmtp } from '@/test/fakes/smtp';
import { loadRoute, postRequest } from './route-env';

/**
 * Fault injection (issue 'Nothing lost, nobody in', point 5): each upstream of the contact
 * handler refuses, errs, answers garbage, stalls past the timeout (1000 ms here) or resets
 * mid-body. The handler answers 502 or 504 with JSON, keeps a failed delivery in the outbox, and
 * serves the next request.
 */
jest.setTimeout(30_000);

const body = JSON.stringify({
  variant: 'default',
  contact_email: 'sales',
  name: 'Avery Quinn',
  email: 'avery@customer.test',
  phone: '(206) 342-8631',
  subject: 'Toner',
  message: 'Two black toner cartridges for the M635, please.',
  token: 'tok',
});

const httpFaults: Record<string, FakeHandler> = {
  status500: (_, res) => sendJson(res, 500, { message: 'Internal server error' }),
  malformed: (_, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('<html>502 Bad Gateway</html>');
  },
  slow: (_, res) => {
    setTimeout(() => sendJson(res, 200, { success: true, score: 1, action: 'contact' }), 2500);
  },
  reset: (_, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"statusCode": 2');
    res.socket?.destroy();
  },
};
const expectedStatus = (fault: string) => (fault === 'slow' ? 504 : 502);

/** A URL where nothing listens any more: connections are refused. */
async function refusedUrl(): Promise<string> {
  const server = await startFakeServer();
  await server.close();
  return server.url;
}

async function outboxFiles(dir: string) {
  return (await readdir(dir)).filter((f) => f.endsWith('.json'));
}

let outbox: string;
beforeEach(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), 'faults-'));
});

describe('mail gateway', () => {
  let gateway: FakeServer;
  beforeAll(async () => {
    gateway = await startFakeServer();
  });
  afterAll(() => gateway.close());

  for (const fault of [...Object.keys(httpFaults), 'refused']) {
    it(`${fault}: answers ${expectedStatus(fault)}, keeps the request, and serves on`, async () => {
      const url = fault === 'refused' ? await refusedUrl() : gateway.url;
      if (fault !== 'refused') gateway.setHandler(httpFaults[fault]);
      const { POST } = await loadRoute(() => import('@/app/api/contactemail/route'), { CONTACT_API_URL: `${url}/prod`, OUTBOX_DIR: outbox });
      const response = await POST(postRequest('/api/contactemail', body));
      expect(response.status).toBe(expectedStatus(fault));
      expect(await response.json()).toMatchObject({ ok: false, error: expect.stringMatching(/^mail gateway/) });
      expect(await outboxFiles(outbox)).toHaveLength(1);

      gateway.setHandler((_, res) => sendJson(res, 200, { statusCode: 200 }));
      const { POST: healthy } = await loadRoute(() => import('@/app/api/contactemail/route'), { CONTACT_API_URL: `${gateway.url}/prod`, OUTBOX_DIR: outbox });
      expect((await healthy(postRequest('/api/contactemail', body))).status).toBe(200);
    });
  }
});

describe('siteverify', () => {
  let verifier: FakeServer;
  let gateway: FakeServer;
  beforeAll(async () => {
    verifier = await startFakeServer();
    gateway = await startFakeServer((_, res) => sendJson(res, 200, { statusCode: 200 }));
  });
  afterAll(async () => {
    await verifier.close();
    await gateway.close();
  });

  for (const fault of [...Object.keys(httpFaults), 'refused']) {
    it(`${fault}: answers ${expectedStatus(fault)} and delivers nothing (the check never fails open)`, async () => {
      const url = fault === 'refused' ? await refusedUrl() : verifier.url;
      if (fault !== 'refused') verifier.setHandler(httpFaults[fault]);
      const { POST } = await loadRoute(() => import('@/app/api/contactemail/route'), {
        CONTACT_API_URL: `${gateway.url}/prod`,
        NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site',
        RECAPTCHA_SECRET_KEY: 'secret',
        RECAPTCHA_VERIFY_URL: `${url}/siteverify`,
        OUTBOX_DIR: outbox,
      });
      const before = gateway.requests.length;
      const response = await POST(postRequest('/api/contactemail', body));
      expect(response.status).toBe(expectedStatus(fault));
      expect(await response.json()).toMatchObject({ ok: false, error: expect.stringMatching(/^siteverify/) });
      expect(gateway.requests).toHaveLength(before);
    });
  }
});

describe('SMTP', () => {
  /** A TCP server that misbehaves at the protocol level: never greets, or hangs up at once. */
  async function rawServer(onConnect: (socket: import('node:net').Socket) => void): Promise<{ url: string; server: Server }> {
    const server = createServer(onConnect);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as import('node:net').AddressInfo;
    return { url: `smtp://127.0.0.1:${port}`, server };
  }

  async function send(url: string) {
    const { POST } = await loadRoute(() => import('@/app/api/contactemail/route'), { SMTP_URL: url, MAIL_DOMAIN: 'shop.test', OUTBOX_DIR: outbox });
    return POST(postRequest('/api/contactemail', body));
  }

  it('refused: 502, kept', async () => {
    const response = await send(`smtp://127.0.0.1:${new URL(await refusedUrl()).port}`);
    expect(response.status).toBe(502);
    expect(await outboxFiles(outbox)).toHaveLength(1);
  });

  it('a 550 rejection: 502, kept', async () => {
    const rejecting = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })));
      },
    });
    await new Promise<void>((resolve) => rejecting.listen(0, '127.0.0.1', resolve));
    const { port } = rejecting.server.address() as import('node:net').AddressInfo;
    expect((await send(`smtp://127.0.0.1:${port}`)).status).toBe(502);
    expect(await outboxFiles(outbox)).toHaveLength(1);
    await new Promise<void>((resolve) => rejecting.close(() => resolve()));
  });

  it('a server that never greets: 504, kept', async () => {
    const sockets: import('node:net').Socket[] = [];
    const { url, server } = await rawServer((socket) => sockets.push(socket));
    expect((await send(url)).status).toBe(504);
    expect(await outboxFiles(outbox)).toHaveLength(1);
    sockets.forEach((s) => s.destroy());
    server.close();
  });

  it('a reset mid-conversation: 502, kept; then a healthy server gets the next one', async () => {
    const { url, server } = await rawServer((socket) => {
      socket.write('220 smtp.test ESMTP\r\n');
      socket.once('data', () => socket.destroy());
    });
    expect((await send(url)).status).toBe(502);
    expect(await outboxFiles(outbox)).toHaveLength(1);
    server.close();

    const healthy = await startFakeSmtp();
    expect((await send(healthy.url)).status).toBe(200);
    expect(healthy.messages).toHaveLength(1);
    await healthy.close();
  });
});

describe('service gateway', () => {
  const machine = { EquipmentID: 501, EquipmentNumber: 'EQ-501', Model: 'HP DesignJet T1700', Description: 'CAD plotter', Location: 'Plan room', CustomerNumber: 'C-9' };
  const call = JSON.stringify({
    name: 'Avery Quinn',
    phone: '(206) 342-8631',
    email: 'avery@customer.test',
    message: 'The plotter jams at the cutter.',
    equipmentId: 501,
    lookup: { by: 'equipment', number: 'EQ-501' },
  });
  let scgw: FakeServer;
  beforeAll(async () => {
    scgw = await startFakeServer();
  });
  afterAll(() => scgw.close());

  const healthyLookup: FakeHandler = (_, res) => sendJson(res, 200, { result: [machine] });

  for (const fault of [...Object.keys(httpFaults), 'refused']) {
    it(`${fault} on lookup: the lookup answers ${expectedStatus(fault)}`, async () => {
      const url = fault === 'refused' ? await refusedUrl() : scgw.url;
      if (fault !== 'refused') scgw.setHandler(httpFaults[fault]);
      const { GET } = await loadRoute(() => import('@/app/api/service/equipment/route'), { SCGW_URL: url, SCGW_API_KEY: 'secret-key-123', OUTBOX_DIR: outbox });
      const response = await GET(new Request('http://localhost/api/service/equipment?number=EQ-501'));
      expect(response.status).toBe(expectedStatus(fault));
      expect(await response.text()).not.toContain('secret-key-123');
    });

    it(`${fault} on the service request: ${expectedStatus(fault)}, and the call is kept in the outbox`, async () => {
      // The lookup before the request must succeed on the same gateway, so 'refused' is a
      // connection dropped at once on the request.
      scgw.setHandler((request, res) => {
        if (request.method === 'GET') return healthyLookup(request, res);
        if (fault === 'refused') res.socket?.destroy();
        else return httpFaults[fault](request, res);
      });
      const { POST } = await loadRoute(() => import('@/app/api/service/request/route'), { SCGW_URL: scgw.url, SCGW_API_KEY: 'secret-key-123', OUTBOX_DIR: outbox });
      const response = await POST(postRequest('/api/service/request', call));
      expect(response.status).toBe(expectedStatus(fault));
      expect(await response.text()).not.toContain('secret-key-123');
      expect(await outboxFiles(outbox)).toHaveLength(1);
    });
  }
});

describe('PayPal', () => {
  const order = JSON.stringify({ templateId: 3, style: 'Poster', material: 'Glossy Poster', size: '17x22', quantity: 3, instructions: '' });
  let paypal: FakeServer;
  beforeAll(async () => {
    paypal = await startFakeServer();
  });
  afterAll(() => paypal.close());

  const token: FakeHandler = (_, res) => sendJson(res, 200, { access_token: 'fault-token', token_type: 'Bearer', expires_in: 32400 });

  for (const step of ['token', 'create'] as const) {
    for (const fault of [...Object.keys(httpFaults), 'refused']) {
      it(`${fault} at ${step}: creating the order answers ${expectedStatus(fault)}`, async () => {
        const url = fault === 'refused' && step === 'token' ? await refusedUrl() : paypal.url;
        paypal.setHandler((request, res) => {
          if (step === 'create' && request.url === '/v1/oauth2/token') return token(request, res);
          if (fault === 'refused') res.socket?.destroy();
          else return httpFaults[fault](request, res);
        });
        const { POST } = await loadRoute(() => import('@/app/api/orders/route'), {
          PAYPAL_CLIENT_ID: 'client',
          PAYPAL_CLIENT_SECRET: 'secret-value-456',
          PAYPAL_API_BASE: url,
          OUTBOX_DIR: outbox,
        });
        const response = await POST(postRequest('/api/orders', order));
        expect(response.status).toBe(expectedStatus(fault));
        const text = await response.text();
        expect(JSON.parse(text)).toMatchObject({ ok: false });
        expect(text).not.toContain('secret-value-456');
      });
    }
  }
});
