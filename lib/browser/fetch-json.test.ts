import { acceptedSubmission, getJson, postJson } from './fetch-json';

const answer = (status: number, body: string) =>
  jest.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));

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

describe('getJson', () => {
  it('GETs with the headers given and reads the answer as postJson does', async () => {
    const fetchMock = jest.spyOn(global, 'fetch').mockImplementation(answer(200, '{"ok":true,"equipment":[]}'));
    expect(await getJson('/api/service/equipment?number=EQ-1', { 'x-captcha-token': 'tok' }, 1000)).toEqual({
      status: 200,
      ok: true,
      answer: { ok: true, equipment: [] },
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/service/equipment?number=EQ-1');
    expect(init).toMatchObject({ headers: { 'x-captcha-token': 'tok' } });
    expect(init?.method).toBeUndefined();
    expect(init?.body).toBeUndefined();
  });

  it('is not ok for an error status, keeping the answer', async () => {
    jest.spyOn(global, 'fetch').mockImplementation(answer(404, '{"ok":false,"error":"not found"}'));
    expect(await getJson('/api/x', {}, 1000)).toEqual({ status: 404, ok: false, answer: { ok: false, error: 'not found' } });
  });

  it('answers status 0 for an unreachable server, never throwing', async () => {
    jest.spyOn(global, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    expect(await getJson('/api/x', {}, 1000)).toEqual({ status: 0, ok: false, answer: {} });
  });

  it('answers status 0 once aborted by the caller', async () => {
    jest
      .spyOn(global, 'fetch')
      .mockImplementation(
        (_, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      );
    const controller = new AbortController();
    const pending = getJson('/api/x', {}, 60_000, controller.signal);
    controller.abort();
    expect(await pending).toEqual({ status: 0, ok: false, answer: {} });
  });
});

describe('acceptedSubmission', () => {
  const accepted = (answer: Record<string, unknown>) => acceptedSubmission({ status: 202, ok: true, answer });

  it('passes each outcome the handlers answer through, kept included; an answer without one reads as sent', () => {
    for (const outcome of ['sent', 'queued', 'kept', 'unknown'] as const) {
      expect(accepted({ ok: true, reference: 'R-2611-7Q4K', outcome })).toEqual({ reference: 'R-2611-7Q4K', outcome });
    }
    expect(accepted({ ok: true, reference: 'R-2611-7Q4K' })).toEqual({ reference: 'R-2611-7Q4K', outcome: 'sent' });
  });

  it('is undefined for an answer that is not ok or has no reference', () => {
    expect(acceptedSubmission({ status: 502, ok: false, answer: { ok: false, reference: 'R-2611-7Q4K' } })).toBeUndefined();
    expect(accepted({ ok: true, outcome: 'kept' })).toBeUndefined();
  });
});
