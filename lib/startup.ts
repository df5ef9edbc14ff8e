import 'server-only';
import { deploymentStage } from '@/lib/deployment';
import { serverEnv, type ServerEnv } from '@/lib/env';

/**
 * What stops a server at start (instrumentation.ts): settings that do not validate (lib/env.ts,
 * e.g. a live PayPal API base in a preview), or a server started as another stage than its build
 * (pages, headers, robots.txt and the sitemap keep the build's: docs/requirements.md#previews).
 * @param builtFor the stage the build was made for (next.config.ts `env.BUILT_FOR_STAGE`)
 * @param read reads the settings (default: this process's)
 * @returns the reason, for the log, or undefined when the server may start
 */
export function startupProblem(builtFor: string | undefined, read: () => ServerEnv = serverEnv): string | undefined {
  let stage;
  try {
    stage = deploymentStage(read());
  } catch (error) {
    return (error as Error).message;
  }
  if (builtFor && builtFor !== stage) {
    return `This build was made for ${builtFor} and the server was started as ${stage} (DEPLOY_ENV, VERCEL_ENV): build and start with the same DEPLOY_ENV.`;
  }
  return undefined;
}

/**
 * Stops a server that may not start, with the reason in its log. On Vercel it throws instead (the
 * function answers 500 and Vercel shows the error); a server of our own exits with code 1, for
 * its supervisor (systemd, npm run cluster) to report.
 */
export function refuseToStart(problem: string): never {
  console.error(problem);
  if (process.env.VERCEL) throw new Error(problem);
  process.exit(1);
}

/** The start-up line that names the deployment stage. */
export function stageStatusLine(env: ServerEnv = serverEnv()): string {
  return deploymentStage(env) === 'preview'
    ? 'Deployment: preview (kept out of search engines, mail only to PREVIEW_MAILBOX, PayPal sandbox only)'
    : 'Deployment: production';
}
