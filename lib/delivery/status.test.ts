/** @jest-environment node */
import { readServerEnv } from '@/lib/env';
import { deliveryStatusLine, proxyTrustWarning } from './status';

describe('deliveryStatusLine', () => {
  it('says at start where mail goes: the gateway above SMTP, else the store only', () => {
    expect(deliveryStatusLine(readServerEnv({}))).toBe(
      'Mail: no CONTACT_API_URL or SMTP_URL, requests are kept for the shop in the store (npm run outbox:status lists them) and sent once a transport is configured',
    );
    expect(deliveryStatusLine(readServerEnv({ SMTP_URL: 'smtp://127.0.0.1:25', MAIL_DOMAIN: 'shop.test' }))).toMatch(
      /requests go to SMTP \(SMTP_URL\)/,
    );
    const both = readServerEnv({
      SMTP_URL: 'smtp://user:secret@127.0.0.1:25',
      MAIL_DOMAIN: 'shop.test',
      CONTACT_API_URL: 'http://127.0.0.1:1/prod',
    });
    expect(deliveryStatusLine(both)).toMatch(/requests go to the mail gateway \(CONTACT_API_URL\)/);
    expect(deliveryStatusLine(both)).not.toContain('secret');
  });

  it('says in a preview that mail goes to PREVIEW_MAILBOX only, or nowhere without one', () => {
    const smtp = { SMTP_URL: 'smtp://127.0.0.1:25', MAIL_DOMAIN: 'shop.test', DEPLOY_ENV: 'preview' };
    expect(deliveryStatusLine(readServerEnv({ ...smtp, PREVIEW_MAILBOX: 'qa@agency.test' }))).toBe(
      'Mail (preview): every request, service calls and orders too, goes to PREVIEW_MAILBOX qa@agency.test through SMTP (SMTP_URL) with [PREVIEW] in the subject',
    );
    expect(deliveryStatusLine(readServerEnv(smtp))).toMatch(
      /^Mail \(preview\): no PREVIEW_MAILBOX or no mail transport, requests are kept in the store only/,
    );
  });
});

describe('proxyTrustWarning', () => {
  const hops = (n: string) => readServerEnv({ TRUSTED_PROXY_HOPS: n });

  it('warns a production server that trusts no proxy: its rate limit counts addresses a client can choose', () => {
    expect(proxyTrustWarning(hops('0'), 'production', undefined)).toMatch(/TRUSTED_PROXY_HOPS is 0.*can be forged/);
    // The doc that says what to set (test/docs.test.ts checks that the heading exists).
    expect(proxyTrustWarning(hops('0'), 'production', undefined)).toContain('see docs/operations.md#client-addresses-and-the-rate-limit');
    expect(proxyTrustWarning(readServerEnv({}), 'production', '')).toMatch(/TRUSTED_PROXY_HOPS is 0/);
  });

  it('is silent behind a trusted proxy, on Vercel, and outside production', () => {
    expect(proxyTrustWarning(hops('1'), 'production', undefined)).toBeUndefined();
    expect(proxyTrustWarning(hops('2'), 'production', undefined)).toBeUndefined();
    expect(proxyTrustWarning(hops('0'), 'production', '1')).toBeUndefined();
    expect(proxyTrustWarning(hops('0'), 'development', undefined)).toBeUndefined();
    expect(proxyTrustWarning(hops('0'), 'test', undefined)).toBeUndefined();
  });

  it('refuses a hop count that is not one, naming the variable', () => {
    expect(() => hops('-1')).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => hops('one')).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => hops('11')).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
