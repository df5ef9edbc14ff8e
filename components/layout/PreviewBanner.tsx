import { isPreview } from '@/lib/deployment';

/**
 * The slim bar at the top of every page of a preview deployment (docs/requirements.md#previews):
 * a Server Component, decided when the page is built, so it costs no JavaScript and moves nothing
 * after the first paint. Renders nothing in production.
 */
export function PreviewBanner() {
  if (!isPreview()) return null;
  return (
    <aside className="preview-banner" aria-label="Preview deployment">
      <p>
        <strong>Preview</strong>: a test version of this site. Requests sent here do not reach the shop, and payments are not real.
      </p>
    </aside>
  );
}
