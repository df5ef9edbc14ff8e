import type { SiteEnv } from '../config/public';

/**
 * Security headers for every response (docs/requirements.md#security, rule 3), set in
 * next.config.ts `headers()`. The Content-Security-Policy works with static pre-rendering: pages
 * carry no nonce, so scripts are limited to our origin, the third parties the site really uses
 * (each taken from configuration) and inline scripts: on a page served from the page cache only
 * the framework's own, by hash (lib/http/page-policy.ts); on the responses that are not pages, and
 * under `next dev`, any ('unsafe-inline': they run none of ours).
 */

export interface CspSources {
  /** Origins embedded in frames: upload service, account site, 3D demo (from siteConfig.external). */
  frames: string[];
  /** Whether the reCAPTCHA script may load (a site key is configured). */
  recaptcha: boolean;
  /** Whether the PayPal JavaScript SDK may load (a client id is configured). */
  paypal: boolean;
  /** Development server: React refresh needs eval and a websocket. */
  dev: boolean;
  /**
   * The content editor's pages in GitHub storage: Keystatic's screen calls GitHub's API from the
   * browser and shows the staff member's avatar (docs/editing.md). Only /keystatic gets these.
   */
  github?: boolean;
  /**
   * The hash sources (`sha256-…`, unquoted) of the page's own inline scripts (lib/http/csp-hashes.ts).
   * Given, script-src allows those and no other inline script; absent, any inline script.
   */
  scriptHashes?: string[];
  /**
   * A page rendered per request (the answer page of a form sent without JavaScript): script-src
   * allows the scripts carrying this nonce and what they load ('strict-dynamic'), no other.
   */
  nonce?: string;
}

/**
 * The sources of the site's policy from its settings: the framed services, and reCAPTCHA and
 * PayPal when their browser keys are configured. next.config.ts and the page policy both read them here.
 * @param dev under `next dev`
 */
export function cspSources(settings: SiteEnv, dev: boolean): CspSources {
  return {
    frames: [settings.UPLOAD_URL, settings.JOB_VIEW_URL, settings.PRINT_JOBS_URL, settings.ACCOUNT_URL, settings.DEMO3D_URL],
    recaptcha: Boolean(settings.NEXT_PUBLIC_RECAPTCHA_SITE_KEY),
    paypal: Boolean(settings.NEXT_PUBLIC_PAYPAL_CLIENT_ID ?? settings.PAYPAL_CLIENT_ID),
    dev,
  };
}

/** GitHub's API, which Keystatic's screen calls in GitHub storage, and its avatars. */
const GITHUB_API = ['https://api.github.com'];
const GITHUB_AVATARS = ['https://avatars.githubusercontent.com'];

/** reCAPTCHA v3 loads from www.google.com and www.gstatic.com and runs in a google.com frame. */
const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
/** The PayPal JS SDK, its buttons frame and its API calls (developer.paypal.com CSP guide). */
const PAYPAL = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

/** The origin of an absolute URL; undefined for a path (same origin) or an invalid value. */
export function originOf(url: string): string | undefined {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy value for the given sources, directives joined by '; '. With
 * `scriptHashes`, script-src has no 'unsafe-inline' (nor 'strict-dynamic': docs/decisions.md);
 * with a `nonce`, no 'unsafe-inline' either.
 */
export function contentSecurityPolicy({ frames, recaptcha, paypal, dev, github = false, scriptHashes, nonce }: CspSources): string {
  const third = (on: boolean, sources: string[]) => (on ? sources : []);
  const frameOrigins = [...new Set(frames.map(originOf).filter((o): o is string => Boolean(o)))];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : scriptHashes ? scriptHashes.map((hash) => `'${hash}'`) : ["'unsafe-inline'"]),
      ...(dev ? ["'unsafe-eval'"] : []),
      ...third(recaptcha, RECAPTCHA),
      ...third(paypal, PAYPAL),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...third(paypal, PAYPAL), ...third(github, GITHUB_AVATARS)],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...(dev ? ['ws:'] : []),
      ...third(recaptcha, RECAPTCHA),
      ...third(paypal, PAYPAL),
      ...third(github, GITHUB_API),
    ],
    'frame-src': ["'self'", ...frameOrigins, ...third(recaptcha, ['https://www.google.com/recaptcha/']), ...third(paypal, PAYPAL)],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Every security header, in the shape of next.config.ts `headers()` entries. */
export function securityHeaders(sources: CspSources): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(sources) },
    { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  ];
}
