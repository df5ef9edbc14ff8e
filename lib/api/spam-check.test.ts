import { readServerEnv } from '@/lib/config/server';
import { UpstreamError } from '@/lib/upstream/fetch';
import { sendJson, startFakeServer, type FakeServer } from '@/test/fakes/http';
import { spamCheckScore, spamCheckStatusLine, spamCheckVerifier } from './spam-check';

let verifier: FakeServer;
beforeAll(async () => {
  verifier = await startFakeServer();
});
afterAll(() => verifier.close());

/** A siteverify answer for the token: the fake reads the form body like Google does. */
function answerWith(answer: (token: string) => object) {
  verifier.setHandler((request, res) => sendJson(res, 200, answer(new URLSearchParams(request.body).get('response') ?? '')));
}

const siteverifyEnv = () =>
  readServerEnv({
    NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site-key',
    RECAPTCHA_SECRET_KEY: 'secret-key',
    RECAPTCHA_VERIFY_URL: `${verifier.url}/siteverify`,
    UPSTREAM_TIMEOUT_MS: '500',
  });

describe('which verifier', () => {
  it('is none without a site key, whatever else is set', () => {
    expect(spamCheckVerifier(readServerEnv({ RECAPTCHA_SECRET_KEY: 's', CONTACT_API_URL: 'http://127.0.0.1:1/prod' })).kind).toBe('none');
    expect(spamCheckStatusLine(readServerEnv({}))).toMatch(/spam check is open/);
  });

  it('is siteverify with a secret, else the gateway', () => {
    expect(
      spamCheckVerifier(
        readServerEnv({ NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET_KEY: 's', CONTACT_API_URL: 'http://127.0.0.1:1/prod' }),
      ).kind,
    ).toBe('siteverify');
    expect(spamCheckVerifier(readServerEnv({ NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'k', CONTACT_API_URL: 'http://127.0.0.1:1/prod' })).kind).toBe(
      'gateway',
    );
    expect(spamCheckVerifier(readServerEnv({ NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'k' })).kind).toBe('none');
  });
});

describe('spamCheckScore with siteverify', () => {
  it('sends the secret and the token, and returns the score', async () => {
    answerWith(() => ({ success: true, score: 0.7, action: 'contact', hostname: 'localhost' }));
    expect(await spamCheckScore('tok-1', '203.0.113.9', siteverifyEnv())).toBe(0.7);
    const form = new URLSearchParams(verifier.requests.at(-1)!.body);
    expect(Object.fromEntries(form)).toEqual({ secret: 'secret-key', response: 'tok-1', remoteip: '203.0.113.9' });
  });

  it('scores 0 for another action, another host, a failed check or no token', async () => {
    answerWith(() => ({ success: true, score: 0.9, action: 'login', hostname: 'localhost' }));
    expect(await spamCheckScore('tok', undefined, siteverifyEnv())).toBe(0);
    answerWith(() => ({ success: true, score: 0.9, action: 'contact', hostname: 'evil.test' }));
    expect(await spamCheckScore('tok', undefined, siteverifyEnv())).toBe(0);
    answerWith(() => ({ success: false, 'error-codes': ['timeout-or-duplicate'] }));
    expect(await spamCheckScore('tok', undefined, siteverifyEnv())).toBe(0);
    const before = verifier.requests.length;
    expect(await spamCheckScore(undefined, undefined, siteverifyEnv())).toBe(0);
    expect(verifier.requests).toHaveLength(before);
  });

  it('never fails open: a verifier that errs or stalls throws', async () => {
    verifier.setHandler((_, res) => sendJson(res, 500, {}));
    await expect(spamCheckScore('tok', undefined, siteverifyEnv())).rejects.toBeInstanceOf(UpstreamError);
    verifier.setHandler((_, res) => {
      setTimeout(() => sendJson(res, 200, { success: true, score: 1 }), 1500);
    });
    await expect(spamCheckScore('tok', undefined, siteverifyEnv())).rejects.toMatchObject({ timedOut: true });
    verifier.setHandler((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('not json');
    });
    await expect(spamCheckScore('tok', undefined, siteverifyEnv())).rejects.toBeInstanceOf(UpstreamError);
  });
});

describe('spamCheckScore with the gateway', () => {
  it('posts { token, v2 } to {base}/verifycaptcha/ and reads body.score (0 unless statusCode is 200)', async () => {
    const env = readServerEnv({ NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'k', CONTACT_API_URL: `${verifier.url}/prod` });
    verifier.setHandler((_, res) => sendJson(res, 200, { statusCode: 200, body: { score: 0.8 } }));
    expect(await spamCheckScore('tok-2', undefined, env)).toBe(0.8);
    expect(verifier.requests.at(-1)).toMatchObject({ url: '/prod/verifycaptcha/' });
    expect(JSON.parse(verifier.requests.at(-1)!.body)).toEqual({ token: 'tok-2', v2: true });
    verifier.setHandler((_, res) => sendJson(res, 200, { statusCode: 400, body: { score: 0.8 } }));
    expect(await spamCheckScore('tok-2', undefined, env)).toBe(0);
  });
});

describe('spamCheckScore with no verifier', () => {
  it('lets everyone through', async () => {
    expect(await spamCheckScore(undefined, undefined, readServerEnv({}))).toBe(1);
  });
});
