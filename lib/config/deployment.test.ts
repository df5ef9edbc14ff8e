import { CRON_SECRET_MIN_LENGTH, readServerEnv } from '@/lib/config/server';
import { deploymentStage, isDevelopment, isLivePaypalBase, onVercel, runMode } from './deployment';
import { stageStatusLine, startupProblem } from './startup';

describe('deploymentStage', () => {
  it('is preview on a Vercel preview or with DEPLOY_ENV=preview, production otherwise', () => {
    expect(deploymentStage({})).toBe('production');
    expect(deploymentStage({ VERCEL_ENV: 'preview' })).toBe('preview');
    expect(deploymentStage({ VERCEL_ENV: 'production' })).toBe('production');
    expect(deploymentStage({ VERCEL_ENV: 'development' })).toBe('production');
    expect(deploymentStage({ DEPLOY_ENV: 'preview' })).toBe('preview');
    expect(deploymentStage({ DEPLOY_ENV: 'production' })).toBe('production');
    expect(deploymentStage({ DEPLOY_ENV: '' })).toBe('production');
  });

  it('refuses any other DEPLOY_ENV, naming it', () => {
    expect(() => deploymentStage({ DEPLOY_ENV: 'staging' })).toThrow('DEPLOY_ENV must be "production" or "preview", not "staging"');
    expect(() => readServerEnv({ DEPLOY_ENV: 'staging' })).toThrow(/DEPLOY_ENV/);
  });
});

describe('the platform', () => {
  const saved = { VERCEL: process.env.VERCEL, NODE_ENV: process.env.NODE_ENV };
  /** Sets (or, with undefined, removes) a variable of this process. */
  const set = (name: 'VERCEL' | 'NODE_ENV', value: string | undefined) => {
    const env = process.env as Record<string, string | undefined>;
    if (value === undefined) delete env[name];
    else env[name] = value;
  };
  afterEach(() => {
    set('VERCEL', saved.VERCEL);
    set('NODE_ENV', saved.NODE_ENV);
  });

  it('is Vercel when VERCEL is set to anything but the empty string', () => {
    set('VERCEL', undefined);
    expect(onVercel()).toBe(false);
    set('VERCEL', '');
    expect(onVercel()).toBe(false);
    set('VERCEL', '1');
    expect(onVercel()).toBe(true);
  });

  it("runs as NODE_ENV says, and as none of Next.js's modes outside Next.js and jest", () => {
    expect(runMode()).toBe('test');
    expect(isDevelopment()).toBe(false);
    set('NODE_ENV', 'development');
    expect(runMode()).toBe('development');
    expect(isDevelopment()).toBe(true);
    set('NODE_ENV', 'production');
    expect(runMode()).toBe('production');
    set('NODE_ENV', undefined);
    expect(runMode()).toBeUndefined();
    expect(isDevelopment()).toBe(false);
  });
});

describe('isLivePaypalBase', () => {
  it.each([
    ['https://api-m.paypal.com', true],
    ['https://api.paypal.com/', true],
    ['https://API-M.PAYPAL.COM', true],
    ['https://api-m.paypal.com.', true],
    ['https://API-M.PayPal.Com./v2', true],
    ['https://api-m.paypal.com..', true],
    ['https://api-m.sandbox.paypal.com.', false],
    ['https://paypal.com.evil.test.', false],
    ['https://api-m.sandbox.paypal.com', false],
    ['https://api.sandbox.paypal.com', false],
    ['http://127.0.0.1:4010/paypal', false],
    ['https://paypal.com.evil.test', false],
  ])('%s: %s', (base, live) => {
    expect(isLivePaypalBase(base)).toBe(live);
  });
});

