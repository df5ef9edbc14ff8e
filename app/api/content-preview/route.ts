import { contentEditorStorage, vercelBranchUrl } from '@/lib/content-editor';
import { ENTRY_ALIASES, entryPages } from '@/lib/data/entry-pages';
import { serverEnv } from '@/lib/env';

/** A temporary redirect to `location`, relative to this site or absolute. */
function redirect(location: string): Response {
  return new Response(null, { status: 307, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/**
 * GET /api/content-preview?branch=content/new-plotter&entry=machines/hp-latex-115-printer: the
 * content editor's preview link (keystatic.config.ts `previewUrl`, docs/editing.md). `entry` is a
 * machine or a template by file name, or anything else for the Home page.
 * - Local storage (`npm run dev`): 307 to the entry's page in the working tree, read afresh.
 * - GitHub storage: 307 to the entry's alias on the branch's preview deployment
 *   (KEYSTATIC_PREVIEW_URL, lib/content-editor.ts), whose build redirects it to the page of its
 *   own content (lib/data/entry-pages.ts).
 * 404 where the editor does not run, and in GitHub storage without KEYSTATIC_PREVIEW_URL.
 */
export async function GET(request: Request): Promise<Response> {
  const storage = contentEditorStorage();
  if (!storage) return new Response('Not Found', { status: 404 });
  const params = new URL(request.url).searchParams;
  const entry = /^(machines|templates)\/([a-z0-9-]+)$/.exec(params.get('entry') ?? '');
  const alias = entry ? `${ENTRY_ALIASES[entry[1] as keyof typeof ENTRY_ALIASES]}${entry[2]}` : '/';
  if (storage === 'local') return redirect(entryPages().get(alias) ?? '/');
  const template = serverEnv().KEYSTATIC_PREVIEW_URL;
  if (!template) return new Response('No preview address: set KEYSTATIC_PREVIEW_URL (docs/deploy.md).', { status: 404 });
  return redirect(`${vercelBranchUrl(template, params.get('branch') || 'main')}${alias}`);
}
