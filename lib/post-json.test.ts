/** @jest-environment node */
import { postJson } from './post-json';

const answer = (status: number, body: string) => jest.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => jest.restoreAllMocks());

it('is ok for a 2xx answer that says ok: true, and sends JSON', async () => {
  const fetchMock = jest.spyOn(global, 'fetch').mockImplementation(answer(200, '{"ok":true,"id":"X1"}'));
  expect(await postJson('/api/orders', { quantity: 3 }, 1000)).toEqual({ status: 200, ok: true, answer: { ok: true, id: 'X1' } });
  const [, init] = fetchMock.mock.calls[0];
  expect(init).toMatchObject({ method: 'POST', body: '{"quantity":3}', headers: { 'Content-Type': 'application/json' } });
});

it('is not ok for an error status or a 2xx that does not say ok', async () => {
  jest.spyOn(global, 'fetch').mockImplementation(answer(502, '{"ok":false,"error":"mail gateway failed"}'));
  expect(await postJson('/api/x', {}, 1000)).toMatchObject({ status: 502, ok: false, answer: { error: 'mail gateway failed' } });
  jest.spyOn(global, 'fetch').mockImplementation(answer(200, '[1,2]'));
  expect(await postJson('/api/x', {}, 1000)).toEqual({ status: 200, ok: false, answer: {} });
});

it('answers status 0 when the server is unreachable or silent, never throwing', async () => {
  jest.spyOn(global, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
  expect(await postJson('/api/x', undefined, 1000)).toEqual({ status: 0, ok: false, answer: {} });
  jest.spyOn(global, 'fetch').mockImplementation(answer(200, 'not json'));
  expect(await postJson('/api/x', undefined, 1000)).toEqual({ status: 0, ok: false, answer: {} });
});