describe('the settings of a preview', () => {
  it('refuse a live PayPal API base, naming PAYPAL_API_BASE, written with a trailing dot too', () => {
    for (const [stage, base] of [
      [{ DEPLOY_ENV: 'preview' }, 'https://api-m.paypal.com'],
      [{ VERCEL_ENV: 'preview' }, 'https://api-m.paypal.com'],
      [{ DEPLOY_ENV: 'preview' }, 'https://API-M.PAYPAL.COM.'],
    ] as const) {
      expect(() => readServerEnv({ ...stage, PAYPAL_API_BASE: base })).toThrow(
        'PAYPAL_API_BASE: a preview deployment must use the PayPal sandbox (https://api-m.sandbox.paypal.com), not the live API',
      );
    }
  });

  it('take the sandbox (the default) and a production takes the live base', () => {
    expect(readServerEnv({ DEPLOY_ENV: 'preview' }).PAYPAL_API_BASE).toBe('https://api-m.sandbox.paypal.com');
    expect(readServerEnv({ PAYPAL_API_BASE: 'https://api-m.paypal.com' }).PAYPAL_API_BASE).toBe('https://api-m.paypal.com');
  });

  it('take a mailbox alias or an address as PREVIEW_MAILBOX, nothing else', () => {
    expect(readServerEnv({ PREVIEW_MAILBOX: 'preview' }).PREVIEW_MAILBOX).toBe('preview');
    expect(readServerEnv({ PREVIEW_MAILBOX: 'qa@agency.test' }).PREVIEW_MAILBOX).toBe('qa@agency.test');
    expect(() => readServerEnv({ PREVIEW_MAILBOX: 'qa team' })).toThrow(/PREVIEW_MAILBOX/);
    expect(() => readServerEnv({ PREVIEW_MAILBOX: 'a@b@c' })).toThrow(/PREVIEW_MAILBOX/);
    expect(() => readServerEnv({ SERVICE_BACKEND: 'gateway' })).toThrow(
      /SERVICE_BACKEND: SERVICE_BACKEND=gateway needs SCGW_URL and SCGW_API_KEY/,
    );
    expect(() => readServerEnv({ SERVICE_BACKEND: 'email' })).toThrow(/SERVICE_BACKEND/);
  });
});

describe('startupProblem', () => {
  it('lets a server start as the stage it was built for', () => {
    expect(startupProblem({ stage: 'production' }, () => readServerEnv({}))).toBeUndefined();
    expect(startupProblem({ stage: 'preview' }, () => readServerEnv({ DEPLOY_ENV: 'preview' }))).toBeUndefined();
  });

  it('stops a production build started as a preview, and the other way round', () => {
    expect(startupProblem({ stage: 'production' }, () => readServerEnv({ DEPLOY_ENV: 'preview' }))).toBe(
      'This build was made for production and the server was started as preview (DEPLOY_ENV, VERCEL_ENV): build and start with the same DEPLOY_ENV.',
    );
    expect(startupProblem({ stage: 'preview' }, () => readServerEnv({}))).toMatch(
      /made for preview and the server was started as production/,
    );
  });

  it('stops a server whose settings do not validate, with their message', () => {
    expect(
      startupProblem({ stage: 'preview' }, () => readServerEnv({ DEPLOY_ENV: 'preview', PAYPAL_API_BASE: 'https://api-m.paypal.com' })),
    ).toMatch(/^Invalid server configuration[\s\S]*PAYPAL_API_BASE: a preview deployment must use the PayPal sandbox/);
  });

  it(`stops a server whose CRON_SECRET is shorter than ${CRON_SECRET_MIN_LENGTH} characters, naming it`, () => {
    expect(startupProblem({}, () => readServerEnv({ CRON_SECRET: 'c'.repeat(CRON_SECRET_MIN_LENGTH - 1) }))).toMatch(
      /^Invalid server configuration[\s\S]*CRON_SECRET: must be at least 32 characters/,
    );
    expect(startupProblem({}, () => readServerEnv({ CRON_SECRET: 'c'.repeat(CRON_SECRET_MIN_LENGTH) }))).toBeUndefined();
    // Unset (or empty) is allowed: the cron route then answers 503.
    expect(startupProblem({}, () => readServerEnv({ CRON_SECRET: '' }))).toBeUndefined();
  });

  it('names the stage in the start log', () => {
    expect(stageStatusLine(readServerEnv({ VERCEL_ENV: 'preview' }))).toMatch(/^Deployment: preview/);
    expect(stageStatusLine(readServerEnv({}))).toBe('Deployment: production');
  });
});
