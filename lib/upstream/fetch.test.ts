/** @jest-environment node */
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
