import 'server-only';
import { isDevelopment } from '@/lib/deployment';
import { serverEnv } from '@/lib/env';

/** Where the content editor saves: the working tree, or the GitHub repository. */
export type ContentEditorStorage = 'local' | 'github';

/**
 * Where the content editor (/keystatic, docs/editing.md) saves, or null where it must not run: on
 * a server with the GitHub settings (NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO and the App's, lib/env.ts)
 * it saves to GitHub; under `next dev` without them, to the working tree; anywhere else (a
 * production server without them, the cluster) its pages and API answer 404, so no server that
 * visitors reach writes files (docs/decisions.md#the-content-editor-is-keystatic-inside-the-sites-root-layout).
 */
export function contentEditorStorage(): ContentEditorStorage | null {
  if (serverEnv().NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO) return 'github';
  return isDevelopment() ? 'local' : null;
}
