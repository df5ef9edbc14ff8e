import { contentEditorStorage } from '@/lib/config/content-editor';

type Handler = (request: Request) => Promise<Response>;

/** Keystatic's route handler, loaded on the first request where the editor runs, and only there. */
let keystatic: Promise<{ GET: Handler; POST: Handler }> | undefined;

/**
 * The content editor's API, /api/keystatic/* (Keystatic's route handler: reads and saves content,
 * and in GitHub storage signs staff in with the GitHub App). 404 where the editor must not run
 * (lib/config/content-editor.ts), so no server that visitors reach writes files. Keystatic is imported
 * inside the build's own test (`CONTENT_EDITOR_BUILT`, lib/config/build.ts), so a build that cannot
 * serve the editor leaves it out.
 */
async function handle(request: Request): Promise<Response> {
  // A literal, not a reader: Next writes the build's value here (lib/config/build.ts), so a build without the editor drops it.
  if (process.env.CONTENT_EDITOR_BUILT === 'true' && contentEditorStorage()) {
    keystatic ??= Promise.all([import('@keystatic/next/route-handler'), import('@/keystatic.config')]).then(
      ([{ makeRouteHandler }, config]) => makeRouteHandler({ config: config.default }),
    );
    const handler = await keystatic;
    return request.method === 'POST' ? handler.POST(request) : handler.GET(request);
  }
  return new Response('Not Found', { status: 404 });
}

export { handle as GET, handle as POST };
