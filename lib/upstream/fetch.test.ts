import { sendJson, startFakeServer, type FakeServer } from '@/test/fakes/http';
import { fetchJson, UpstreamError } from './fetch';

let upstream: FakeServer;

beforeAll(async () => {
  upstream = await startFakeServer();
});
afterAll(() => upstream.close());

describe('fetchJson', () => {
  it('answers the status and the parsed body', async () => {
    upstream.setHandler((_, response) => sendJson(response, 201, { id: 7 }));
    await expect(fetchJson('test upstream', upstream.url, { method: 'GET' }, 5000)).resolves.toEqual({ status: 201, body: { id: 7 } });
  });

  it('throws a timed-out UpstreamError when the answer is slower than the limit', async () => {
    upstream.setHandler((_, response) => {
      setTimeout(() => sendJson(response, 200, {}), 1000);
    });
    const error = await fetchJson('test upstream', upstream.url, { method: 'GET' }, 100).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ timedOut: true, message: 'no answer within 100 ms' });
  });
});

describe('what a failed call says about whether the upstream acted on it', () => {
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error as UpstreamError,
    );

  it('refused: surely not sent, so it may be sent again', async () => {
    const gone = await startFakeServer();
    await gone.close();
    const error = await failure(fetchJson('test upstream', gone.url, { method: 'POST' }, 5000));
    expect(error).toMatchObject({ message: 'ECONNREFUSED', notSent: true, outcomeUnknown: false });
  });

  it('an error status: answered, and not acted on', async () => {
    upstream.setHandler((_, response) => sendJson(response, 503, { message: 'down' }));
    // fetchJson returns statuses; callers throw them as this error.
    expect(await fetchJson('test upstream', upstream.url, { method: 'POST' }, 5000)).toMatchObject({ status: 503 });
    expect(new UpstreamError('test upstream', 'answered 503', false, 503)).toMatchObject({ notSent: false, outcomeUnknown: false });
  });

  it('no answer in time, an answer cut short, or a success that cannot be read: it may have acted', async () => {
    upstream.setHandler((_, response) => {
      const late = setTimeout(() => sendJson(response, 200, {}), 1000);
      response.on('close', () => clearTimeout(late));
    });
    expect(await failure(fetchJson('test upstream', upstream.url, { method: 'POST' }, 100))).toMatchObject({
      timedOut: true,
      outcomeUnknown: true,
    });

    upstream.setHandler((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"id": ');
      response.socket?.destroy();
    });
    expect(await failure(fetchJson('test upstream', upstream.url, { method: 'POST' }, 5000))).toMatchObject({
      status: undefined,
      outcomeUnknown: true,
    });

    upstream.setHandler((_, response) => {
      response.writeHead(201, { 'content-type': 'text/html' });
      response.end('<html>Created</html>');
    });
    expect(await failure(fetchJson('test upstream', upstream.url, { method: 'POST' }, 5000))).toMatchObject({
      message: 'answered 201 with a body that is not JSON',
      status: 201,
      outcomeUnknown: true,
    });
  });
});
