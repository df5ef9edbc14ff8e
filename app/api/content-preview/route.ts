import { contentEditorStorage, vercelBranchUrl } from '@/lib/config/content-editor';
import { serverEnv } from '@/lib/config/server';
import { entryPath, type EntryCollection } from '@/lib/content/entry-pages';
import { pageKey, staticPageRoutes } from '@/lib/http/routes';

/** A temporary redirect to `location`, relative to this site or absolute. */
function redirect(location: string): Response {
  return new Response(null, { status: 307, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/**
 * The page that shows an entry of the content editor (keystatic.config.ts `previewUrl`): a
 * machine's or a template's at its address by file name (`machines/hp-latex-115-printer` ->
 * `/equipment/machine/hp-latex-115-printer`, lib/content/entry-pages.ts), a page's by its key
 * (`page-services-print-signs` -> `/services/print/signs`, the inverse of lib/http/routes.ts `pageKey`),
 * the Home page for anything else (the shop, the notice, the Home page's entries).
 */
function previewPath(entry: string): string {
  const item = /^(machines|templates)\/([a-z0-9-]+)$/.exec(entry);
  if (item) return entryPath(item[1] as EntryCollection, item[2]);
  const page = /^page-(.+)$/.exec(entry);
  return staticPageRoutes.find((route) => page && pageKey(route) === page[1]) ?? '/';
}

/**
 * GET /api/content-preview?branch=content/new-plotter&entry=machines/hp-latex-115-printer: the
 * content editor's preview link (keystatic.config.ts `previewUrl`, docs/editing.md), to the page
 * of the entry (`previewPath`).
 * - Local storage (`npm run dev`): 307 to that page in the working tree, read afresh.
 * - GitHub storage: 307 to that page on the branch's preview deployment (KEYSTATIC_PREVIEW_URL,
 *   lib/config/content-editor.ts), built from the branch's own content.
 * 404 where the editor does not run, and in GitHub storage without KEYSTATIC_PREVIEW_URL.
 */
export async function GET(request: Request): Promise<Response> {
  const storage = contentEditorStorage();
  if (!storage) return new Response('Not Found', { status: 404 });
  const params = new URL(request.url).searchParams;
  const path = previewPath(params.get('entry') ?? '');
  if (storage === 'local') return redirect(path);
  const template = serverEnv().KEYSTATIC_PREVIEW_URL;
  if (!template) return new Response('No preview address: set KEYSTATIC_PREVIEW_URL (docs/deploy.md).', { status: 404 });
  return redirect(`${vercelBranchUrl(template, params.get('branch') || 'main')}${path}`);
}
