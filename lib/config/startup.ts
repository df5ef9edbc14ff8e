import 'server-only';
import { deploymentStage, onVercel } from '@/lib/config/deployment';
import { serverEnv, type ServerEnv } from '@/lib/config/server';
import { log } from '@/lib/log';

/**
 * What stops a server at start (instrumentation.ts): settings that do not validate (lib/config/server.ts,
 * e.g. a live PayPal API base in a preview), a server started as another stage than its build
 * (pages, headers, robots.txt and the sitemap keep the build's: docs/requirements.md#previews). The
 * service backend is not the build's: it is read at run time (docs/requirements.md#service-backend).
 * @param built what the build was made for (next.config.ts `env`): its stage (`BUILT_FOR_STAGE`);
 *   an unknown one is not checked
 * @param read reads the settings (default: this process's)
 * @returns the reason, for the log, or undefined when the server may start
 */
export function startupProblem(built: { stage?: string }, read: () => ServerEnv = serverEnv): string | undefined {
  let env;
  try {
    env = read();
  } catch (error) {
    return (error as Error).message;
  }
  const stage = deploymentStage(env);
  if (built.stage && built.stage !== stage) {
    return `This build was made for ${built.stage} and the server was started as ${stage} (DEPLOY_ENV, VERCEL_ENV): build and start with the same DEPLOY_ENV.`;
  }
  return undefined;
}

/**
 * Stops a server that may not start, with the reason in its log. On Vercel it throws instead (the
 * function answers 500 and Vercel shows the error); a server of our own exits with code 1, for
 * its supervisor (systemd, npm run cluster) to report.
 */
export function refuseToStart(problem: string): never {
  log.fatal(problem);
  if (onVercel()) throw new Error(problem);
  process.exit(1);
}

/** The start-up line that names the deployment stage. */
export function stageStatusLine(env: ServerEnv = serverEnv()): string {
  return deploymentStage(env) === 'preview'
    ? 'Deployment: preview (kept out of search engines, mail only to PREVIEW_MAILBOX, PayPal sandbox only)'
    : 'Deployment: production';
}
