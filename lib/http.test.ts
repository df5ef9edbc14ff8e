/** @jest-environment node */
import { z } from 'zod';
import { clientKey, handleErrors, HttpError, MAX_BODY_BYTES, methodNotAllowed, parseBody, readJsonBody } from './http';
import { UpstreamError } from './upstream/fetch';

const post = (body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request('http://localhost/api/x', { method: 'POST', body, headers });

async function statusOf(run: () => Promise<unknown>) {
  const response = await handleErrors(async () => {
    await run();
    return Response.json({ ok: true });
  });
  return { status: response.status, body: await response.json() };
}

describe('readJsonBody', () => {
  it('parses a JSON body', async () => {
    expect(await readJsonBody(post('{"a":1}'))).toEqual({ a: 1 });
    expect(await readJsonBody(post('[]', { 'content-type': 'application/json; charset=utf-8' }))).toEqual([]);
  });

  it('answers 415 for another content type', async () => {
    expect(await statusOf(() => readJsonBody(post('a=1', { 'content-type': 'application/x-www-form-urlencoded' })))).toMatchObject({ status: 415 });
    expect(await statusOf(() => readJsonBody(post('{}', { 'content-type': 'text/plain' })))).toMatchObject({ status: 415 });
  });

  it('answers 413 over 32 KiB, declared or not, and takes exactly 32 KiB', async () => {
    const exact = JSON.stringify('x'.repeat(MAX_BODY_BYTES - 2));
    expect(exact).toHaveLength(MAX_BODY_BYTES);
    expect(await readJsonBody(post(exact))).toHaveLength(MAX_BODY_BYTES - 2);
    const over = JSON.stringify('x'.repeat(MAX_BODY_BYTES - 1));
    expect(await statusOf(() => readJsonBody(post(over)))).toMatchObject({ status: 413 });
    const declared = post('{}', { 'content-type': 'application/json', 'content-length': String(MAX_BODY_BYTES + 1) });
    expect(await statusOf(() => readJsonBody(declared))).toMatchObject({ status: 413 });
  });

  it('answers 400 for a body that is not JSON', async () => {
    expect(await statusOf(() => readJsonBody(post('{"a":')))).toEqual({ status: 400, body: { ok: false, error: 'Request body is not valid JSON' } });
    expect(await statusOf(() => readJsonBody(post('')))).toMatchObject({ status: 400 });
  });
});

describe('parseBody', () => {
  const schema = z.object({ name: z.string().min(5, 'Please enter your full name') });

  it('returns the parsed value', () => {
    expect(parseBody(schema, { name: 'Avery Quinn' })).toEqual({ name: 'Avery Quinn' });
  });

  it('answers 400 with the field errors', async () => {
    expect(await statusOf(async () => parseBody(schema, { name: 'Al' }))).toEqual({
      status: 400,
      body: { ok: false, error: 'Please check the highlighted fields', fieldErrors: { name: ['Please enter your full name'] } },
    });
    expect((await statusOf(async () => parseBody(schema, 'text'))).status).toBe(400);
  });
});

describe('handleErrors', () => {
  it('maps HttpError to its status and headers', async () => {
    const response = await handleErrors(async () => {
      throw new HttpError(429, 'Too many', undefined, { 'Retry-After': '30' });
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
  });

  it('maps an upstream timeout to 504 and other upstream failures to 502, naming no URL', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await statusOf(async () => Promise.reject(new UpstreamError('mail gateway', 'no answer', true)))).toEqual({
      status: 504,
      body: { ok: false, error: 'mail gateway timed out' },
    });
    expect(await statusOf(async () => Promise.reject(new UpstreamError('mail gateway', 'answered 500', false, 500)))).toEqual({
      status: 502,
      body: { ok: false, error: 'mail gateway failed' },
    });
    expect((await statusOf(async () => Promise.reject(new TypeError('bug')))).status).toBe(500);
  });
});

describe('clientKey and methodNotAllowed', () => {
  it('takes the first forwarded address', () => {
    const request = new Request('http://localhost/', { headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' } });
    expect(clientKey(request)).toBe('203.0.113.7');
    expect(clientKey(new Request('http://localhost/', { headers: { 'x-real-ip': '198.51.100.2' } }))).toBe('198.51.100.2');
  });

  it('answers 405 with Allow', async () => {
    const response = methodNotAllowed('POST')();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
