import { readSiteEnv } from '../config/public';
import { contentSecurityPolicy, cspSources, originOf, securityHeaders } from './security-headers';

const base = { frames: ['https://upload.test/upload', 'https://account.test/', '/local.pdf'], recaptcha: false, paypal: false, dev: false };

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
}

describe('contentSecurityPolicy', () => {
  it('locks down what a static site needs no more of', () => {
    const csp = directives(contentSecurityPolicy(base));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
  });

  it('frames only the configured services, by origin', () => {
    expect(directives(contentSecurityPolicy(base))['frame-src']).toEqual(["'self'", 'https://upload.test', 'https://account.test']);
  });

  it('lets reCAPTCHA and PayPal in only when they are configured', () => {
    const off = contentSecurityPolicy(base);
    expect(off).not.toMatch(/google|paypal/);
    const on = directives(contentSecurityPolicy({ ...base, recaptcha: true, paypal: true }));
    expect(on['script-src']).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://*.paypal.com']));
    expect(on['frame-src']).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://*.paypal.com']));
    expect(on['connect-src']).toEqual(expect.arrayContaining(['https://*.paypal.com']));
  });

  it("with a page's script hashes, allows those and no other inline script", () => {
    const csp = directives(contentSecurityPolicy({ ...base, paypal: true, scriptHashes: ['sha256-AAA=', 'sha256-BBB='] }));
    expect(csp['script-src']).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='", 'https://*.paypal.com', 'https://*.paypalobjects.com']);
    expect(csp['script-src']).not.toContain("'strict-dynamic'");
    // Styles keep it: React and next/image write style attributes (docs/decisions.md).
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('keeps every other directive as the site-wide policy has it', () => {
    const withHashes = directives(contentSecurityPolicy({ ...base, scriptHashes: [] }));
    const without = directives(contentSecurityPolicy(base));
    expect({ ...withHashes, 'script-src': [] }).toEqual({ ...without, 'script-src': [] });
    expect(withHashes['script-src']).toEqual(["'self'"]);
  });

  it("allows 'unsafe-eval' only on the development server", () => {
    expect(contentSecurityPolicy(base)).not.toContain("'unsafe-eval'");
    expect(directives(contentSecurityPolicy({ ...base, dev: true }))['script-src']).toContain("'unsafe-eval'");
  });
});

describe('cspSources', () => {
  it('reads the framed services and the third parties from the settings', () => {
    const settings = readSiteEnv({ NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'key', PAYPAL_CLIENT_ID: 'id' });
    expect(cspSources(settings, false)).toEqual({
      frames: [settings.UPLOAD_URL, settings.JOB_VIEW_URL, settings.PRINT_JOBS_URL, settings.ACCOUNT_URL, settings.DEMO3D_URL],
      recaptcha: true,
      paypal: true,
      dev: false,
    });
    expect(cspSources(readSiteEnv({}), true)).toMatchObject({ recaptcha: false, paypal: false, dev: true });
  });
});

describe('securityHeaders', () => {
  it('sets HSTS for a year with subdomains, nosniff, the referrer and permissions policies', () => {
    const headers = Object.fromEntries(securityHeaders(base).map((h) => [h.key, h.value]));
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toBe('camera=(), microphone=(), geolocation=()');
  });
});

describe('originOf', () => {
  it('reads the origin of absolute URLs only', () => {
    expect(originOf('https://demo.test/a/b?c')).toBe('https://demo.test');
    expect(originOf('/credit-application.pdf')).toBeUndefined();
    expect(originOf('javascript:alert(1)')).toBeUndefined();
  });
});
