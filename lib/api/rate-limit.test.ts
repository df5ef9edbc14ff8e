import { readServerEnv, type ServerEnv } from '@/lib/config/server';
import { database } from '@/lib/store/db';
import { anotherInstance, closeStores, ENGINES, STORE_OPEN_TIMEOUT_MS, storeEnv } from '@/test/store-env';
import { HttpError } from './http';
import { clientAddressNotice, enforceRateLimit, refuseOverLimit } from './rate-limit';

/** A request as it reaches the server behind one proxy: X-Forwarded-For as the proxy appended to it. */
const from = (forwardedFor: string) =>
  new Request('http://localhost/api/contactemail', { method: 'POST', headers: { 'x-forwarded-for': forwardedFor } });

/** What the limit answers a request: 'ok', or the 429's Retry-After. */
async function verdict(route: string, request: Request, env: ServerEnv): Promise<string> {
  try {
    await enforceRateLimit(route, request, env);
    return 'ok';
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 429) throw error;
    expect(error.message).toBe('Too many requests. Please wait a minute and try again.');
    return `429 Retry-After ${error.headers?.['Retry-After']}`;
  }
}

const times = (n: number) => Array.from({ length: n }, (_, i) => i);

afterAll(closeStores);

describe.each(ENGINES)('enforceRateLimit on %s', (engine) => {
  let env: ServerEnv;

  beforeAll(async () => {
    // Behind one trusted proxy (nginx): the client is the right-most X-Forwarded-For entry.
    env = await storeEnv(engine, { RATE_LIMIT_PER_MINUTE: '3', TRUSTED_PROXY_HOPS: '1' });
    await database(env);
  }, STORE_OPEN_TIMEOUT_MS);

  // The windows are minutes of the clock: only Date is faked, timers and the store run as usual.
  beforeEach(() => {
    jest.useFakeTimers({
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
  });
  afterEach(() => jest.useRealTimers());

  it('allows RATE_LIMIT_PER_MINUTE requests in a minute, then answers 429 with Retry-After until the minute ends', async () => {
    jest.setSystemTime(new Date('2026-11-23T10:00:30.000Z'));
    const client = from('198.51.100.1');
    expect(await Promise.all(times(3).map(() => verdict('budget', client, env)))).toEqual(['ok', 'ok', 'ok']);
    expect(await verdict('budget', client, env)).toBe('429 Retry-After 30');
    jest.setSystemTime(new Date('2026-11-23T10:00:59.001Z'));
    expect(await verdict('budget', client, env)).toBe('429 Retry-After 1');
    jest.setSystemTime(new Date('2026-11-23T10:01:00.000Z'));
    expect(await verdict('budget', client, env)).toBe('ok');
  });

  it('counts clients apart, and each route apart', async () => {
    jest.setSystemTime(new Date('2026-11-23T11:00:00.000Z'));
    for (let n = 0; n < 3; n += 1) await verdict('apart', from('198.51.100.2'), env);
    expect(await verdict('apart', from('198.51.100.2'), env)).toBe('429 Retry-After 60');
    expect(await verdict('apart', from('198.51.100.3'), env)).toBe('ok');
    expect(await verdict('apart-too', from('198.51.100.2'), env)).toBe('ok');
  });

  it('is one budget for every instance on the store', async () => {
    jest.setSystemTime(new Date('2026-11-23T12:00:10.000Z'));
    const second = anotherInstance(env);
    const client = from('198.51.100.4');
    expect(await verdict('shared', client, env)).toBe('ok');
    expect(await verdict('shared', client, second)).toBe('ok');
    expect(await verdict('shared', client, env)).toBe('ok');
    expect(await verdict('shared', client, second)).toBe('429 Retry-After 50');
    expect(await verdict('shared', client, env)).toBe('429 Retry-After 50');
  });

  it('counts concurrent requests exactly: RATE_LIMIT_PER_MINUTE pass, the rest are refused', async () => {
    jest.setSystemTime(new Date('2026-11-23T13:00:00.000Z'));
    const second = anotherInstance(env);
    const verdicts = await Promise.all(times(10).map((n) => verdict('burst', from('198.51.100.5'), n % 2 ? env : second)));
    expect(verdicts.filter((v) => v === 'ok')).toHaveLength(3);
    expect(verdicts.filter((v) => v === '429 Retry-After 60')).toHaveLength(7);
  });

  it('refuseOverLimit counts nothing, and refuses a client once RATE_LIMIT_PER_MINUTE were counted this minute', async () => {
    jest.setSystemTime(new Date('2026-11-23T15:00:20.000Z'));
    const client = from('198.51.100.7');
    const peek = async (request: Request) => {
      try {
        await refuseOverLimit('peek', request, env);
        return 'ok';
      } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 429) throw error;
        return `429 Retry-After ${error.headers?.['Retry-After']}`;
      }
    };
    expect(await Promise.all(times(5).map(() => peek(client)))).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(await verdict('peek', client, env)).toBe('ok');
    expect(await verdict('peek', client, env)).toBe('ok');
    expect(await peek(client)).toBe('ok');
    expect(await verdict('peek', client, env)).toBe('ok');
    expect(await peek(client)).toBe('429 Retry-After 40');
    expect(await peek(from('198.51.100.8'))).toBe('ok');
  });

  it('gives a client that varies the left part of X-Forwarded-For no fresh budget', async () => {
    jest.setSystemTime(new Date('2026-11-23T14:00:00.000Z'));
    const verdicts = [];
    for (const n of times(5)) verdicts.push(await verdict('spoof', from(`10.0.0.${n}, 203.0.113.${n}, 198.51.100.6`), env));
    expect(verdicts).toEqual(['ok', 'ok', 'ok', '429 Retry-After 60', '429 Retry-After 60']);
    // The address the proxy saw is the client's, however it is written before.
    expect(await verdict('spoof', from('198.51.100.6'), env)).toBe('429 Retry-After 60');
  });
});

