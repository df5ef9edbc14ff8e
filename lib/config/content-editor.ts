import 'server-only';
import { createHash } from 'node:crypto';
import { isDevelopment } from '@/lib/config/deployment';
import { serverEnv, VERCEL_PREVIEW_TEMPLATE } from '@/lib/config/server';

/** Where the content editor saves: the working tree, or the GitHub repository. */
export type ContentEditorStorage = 'local' | 'github';

/**
 * Where the content editor (/keystatic, docs/editing.md) saves, or null where it must not run: on
 * a server with the GitHub settings (NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO and the App's, lib/config/server.ts)
 * it saves to GitHub; under `next dev` without them, to the working tree; anywhere else (a
 * production server without them, the cluster) its pages and API answer 404, so no server that
 * visitors reach writes files (docs/decisions.md#the-content-editor-is-keystatic-inside-the-sites-root-layout).
 */
export function contentEditorStorage(): ContentEditorStorage | null {
  if (serverEnv().NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO) return 'github';
  return isDevelopment() ? 'local' : null;
}

/** The longest host name Vercel generates: a DNS label of 63 characters and `.vercel.app`. */
const VERCEL_HOST_MAX = 63 + '.vercel.app'.length;

/**
 * The address of a branch's preview deployment on Vercel, as Vercel generates it
 * (https://vercel.com/docs/deployments/generated-urls): `<project>-git-<branch>-<scope>.vercel.app`,
 * the branch lowercased with every other character than a letter or digit made '-', and a host
 * over 63 characters cut, with the first 6 hex digits of the SHA-256 of `git-<branch><project>`
 * before the scope, as its "Truncation" section says.
 * @param template KEYSTATIC_PREVIEW_URL, e.g. 'https://printshop-git-{branch}-cascadia.vercel.app'
 * @param branch the content branch, e.g. 'content/new-plotter'
 * @returns e.g. 'https://printshop-git-content-new-plotter-cascadia.vercel.app'
 * @throws Error when the template is not `https://<project>-git-{branch}-<scope>.vercel.app`
 */
export function vercelBranchUrl(template: string, branch: string): string {
  const match = VERCEL_PREVIEW_TEMPLATE.exec(template);
  if (!match) throw new Error(`KEYSTATIC_PREVIEW_URL must read https://<project>-git-{branch}-<scope>.vercel.app, not ${template}`);
  const [, project, scope] = match;
  const slug = branch.toLowerCase().replace(/[^a-z0-9]/g, '-');
  const host = `${project}-git-${slug}-${scope}.vercel.app`;
  if (host.length <= VERCEL_HOST_MAX) return `https://${host}`;
  const hash = createHash('sha256').update(`git-${slug}${project}`).digest('hex').slice(0, 6);
  const end = `-${hash}-${scope}`;
  return `https://${host.slice(0, VERCEL_HOST_MAX - '.vercel.app'.length - end.length)}${end}.vercel.app`;
}
