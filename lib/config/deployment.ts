/**
 * Which deployment this is (docs/requirements.md#previews), and the platform it runs on: the one
 * module that reads VERCEL, VERCEL_ENV and NODE_ENV. The stage is read at build time by
 * next.config.ts, the root layout, robots.txt and the sitemap (pre-rendered), and at run time by
 * the server's settings (lib/config/server.ts): a preview must be built and run as one. The store records it
 * on every request and order, and each stage acts on its own rows only
 * (docs/requirements.md#previews, rule 6). This module imports nothing of ours: next.config.ts
 * loads it, and the log (lib/log.ts), which must work when the settings do not validate, asks it
 * how the code runs.
 */

/** `preview`: a deployment for people who check changes; `production`: the shop's site. */
export const DEPLOYMENT_STAGES = ['production', 'preview'] as const;
export type DeploymentStage = (typeof DEPLOYMENT_STAGES)[number];

/** The variables that say it: process.env, or the server's parsed settings. */
export interface StageVariables {
  VERCEL_ENV?: string;
  DEPLOY_ENV?: string;
  [name: string]: unknown;
}

/**
 * The stage of an environment: `preview` on Vercel's preview deployments (`VERCEL_ENV=preview`)
 * or wherever `DEPLOY_ENV=preview`; `production` otherwise (also `next dev` and Vercel's
 * development environment).
 * @throws Error when DEPLOY_ENV is set to anything but `production` or `preview`
 */
export function deploymentStage(env: StageVariables = process.env): DeploymentStage {
  const deployEnv = env.DEPLOY_ENV || undefined;
  if (deployEnv !== undefined && !(DEPLOYMENT_STAGES as readonly string[]).includes(deployEnv)) {
    throw new Error(`DEPLOY_ENV must be "production" or "preview", not "${deployEnv}"`);
  }
  return env.VERCEL_ENV === 'preview' || deployEnv === 'preview' ? 'preview' : 'production';
}

/** Whether an environment is a preview deployment (see deploymentStage). */
export function isPreview(env: StageVariables = process.env): boolean {
  return deploymentStage(env) === 'preview';
}

/**
 * Whether a PayPal REST API base is PayPal's live service (any paypal.com host but the sandbox's):
 * a preview may not use it (docs/requirements.md#previews, rule 5). A loopback fake or the sandbox
 * is not live. The host is compared without regard to case and without the trailing dot of a
 * fully qualified name (`api-m.paypal.com.` is the live host too).
 */
export function isLivePaypalBase(base: string): boolean {
  const host = new URL(base).hostname.toLowerCase().replace(/\.+$/, '');
  return (host === 'paypal.com' || host.endsWith('.paypal.com')) && !host.split('.').includes('sandbox');
}

/** Whether this process runs on Vercel, whose builds and functions set VERCEL=1. */
export function onVercel(): boolean {
  return Boolean(process.env.VERCEL);
}

/**
 * How the code runs (NODE_ENV): `development` under `next dev`; `production` when built and under
 * `next start` (a preview's build too: this is not the deployment stage); `test` under jest.
 */
export type RunMode = 'development' | 'production' | 'test';

/** How the code runs (see RunMode); undefined outside Next.js and jest (a script of ours run by tsx). */
export function runMode(): RunMode | undefined {
  const mode = process.env.NODE_ENV;
  return mode === 'development' || mode === 'production' || mode === 'test' ? mode : undefined;
}

/** Whether this is `next dev`. */
export function isDevelopment(): boolean {
  return runMode() === 'development';
}
