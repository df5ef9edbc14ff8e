/** Every server variable a route handler reads, empty: a test sets only what it configures. */
const blank = {
  CONTACT_API_URL: '',
  SMTP_URL: '',
  MAIL_DOMAIN: '',
  MAIL_FROM: '',
  RECAPTCHA_SECRET_KEY: '',
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: '',
  SCGW_URL: '',
  SCGW_API_KEY: '',
  PAYPAL_CLIENT_ID: '',
  PAYPAL_CLIENT_SECRET: '',
};

/**
 * Loads a route handler module afresh under a server configuration (lib/env.ts reads the
 * environment once per module instance, so each configuration needs its own instance).
 * @param load e.g. () => import('@/app/api/contactemail/route')
 */
export async function loadRoute<T>(load: () => Promise<T>, env: Record<string, string>): Promise<T> {
  jest.resetModules();
  Object.assign(process.env, blank, { RATE_LIMIT_PER_MINUTE: '100000', UPSTREAM_TIMEOUT_MS: '1000' }, env);
  return load();
}

let client = 0;

/** A POST as the site's own page would send it, from a client address of its own. */
export function postRequest(path: string, body: string, headers: Record<string, string> = {}): Request {
  client += 1;
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost', 'x-forwarded-for': `fuzz-${client}`, ...headers },
    body,
  });
}

/** The statuses a handler may answer (issue 'Nothing lost, nobody in', point 4). */
export const ALLOWED_STATUSES = [200, 400, 403, 413, 415, 429, 503];