describe('clientAddressNotice', () => {
  const env = (hops: string, siteUrl?: string) => readServerEnv({ TRUSTED_PROXY_HOPS: hops, ...(siteUrl ? { SITE_URL: siteUrl } : {}) });
  /** A server of ours, built and started for production. */
  const production = { mode: 'production', vercel: false } as const;

  it('warns a production server behind a proxy (its SITE_URL is https) that trusts none: its rate limit counts addresses a client can choose', () => {
    const notice = clientAddressNotice(env('0', 'https://print.example.com'), production);
    expect(notice?.level).toBe('warn');
    expect(notice?.text).toMatch(/TRUSTED_PROXY_HOPS is 0.*can be forged/);
    // The doc that says what to set (test/docs.test.ts checks that the heading exists).
    expect(notice?.text).toContain('see docs/operations.md#client-addresses-and-the-rate-limit');
  });

  it('only informs a server reached directly (plain HTTP, or no SITE_URL), as a first local run is', () => {
    for (const notice of [clientAddressNotice(env('0', 'http://localhost:3000'), production), clientAddressNotice(env('0'), production)]) {
      expect(notice?.level).toBe('info');
      expect(notice?.text).toMatch(/address they connect from.*set TRUSTED_PROXY_HOPS/);
    }
  });

  it('is silent behind a trusted proxy, on Vercel, and outside production', () => {
    expect(clientAddressNotice(env('1', 'https://print.example.com'), production)).toBeUndefined();
    expect(clientAddressNotice(env('2'), production)).toBeUndefined();
    expect(clientAddressNotice(env('0', 'https://print.example.com'), { mode: 'production', vercel: true })).toBeUndefined();
    expect(clientAddressNotice(env('0'), { mode: 'development', vercel: false })).toBeUndefined();
    expect(clientAddressNotice(env('0'), { mode: 'test', vercel: false })).toBeUndefined();
  });

  it('refuses a hop count that is not one, naming the variable', () => {
    expect(() => env('-1')).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => env('one')).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => env('11')).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
