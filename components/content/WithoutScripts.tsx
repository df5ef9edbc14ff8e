import { RichText } from '@/components/content/RichText';

/**
 * A notice only a browser that runs no scripts shows (`<noscript>`): why a part cannot work then,
 * and what to do instead (docs/requirements.md#forms-without-javascript).
 * @param body the content's rich text
 * @param inColumn true where nothing around it sets the page's column (a part with no heading or words)
 */
export function WithoutScripts({ body, inColumn = false }: { body: string; inColumn?: boolean }) {
  const notice = (
    <div className="alert alert-warning">
      <RichText source={body} />
    </div>
  );
  return (
    <noscript>
      {inColumn ? (
        // Only on the pages that have one: a rule in the site's stylesheet would weigh on every page.
        <div className="container" style={{ marginBlock: '1.5rem' }}>
          {notice}
        </div>
      ) : (
        notice
      )}
    </noscript>
  );
}
