import { act, renderHook } from '@testing-library/react';
import { useFormSend } from './useFormSend';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

/** An answer of our route handler, as the parts of a Response that postJson reads. */
function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValue({ ok: status >= 200 && status < 300, status, json: async () => body });
}

const spamCheck = { score: 1, failed: false, ready: true, pending: false, start: jest.fn(), getToken: async () => 'tok' };

function setup() {
  const onAccepted = jest.fn();
  const { result } = renderHook(() => useFormSend<string>(spamCheck, { clear: onAccepted, filled: false }));
  return { result, onAccepted };
}

const request = {
  url: '/api/x',
  body: (token: string | undefined) => ({ a: 1, token }),
  accept: ({ reference }: { reference: string }) => reference,
};

it('posts the body with a fresh token and keeps the accepted request', async () => {
  const { result, onAccepted } = setup();
  answer(200, { ok: true, reference: 'R-2611-7Q4K', outcome: 'sent' });
  await act(() => result.current.send(request));
  expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ a: 1, token: 'tok' });
  expect(result.current.accepted).toBe('R-2611-7Q4K');
  expect(result.current.sendState).toBe('idle');
  expect(onAccepted).toHaveBeenCalledTimes(1);
});

it('fails, keeping nothing accepted, for an error answer or an unreachable server', async () => {
  const { result, onAccepted } = setup();
  answer(502, { ok: false, error: 'mail gateway failed' });
  await act(() => result.current.send(request));
  expect(result.current.sendState).toBe('failed');
  fetchMock.mockRejectedValue(new TypeError('fetch failed'));
  await act(() => result.current.send(request));
  expect(result.current.sendState).toBe('failed');
  expect(result.current.accepted).toBeUndefined();
  expect(onAccepted).not.toHaveBeenCalled();
});

it('leaves an answer the form handles itself idle', async () => {
  const { result } = setup();
  answer(409, { ok: false, lower: [] });
  const handled = jest.fn(() => true);
  await act(() => result.current.send({ ...request, handled }));
  expect(handled).toHaveBeenCalledWith({ status: 409, ok: false, answer: { ok: false, lower: [] } });
  expect(result.current.sendState).toBe('idle');
});

it('marks a refused send incomplete until the next send or a reset', async () => {
  const { result } = setup();
  act(() => result.current.refuse());
  expect(result.current.incomplete).toBe(true);
  act(() => result.current.reset());
  expect(result.current.incomplete).toBe(false);
});

it('starts the spam check once the form holds text, and not before', () => {
  const start = jest.fn();
  const { rerender } = renderHook(({ filled }) => useFormSend<string>({ ...spamCheck, start }, { clear: jest.fn(), filled }), {
    initialProps: { filled: false },
  });
  expect(start).not.toHaveBeenCalled();
  rerender({ filled: true });
  expect(start).toHaveBeenCalledTimes(1);
});
