import type { CSSProperties } from 'react';
import { isPreview } from '@/lib/config/deployment';

/** One line high in the first paint. */
const bar: CSSProperties = {
  background: '#7a2e00',
  color: '#fff',
  fontSize: '0.875rem',
  lineHeight: 1.5,
  padding: '0.25rem 1rem',
  textAlign: 'center',
};

/**
 * The slim bar at the top of every page of a preview deployment (docs/requirements.md#previews):
 * a Server Component, decided when the page is built, so it costs no JavaScript and moves nothing
 * after the first paint. Renders nothing in production. Its style is the element's own: a stylesheet
 * would be in every production page's inlined CSS for a bar that is never there.
 */
export function PreviewBanner() {
  if (!isPreview()) return null;
  return (
    <aside aria-label="Preview deployment" style={bar}>
      <p style={{ margin: 0 }}>
        <strong>Preview</strong>: a test version of this site. Requests sent here do not reach the shop, and payments are not real.
      </p>
    </aside>
  );
}
