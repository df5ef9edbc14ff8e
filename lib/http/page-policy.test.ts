import { readSiteEnv } from '../config/public';
import { inlineScriptHashes } from './csp-hashes';
import { PAGE_POLICY_KEY, pagePolicy, registerPagePolicy, type PagePolicy } from './page-policy';
import { contentSecurityPolicy, cspSources } from './security-headers';

const html = '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>alert(1)</script>';

describe('pagePolicy', () => {
  it("is the site's policy with the page's framework scripts by hash instead of 'unsafe-inline'", () => {
    const sources = cspSources(readSiteEnv({ PAYPAL_CLIENT_ID: 'id' }), false);
    const site = contentSecurityPolicy(sources);
    const [hash] = inlineScriptHashes(html).hashes;
    expect(pagePolicy(html, sources)).toBe(site.replace("'unsafe-inline' https://*.paypal.com", `'${hash}' https://*.paypal.com`));
  });
});

describe('registerPagePolicy', () => {
  afterAll(() => delete (globalThis as Record<symbol, unknown>)[Symbol.for(PAGE_POLICY_KEY)]);

  it('makes the policy, from the given settings, available to the page cache', () => {
    registerPagePolicy({ NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'key' });
    const registered = (globalThis as Record<symbol, unknown>)[Symbol.for(PAGE_POLICY_KEY)] as PagePolicy;
    expect(registered(html)).toBe(pagePolicy(html, cspSources(readSiteEnv({ NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'key' }), false)));
  });
});
